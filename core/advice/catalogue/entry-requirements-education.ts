import type { CodeOrPrefix, EntryRequirement, EntryStep } from "./catalogue-types";
import {
  K12_TEACHERS,
  OOH,
  PHYSICIANS,
  RN_HOLDERS,
  buildBachelorStep,
  buildExperienceStep,
  buildTeachingLicenceSteps,
} from "./entry-requirement-steps";

/**
 * What it takes to teach (SOC 25): a state teaching licence for public-school teachers, with an
 * endorsement for special education; a graduate degree in the subject for college teaching; years in
 * the trade for career and technical education.
 */

const TEACHING_WHY = `${OOH}; state education departments' licensing rules.`;

/** Trades and technical workers whose years of work are what a career and technical education teacher needs. */
const TRADE_AND_TECHNICAL: readonly CodeOrPrefix[] = [
  "29-2",
  "31-9",
  "35-1011",
  "39-5",
  "47-2",
  "47-4",
  "49-2",
  "49-3",
  "49-9",
  "51-4",
  "53-3032",
];

/** Teachers whose licence already covers a level: elementary licences usually span kindergarten to grade 6. */
const ELEMENTARY_TEACHERS: readonly CodeOrPrefix[] = ["25-2012", "25-2021"];
const SECONDARY_TEACHERS: readonly CodeOrPrefix[] = ["25-2022", "25-2031"];
const CTE_TEACHERS: readonly CodeOrPrefix[] = ["25-2023", "25-2032"];

const SPECIAL_EDUCATION_ENDORSEMENT: EntryStep = {
  kind: "programme",
  name: "a special education endorsement: coursework and the state's special education exam",
  length: "about 1 year",
  heldBy: ["25-205"],
};

const postsecondary: readonly EntryRequirement[] = [
  {
    code: "25-1",
    steps: [
      {
        kind: "degree",
        name: "a PhD in the subject you will teach (community colleges often hire with a master's)",
        length: "5–6 years",
        level: "doctoral",
      },
    ],
    why: `${OOH}. Universities hire doctoral graduates; community colleges usually ask for a master's with 18 graduate credits in the subject.`,
    example: { from: "15-2041.00", to: "25-1022.00", mentions: ["PhD in the subject"] },
  },
  {
    code: "25-1071.00",
    steps: [
      {
        kind: "degree",
        name: "an advanced degree in the health specialty (such as an MD, PharmD, DPT or PhD)",
        length: "3–7 years",
        level: "doctoral",
        heldBy: [...PHYSICIANS, "29-102", "29-1041", "29-1051", "29-1081", "29-1123", "29-1131", "29-1181"],
      },
      buildExperienceStep({
        name: "years of clinical practice, with a current licence in your profession",
        years: 3,
        length: "3+ years",
        heldBy: ["29-1"],
      }),
    ],
    why: `${OOH}. Clinical faculty come from practice; BLS's "less than 5 years" of experience is clinical work.`,
    example: {
      from: "29-1126.00",
      mentions: ["advanced degree in the health specialty"],
      omits: ["years of clinical practice"],
    },
  },
  {
    code: "25-1072.00",
    steps: [
      {
        kind: "licence",
        name: "a registered nurse licence",
        length: null,
        heldBy: RN_HOLDERS,
      },
      buildExperienceStep({
        name: "years of clinical nursing practice",
        years: 2,
        length: "2+ years",
        heldBy: RN_HOLDERS,
      }),
      {
        kind: "degree",
        name: "an MSN (a DNP or PhD for most university posts)",
        length: "2–4 years",
        level: "master",
        heldBy: ["29-1141.02", "29-1141.04", "29-1151", "29-1161", "29-1171"],
      },
    ],
    why: `${OOH}; AACN and the state boards' faculty rules.`,
    example: { from: "29-1141.00", mentions: ["MSN"], omits: ["registered nurse licence", "clinical nursing"] },
  },
  {
    code: "25-1081.00",
    steps: [
      buildExperienceStep({
        name: "years of classroom teaching in schools",
        years: 3,
        length: "3+ years",
        heldBy: K12_TEACHERS,
      }),
      { kind: "degree", name: "a doctorate in education (EdD or PhD)", length: "3–5 years", level: "doctoral" },
    ],
    why: OOH,
    example: { from: "25-2021.00", mentions: ["doctorate in education"], omits: ["classroom teaching"] },
  },
  {
    code: "25-1112.00",
    steps: [
      buildBachelorStep(),
      {
        kind: "degree",
        name: "a Juris Doctor (JD), usually with top grades, a clerkship or years of practice",
        length: "3 years",
        level: "doctoral",
        heldBy: ["23-1011", "23-1012", "23-1021", "23-1023"],
      },
    ],
    why: `${OOH}; AALS hiring norms.`,
    example: { from: "23-2011.00", mentions: ["Juris Doctor", "bachelor's degree"] },
  },
  {
    code: "25-1121.00",
    steps: [
      {
        kind: "degree",
        name: "a master's degree in the art, often an MFA (many music posts ask for a doctorate)",
        length: "2–3 years",
        level: "master",
      },
      buildExperienceStep({
        name: "a body of professional work: exhibitions, performances or productions",
        years: 3,
        length: "several years",
        heldBy: ["27-1", "27-2"],
      }),
    ],
    why: `${OOH}; the College Art Association's view of the MFA as the terminal degree.`,
    example: { from: "27-1024.00", mentions: ["MFA"], omits: ["body of professional work"] },
  },
  {
    code: "25-1194.00",
    steps: [
      buildExperienceStep({
        name: "years of work in the trade or occupation you will teach",
        years: 3,
        length: "3–5 years",
        heldBy: TRADE_AND_TECHNICAL,
      }),
      {
        kind: "certification",
        name: "the industry licence or certification of that trade",
        length: null,
        heldBy: TRADE_AND_TECHNICAL,
      },
    ],
    why: `${OOH}. Community and technical colleges hire experienced tradespeople; BLS's bachelor's degree is common but often not required.`,
    example: { from: "43-3031.00", mentions: ["years of work in the trade"] },
  },
];

