import type { CodeOrPrefix, EntryRequirement, EntryStep } from "./catalogue-types";
import { OOH, buildBachelorStep, buildExperienceStep } from "./entry-requirement-steps";

/**
 * What it takes to enter protective service (SOC 33) and the licensed personal care occupations
 * (39): police and fire academies and the years that lead to detective or inspector, guard and
 * investigator licences, and the state licences of funeral directors, barbers and cosmetologists.
 */

/** Sworn officers, who already passed a police academy and hold state peace officer certification. */
const SWORN_OFFICERS: readonly CodeOrPrefix[] = ["33-1012", "33-3021", "33-305"];

const POLICE_ACADEMY: EntryStep = {
  kind: "training",
  name: "police academy training, after the department's written, physical and background checks",
  length: "about 6 months",
  heldBy: SWORN_OFFICERS,
};
const POST_CERTIFICATION: EntryStep = {
  kind: "licence",
  name: "the state's peace officer (POST) certification",
  length: null,
  heldBy: SWORN_OFFICERS,
};
const POLICE_WHY = `${OOH}; state Peace Officer Standards and Training (POST) commissions.`;

const FUNERAL_STEPS: readonly EntryStep[] = [
  {
    kind: "degree",
    name: "an associate's degree in funeral service or mortuary science (ABFSE-accredited)",
    length: "2 years",
    level: "associate",
    heldBy: ["39-4011", "39-4031", "11-9171"],
  },
  {
    kind: "apprenticeship",
    name: "a funeral service apprenticeship or internship under a licensed funeral director",
    length: "1–2 years",
    heldBy: ["39-4011", "39-4031", "11-9171"],
  },
  {
    kind: "licence",
    name: "the National Board Exam (ICFSEB) and the state's funeral director or embalmer licence",
    length: null,
    heldBy: ["39-4011", "39-4031", "11-9171"],
  },
];
const FUNERAL_WHY = `${OOH}; ABFSE, the Conference's National Board Exam and state funeral boards.`;

