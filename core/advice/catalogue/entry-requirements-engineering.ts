import type { CodeOrPrefix, EntryRequirement, EntryStep } from "./catalogue-types";
import { OOH, buildExperienceStep } from "./entry-requirement-steps";

/**
 * What it takes to enter architecture, surveying and engineering (SOC 17): a degree in the
 * discipline itself (a computer science or physics degree is not an engineering degree), the PE
 * licence where the work is offered to the public, and for technicians an associate's degree in the
 * matching engineering technology.
 */

const ENGINEERING_WHY = `${OOH}; ABET accreditation and NCEES licensing rules.`;

/** The PE licence, for engineers who sign plans or offer services to the public. */
const PE_LICENCE: EntryStep = {
  kind: "licence",
  name: "for work offered to the public, a Professional Engineer (PE) licence: the FE exam, about 4 years of supervised engineering work and the PE exam",
  length: "about 4 years",
};

function buildEngineerEntry(input: {
  code: CodeOrPrefix;
  discipline: string;
  heldBy: readonly CodeOrPrefix[];
  licence?: boolean;
  why?: string;
  example: EntryRequirement["example"];
}): EntryRequirement {
  const steps: EntryStep[] = [
    {
      kind: "degree",
      name: `a bachelor's degree in ${input.discipline} from an ABET-accredited programme`,
      length: "4 years",
      level: "bachelor",
      heldBy: input.heldBy,
    },
  ];
  if (input.licence) steps.push(PE_LICENCE);
  return {
    code: input.code,
    steps,
    why: input.why ? `${ENGINEERING_WHY} ${input.why}` : ENGINEERING_WHY,
    example: input.example,
  };
}

function buildTechnologyEntry(input: {
  code: CodeOrPrefix;
  field: string;
  heldBy: readonly CodeOrPrefix[];
  example: EntryRequirement["example"];
}): EntryRequirement {
  return {
    code: input.code,
    steps: [
      {
        kind: "degree",
        name: `an associate's degree in ${input.field}`,
        length: "2 years",
        level: "associate",
        heldBy: input.heldBy,
      },
    ],
    why: `${OOH}; ABET's engineering technology accreditation.`,
    example: input.example,
  };
}

const architectureAndSurveying: readonly EntryRequirement[] = [
  {
    code: "17-1011.00",
    steps: [
      {
        kind: "degree",
        name: "a NAAB-accredited professional degree: a five-year Bachelor of Architecture, or a Master of Architecture after another bachelor's",
        length: "5 years",
        level: "bachelor",
      },
      buildExperienceStep({
        name: "the Architectural Experience Program (AXP, 3,740 hours of supervised work)",
        years: 3,
        length: "about 3 years",
        heldBy: [],
      }),
      { kind: "exam", name: "the six-part Architect Registration Examination (ARE)", length: null },
      { kind: "licence", name: "a state architect licence", length: null },
    ],
    why: `${OOH}; NAAB and NCARB. A degree in another design field or engineering does not count toward the licence.`,
    example: { from: "17-3011.00", mentions: ["Bachelor of Architecture", "Architect Registration Examination"] },
  },
  {
    code: "17-1012.00",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's or master's degree in landscape architecture (LAAB-accredited)",
        length: "4–5 years",
        level: "bachelor",
      },
      buildExperienceStep({
        name: "supervised work under a licensed landscape architect",
        years: 2,
        length: "1–3 years",
        heldBy: [],
      }),
      { kind: "licence", name: "the LARE exam and a state landscape architect licence", length: null },
    ],
    why: `${OOH}; LAAB and CLARB.`,
    example: { from: "37-1012.00", mentions: ["landscape architecture", "LARE"] },
  },
  {
    code: "17-1021.00",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in geography, geomatics, GIS or surveying",
        length: "4 years",
        level: "bachelor",
        heldBy: ["15-1299.02", "17-1022", "19-3092"],
      },
    ],
    why: OOH,
    example: { from: "17-3031.00", mentions: ["geomatics"] },
  },
  {
    code: "17-1022",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in surveying or geomatics",
        length: "4 years",
        level: "bachelor",
        heldBy: ["17-1022"],
      },
      { kind: "exam", name: "the Fundamentals of Surveying (FS) exam", length: null },
      buildExperienceStep({
        name: "supervised surveying experience under a licensed surveyor",
        years: 4,
        length: "about 4 years",
        heldBy: ["17-3031"],
      }),
      {
        kind: "licence",
        name: "the Principles and Practice of Surveying (PS) exam and a state professional land surveyor licence",
        length: null,
      },
    ],
    why: `${OOH}; NCEES. Some states accept more years of experience instead of the degree.`,
    example: {
      from: "17-3031.00",
      to: "17-1022.00",
      mentions: ["surveying or geomatics", "land surveyor licence"],
      omits: ["supervised surveying experience"],
    },
  },
];

