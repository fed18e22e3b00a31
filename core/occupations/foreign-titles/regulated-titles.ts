/**
 * Regulated professions whose titles ESCO or the ESCO → O*NET crosswalk lead to the wrong O*NET
 * occupation, reviewed one by one (ADR 031). Each entry names the titles as people write them in
 * their language, the O*NET-SOC code a careful coder gives them, and why ESCO's route is wrong.
 * A title listed here is read as that occupation before ESCO's labels are searched.
 * `regulated-titles.test.ts` runs every title end to end.
 *
 * Checked and left to ESCO, because its route is right: pharmacists (29-1051), dentists (29-1021),
 * lawyers (Rechtsanwalt, avocat, abogado, avvocato, advocaat, adwokat, radca prawny: 23-1011),
 * auditors (Wirtschaftsprüfer, registeraccountant, biegły rewident, auditor de cuentas: 13-2011),
 * architects (17-1011), general practitioners (Hausarzt, médecin généraliste, huisarts, lekarz
 * rodzinny: 29-1215), veterinarians in German, French and Polish (29-1131), psychotherapists
 * (19-3033) and physiotherapists in German, Spanish, Dutch and Polish (29-1123). A bare "Ingenieur", "Arzt", "médecin" or "Lehrer" names a profession, not one
 * occupation: ESCO's several readings of it keep it from being sure, and the visitor is asked.
 */
import type { TitleLanguage } from "./esco-titles";

export interface RegulatedTitle {
  /** The profession, in English, for the test's name. */
  profession: string;
  language: TitleLanguage;
  /** The titles as written (masculine and feminine forms are listed where ESCO misses one). */
  titles: readonly string[];
  /** The O*NET-SOC code a careful coder gives them. */
  code: string;
  /** Where ESCO's route goes and why it is wrong for this profession. */
  why: string;
}

const NURSE = "29-1141.00";
const MIDWIFE = "29-9099.01";
const LAWYER = "23-1011.00";
const ACCOUNTANT = "13-2011.00";
const FAMILY_DOCTOR = "29-1215.00";
const VETERINARIAN = "29-1131.00";

const GERMAN_NURSES =
  "ESCO files Gesundheits- und Krankenpfleger, Krankenpfleger and Krankenschwester under ISCO 5321 (health care assistants, O*NET Nursing Assistants), while German law (Krankenpflegegesetz, since 2020 Pflegeberufegesetz) makes them a three-year registered nursing profession; the federal employment agency's KldB 2010 puts general nursing under ISCO 3221. Pflegefachfrau and Pflegefachmann, the titles since 2020, are not in ESCO 1.0.8 at all.";
const SPECIALIST_NURSES =
  "ESCO's specialist nurse leads to O*NET Nurse Practitioners, an advanced-practice licence; a German Fachkrankenpfleger is a registered nurse with a further qualification (intensive care, anaesthesia, theatre).";
const MIDWIVES =
  "ESCO's midwife leads through the crosswalk to Nurse Midwives, a US nursing specialty; in the EU midwifery is its own regulated profession, entered directly (Directive 2005/36/EC), which O*NET codes as Midwives. Some midwife titles also sit under other ESCO occupations (maternity support worker, specialised doctor, healthcare assistant).";
const BARE_NURSE =
  'ESCO has no bare label for the nurse responsible for general care in this language (only the long form, "… responsible for general care"), so the one word every such nurse writes lands among specialist nurses, nurse practitioners and assistants; it names the general-care nurse, the regulated profession of Directive 2005/36/EC (ISCO 2221).';
const ACCOUNTANTS =
  "A regulated profession (a degree, years of practice and a state examination, then the professional body's register) that ISCO files with accountants (2411); ESCO's labels lead elsewhere through the crosswalk (tax preparers, fraud examiners, bookkeeping clerks).";
const FAMILY_DOCTORS =
  "The everyday title of the general practitioner (ISCO 2211); ESCO lacks it in this language, and its words alone lead to medical assistants, social workers and family therapists.";
const NOTARIES =
  "ESCO's notary leads through the crosswalk to Legal Secretaries (a US notary public is a clerk); a civil-law notary is a lawyer holding a public office, appointed after a law degree and the bar qualifications.";

