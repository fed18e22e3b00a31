import type { EntryRequirement, EntryStep } from "./catalogue-types";
import {
  BSN_STEP,
  OOH,
  PHYSICIANS,
  RN_HOLDERS,
  RN_LICENCE_STEP,
  buildBachelorStep,
  buildExperienceStep,
} from "./entry-requirement-steps";

/**
 * What it takes to enter nursing, advanced practice nursing, physician and anesthesiologist
 * assistance, the therapies, dietetics and dental hygiene (SOC 29-1). Each needs a programme in its
 * own field and a licence; the advanced practice nurses need an RN licence first, which the data
 * does not say.
 */

const NURSING_WHY = `${OOH}; NCSBN and state boards of nursing.`;
const APRN_WHY = `${OOH}; AANP, ANCC, AMCB, NBCRNA and state boards of nursing. BLS names only a master's degree, so the data offered these roles to people without a nursing degree or an RN licence.`;

const RN_EXPERIENCE: EntryStep = buildExperienceStep({
  name: "experience as a registered nurse, which many graduate programmes ask for",
  years: 1,
  length: "1–2 years",
  heldBy: RN_HOLDERS,
});

const APRN_LICENCE: EntryStep = {
  kind: "licence",
  name: "a state advanced practice registered nurse (APRN) licence",
  length: null,
};

/** Clinicians who already have the hands-on patient care PA programmes ask applicants for. */
const PATIENT_CARE_HOLDERS = [
  "29-1122",
  "29-1123",
  "29-1126",
  "29-1141",
  "29-1151",
  "29-1161",
  "29-1171",
  "29-1292",
  "29-2034",
  "29-2042",
  "29-2043",
  "29-2055",
  "29-2061",
  "31-1131",
  "31-9092",
] as const;