const engineers: readonly EntryRequirement[] = [
  buildEngineerEntry({
    code: "17-2011.00",
    discipline: "aerospace or mechanical engineering",
    heldBy: ["17-2011", "17-2141"],
    example: { from: "17-3021.00", mentions: ["aerospace or mechanical engineering"] },
  }),
  buildEngineerEntry({
    code: "17-2021.00",
    discipline: "agricultural or biological engineering",
    heldBy: ["17-2021"],
    example: { from: "19-4012.00", mentions: ["agricultural or biological engineering"] },
  }),
  buildEngineerEntry({
    code: "17-2031.00",
    discipline: "biomedical engineering (or another engineering discipline with biology)",
    heldBy: ["17-2031"],
    example: { from: "19-4021.00", mentions: ["biomedical engineering"] },
  }),
  buildEngineerEntry({
    code: "17-2041.00",
    discipline: "chemical engineering",
    heldBy: ["17-2041"],
    why: "A chemistry degree is not a chemical engineering degree.",
    example: { from: "19-2031.00", mentions: ["chemical engineering"] },
  }),
  buildEngineerEntry({
    code: "17-2051",
    discipline: "civil engineering",
    heldBy: ["17-2051"],
    licence: true,
    why: "Civil engineers sign public works, so many need the PE; BLS ORS finds about half need a licence.",
    example: { from: "17-3022.00", to: "17-2051.00", mentions: ["civil engineering", "Professional Engineer"] },
  }),
  buildEngineerEntry({
    code: "17-2061.00",
    discipline: "computer or electrical engineering",
    heldBy: ["17-2061", "17-2071", "17-2072"],
    why: "A computer science degree covers software, not the electronics hardware engineers design.",
    example: { from: "15-1252.00", mentions: ["computer or electrical engineering"] },
  }),
  buildEngineerEntry({
    code: "17-2071.00",
    discipline: "electrical engineering",
    heldBy: ["17-2071", "17-2072", "17-2061"],
    example: { from: "15-1252.00", mentions: ["electrical engineering"] },
  }),
  buildEngineerEntry({
    code: "17-2072",
    discipline: "electrical or electronics engineering",
    heldBy: ["17-2071", "17-2072", "17-2061"],
    example: { from: "17-3023.00", to: "17-2072.00", mentions: ["electronics engineering"] },
  }),
  buildEngineerEntry({
    code: "17-2081.00",
    discipline: "environmental, civil or chemical engineering",
    heldBy: ["17-2081", "17-2051", "17-2041"],
    licence: true,
    example: {
      from: "19-2041.00",
      mentions: ["environmental, civil or chemical engineering", "Professional Engineer"],
    },
  }),
  buildEngineerEntry({
    code: "17-2111",
    discipline: "engineering (often mechanical, industrial or fire protection engineering)",
    heldBy: ["17-2"],
    why: "BCSP's CSP certification is common but voluntary.",
    example: { from: "19-5011.00", to: "17-2111.00", mentions: ["engineering"] },
  }),
  buildEngineerEntry({
    code: "17-2112",
    discipline: "industrial, manufacturing or mechanical engineering",
    heldBy: ["17-2112", "17-2141"],
    example: {
      from: "17-3026.00",
      to: "17-2112.00",
      mentions: ["industrial, manufacturing or mechanical engineering"],
    },
  }),
  buildEngineerEntry({
    code: "17-2121.00",
    discipline: "marine engineering or naval architecture",
    heldBy: ["17-2121"],
    example: { from: "17-2141.00", mentions: ["naval architecture"] },
  }),
  buildEngineerEntry({
    code: "17-2131.00",
    discipline: "materials science and engineering",
    heldBy: ["17-2131", "19-2032"],
    example: { from: "19-2031.00", mentions: ["materials science and engineering"] },
  }),
  buildEngineerEntry({
    code: "17-2141",
    discipline: "mechanical engineering",
    heldBy: ["17-2141", "17-2011"],
    example: { from: "17-3027.00", to: "17-2141.00", mentions: ["mechanical engineering"] },
  }),
  buildEngineerEntry({
    code: "17-2151.00",
    discipline: "mining or geological engineering",
    heldBy: ["17-2151"],
    licence: true,
    example: { from: "19-2042.00", mentions: ["mining or geological engineering"] },
  }),
  buildEngineerEntry({
    code: "17-2161.00",
    discipline: "nuclear engineering (or mechanical or electrical engineering with nuclear coursework)",
    heldBy: ["17-2161"],
    example: { from: "51-8013.00", mentions: ["nuclear engineering"] },
  }),
  buildEngineerEntry({
    code: "17-2171.00",
    discipline: "petroleum, chemical or mechanical engineering",
    heldBy: ["17-2171", "17-2041", "17-2141"],
    example: { from: "19-2042.00", mentions: ["petroleum"] },
  }),
  buildEngineerEntry({
    code: "17-2199",
    discipline: "a core engineering discipline (mechanical, electrical, computer, chemical or materials)",
    heldBy: ["17-2"],
    why: "The specialties grouped here (robotics, mechatronics, energy, photonics and others) hire engineers from the core disciplines.",
    example: { from: "15-1252.00", to: "17-2199.08", mentions: ["core engineering discipline"] },
  }),
];

