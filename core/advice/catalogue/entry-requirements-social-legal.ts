import type { CodeOrPrefix, EntryRequirement, EntryStep } from "./catalogue-types";
import { OOH, buildBachelorStep, buildExperienceStep } from "./entry-requirement-steps";

/**
 * What it takes to enter psychology (SOC 19-3), counselling and social work (21-1) and the law
 * (23-). Each licensed role needs a graduate degree in its own field, supervised practice and a
 * state licence; a graduate degree in a neighbouring field does not count, so the data's "master's
 * to master's, no more schooling" was wrong for these moves.
 */

const COUNSELLING_WHY = `${OOH}; CACREP, NBCC, AMFTRB and state counselling boards.`;
const SOCIAL_WORK_WHY = `${OOH}; CSWE and the ASWB's licensing rules.`;
const LAW_WHY = `${OOH}; ABA, NCBE and state bar admission rules.`;

/** Who already holds a law degree: lawyers, clerks, judges, law teachers. */
const JD_HOLDERS: readonly CodeOrPrefix[] = ["23-1011", "23-1012", "23-1021", "23-1023", "25-1112"];
const BAR_HOLDERS: readonly CodeOrPrefix[] = ["23-1011", "23-1021", "23-1023"];

const LAW_SCHOOL: readonly EntryStep[] = [
  buildBachelorStep(),
  { kind: "exam", name: "the LSAT admission test (some schools take the GRE)", length: null, heldBy: JD_HOLDERS },
  {
    kind: "degree",
    name: "a Juris Doctor (JD) from an ABA-accredited law school",
    length: "3 years",
    level: "doctoral",
    heldBy: JD_HOLDERS,
  },
];
const BAR_ADMISSION: readonly EntryStep[] = [
  { kind: "exam", name: "the state bar exam and the MPRE ethics exam", length: null, heldBy: BAR_HOLDERS },
  { kind: "licence", name: "admission to the state bar", length: null, heldBy: BAR_HOLDERS },
];

const SUPERVISED_COUNSELLING: EntryStep = {
  kind: "residency",
  name: "supervised clinical practice after the degree (often about 3,000 hours)",
  length: "about 2 years",
};

const NEUROPSYCHOLOGY: readonly EntryStep[] = [
  buildBachelorStep("psychology"),
  {
    kind: "degree",
    name: "a PhD or PsyD in clinical psychology, including a one-year internship",
    length: "5–7 years",
    level: "doctoral",
    heldBy: ["19-3033"],
  },
  { kind: "residency", name: "a two-year postdoctoral residency in clinical neuropsychology", length: "2 years" },
  { kind: "licence", name: "the EPPP exam and a state psychologist licence", length: null, heldBy: ["19-3033"] },
];
const NEUROPSYCHOLOGY_WHY = `${OOH}; the Houston Conference guidelines for neuropsychology training. BLS lists a master's degree; practising neuropsychologists are licensed doctoral psychologists.`;

const psychology: readonly EntryRequirement[] = [
  {
    code: "19-3032.00",
    steps: [
      buildBachelorStep("psychology or business"),
      {
        kind: "degree",
        name: "a master's degree in industrial-organizational psychology (a PhD for research and senior consulting)",
        length: "2 years",
        level: "master",
      },
    ],
    why: `${OOH}; SIOP. A licence is needed only to offer services as a "psychologist" in some states.`,
    example: { from: "13-1071.00", mentions: ["industrial-organizational psychology"], omits: ["bachelor's degree"] },
  },
  {
    code: "19-3033.00",
    steps: [
      buildBachelorStep("psychology"),
      {
        kind: "degree",
        name: "a PhD or PsyD in clinical or counseling psychology, including a one-year internship",
        length: "5–7 years",
        level: "doctoral",
      },
      { kind: "residency", name: "a year of supervised postdoctoral practice (many states)", length: "1 year" },
      { kind: "exam", name: "the EPPP national psychology exam", length: null },
      { kind: "licence", name: "a state psychologist licence", length: null },
    ],
    why: `${OOH}; APA accreditation and ASPPB licensing rules. A counsellor's or social worker's master's does not count toward it.`,
    example: {
      from: "21-1014.00",
      mentions: ["PhD or PsyD", "EPPP", "psychologist licence"],
      omits: ["bachelor's degree"],
    },
  },
  {
    code: "19-3034.00",
    steps: [
      buildBachelorStep("psychology or education"),
      {
        kind: "degree",
        name: "a specialist-level degree in school psychology (EdS or similar), including a 1,200-hour internship",
        length: "3 years",
        level: "master",
      },
      { kind: "exam", name: "the Praxis School Psychologist exam", length: null },
      {
        kind: "licence",
        name: "a state school psychologist credential from the education department (NCSP certification counts in many states)",
        length: null,
      },
    ],
    why: `${OOH}; NASP standards and state education departments.`,
    example: {
      from: "21-1012.00",
      mentions: ["degree in school psychology", "School Psychologist exam"],
      omits: ["bachelor's degree"],
    },
  },
  {
    code: "19-3039.02",
    steps: NEUROPSYCHOLOGY,
    why: NEUROPSYCHOLOGY_WHY,
    example: {
      from: "19-3033.00",
      mentions: ["clinical neuropsychology"],
      omits: ["PhD or PsyD", "psychologist licence"],
    },
  },
  {
    code: "19-3039.03",
    steps: NEUROPSYCHOLOGY,
    why: NEUROPSYCHOLOGY_WHY,
    example: {
      from: "29-1127.00",
      mentions: ["PhD or PsyD", "clinical neuropsychology", "psychologist licence"],
      omits: ["bachelor's degree"],
    },
  },
];

