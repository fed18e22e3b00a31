import type { EntryRequirement } from "./catalogue-types";
import { OOH, buildBachelorStep, buildExperienceStep } from "./entry-requirement-steps";

/**
 * What it takes to enter the health technologist and technician occupations (SOC 29-2, 29-9). Each
 * names the programme in its own field, the certification employers or states ask for, and the state
 * licence where most states require one.
 */

const LAB_WHY = `${OOH}; NAACLS and the ASCP Board of Certification; state laboratory personnel laws (about ten states).`;

const laboratory: readonly EntryRequirement[] = [
  {
    code: "29-2011",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in medical laboratory science (technicians with an associate's can take an MLT-to-MLS bridge programme)",
        length: "4 years",
        level: "bachelor",
      },
      { kind: "certification", name: "the ASCP MLS certification exam", length: null },
      {
        kind: "licence",
        name: "a state laboratory licence in the states that require one (about ten, including California, Florida and New York)",
        length: null,
      },
    ],
    why: `${LAB_WHY} OEWS pays technicians and technologists as one group, so the data shows no pay gain; the certification is the real step up.`,
    example: { from: "29-2012.00", to: "29-2011.00", mentions: ["medical laboratory science", "ASCP MLS"] },
  },
  {
    code: "29-2011.01",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in biology, genetics or medical laboratory science",
        length: "4 years",
        level: "bachelor",
      },
      {
        kind: "certification",
        name: "ASCP certification in cytogenetics (CG), often after an accredited cytogenetics programme",
        length: null,
      },
    ],
    why: LAB_WHY,
    example: { from: "19-4021.00", mentions: ["cytogenetics"] },
  },
  {
    code: "29-2011.02",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in biology or another life science",
        length: "4 years",
        level: "bachelor",
      },
      { kind: "programme", name: "an accredited cytotechnology programme", length: "about 1 year" },
      { kind: "certification", name: "ASCP certification in cytotechnology (CT)", length: null },
    ],
    why: LAB_WHY,
    example: { from: "29-2012.00", mentions: ["cytotechnology programme", "ASCP"] },
  },
  {
    code: "29-2011.04",
    steps: [
      { kind: "degree", name: "a bachelor's degree in biology or chemistry", length: "4 years", level: "bachelor" },
      {
        kind: "training",
        name: "an accredited histotechnology programme or a year of histology lab experience",
        length: "about 1 year",
        heldBy: ["29-2012.01"],
      },
      { kind: "certification", name: "ASCP certification as a histotechnologist (HTL)", length: null },
    ],
    why: `${LAB_WHY} Histotechnicians move up with a bachelor's degree and the HTL exam.`,
    example: {
      from: "29-2012.01",
      mentions: ["bachelor's degree in biology or chemistry", "HTL"],
      omits: ["histology lab experience"],
    },
  },
  {
    code: "29-2012",
    steps: [
      {
        kind: "degree",
        name: "an associate's degree in medical laboratory technology (NAACLS-accredited)",
        length: "2 years",
        level: "associate",
      },
      { kind: "certification", name: "the ASCP MLT certification exam", length: null },
      { kind: "licence", name: "a state laboratory licence in the states that require one (about ten)", length: null },
    ],
    why: `${LAB_WHY} BLS lists a bachelor's degree because it counts technicians with technologists.`,
    example: { from: "31-9097.00", to: "29-2012.00", mentions: ["medical laboratory technology", "ASCP MLT"] },
  },
  {
    code: "29-2012.01",
    steps: [
      {
        kind: "programme",
        name: "an accredited histotechnician programme (certificate or associate's)",
        length: "1–2 years",
      },
      { kind: "certification", name: "ASCP certification as a histotechnician (HT)", length: null },
    ],
    why: LAB_WHY,
    example: { from: "31-9097.00", mentions: ["histotechnician programme", "ASCP"] },
  },
];

const IMAGING_WHY = `${OOH}; JRCERT, ARRT, ARDMS, NMTCB and state radiation-control agencies.`;