const technicians: readonly EntryRequirement[] = [
  buildTechnologyEntry({
    code: "17-301",
    field: "drafting and design technology, or a CAD certificate",
    heldBy: ["17-301"],
    example: { from: "27-1024.00", to: "17-3011.00", mentions: ["drafting and design technology"] },
  }),
  buildTechnologyEntry({
    code: "17-3021.00",
    field: "aerospace or mechanical engineering technology",
    heldBy: ["17-3027"],
    example: { from: "49-3011.00", mentions: ["engineering technology"] },
  }),
  buildTechnologyEntry({
    code: "17-3022.00",
    field: "civil engineering technology",
    heldBy: ["17-3022"],
    example: { from: "47-2061.00", mentions: ["civil engineering technology"] },
  }),
  buildTechnologyEntry({
    code: "17-3023.00",
    field: "electrical or electronics engineering technology",
    heldBy: ["17-3024"],
    example: { from: "49-2094.00", mentions: ["electronics engineering technology"] },
  }),
  buildTechnologyEntry({
    code: "17-3024",
    field: "electro-mechanical, mechatronics or robotics technology",
    heldBy: ["17-3023", "17-3027"],
    example: { from: "49-9041.00", to: "17-3024.01", mentions: ["mechatronics or robotics technology"] },
  }),
  buildTechnologyEntry({
    code: "17-3025.00",
    field: "environmental engineering technology or environmental science",
    heldBy: ["19-4042"],
    example: { from: "51-8031.00", mentions: ["environmental engineering technology"] },
  }),
  buildTechnologyEntry({
    code: "17-3026",
    field: "industrial or manufacturing engineering technology",
    heldBy: ["17-3027"],
    example: { from: "51-9061.00", to: "17-3026.00", mentions: ["manufacturing engineering technology"] },
  }),
  buildTechnologyEntry({
    code: "17-3027",
    field: "mechanical engineering technology",
    heldBy: ["17-3021", "17-3026"],
    example: { from: "51-4041.00", to: "17-3027.00", mentions: ["mechanical engineering technology"] },
  }),
  buildTechnologyEntry({
    code: "17-3028.00",
    field: "electronics or metrology technology (the military trains many calibration technicians)",
    heldBy: ["17-3023"],
    example: { from: "51-9061.00", mentions: ["metrology"] },
  }),
  buildTechnologyEntry({
    code: "17-3029",
    field: "engineering technology in the specialty (photonics, laser or electronics technology)",
    heldBy: ["17-3023", "17-3024"],
    example: { from: "51-2022.00", to: "17-3029.08", mentions: ["engineering technology"] },
  }),
  {
    code: "17-3029.01",
    steps: [
      {
        kind: "training",
        name: "nondestructive testing training and supervised hours in each method (ultrasonic, radiographic and others)",
        length: "6 months–2 years",
      },
      { kind: "certification", name: "Level I and II certification under ASNT guidelines (SNT-TC-1A)", length: null },
    ],
    why: "ASNT's SNT-TC-1A recommended practice, which employers use to certify NDT technicians.",
    example: { from: "51-9061.00", mentions: ["nondestructive testing training", "ASNT"] },
  },
];

/** Architects, surveyors, cartographers, engineers, drafters and engineering technicians. */
export const ENGINEERING_ENTRY_REQUIREMENTS: readonly EntryRequirement[] = [
  ...architectureAndSurveying,
  ...engineers,
  ...technicians,
];