const protective: readonly EntryRequirement[] = [
  {
    code: "33-2011.00",
    steps: [
      {
        kind: "certification",
        name: "EMT certification, which most career departments require",
        length: "one semester",
        heldBy: ["29-2042", "29-2043"],
      },
      {
        kind: "exam",
        name: "the department's written exam and a physical ability test (often the CPAT)",
        length: null,
      },
      { kind: "training", name: "fire academy training with Firefighter I and II certification", length: "3–6 months" },
    ],
    why: `${OOH}; NFPA 1001 and state fire training agencies.`,
    example: { from: "29-2042.00", mentions: ["fire academy", "CPAT"], omits: ["EMT certification"] },
  },
  {
    code: "33-2021.00",
    steps: [
      buildExperienceStep({
        name: "years as a firefighter",
        years: 5,
        length: "3–5+ years",
        heldBy: ["33-2011", "33-1021"],
      }),
      {
        kind: "certification",
        name: "Fire Inspector I and II certification (investigators add Fire Investigator certification under NFPA 1033)",
        length: "a few months of coursework",
      },
    ],
    why: `${OOH}; NFPA 1031 and 1033, ICC and state fire marshals.`,
    example: { from: "33-2011.00", mentions: ["Fire Inspector"], omits: ["years as a firefighter"] },
  },
  {
    code: "33-3011.00",
    steps: [POLICE_ACADEMY, POST_CERTIFICATION],
    why: `${POLICE_WHY} Many bailiffs are sheriff's deputies.`,
    example: { from: "33-3012.00", mentions: ["police academy"] },
  },
  {
    code: "33-3012.00",
    steps: [
      {
        kind: "training",
        name: "the correctional officer academy and the state's certification, after background and fitness checks",
        length: "several weeks",
        heldBy: ["33-1011"],
      },
    ],
    why: `${OOH}; state corrections departments.`,
    example: { from: "33-9032.00", mentions: ["correctional officer academy"] },
  },
  {
    code: "33-3021",
    steps: [
      POLICE_ACADEMY,
      POST_CERTIFICATION,
      buildExperienceStep({
        name: "years as a police officer before promotion or transfer to investigations",
        years: 3,
        length: "3–5 years",
        heldBy: ["33-1012", "33-3021"],
      }),
    ],
    why: `${POLICE_WHY} Detectives are promoted from patrol; federal agencies hire investigators with a bachelor's degree and their own academy. The data said "no more schooling" to a claims adjuster.`,
    example: {
      from: "13-1031.00",
      to: "33-3021.00",
      mentions: ["police academy", "years as a police officer"],
    },
  },
  {
    code: "33-3021.06",
    steps: [
      buildBachelorStep("intelligence studies, international relations, political science or criminal justice"),
      {
        kind: "licence",
        name: "a government security clearance, granted after a background investigation",
        length: null,
      },
    ],
    why: `${OOH}. Intelligence analysts are mostly civilians; the police route of the wider group does not apply.`,
    example: { from: "13-1031.00", mentions: ["bachelor's degree", "security clearance"] },
  },
  {
    code: "33-305",
    steps: [
      POLICE_ACADEMY,
      POST_CERTIFICATION,
      { kind: "training", name: "field training beside a senior officer", length: "3–4 months" },
    ],
    why: `${POLICE_WHY} Departments set their own age, citizenship and education rules; some ask for college credits.`,
    example: {
      from: "33-9032.00",
      to: "33-3051.00",
      mentions: ["police academy", "peace officer (POST) certification"],
    },
  },
  {
    code: "33-3051.04",
    steps: [
      {
        kind: "exam",
        name: "the CBP entrance exam, medical and background checks (apply before age 40)",
        length: null,
      },
      { kind: "training", name: "the CBP Field Operations Academy", length: "about 3–4 months" },
    ],
    why: "U.S. Customs and Border Protection hiring rules for CBP officers.",
    example: { from: "33-9093.00", mentions: ["CBP Field Operations Academy"] },
  },
  {
    code: "33-9021.00",
    steps: [
      buildExperienceStep({
        name: "years of investigative experience (in policing, insurance claims or the military), which most state licences ask for",
        years: 2,
        length: "2–3 years",
        heldBy: ["33-3021", "33-305", "13-1031", "13-2099.04"],
      }),
      { kind: "licence", name: "a state private investigator licence (most states; an exam in many)", length: null },
    ],
    why: `${OOH}; state private investigator licensing boards.`,
    example: { from: "13-1031.00", mentions: ["private investigator licence"], omits: ["investigative experience"] },
  },
  {
    code: "33-9031.00",
    steps: [
      { kind: "training", name: "casino surveillance training on the job", length: "a few months" },
      {
        kind: "licence",
        name: "a state gaming licence",
        length: null,
        heldBy: ["39-301", "39-1013", "41-2012", "43-3041"],
      },
    ],
    why: `${OOH}; state gaming commissions license casino employees.`,
    example: { from: "33-9032.00", mentions: ["gaming licence"] },
  },
  {
    code: "33-9032.00",
    steps: [
      {
        kind: "training",
        name: "pre-assignment guard training set by the state (often 8–40 hours)",
        length: "1–5 days",
        heldBy: ["33-1091"],
      },
      {
        kind: "licence",
        name: "a state security guard licence or registration (most states; armed guards also need a firearms permit)",
        length: null,
        heldBy: ["33-1091"],
      },
    ],
    why: `${OOH}; state private security boards.`,
    example: { from: "41-2031.00", mentions: ["guard training", "security guard licence"] },
  },
  {
    code: "33-9092.00",
    steps: [
      {
        kind: "certification",
        name: "lifeguard certification (such as American Red Cross Lifeguarding, with CPR and first aid)",
        length: "about 25–30 hours",
      },
    ],
    why: "American Red Cross and state pool and beach rules.",
    example: { from: "39-9032.00", mentions: ["lifeguard certification"] },
  },
  {
    code: "33-9093.00",
    steps: [{ kind: "training", name: "TSA's officer training and certification", length: "a few weeks" }],
    why: "TSA hiring rules for transportation security officers.",
    example: { from: "33-9032.00", mentions: ["TSA"] },
  },
];

