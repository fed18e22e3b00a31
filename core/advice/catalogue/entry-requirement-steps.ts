import type { CodeOrPrefix, EntryRequirement, EntryStep } from "./catalogue-types";

/**
 * Steps and routes that several entry-requirement tables share (ADR 029): a bachelor's degree in any
 * field, the registered nurse route, medical and dental school, the K-12 teaching licence, a
 * supervisor's years in the work they supervise, a trade's apprenticeship. Each builder returns plain
 * data; the tables stay readable as lists of occupations.
 */

/** The source most entries cite: BLS's own account of how people enter each occupation. */
export const OOH = "BLS Occupational Outlook Handbook, How to Become One (2024–34 edition)";

/** A bachelor's degree whose field does not matter for entry; `often` names the usual fields. */
export function buildBachelorStep(often?: string): EntryStep {
  return {
    kind: "degree",
    name: often ? `a bachelor's degree, often in ${often}` : "a bachelor's degree in any field",
    length: "4 years",
    level: "bachelor",
    anyField: true,
  };
}

/** Years of experience in related work; `heldBy` lists the jobs that already give it. */
export function buildExperienceStep(input: {
  name: string;
  years: number;
  length: string;
  heldBy: readonly CodeOrPrefix[];
}): EntryStep {
  return { kind: "experience", name: input.name, length: input.length, years: input.years, heldBy: input.heldBy };
}

/** Registered nurses and the advanced practice nurses, who all hold an RN licence. */
export const RN_HOLDERS: readonly CodeOrPrefix[] = ["29-1141", "29-1151", "29-1161", "29-1171", "25-1072"];

/** The nursing degree an RN holds; people with a bachelor's in another field take an accelerated BSN. */
export const BSN_STEP: EntryStep = {
  kind: "degree",
  name: "a Bachelor of Science in Nursing (BSN; an accelerated BSN takes 12–18 months if you already hold a bachelor's in another field)",
  length: "4 years",
  level: "bachelor",
  heldBy: RN_HOLDERS,
};

export const RN_LICENCE_STEP: EntryStep = {
  kind: "licence",
  name: "the NCLEX-RN exam and a state registered nurse licence",
  length: null,
  heldBy: RN_HOLDERS,
};

/** Physicians and surgeons (SOC 29-121x, 29-122x, 29-124x; "29-12" would also take in hygienists). */
export const PHYSICIANS: readonly CodeOrPrefix[] = ["29-121", "29-122", "29-124"];

/**
 * Occupations whose schooling already covers the premedical sciences (biology, general and organic
 * chemistry, physics): doctors, dentists, pharmacists, vets, optometrists, podiatrists, physician
 * assistants and life scientists.
 */
export const PREMED_HOLDERS: readonly CodeOrPrefix[] = [
  ...PHYSICIANS,
  "29-102",
  "29-1041",
  "29-1051",
  "29-1071",
  "29-1081",
  "29-1131",
  "19-1021",
  "19-1029",
  "19-1042",
];

/** The route into medicine, from any bachelor's to a state licence, with the specialty's residency. */
export function buildPhysicianSteps(input: {
  residency: string;
  residencyLength: string;
  fellowship?: { name: string; length: string };
}): EntryStep[] {
  const steps: EntryStep[] = [
    buildBachelorStep(),
    {
      kind: "programme",
      name: "the premedical science courses (biology, general and organic chemistry, physics, biochemistry), as a post-baccalaureate programme if your degree lacked them",
      length: "1–2 years",
      heldBy: PREMED_HOLDERS,
    },
    { kind: "exam", name: "the MCAT admission test", length: null, heldBy: PHYSICIANS },
    {
      kind: "degree",
      name: "a Doctor of Medicine (MD) or Doctor of Osteopathic Medicine (DO)",
      length: "4 years",
      level: "doctoral",
      heldBy: PHYSICIANS,
    },
    { kind: "exam", name: "the USMLE licensing exams (COMLEX for DOs)", length: null, heldBy: PHYSICIANS },
    { kind: "residency", name: input.residency, length: input.residencyLength },
  ];
  if (input.fellowship) steps.push({ kind: "residency", name: input.fellowship.name, length: input.fellowship.length });
  steps.push({ kind: "licence", name: "a state medical licence", length: null, heldBy: PHYSICIANS });
  return steps;
}