const schools: readonly EntryRequirement[] = [
  {
    code: "25-2011.00",
    steps: [
      {
        kind: "degree",
        name: "an associate's degree in early childhood education, or the CDA credential at many private centres (public pre-K usually asks for a bachelor's and a licence)",
        length: "2 years",
        level: "associate",
      },
    ],
    why: `${OOH}; the Council for Professional Recognition (CDA) and state pre-K rules.`,
    example: { from: "39-9011.00", mentions: ["early childhood education"] },
  },
  {
    code: "25-2012.00",
    steps: buildTeachingLicenceSteps({
      preparation: "an early childhood or elementary teacher preparation programme",
      licence: "a state teaching licence covering kindergarten",
      holders: ELEMENTARY_TEACHERS,
    }),
    why: TEACHING_WHY,
    example: {
      from: "25-9042.00",
      mentions: ["teacher preparation programme", "teaching licence", "bachelor's degree"],
    },
  },
  {
    code: "25-2021.00",
    steps: buildTeachingLicenceSteps({
      preparation: "an elementary teacher preparation programme",
      licence: "a state elementary teaching licence",
      holders: ELEMENTARY_TEACHERS,
    }),
    why: TEACHING_WHY,
    example: { from: "25-9042.00", mentions: ["elementary teacher preparation programme", "teaching licence"] },
  },
  {
    code: "25-2022.00",
    steps: buildTeachingLicenceSteps({
      preparation: "a middle-grades or subject teacher preparation programme",
      licence: "a state teaching licence for the middle grades",
      holders: SECONDARY_TEACHERS,
    }),
    why: TEACHING_WHY,
    example: {
      from: "13-1151.00",
      mentions: ["teacher preparation programme", "teaching licence"],
      omits: ["bachelor's degree"],
    },
  },
  {
    code: "25-2031.00",
    steps: buildTeachingLicenceSteps({
      preparation: "a secondary teacher preparation programme in your subject",
      licence: "a state secondary teaching licence in the subject",
      holders: SECONDARY_TEACHERS,
    }),
    why: `${TEACHING_WHY} Career changers with a bachelor's in the subject usually take an alternative route and teach while they finish it.`,
    example: {
      from: "27-3091.00",
      mentions: ["secondary teacher preparation programme", "teaching licence"],
      omits: ["bachelor's degree"],
    },
  },
  {
    code: "25-2032.00",
    steps: [
      buildExperienceStep({
        name: "years of work in the trade or occupation you will teach",
        years: 2,
        length: "2–5 years",
        heldBy: TRADE_AND_TECHNICAL,
      }),
      {
        kind: "degree",
        name: "a bachelor's degree (some states accept work experience and an industry credential instead)",
        length: "4 years",
        level: "bachelor",
        anyField: true,
      },
      {
        kind: "licence",
        name: "a state career and technical education (CTE) teaching licence, often earned while teaching",
        length: null,
        heldBy: CTE_TEACHERS,
      },
    ],
    why: `${TEACHING_WHY} Most states license experienced tradespeople through an alternative route.`,
    example: {
      from: "47-2111.00",
      mentions: ["career and technical education (CTE) teaching licence"],
      omits: ["years of work in the trade"],
    },
  },
  {
    code: "25-2023.00",
    steps: [
      buildExperienceStep({
        name: "years of work in the field you will teach",
        years: 2,
        length: "2–5 years",
        heldBy: TRADE_AND_TECHNICAL,
      }),
      ...buildTeachingLicenceSteps({
        preparation: "a career and technical education teacher preparation programme",
        licence: "a state career and technical education (CTE) teaching licence",
        holders: CTE_TEACHERS,
      }),
    ],
    why: TEACHING_WHY,
    example: {
      from: "49-3023.00",
      mentions: ["career and technical education (CTE) teaching licence"],
      omits: ["years of work"],
    },
  },
  {
    code: "25-205",
    steps: [
      ...buildTeachingLicenceSteps({
        preparation: "a teacher preparation programme",
        licence: "a state teaching licence",
        holders: K12_TEACHERS,
      }),
      SPECIAL_EDUCATION_ENDORSEMENT,
    ],
    why: `${TEACHING_WHY} A general teacher adds a special education endorsement; the data named no certification at all.`,
    example: {
      from: "25-2031.00",
      to: "25-2058.00",
      mentions: ["special education endorsement"],
      omits: ["teaching licence", "bachelor's degree"],
    },
  },
  {
    code: "25-2059.01",
    steps: [
      ...buildTeachingLicenceSteps({
        preparation: "a physical education teacher preparation programme",
        licence: "a state physical education teaching licence",
        holders: K12_TEACHERS,
      }),
      {
        kind: "certification",
        name: "an adapted physical education endorsement or the national CAPE certification",
        length: null,
      },
    ],
    why: `${TEACHING_WHY} APENS administers the CAPE exam.`,
    example: { from: "25-2021.00", mentions: ["adapted physical education"], omits: ["bachelor's degree"] },
  },
  {
    code: "25-3011.00",
    steps: [
      buildBachelorStep(),
      {
        kind: "certification",
        name: "a TESOL certificate or ESL endorsement (public adult-education programmes often ask for a state teaching licence)",
        length: "a few months",
      },
    ],
    why: `${OOH}; state adult-education offices.`,
    example: { from: "27-3091.00", mentions: ["TESOL"], omits: ["bachelor's degree"] },
  },
  {
    code: "25-3031.00",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in many states (others accept an associate's, some college credits or a high school diploma)",
        length: "4 years",
        level: "bachelor",
        anyField: true,
      },
      { kind: "licence", name: "a state or district substitute teaching permit", length: null, heldBy: K12_TEACHERS },
    ],
    why: `${TEACHING_WHY} BLS ORS finds about half of substitutes need a licence; the permit is the usual form.`,
    example: { from: "25-9042.00", mentions: ["substitute teaching permit"] },
  },
];