const counselling: readonly EntryRequirement[] = [
  {
    code: "21-1011.00",
    steps: [
      {
        kind: "degree",
        name: "a master's degree in counseling, social work or addiction counseling (some states credential entry-level counsellors with less)",
        length: "2 years",
        level: "master",
        heldBy: ["21-1013", "21-1014", "21-1015", "21-1022", "21-1023"],
      },
      { ...SUPERVISED_COUNSELLING, heldBy: ["21-1013", "21-1014", "21-1023"] },
      {
        kind: "licence",
        name: "a state addiction counsellor credential (such as a CADC or LADC) or counsellor licence",
        length: null,
      },
    ],
    why: `${COUNSELLING_WHY} NAADAC and IC&RC. Requirements differ more by state here than for any other counselling role.`,
    example: {
      from: "21-1093.00",
      mentions: ["master's degree in counseling", "supervised clinical practice", "CADC"],
    },
  },
  {
    code: "21-1012.00",
    steps: [
      buildBachelorStep(),
      { kind: "degree", name: "a master's degree in school counseling", length: "2 years", level: "master" },
      {
        kind: "licence",
        name: "a state school counselor certification or licence (a few states also ask for teaching experience)",
        length: null,
      },
    ],
    why: `${COUNSELLING_WHY} College career advisors often need only a bachelor's and experience; public-school counsellors need the state credential.`,
    example: {
      from: "25-2031.00",
      mentions: ["master's degree in school counseling", "school counselor certification"],
      omits: ["bachelor's degree"],
    },
  },
  {
    code: "21-1013.00",
    steps: [
      buildBachelorStep("psychology or another social science"),
      {
        kind: "degree",
        name: "a master's degree in marriage and family therapy",
        length: "2–3 years",
        level: "master",
      },
      SUPERVISED_COUNSELLING,
      { kind: "exam", name: "the AMFTRB national exam", length: null },
      { kind: "licence", name: "a state marriage and family therapist licence (LMFT)", length: null },
    ],
    why: COUNSELLING_WHY,
    example: { from: "21-1021.00", mentions: ["marriage and family therapy", "LMFT"], omits: ["bachelor's degree"] },
  },
  {
    code: "21-1014.00",
    steps: [
      buildBachelorStep("psychology or another social science"),
      {
        kind: "degree",
        name: "a master's degree in clinical mental health counseling (usually 60 credits)",
        length: "2–3 years",
        level: "master",
        heldBy: ["21-1013"],
      },
      { ...SUPERVISED_COUNSELLING, heldBy: ["21-1013", "21-1023"] },
      { kind: "exam", name: "the NCMHCE or NCE counselling exam", length: null },
      { kind: "licence", name: "a state professional counselor licence (LPC, LPCC or LMHC)", length: null },
    ],
    why: COUNSELLING_WHY,
    example: {
      from: "21-1021.00",
      mentions: ["clinical mental health counseling", "supervised clinical practice", "professional counselor licence"],
      omits: ["bachelor's degree"],
    },
  },
  {
    code: "21-1015.00",
    steps: [
      buildBachelorStep("psychology or rehabilitation services"),
      { kind: "degree", name: "a master's degree in rehabilitation counseling", length: "2 years", level: "master" },
      { kind: "certification", name: "CRCC certification (CRC), which many employers ask for", length: null },
    ],
    why: `${COUNSELLING_WHY} Private practice also needs a state counsellor licence.`,
    example: { from: "21-1093.00", mentions: ["rehabilitation counseling", "CRC", "bachelor's degree"] },
  },
];