const personalCare: readonly EntryRequirement[] = [
  {
    code: "11-9171.00",
    steps: [
      ...FUNERAL_STEPS,
      buildExperienceStep({
        name: "years as a licensed funeral director",
        years: 3,
        length: "2–5 years",
        heldBy: ["39-4031"],
      }),
    ],
    why: `${FUNERAL_WHY} BLS Table 1.2 experience figure.`,
    example: { from: "39-4021.00", mentions: ["mortuary science", "years as a licensed funeral director"] },
  },
  {
    code: "39-4011.00",
    steps: FUNERAL_STEPS,
    why: FUNERAL_WHY,
    example: { from: "39-4021.00", mentions: ["mortuary science", "National Board Exam"] },
  },
  {
    code: "39-4031.00",
    steps: FUNERAL_STEPS,
    why: FUNERAL_WHY,
    example: { from: "39-4021.00", mentions: ["mortuary science", "funeral director or embalmer licence"] },
  },
  {
    code: "39-5011.00",
    steps: [
      {
        kind: "programme",
        name: "a barber school programme (often 1,000–1,500 hours), or a barber apprenticeship where allowed",
        length: "9–15 months",
      },
      { kind: "licence", name: "the state barber exam and licence", length: null },
    ],
    why: `${OOH}; state barber boards.`,
    example: { from: "39-5093.00", mentions: ["barber school programme", "barber exam"] },
  },
  {
    code: "39-5012.00",
    steps: [
      { kind: "programme", name: "a cosmetology programme (1,000–1,600 hours in most states)", length: "9–15 months" },
      { kind: "licence", name: "the state cosmetology exam and licence", length: null },
    ],
    why: `${OOH}; state cosmetology boards.`,
    example: { from: "39-5093.00", mentions: ["cosmetology programme", "cosmetology exam"] },
  },
  {
    code: "39-5092.00",
    steps: [
      {
        kind: "programme",
        name: "a nail technology programme (often 200–600 hours)",
        length: "2–6 months",
        heldBy: ["39-5012"],
      },
      {
        kind: "licence",
        name: "a state nail technician licence (nearly every state)",
        length: null,
        heldBy: ["39-5012"],
      },
    ],
    why: `${OOH}; state cosmetology boards. A cosmetology licence covers nail work in most states.`,
    example: { from: "41-2031.00", mentions: ["nail technology programme", "nail technician licence"] },
  },
  {
    code: "39-5094.00",
    steps: [
      {
        kind: "programme",
        name: "an esthetics programme (often about 600 hours)",
        length: "4–6 months",
        heldBy: ["39-5012"],
      },
      { kind: "licence", name: "a state esthetician licence (nearly every state)", length: null, heldBy: ["39-5012"] },
    ],
    why: `${OOH}; state cosmetology boards.`,
    example: { from: "39-5092.00", mentions: ["esthetics programme", "esthetician licence"] },
  },
  {
    code: "39-9031.00",
    steps: [
      {
        kind: "certification",
        name: "a personal trainer or group fitness certification (such as NASM, ACE or ACSM), with CPR and AED",
        length: "2–6 months of study",
      },
    ],
    why: `${OOH}. No state licenses trainers, but gyms hire certified ones.`,
    example: { from: "41-2031.00", mentions: ["personal trainer"] },
  },
];

/** Firefighters, police and detectives, corrections, guards and investigators; funeral, barbering, beauty and fitness. */
export const PROTECTIVE_PERSONAL_ENTRY_REQUIREMENTS: readonly EntryRequirement[] = [...protective, ...personalCare];