export const REGULATED_TITLES: readonly RegulatedTitle[] = [
  {
    profession: "registered nurse",
    language: "de",
    titles: [
      "Gesundheits- und Krankenpfleger",
      "Gesundheits- und Krankenpflegerin",
      "Krankenpfleger",
      "Krankenpflegerin",
      "Krankenschwester",
      "Pflegefachfrau",
      "Pflegefachmann",
      "Pflegefachkraft",
    ],
    code: NURSE,
    why: GERMAN_NURSES,
  },
  {
    profession: "geriatric nurse",
    language: "de",
    titles: ["Altenpfleger", "Altenpflegerin"],
    code: "29-2061.00",
    why: "A three-year state-examined profession (Altenpflegegesetz, since 2020 the Pflegeberufegesetz), which ESCO files with care assistants (ISCO 5321). It is not the EU's general-care nurse of Directive 2005/36/EC: the nearest O*NET occupation is Licensed Practical and Licensed Vocational Nurses, who give basic nursing care in care homes.",
  },
  {
    profession: "early childhood educator",
    language: "de",
    titles: ["Erzieher", "Erzieherin"],
    code: "25-2011.00",
    why: "A state-recognised profession (staatlich anerkannte Erzieherin, three to five years of training) working mostly in nurseries and kindergartens (ISCO 2342); ESCO gives the word to the social pedagogue (2635), whose code is Child, Family, and School Social Workers.",
  },
  {
    profession: "specialist nurse",
    language: "de",
    titles: ["Fachkrankenpfleger", "Fachkrankenschwester"],
    code: NURSE,
    why: SPECIALIST_NURSES,
  },
  { profession: "registered nurse", language: "fr", titles: ["Infirmier", "Infirmière"], code: NURSE, why: BARE_NURSE },
  {
    profession: "registered nurse",
    language: "it",
    titles: ["Infermiere", "Infermiera"],
    code: NURSE,
    why: BARE_NURSE,
  },
  {
    profession: "registered nurse",
    language: "nl",
    titles: ["Verpleegkundige", "Verpleger", "Verpleegster"],
    code: NURSE,
    why: BARE_NURSE,
  },
  {
    profession: "registered nurse",
    language: "pl",
    titles: ["Pielęgniarka", "Pielęgniarz"],
    code: NURSE,
    why: BARE_NURSE,
  },
  {
    profession: "registered nurse",
    language: "es",
    titles: ["Enfermero", "Enfermera"],
    code: NURSE,
    why: "ESCO gives the bare Spanish enfermero and enfermera to the phlebotomist (ISCO 5329); in Spain they are the graduate nursing profession (Grado en Enfermería), ISCO 2221.",
  },
  { profession: "midwife", language: "de", titles: ["Hebamme", "Entbindungspfleger"], code: MIDWIFE, why: MIDWIVES },
  { profession: "midwife", language: "fr", titles: ["Sage-femme", "Maïeuticien"], code: MIDWIFE, why: MIDWIVES },
  { profession: "midwife", language: "es", titles: ["Matrona", "Matrón", "Comadrona"], code: MIDWIFE, why: MIDWIVES },
  { profession: "midwife", language: "it", titles: ["Ostetrica", "Ostetrico"], code: MIDWIFE, why: MIDWIVES },
  { profession: "midwife", language: "nl", titles: ["Verloskundige"], code: MIDWIFE, why: MIDWIVES },
  { profession: "midwife", language: "pl", titles: ["Położna", "Położny"], code: MIDWIFE, why: MIDWIVES },
  {
    profession: "tax adviser",
    language: "de",
    titles: ["Steuerberater", "Steuerberaterin"],
    code: ACCOUNTANT,
    why: ACCOUNTANTS,
  },
  {
    profession: "chartered accountant and statutory auditor",
    language: "fr",
    titles: ["Expert-comptable", "Experte-comptable", "Commissaire aux comptes"],
    code: ACCOUNTANT,
    why: ACCOUNTANTS,
  },
  {
    profession: "chartered accountant",
    language: "it",
    titles: ["Commercialista", "Dottore commercialista", "Dottoressa commercialista"],
    code: ACCOUNTANT,
    why: ACCOUNTANTS,
  },
  { profession: "tax adviser", language: "pl", titles: ["Doradca podatkowy"], code: ACCOUNTANT, why: ACCOUNTANTS },
  {
    profession: "general practitioner",
    language: "es",
    titles: ["Médico de familia", "Médica de familia", "Médico de cabecera"],
    code: FAMILY_DOCTOR,
    why: FAMILY_DOCTORS,
  },
  {
    profession: "general practitioner",
    language: "it",
    titles: ["Medico di base", "Medico di famiglia", "Medico di medicina generale"],
    code: FAMILY_DOCTOR,
    why: FAMILY_DOCTORS,
  },
  {
    profession: "veterinarian",
    language: "es",
    titles: ["Veterinario", "Veterinaria"],
    code: VETERINARIAN,
    why: "ESCO's Spanish labels give the bare word as much to animal therapists and veterinary assistants as to the veterinarian; in Spain it names the licensed veterinarian (Grado en Veterinaria, colegiación), ISCO 2250.",
  },
  {
    profession: "veterinarian",
    language: "it",
    titles: ["Veterinario", "Veterinaria", "Medico veterinario"],
    code: VETERINARIAN,
    why: "ESCO's Italian labels give the bare word to animal therapists and veterinary assistants as well; in Italy it names the licensed veterinarian (Ordine dei Medici Veterinari), ISCO 2250.",
  },
  { profession: "notary", language: "de", titles: ["Notar", "Notarin"], code: LAWYER, why: NOTARIES },
  { profession: "notary", language: "fr", titles: ["Notaire"], code: LAWYER, why: NOTARIES },
  { profession: "notary", language: "es", titles: ["Notario", "Notaria"], code: LAWYER, why: NOTARIES },
  { profession: "notary", language: "it", titles: ["Notaio"], code: LAWYER, why: NOTARIES },
  { profession: "notary", language: "nl", titles: ["Notaris"], code: LAWYER, why: NOTARIES },
  { profession: "notary", language: "pl", titles: ["Notariusz"], code: LAWYER, why: NOTARIES },
  {
    profession: "physiotherapist",
    language: "fr",
    titles: ["Kinésithérapeute", "Masseur-kinésithérapeute", "Kiné"],
    code: "29-1123.00",
    why: "ESCO's French preferred label kinésithérapeute belongs to the physiotherapy assistant (ISCO 3255); in France the masseur-kinésithérapeute is the state-registered physiotherapist (ISCO 2264).",
  },
  {
    profession: "veterinarian",
    language: "nl",
    titles: ["Dierenarts"],
    code: VETERINARIAN,
    why: "ESCO lists dierenarts only under animal artificial insemination and equine dental technicians; a Dutch dierenarts is the registered veterinarian (ISCO 2250).",
  },
];