/** The route into dentistry; specialists add a residency. */
export function buildDentistSteps(residency?: { name: string; length: string }): EntryStep[] {
  const steps: EntryStep[] = [
    buildBachelorStep(),
    {
      kind: "programme",
      name: "the predental science courses (biology, general and organic chemistry, physics), if your degree lacked them",
      length: "1–2 years",
      heldBy: PREMED_HOLDERS,
    },
    { kind: "exam", name: "the DAT admission test", length: null, heldBy: ["29-102"] },
    {
      kind: "degree",
      name: "a Doctor of Dental Surgery (DDS) or Doctor of Dental Medicine (DMD)",
      length: "4 years",
      level: "doctoral",
      heldBy: ["29-102"],
    },
    {
      kind: "exam",
      name: "the Integrated National Board Dental Examination (INBDE) and a clinical licensing exam",
      length: null,
      heldBy: ["29-102"],
    },
  ];
  if (residency) steps.push({ kind: "residency", name: residency.name, length: residency.length });
  steps.push({ kind: "licence", name: "a state dental licence", length: null, heldBy: ["29-102"] });
  return steps;
}

/** Public-school teachers (25-2): they already hold a bachelor's and a state teaching licence. */
export const K12_TEACHERS: readonly CodeOrPrefix[] = ["25-2012", "25-2021", "25-2022", "25-203", "25-205"];

/**
 * The state teaching licence a public-school teacher needs, with its preparation programme. Any
 * licensed teacher has done a preparation programme; `holders` are the teachers whose licence
 * already covers this level, the others add it by passing the level's certification exams.
 */
export function buildTeachingLicenceSteps(input: {
  preparation: string;
  licence: string;
  holders: readonly CodeOrPrefix[];
}): EntryStep[] {
  return [
    buildBachelorStep("education or the subject you will teach"),
    {
      kind: "programme",
      name: `${input.preparation}, with student teaching (part of an education degree, or a post-baccalaureate or alternative-route programme if your bachelor's is in another field)`,
      length: "1–2 years",
      heldBy: K12_TEACHERS,
    },
    {
      kind: "exam",
      name: "the state's teacher certification exams for the grade level or subject (often the Praxis)",
      length: null,
      heldBy: input.holders,
    },
    { kind: "licence", name: input.licence, length: null, heldBy: input.holders },
  ];
}

/**
 * A first-line supervisor: the usual route is years in the work supervised (BLS "Less than 5 years"
 * or "5 years or more"), and the workers doing that work already have them.
 */
export function buildSupervisorEntry(input: {
  code: CodeOrPrefix;
  work: string;
  years: number;
  length: string;
  heldBy: readonly CodeOrPrefix[];
  extra?: readonly EntryStep[];
  why: string;
  example: EntryRequirement["example"];
}): EntryRequirement {
  return {
    code: input.code,
    steps: [
      buildExperienceStep({
        name: `years of experience in ${input.work}, usually with a stint as a lead worker`,
        years: input.years,
        length: input.length,
        heldBy: input.heldBy,
      }),
      ...(input.extra ?? []),
    ],
    why: `${OOH}; BLS Table 1.2 experience figure. ${input.why}`,
    example: input.example,
  };
}

/** A construction or maintenance trade learned through a registered apprenticeship. */
export function buildApprenticeshipStep(input: {
  trade: string;
  length: string;
  heldBy: readonly CodeOrPrefix[];
}): EntryStep {
  return {
    kind: "apprenticeship",
    name: `a registered ${input.trade} apprenticeship (paid work on the job plus classroom hours)`,
    length: input.length,
    heldBy: input.heldBy,
  };
}