const librariesAndSupport: readonly EntryRequirement[] = [
  {
    code: "25-4011.00",
    steps: [
      buildBachelorStep("history or library science"),
      {
        kind: "degree",
        name: "a master's degree in archival studies, library science or history",
        length: "2 years",
        level: "master",
      },
    ],
    why: `${OOH}; the Society of American Archivists.`,
    example: { from: "43-4071.00", mentions: ["archival studies", "bachelor's degree"] },
  },
  {
    code: "25-4012.00",
    steps: [
      buildBachelorStep("art history, history or a science that matches the collection"),
      {
        kind: "degree",
        name: "a master's degree in museum studies, art history or the collection's field",
        length: "2 years",
        level: "master",
      },
    ],
    why: `${OOH}; American Alliance of Museums.`,
    example: { from: "25-4013.00", mentions: ["museum studies"], omits: ["bachelor's degree"] },
  },
  {
    code: "25-4022.00",
    steps: [
      buildBachelorStep(),
      {
        kind: "degree",
        name: "a Master of Library and Information Science (MLIS) from an ALA-accredited programme",
        length: "1–2 years",
        level: "master",
      },
    ],
    why: `${OOH}; ALA accreditation. School librarians also need a teaching licence with a library media endorsement in many states.`,
    example: { from: "25-4031.00", mentions: ["Master of Library and Information Science", "bachelor's degree"] },
  },
  {
    code: "25-4031.00",
    steps: [{ kind: "programme", name: "a library technician certificate or associate's degree", length: "1–2 years" }],
    why: OOH,
    example: { from: "43-4121.00", mentions: ["library technician certificate"] },
  },
  {
    code: "25-9031.00",
    steps: [
      buildExperienceStep({ name: "years of classroom teaching", years: 5, length: "5+ years", heldBy: K12_TEACHERS }),
      {
        kind: "degree",
        name: "a master's degree in education or curriculum and instruction",
        length: "1–2 years",
        level: "master",
        heldBy: ["11-9032", "25-1081"],
      },
      {
        kind: "licence",
        name: "a state teaching licence (some public systems also ask for an administrator licence)",
        length: null,
        heldBy: K12_TEACHERS,
      },
    ],
    why: `${TEACHING_WHY} BLS: a master's degree and 5 years or more of related (teaching) experience.`,
    example: {
      from: "25-2021.00",
      mentions: ["curriculum and instruction"],
      omits: ["classroom teaching", "teaching licence"],
    },
  },
  {
    code: "25-9042.00",
    steps: [
      {
        kind: "programme",
        name: "two years of college, an associate's degree, or a passing score on a state or local assessment such as the ParaPro (required in Title I schools)",
        length: "up to 2 years",
        heldBy: ["25-904"],
      },
    ],
    why: `${OOH}; the Every Student Succeeds Act's rules for paraprofessionals in Title I programmes.`,
    example: { from: "39-9011.00", mentions: ["ParaPro"] },
  },
  {
    code: "25-9043.00",
    steps: [
      {
        kind: "programme",
        name: "two years of college, an associate's degree, or a passing score on a state or local assessment such as the ParaPro",
        length: "up to 2 years",
        heldBy: ["25-904"],
      },
      {
        kind: "training",
        name: "the district's training for working with students with disabilities",
        length: "a few weeks",
      },
    ],
    why: `${OOH}; the Every Student Succeeds Act's rules for paraprofessionals.`,
    example: { from: "25-9042.00", mentions: ["students with disabilities"], omits: ["ParaPro"] },
  },
  {
    code: "25-9044.00",
    steps: [
      {
        kind: "degree",
        name: "a place in a master's or doctoral programme in the subject (assistantships go to graduate students)",
        length: "while you study",
        level: "master",
        heldBy: ["25-1"],
      },
    ],
    why: `${OOH}. Graduate teaching assistants are graduate students; universities fund them through assistantships.`,
    example: { from: "25-2031.00", mentions: ["master's or doctoral programme"] },
  },
];

/** College, school, special education, adult and career-technical teachers, librarians and teaching assistants. */
export const EDUCATION_ENTRY_REQUIREMENTS: readonly EntryRequirement[] = [
  ...postsecondary,
  ...schools,
  ...librariesAndSupport,
];