const imagingAndCardiac: readonly EntryRequirement[] = [
  {
    code: "29-2031.00",
    steps: [
      {
        kind: "degree",
        name: "an associate's degree in cardiovascular technology (people already in healthcare can take a one-year certificate)",
        length: "2 years",
        level: "associate",
      },
      { kind: "certification", name: "a CCI or ARDMS credential (such as RCS, RCIS or RDCS)", length: null },
    ],
    why: IMAGING_WHY,
    example: { from: "31-9092.00", mentions: ["cardiovascular technology", "CCI"] },
  },
  {
    code: "29-2032.00",
    steps: [
      {
        kind: "degree",
        name: "an associate's degree in diagnostic medical sonography (a 12–18-month certificate if you already hold a healthcare degree)",
        length: "2 years",
        level: "associate",
      },
      { kind: "certification", name: "the ARDMS registry exams (RDMS)", length: null },
    ],
    why: `${IMAGING_WHY} A few states also license sonographers.`,
    example: { from: "29-2034.00", mentions: ["diagnostic medical sonography", "ARDMS"] },
  },
  {
    code: "29-2033.00",
    steps: [
      {
        kind: "degree",
        name: "an associate's or bachelor's degree in nuclear medicine technology (radiologic technologists can take a one-year certificate)",
        length: "2–4 years",
        level: "associate",
      },
      { kind: "certification", name: "NMTCB or ARRT certification in nuclear medicine", length: null },
      { kind: "licence", name: "a state licence in the many states that require one", length: null },
    ],
    why: IMAGING_WHY,
    example: { from: "29-2034.00", mentions: ["nuclear medicine technology", "NMTCB"] },
  },
  {
    code: "29-2034.00",
    steps: [
      {
        kind: "degree",
        name: "an associate's degree in radiography (JRCERT-accredited)",
        length: "2 years",
        level: "associate",
      },
      { kind: "certification", name: "the ARRT certification exam in radiography", length: null },
      { kind: "licence", name: "a state radiologic technologist licence (most states)", length: null },
    ],
    why: IMAGING_WHY,
    example: { from: "31-9092.00", mentions: ["associate's degree in radiography", "ARRT"] },
  },
  {
    code: "29-2035.00",
    steps: [
      {
        kind: "degree",
        name: "an associate's degree in radiography or in MRI technology",
        length: "2 years",
        level: "associate",
        heldBy: ["29-2033", "29-2034"],
      },
      {
        kind: "training",
        name: "supervised MRI scanning experience or an MRI certificate programme",
        length: "6–12 months",
      },
      { kind: "certification", name: "ARRT certification in magnetic resonance imaging (or ARMRIT)", length: null },
    ],
    why: `${IMAGING_WHY} Most MRI technologists start as radiologic technologists and cross-train.`,
    example: {
      from: "29-2034.00",
      mentions: ["MRI scanning experience", "magnetic resonance imaging"],
      omits: ["degree in radiography"],
    },
  },
  {
    code: "29-2036.00",
    steps: [
      buildBachelorStep("radiation therapy or a physical science"),
      {
        kind: "programme",
        name: "an accredited medical dosimetry programme, often after working as a radiation therapist",
        length: "about 1 year",
      },
      { kind: "certification", name: "MDCB certification (CMD)", length: null },
    ],
    why: "JRCERT-accredited dosimetry programmes and MDCB eligibility rules.",
    example: { from: "29-1124.00", mentions: ["medical dosimetry programme", "MDCB"] },
  },
];

const EMS_WHY = `${OOH}; NREMT and state EMS offices.`;