const nursing: readonly EntryRequirement[] = [
  {
    code: "29-1141",
    steps: [
      {
        kind: "degree",
        name: "a nursing degree: an Associate Degree in Nursing (ADN) or a Bachelor of Science in Nursing (BSN); LPNs can take an LPN-to-RN bridge",
        length: "2–4 years",
        level: "associate",
        heldBy: RN_HOLDERS,
      },
      RN_LICENCE_STEP,
    ],
    why: `${NURSING_WHY} BLS lists a bachelor's degree; an associate's degree in nursing also leads to the same licence.`,
    example: { from: "29-2061.00", to: "29-1141.00", mentions: ["Associate Degree in Nursing", "NCLEX-RN"] },
  },
  {
    code: "29-1141.02",
    steps: [
      BSN_STEP,
      RN_LICENCE_STEP,
      RN_EXPERIENCE,
      {
        kind: "degree",
        name: "a graduate psychiatric-mental health nurse practitioner programme (MSN or DNP)",
        length: "2–3 years",
        level: "master",
      },
      {
        kind: "certification",
        name: "ANCC board certification as a psychiatric-mental health nurse practitioner (PMHNP-BC)",
        length: null,
      },
      APRN_LICENCE,
    ],
    why: `${APRN_WHY} O*NET files these advanced practice nurses under registered nurses, so BLS shows only the RN's bachelor's degree.`,
    example: {
      from: "29-1141.00",
      mentions: ["psychiatric-mental health nurse practitioner programme", "APRN"],
      omits: ["registered nurse licence", "Bachelor of Science in Nursing"],
    },
  },
  {
    code: "29-1141.04",
    steps: [
      BSN_STEP,
      RN_LICENCE_STEP,
      RN_EXPERIENCE,
      {
        kind: "degree",
        name: "a graduate clinical nurse specialist programme (MSN or DNP)",
        length: "2–3 years",
        level: "master",
      },
      { kind: "certification", name: "clinical nurse specialist board certification (ANCC or AACN)", length: null },
      { kind: "licence", name: "a state APRN licence or clinical nurse specialist recognition", length: null },
    ],
    why: `${APRN_WHY} O*NET files clinical nurse specialists under registered nurses, so BLS shows only the RN's bachelor's degree.`,
    example: {
      from: "29-1141.01",
      mentions: ["clinical nurse specialist programme"],
      omits: ["registered nurse licence", "experience as a registered nurse"],
    },
  },
  {
    code: "29-1151.00",
    steps: [
      BSN_STEP,
      RN_LICENCE_STEP,
      buildExperienceStep({
        name: "full-time nursing experience in an intensive care unit (ICU)",
        years: 1,
        length: "at least 1 year (most applicants have 2–3)",
        heldBy: ["29-1141.03"],
      }),
      {
        kind: "degree",
        name: "a doctoral nurse anesthesia programme (DNP or DNAP)",
        length: "3 years",
        level: "doctoral",
      },
      { kind: "certification", name: "the NBCRNA National Certification Examination", length: null },
      {
        kind: "licence",
        name: "a state APRN licence as a certified registered nurse anesthetist (CRNA)",
        length: null,
      },
    ],
    why: `${APRN_WHY} Since 2022 every entering student starts a doctoral programme; the data still lists a master's and left out the BSN, RN licence and ICU years.`,
    example: {
      from: "29-1141.03",
      mentions: ["doctoral nurse anesthesia programme", "National Certification Examination"],
      omits: ["registered nurse licence", "intensive care unit", "Bachelor of Science in Nursing"],
    },
  },
  {
    code: "29-1161.00",
    steps: [
      BSN_STEP,
      RN_LICENCE_STEP,
      {
        kind: "degree",
        name: "a graduate nurse-midwifery programme (MSN or DNP, ACME-accredited)",
        length: "2–3 years",
        level: "master",
      },
      { kind: "certification", name: "the AMCB certification exam (Certified Nurse-Midwife)", length: null },
      APRN_LICENCE,
    ],
    why: APRN_WHY,
    example: {
      from: "29-1141.00",
      mentions: ["nurse-midwifery programme", "AMCB"],
      omits: ["registered nurse licence"],
    },
  },
  {
    code: "29-1171.00",
    steps: [
      BSN_STEP,
      RN_LICENCE_STEP,
      RN_EXPERIENCE,
      {
        kind: "degree",
        name: "a nurse practitioner programme (MSN or DNP) in a population focus such as family or adult-gerontology",
        length: "2–3 years",
        level: "master",
      },
      { kind: "certification", name: "national nurse practitioner board certification (AANP or ANCC)", length: null },
      APRN_LICENCE,
    ],
    why: APRN_WHY,
    example: {
      from: "29-1051.00",
      mentions: ["Bachelor of Science in Nursing", "registered nurse licence", "nurse practitioner programme"],
    },
  },
];

