/**
 * Occupations that need a licence (or an equivalent mandatory registration) to practise in all or
 * most U.S. states. O*NET 30.1 has no licence table and BLS Table 1.2 lists education and training
 * only, so this is a short, hand-checked list taken from the BLS Occupational Outlook Handbook
 * ("How to Become One" → "Licenses, Certifications, and Registrations", 2024–34 edition) for each
 * group below. Only requirements the Handbook states for all or most states are listed; voluntary
 * certifications (CPA for accountants outside public accounting, PE for engineers not offering
 * services to the public) are not. See docs/decisions/024-career-moves-with-a-reason.md.
 *
 * Keys are SOC 2018 codes or code prefixes; the longest matching key wins.
 */
const LICENCES: Readonly<Record<string, string>> = {
  // Healthcare practitioners
  "29-1011": "a chiropractic licence",
  "29-102": "a dental licence",
  "29-1031": "a dietitian licence in most states",
  "29-1041": "an optometry licence",
  "29-1051": "a pharmacist licence",
  "29-1071": "a physician assistant licence",
  "29-1081": "a podiatry licence",
  "29-1122": "an occupational therapy licence",
  "29-1123": "a physical therapy licence",
  "29-1126": "a respiratory therapy licence",
  "29-1127": "a speech-language pathology licence",
  "29-1131": "a veterinary licence",
  "29-1141": "a registered nurse licence (NCLEX-RN)",
  "29-1151": "an advanced practice nursing licence",
  "29-1161": "an advanced practice nursing licence",
  "29-1171": "an advanced practice nursing licence",
  "29-121": "a medical licence",
  "29-122": "a medical licence",
  "29-124": "a medical licence",
  "29-1292": "a dental hygiene licence",
  "29-2034": "a radiologic technologist licence in most states",
  "29-2042": "EMT certification",
  "29-2043": "paramedic certification",
  "29-2061": "a practical nurse licence (NCLEX-PN)",
  "31-9011": "a massage therapy licence in most states",
  // Counsellors, social workers, psychologists
  "19-3033": "a psychologist licence",
  "19-3034": "a psychologist licence",
  "21-1013": "a counselling licence",
  "21-1014": "a counselling licence",
  "21-1018": "a counselling licence",
  "21-1022": "a clinical social work licence",
  "21-1023": "a clinical social work licence",
  // Law
  "23-1011": "bar admission",
  // Teachers in public schools (preschool through secondary, special education)
  "25-2012": "a state teaching licence",
  "25-2021": "a state teaching licence",
  "25-2022": "a state teaching licence",
  "25-2031": "a state teaching licence",
  "25-2032": "a state teaching licence",
  "25-205": "a state teaching licence",
  // Architecture and surveying
  "17-1011": "an architect licence",
  "17-1022": "a surveyor licence",
  // Personal care
  "39-4031": "a funeral director licence",
  "39-5011": "a barber licence",
  "39-5012": "a cosmetology licence",
  "39-5092": "a cosmetology licence",
  "39-5094": "a cosmetology licence",
  // Sales requiring a licence or registration
  "41-3021": "an insurance licence",
  "41-3031": "FINRA registration",
  "41-9021": "a real estate licence",
  "41-9022": "a real estate licence",
  // Protective services
  "33-3051": "police academy certification",
  "33-9021": "a private investigator licence in most states",
  "33-9032": "a security guard licence in most states",
  // Construction and repair trades
  "47-2111": "an electrician licence in most states",
  "47-2152": "a plumbing licence in most states",
  "49-3011": "an FAA mechanic certificate",
  "49-9021": "EPA refrigerant certification",
  // Transportation
  "53-2011": "an FAA pilot certificate",
  "53-2012": "an FAA pilot certificate",
  "53-2021": "FAA air traffic control certification",
  "53-3032": "a commercial driver's licence (CDL)",
  "53-3051": "a commercial driver's licence (CDL)",
  "53-3052": "a commercial driver's licence (CDL)",
  "53-5021": "a Coast Guard merchant mariner credential",
};

/** The licence an occupation needs to practise, or null; `code` is a SOC or O*NET-SOC code. */
export function findRequiredLicence(code: string): string | null {
  const soc = code.slice(0, 7);
  for (let length = soc.length; length >= 6; length--) {
    const licence = LICENCES[soc.slice(0, length)];
    if (licence) return licence;
  }
  return null;
}