const technicians: readonly EntryRequirement[] = [
  {
    code: "29-2042.00",
    steps: [
      {
        kind: "programme",
        name: "a state-approved EMT course",
        length: "one semester, about 150–200 hours",
        heldBy: ["29-2043", "33-2011"],
      },
      { kind: "exam", name: "the NREMT certification exam", length: null, heldBy: ["29-2043", "33-2011"] },
      { kind: "licence", name: "a state EMT licence or certification", length: null, heldBy: ["29-2043", "33-2011"] },
    ],
    why: `${EMS_WHY} Most career fire departments require EMT certification, so firefighters hold it.`,
    example: { from: "33-9092.00", mentions: ["EMT course", "NREMT"] },
  },
  {
    code: "29-2043.00",
    steps: [
      { kind: "licence", name: "an EMT licence", length: null, heldBy: ["29-2042", "33-2011"] },
      buildExperienceStep({
        name: "experience working as an EMT, which many paramedic programmes ask for",
        years: 1,
        length: "6–12 months",
        heldBy: ["29-2042", "33-2011"],
      }),
      {
        kind: "programme",
        name: "an accredited paramedic programme (certificate or associate's)",
        length: "1–2 years",
      },
      { kind: "exam", name: "the NREMT paramedic exam", length: null },
      { kind: "licence", name: "a state paramedic licence", length: null },
    ],
    why: EMS_WHY,
    example: { from: "29-2042.00", mentions: ["paramedic programme", "NREMT paramedic"], omits: ["EMT licence"] },
  },
  {
    code: "29-2051.00",
    steps: [
      {
        kind: "degree",
        name: "an associate's degree in dietetic technology (ACEND-accredited)",
        length: "2 years",
        level: "associate",
      },
      { kind: "certification", name: "the CDR exam for the NDTR credential, which many employers want", length: null },
    ],
    why: `${OOH}; ACEND and CDR.`,
    example: { from: "35-2012.00", mentions: ["dietetic technology", "NDTR"] },
  },
  {
    code: "29-2052.00",
    steps: [
      {
        kind: "training",
        name: "a pharmacy technician training programme or employer training",
        length: "a few months to a year",
      },
      {
        kind: "certification",
        name: "PTCB (CPhT) or NHA (ExCPT) certification, which many states require",
        length: null,
      },
      { kind: "licence", name: "state registration or a licence as a pharmacy technician (most states)", length: null },
    ],
    why: `${OOH}; PTCB, NHA and state boards of pharmacy.`,
    example: { from: "43-6013.00", mentions: ["pharmacy technician training", "PTCB"] },
  },
  {
    code: "29-2053.00",
    steps: [
      {
        kind: "programme",
        name: "a certificate in psychiatric or mental health technology, or employer training",
        length: "months to 1 year",
      },
      buildExperienceStep({
        name: "experience caring for patients, often as a psychiatric aide or nursing assistant",
        years: 1,
        length: "1–2 years",
        heldBy: ["31-1131", "31-1133", "29-2061"],
      }),
    ],
    why: `${OOH}. A few states (California among them) also license psychiatric technicians.`,
    example: { from: "21-1093.00", mentions: ["mental health technology", "experience caring for patients"] },
  },
  {
    code: "29-2055.00",
    steps: [
      {
        kind: "programme",
        name: "an accredited surgical technology programme (certificate or associate's)",
        length: "1–2 years",
        heldBy: ["29-9093"],
      },
      {
        kind: "certification",
        name: "the NBSTSA Certified Surgical Technologist (CST) exam, which many employers and some states require",
        length: null,
        heldBy: ["29-9093"],
      },
    ],
    why: `${OOH}; CAAHEP and NBSTSA.`,
    example: { from: "31-9093.00", mentions: ["surgical technology programme", "CST"] },
  },
  {
    code: "29-2056.00",
    steps: [
      {
        kind: "degree",
        name: "an associate's degree in veterinary technology (AVMA-accredited)",
        length: "2 years",
        level: "associate",
      },
      { kind: "exam", name: "the Veterinary Technician National Exam (VTNE)", length: null },
      {
        kind: "licence",
        name: "a state credential as a veterinary technician (licence, registration or certification; most states)",
        length: null,
      },
    ],
    why: `${OOH}; AVMA and AAVSB.`,
    example: { from: "31-9096.00", mentions: ["veterinary technology", "VTNE"] },
  },
  {
    code: "29-2057.00",
    steps: [
      {
        kind: "training",
        name: "an ophthalmic assistant programme or on-the-job training in an eye practice",
        length: "6 months–2 years",
      },
      { kind: "certification", name: "JCAHPO certification (COA, then COT)", length: null },
    ],
    why: `${OOH}; JCAHPO (IJCAHPO) certification rules.`,
    example: { from: "31-9092.00", mentions: ["ophthalmic", "JCAHPO"] },
  },
  {
    code: "29-2061.00",
    steps: [
      {
        kind: "programme",
        name: "a state-approved practical nursing programme",
        length: "about 1 year",
        heldBy: ["29-1141"],
      },
      {
        kind: "licence",
        name: "the NCLEX-PN exam and a state practical nurse licence",
        length: null,
        heldBy: ["29-1141"],
      },
    ],
    why: `${OOH}; NCSBN and state boards of nursing.`,
    example: { from: "31-1131.00", mentions: ["practical nursing programme", "NCLEX-PN"] },
  },
  {
    code: "29-2072.00",
    steps: [
      { kind: "programme", name: "a certificate in medical coding or health information", length: "6 months–1 year" },
      { kind: "certification", name: "a coding or records certification (AAPC CPC or AHIMA CCA)", length: null },
    ],
    why: `${OOH}; AAPC and AHIMA.`,
    example: { from: "43-6013.00", mentions: ["medical coding", "CPC"] },
  },
  {
    code: "29-2081.00",
    steps: [
      {
        kind: "training",
        name: "an opticianry programme (1–2 years) or an apprenticeship with an optician (2–4 years)",
        length: "1–4 years",
      },
      { kind: "certification", name: "the ABO and NCLE certification exams", length: null },
      {
        kind: "licence",
        name: "a state optician licence, in the states that license opticians (about 20)",
        length: null,
      },
    ],
    why: `${OOH}; ABO-NCLE and state opticianry boards. The BLS ORS licence share is high because licensing states employ many opticians.`,
    example: { from: "41-2031.00", mentions: ["opticianry programme", "ABO"] },
  },
  {
    code: "29-2091.00",
    steps: [
      { kind: "degree", name: "a master's degree in orthotics and prosthetics", length: "2 years", level: "master" },
      { kind: "residency", name: "an NCOPE-accredited residency", length: "1 year" },
      { kind: "certification", name: "ABC board certification as an orthotist or prosthetist", length: null },
    ],
    why: `${OOH}; NCOPE and ABC. Some states also license orthotists and prosthetists.`,
    example: { from: "51-9082.00", mentions: ["orthotics and prosthetics", "residency"] },
  },
  {
    code: "29-2092.00",
    steps: [
      {
        kind: "training",
        name: "training under a licensed hearing aid dispenser, or a hearing instrument certificate or associate's programme",
        length: "6 months–2 years",
      },
      { kind: "licence", name: "the state hearing aid dispenser licence exam", length: null },
    ],
    why: `${OOH}; International Hearing Society and state licensing boards. Every state licenses hearing aid dispensing.`,
    example: { from: "41-2031.00", mentions: ["hearing aid dispenser", "licence"] },
  },
  {
    code: "29-2099.01",
    steps: [
      {
        kind: "programme",
        name: "a neurodiagnostic technology programme (certificate or associate's)",
        length: "1–2 years",
      },
      { kind: "certification", name: "an ABRET registry credential (such as R. EEG T.)", length: null },
    ],
    why: "CAAHEP-accredited neurodiagnostic programmes and ABRET credential rules.",
    example: { from: "31-9092.00", mentions: ["neurodiagnostic technology", "ABRET"] },
  },
  {
    code: "29-2099.05",
    steps: [
      buildExperienceStep({
        name: "experience as an ophthalmic technician, or an accredited ophthalmic technology programme",
        years: 2,
        length: "1–2 years",
        heldBy: ["29-2057"],
      }),
      {
        kind: "certification",
        name: "JCAHPO certification as a Certified Ophthalmic Medical Technologist (COMT)",
        length: null,
      },
    ],
    why: "JCAHPO (IJCAHPO) certification rules.",
    example: { from: "29-2057.00", mentions: ["COMT"], omits: ["experience as an ophthalmic technician"] },
  },
  {
    code: "29-9021.00",
    steps: [
      {
        kind: "degree",
        name: "an associate's degree in health information technology (CAHIIM-accredited)",
        length: "2 years",
        level: "associate",
      },
      {
        kind: "certification",
        name: "AHIMA RHIT certification (cancer registrars take the NCRA CTR exam)",
        length: null,
      },
    ],
    why: `${OOH}; CAHIIM, AHIMA and NCRA.`,
    example: { from: "29-2072.00", mentions: ["health information technology", "RHIT"] },
  },
  {
    code: "29-9091.00",
    steps: [
      buildBachelorStep("exercise science or kinesiology"),
      {
        kind: "degree",
        name: "a master's degree in athletic training (CAATE-accredited)",
        length: "2 years",
        level: "master",
      },
      { kind: "exam", name: "the BOC certification exam", length: null },
      { kind: "licence", name: "a state athletic trainer licence (nearly every state)", length: null },
    ],
    why: `${OOH}; CAATE and BOC. Entry moved from a bachelor's to a master's degree in 2022.`,
    example: { from: "39-9031.00", mentions: ["master's degree in athletic training", "BOC"] },
  },
  {
    code: "29-9092.00",
    steps: [
      buildBachelorStep("biology, genetics or psychology"),
      {
        kind: "degree",
        name: "a master's degree in genetic counseling (ACGC-accredited)",
        length: "2 years",
        level: "master",
      },
      { kind: "certification", name: "the ABGC certification exam", length: null },
      { kind: "licence", name: "a state genetic counselor licence (most states)", length: null },
    ],
    why: `${OOH}; ACGC, ABGC and state licensing laws.`,
    example: {
      from: "19-1029.03",
      mentions: ["master's degree in genetic counseling", "ABGC"],
      omits: ["bachelor's degree"],
    },
  },
  {
    code: "29-9093.00",
    steps: [
      buildExperienceStep({
        name: "experience in the operating room, usually as a surgical technologist",
        years: 2,
        length: "2+ years",
        heldBy: ["29-2055"],
      }),
      { kind: "programme", name: "a surgical assisting programme", length: "1–2 years" },
      { kind: "certification", name: "CSFA (NBSTSA) or CSA (NBSA) certification", length: null },
    ],
    why: "CAAHEP-accredited surgical assisting programmes and NBSTSA/NBSA eligibility rules; a few states also license surgical assistants.",
    example: { from: "29-2055.00", mentions: ["surgical assisting programme", "CSFA"], omits: ["operating room"] },
  },
];

/** Laboratory, imaging, emergency medical and other health technologists and technicians. */
export const HEALTH_TECHNICIAN_ENTRY_REQUIREMENTS: readonly EntryRequirement[] = [
  ...laboratory,
  ...imagingAndCardiac,
  ...technicians,
];