const assistantsAndTherapists: readonly EntryRequirement[] = [
  {
    code: "29-1071.00",
    steps: [
      buildBachelorStep("biology or a health science, with the science prerequisites PA programmes ask for"),
      buildExperienceStep({
        name: "hands-on patient care experience (programmes often ask for 1,000–2,000 hours)",
        years: 1,
        length: "1–2 years",
        heldBy: PATIENT_CARE_HOLDERS,
      }),
      {
        kind: "degree",
        name: "a master's degree from an accredited physician assistant programme",
        length: "2–3 years",
        level: "master",
      },
      { kind: "exam", name: "the PANCE certification exam (NCCPA)", length: null },
      { kind: "licence", name: "a state physician assistant licence", length: null },
    ],
    why: `${OOH}; ARC-PA, NCCPA and state medical boards.`,
    example: {
      from: "29-1141.03",
      mentions: ["physician assistant programme", "PANCE"],
      omits: ["patient care experience"],
    },
  },
  {
    code: "29-1071.01",
    steps: [
      buildBachelorStep(),
      {
        kind: "programme",
        name: "the premedical science courses AA programmes require (biology, general and organic chemistry, physics), if your degree lacked them",
        length: "1–2 years",
        heldBy: [...PHYSICIANS, "29-1051", "29-1071", "19-1042"],
      },
      { kind: "exam", name: "the MCAT (some programmes take the GRE)", length: null },
      {
        kind: "degree",
        name: "a master's degree from an accredited anesthesiologist assistant programme",
        length: "2–2.5 years",
        level: "master",
      },
      { kind: "certification", name: "the NCCAA certification exam", length: null },
      {
        kind: "licence",
        name: "a state licence, in the states that allow anesthesiologist assistants to practise (about 20)",
        length: null,
      },
    ],
    why: `${OOH}; NCCAA and the American Academy of Anesthesiologist Assistants. O*NET files AAs under physician assistants, so the data named "a physician assistant licence".`,
    example: {
      from: "29-1292.00",
      mentions: ["anesthesiologist assistant programme", "NCCAA", "bachelor's degree", "premedical"],
    },
  },
  {
    code: "29-1031.00",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree with ACEND-accredited dietetics coursework",
        length: "4 years",
        level: "bachelor",
      },
      {
        kind: "degree",
        name: "a master's degree (required to sit the registration exam since 2024)",
        length: "1–2 years",
        level: "master",
        anyField: true,
      },
      {
        kind: "residency",
        name: "a supervised practice programme or dietetic internship (at least 1,000 hours)",
        length: "6–12 months",
      },
      { kind: "exam", name: "the CDR registration exam for the RDN credential", length: null },
      { kind: "licence", name: "a state dietitian licence (most states)", length: null },
    ],
    why: `${OOH}; CDR and ACEND. BLS still lists a bachelor's degree; CDR has required a graduate degree for new candidates since 2024.`,
    example: {
      from: "29-2051.00",
      mentions: ["dietetics coursework", "master's degree", "supervised practice", "CDR"],
    },
  },
  {
    code: "29-1122.00",
    steps: [
      buildBachelorStep("a health science or psychology, with the prerequisites OT programmes ask for"),
      {
        kind: "degree",
        name: "a master's or doctoral degree in occupational therapy (MOT, MSOT or OTD)",
        length: "2–3 years",
        level: "master",
      },
      { kind: "exam", name: "the NBCOT certification exam", length: null },
      { kind: "licence", name: "a state occupational therapist licence", length: null },
    ],
    why: `${OOH}; ACOTE, NBCOT and state boards.`,
    example: {
      from: "31-2011.00",
      mentions: ["master's or doctoral degree in occupational therapy", "NBCOT", "bachelor's degree"],
    },
  },
  {
    code: "29-1122.01",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's or master's degree in orientation and mobility, vision rehabilitation therapy or low vision therapy",
        length: "4–6 years",
        level: "bachelor",
      },
      { kind: "certification", name: "ACVREP certification (COMS, CVRT or CLVT)", length: null },
    ],
    why: "ACVREP certification rules; AER university programme list. O*NET files these specialists under occupational therapists, so the data shows an OT's licence; they are certified by ACVREP instead.",
    example: { from: "25-2056.00", mentions: ["orientation and mobility", "ACVREP"] },
  },
  {
    code: "29-1123.00",
    steps: [
      buildBachelorStep("exercise science or biology, with the prerequisites DPT programmes ask for"),
      { kind: "degree", name: "a Doctor of Physical Therapy (DPT)", length: "3 years", level: "doctoral" },
      { kind: "exam", name: "the National Physical Therapy Examination (NPTE)", length: null },
      { kind: "licence", name: "a state physical therapist licence", length: null },
    ],
    why: `${OOH}; CAPTE, FSBPT and state boards.`,
    example: { from: "31-2021.00", mentions: ["Doctor of Physical Therapy", "NPTE", "bachelor's degree"] },
  },
  {
    code: "29-1124.00",
    steps: [
      {
        kind: "degree",
        name: "an associate's or bachelor's degree in radiation therapy (radiologic technologists can take a certificate programme of about a year instead)",
        length: "2–4 years",
        level: "associate",
      },
      { kind: "certification", name: "ARRT certification in radiation therapy", length: null },
      { kind: "licence", name: "a state radiation therapist licence (most states)", length: null },
    ],
    why: `${OOH}; JRCERT, ARRT and state radiation-control agencies. The data showed "no more schooling" to people with an unrelated degree.`,
    example: { from: "29-2012.00", mentions: ["degree in radiation therapy", "ARRT", "licence"] },
  },
  {
    code: "29-1125.00",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in recreational therapy (therapeutic recreation), with a supervised internship",
        length: "4 years",
        level: "bachelor",
      },
      { kind: "certification", name: "NCTRC certification (CTRS), which most employers ask for", length: null },
    ],
    why: `${OOH}; NCTRC. A few states also license recreational therapists.`,
    example: { from: "39-9032.00", mentions: ["recreational", "CTRS"] },
  },
  {
    code: "29-1126.00",
    steps: [
      {
        kind: "degree",
        name: "an associate's degree in respiratory therapy from a CoARC-accredited programme",
        length: "2 years",
        level: "associate",
      },
      { kind: "certification", name: "the NBRC credential exams (CRT, then RRT)", length: null },
      { kind: "licence", name: "a state respiratory therapist licence (every state but Alaska)", length: null },
    ],
    why: `${OOH}; CoARC, NBRC and state boards. The data named "a respiratory therapy licence" with no programme.`,
    example: { from: "29-2012.00", mentions: ["associate's degree in respiratory therapy", "NBRC", "licence"] },
  },
  {
    code: "29-1127.00",
    steps: [
      buildBachelorStep("communication sciences and disorders (other majors take a year of leveling courses)"),
      { kind: "degree", name: "a master's degree in speech-language pathology", length: "2 years", level: "master" },
      { kind: "exam", name: "the Praxis exam in speech-language pathology", length: null },
      { kind: "residency", name: "a supervised clinical fellowship", length: "about 9 months full time" },
      { kind: "licence", name: "a state speech-language pathologist licence (and ASHA's CCC-SLP)", length: null },
    ],
    why: `${OOH}; CAA, ASHA and state boards.`,
    example: {
      from: "27-3091.00",
      mentions: ["master's degree in speech-language pathology", "clinical fellowship"],
      omits: ["bachelor's degree"],
    },
  },
  {
    code: "29-1128.00",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in exercise science, exercise physiology or kinesiology",
        length: "4 years",
        level: "bachelor",
      },
      { kind: "certification", name: "ACSM Certified Exercise Physiologist (ACSM-EP) certification", length: null },
    ],
    why: `${OOH}; ACSM. Only Louisiana licenses clinical exercise physiologists.`,
    example: { from: "39-9031.00", mentions: ["exercise science", "ACSM"] },
  },
  {
    code: "29-1129.01",
    steps: [
      buildBachelorStep("art or psychology"),
      { kind: "degree", name: "a master's degree in art therapy", length: "2 years", level: "master" },
      { kind: "certification", name: "the ATCB credentials (ATR, then ATR-BC)", length: null },
    ],
    why: "American Art Therapy Association and ATCB credential rules; some states license art therapists or fold them into counselling licences.",
    example: { from: "27-1013.00", mentions: ["master's degree in art therapy", "ATCB"] },
  },
  {
    code: "29-1129.02",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in music therapy with a clinical internship (musicians with another degree take an equivalency programme)",
        length: "4 years",
        level: "bachelor",
      },
      { kind: "certification", name: "the CBMT board exam (MT-BC)", length: null },
    ],
    why: "American Music Therapy Association and CBMT rules.",
    example: { from: "27-2042.00", mentions: ["music therapy", "CBMT"] },
  },
  {
    code: "29-1292.00",
    steps: [
      {
        kind: "degree",
        name: "an associate's degree in dental hygiene from a CODA-accredited programme",
        length: "about 3 years with prerequisites",
        level: "associate",
      },
      {
        kind: "exam",
        name: "the National Board Dental Hygiene Examination and a clinical exam",
        length: null,
      },
      { kind: "licence", name: "a state dental hygienist licence", length: null },
    ],
    why: `${OOH}; CODA and state dental boards.`,
    example: { from: "31-9091.00", mentions: ["dental hygiene", "National Board Dental Hygiene Examination"] },
  },
];

/** Nurses, advanced practice nurses, assistants to physicians and anesthesiologists, therapists, dietitians, hygienists. */
export const NURSING_THERAPY_ENTRY_REQUIREMENTS: readonly EntryRequirement[] = [...nursing, ...assistantsAndTherapists];