const socialWork: readonly EntryRequirement[] = [
  {
    code: "21-1021.00",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in social work (BSW), or in psychology or sociology for some agencies",
        length: "4 years",
        level: "bachelor",
        heldBy: ["21-102", "21-1013", "21-1014"],
      },
    ],
    why: `${SOCIAL_WORK_WHY} School social workers and some agencies ask for a Master of Social Work and a licence.`,
    example: { from: "21-1093.00", mentions: ["social work"] },
  },
  {
    code: "21-1022.00",
    steps: [
      buildBachelorStep("social work or psychology"),
      {
        kind: "degree",
        name: "a Master of Social Work (MSW; about a year with a BSW's advanced standing)",
        length: "1–2 years",
        level: "master",
        heldBy: ["21-1023"],
      },
      {
        kind: "licence",
        name: "the ASWB exam and a state social work licence (LMSW or LCSW)",
        length: null,
        heldBy: ["21-1023"],
      },
    ],
    why: SOCIAL_WORK_WHY,
    example: { from: "21-1021.00", mentions: ["Master of Social Work", "ASWB"], omits: ["bachelor's degree"] },
  },
  {
    code: "21-1023.00",
    steps: [
      buildBachelorStep("social work or psychology"),
      {
        kind: "degree",
        name: "a Master of Social Work (MSW; about a year with a BSW's advanced standing)",
        length: "1–2 years",
        level: "master",
        heldBy: ["21-1022"],
      },
      {
        kind: "residency",
        name: "two years of supervised clinical practice after the MSW (about 3,000 hours)",
        length: "2 years",
      },
      {
        kind: "licence",
        name: "the ASWB clinical exam and a state clinical social worker licence (LCSW)",
        length: null,
      },
    ],
    why: SOCIAL_WORK_WHY,
    example: { from: "21-1014.00", mentions: ["Master of Social Work", "LCSW"], omits: ["bachelor's degree"] },
  },
  {
    code: "21-1091.00",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in health education or health promotion",
        length: "4 years",
        level: "bachelor",
      },
      {
        kind: "certification",
        name: "the CHES certification exam (NCHEC), which many employers ask for",
        length: null,
      },
    ],
    why: `${OOH}; NCHEC.`,
    example: { from: "21-1094.00", mentions: ["health education", "CHES"] },
  },
  {
    code: "21-1092.00",
    steps: [
      buildBachelorStep("criminal justice, social work or psychology"),
      {
        kind: "training",
        name: "a state or federal probation officer training programme and certification test",
        length: "several weeks",
      },
    ],
    why: `${OOH}; state corrections departments and the federal probation system.`,
    example: { from: "33-3012.00", mentions: ["bachelor's degree", "probation officer training programme"] },
  },
];

const law: readonly EntryRequirement[] = [
  {
    code: "23-1011.00",
    steps: [...LAW_SCHOOL, ...BAR_ADMISSION],
    why: `${LAW_WHY} The data omitted the law degree and bar exam from paralegals' moves.`,
    example: { from: "23-2011.00", mentions: ["Juris Doctor", "LSAT", "bar exam", "bachelor's degree"] },
  },
  {
    code: "23-1012.00",
    steps: [...LAW_SCHOOL],
    why: `${LAW_WHY} Clerkships usually go to recent law graduates with strong grades.`,
    example: { from: "23-2011.00", mentions: ["Juris Doctor", "LSAT"] },
  },
  {
    code: "23-1021.00",
    steps: [
      ...LAW_SCHOOL,
      ...BAR_ADMISSION,
      buildExperienceStep({
        name: "years practising law (federal administrative law judges need at least 7)",
        years: 5,
        length: "5–7 years",
        heldBy: ["23-1023"],
      }),
    ],
    why: `${LAW_WHY} OPM's qualification rules for federal administrative law judges.`,
    example: { from: "23-2011.00", mentions: ["Juris Doctor", "practising law"] },
  },
  {
    code: "23-1022.00",
    steps: [
      buildBachelorStep("law, business or labour relations (many arbitrators are lawyers)"),
      {
        kind: "training",
        name: "mediation or arbitration training (often a 40-hour course) and the requirements of the court or agency roster you join",
        length: "1–3 months",
      },
      buildExperienceStep({
        name: "years of experience in the kind of disputes you will handle, often as a lawyer or labour relations specialist",
        years: 3,
        length: "several years",
        heldBy: ["23-1011", "23-1021", "23-1023", "13-1075"],
      }),
    ],
    why: `${OOH}; court-connected mediation rosters and the American Arbitration Association's panel rules.`,
    example: { from: "13-1031.00", mentions: ["mediation or arbitration training", "disputes"] },
  },
  {
    code: "23-1023.00",
    steps: [
      ...LAW_SCHOOL,
      ...BAR_ADMISSION,
      buildExperienceStep({
        name: "years practising law, then appointment or election",
        years: 5,
        length: "5–10+ years",
        heldBy: ["23-1021"],
      }),
    ],
    why: `${LAW_WHY} State constitutions and statutes set judges' minimum years at the bar.`,
    example: { from: "23-1011.00", mentions: ["years practising law"], omits: ["Juris Doctor", "bar exam"] },
  },
  {
    code: "23-2011.00",
    steps: [
      {
        kind: "degree",
        name: "an associate's degree in paralegal studies, or a paralegal certificate if you already hold a bachelor's",
        length: "a few months to 2 years",
        level: "associate",
      },
    ],
    why: `${OOH}; the ABA's approval of paralegal programmes. Certification (NALA, NFPA) is voluntary.`,
    example: { from: "43-6012.00", mentions: ["paralegal studies"] },
  },
];

/** Psychologists, counsellors, social workers, probation officers, lawyers, judges and paralegals. */
export const SOCIAL_LEGAL_ENTRY_REQUIREMENTS: readonly EntryRequirement[] = [
  ...psychology,
  ...counselling,
  ...socialWork,
  ...law,
];
