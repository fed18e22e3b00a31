import type { CodeOrPrefix, EntryRequirement } from "./catalogue-types";
import { OOH, buildApprenticeshipStep, buildExperienceStep } from "./entry-requirement-steps";

/**
 * What it takes to enter transportation (SOC 53) and production (51) occupations with a licence,
 * certification or long training: CDL classes and endorsements, FAA and FRA certificates, Coast
 * Guard credentials, OSHA-required operator training, plant operator licences and the machining
 * and welding routes.
 */

const CDL_A_HOLDERS: readonly CodeOrPrefix[] = ["53-3032"];
const TRANSPORT_WHY = `${OOH}; FMCSA's commercial driver rules (49 CFR Parts 380 and 383).`;

const driving: readonly EntryRequirement[] = [
  {
    code: "53-3032.00",
    steps: [
      {
        kind: "training",
        name: "Entry-Level Driver Training from an FMCSA-registered provider, usually a truck-driving school",
        length: "3–7 weeks",
        heldBy: CDL_A_HOLDERS,
      },
      {
        kind: "licence",
        name: "a Class A commercial driver's licence (CDL) and a DOT medical card",
        length: null,
        heldBy: CDL_A_HOLDERS,
      },
    ],
    why: `${TRANSPORT_WHY} Interstate drivers must be 21.`,
    example: { from: "53-3054.00", mentions: ["Entry-Level Driver Training", "Class A commercial driver's licence"] },
  },
  {
    code: "53-3051.00",
    steps: [
      {
        kind: "training",
        name: "Entry-Level Driver Training for the passenger and school bus endorsements",
        length: "a few weeks",
      },
      {
        kind: "licence",
        name: "a Class B CDL (or higher) with passenger (P) and school bus (S) endorsements",
        length: null,
      },
      { kind: "training", name: "the state's school bus driver training and background checks", length: "a few weeks" },
    ],
    why: `${TRANSPORT_WHY} State school transportation rules.`,
    example: { from: "53-3054.00", mentions: ["school bus (S)", "Entry-Level Driver Training"] },
  },
  {
    code: "53-3052.00",
    steps: [
      {
        kind: "training",
        name: "Entry-Level Driver Training for the passenger endorsement",
        length: "a few weeks",
        heldBy: ["53-3051", "53-3052"],
      },
      {
        kind: "licence",
        name: "a Class B CDL (or higher) with a passenger (P) endorsement",
        length: null,
        heldBy: ["53-3051", "53-3052"],
      },
      { kind: "training", name: "the transit agency's or bus line's operator training", length: "several weeks" },
    ],
    why: TRANSPORT_WHY,
    example: { from: "53-3054.00", mentions: ["passenger (P) endorsement"] },
  },
  {
    code: "53-4011.00",
    steps: [
      buildExperienceStep({
        name: "years as a railroad conductor or yard worker",
        years: 2,
        length: "1–3 years",
        heldBy: ["53-4013", "53-4022", "53-4031"],
      }),
      { kind: "training", name: "the railroad's locomotive engineer training programme", length: "several months" },
      { kind: "licence", name: "FRA locomotive engineer certification", length: null },
    ],
    why: `${OOH}; Federal Railroad Administration (49 CFR Part 240).`,
    example: { from: "53-4031.00", mentions: ["locomotive engineer training"], omits: ["railroad conductor"] },
  },
  {
    code: "53-4031.00",
    steps: [
      { kind: "training", name: "the railroad's conductor training programme", length: "a few months" },
      { kind: "licence", name: "FRA conductor certification", length: null },
    ],
    why: `${OOH}; Federal Railroad Administration (49 CFR Part 242).`,
    example: { from: "43-5032.00", mentions: ["conductor training programme", "FRA conductor certification"] },
  },
  {
    code: "53-4041.00",
    steps: [
      {
        kind: "training",
        name: "the transit agency's train operator training, usually after a written exam and medical check",
        length: "several weeks to a few months",
      },
    ],
    why: `${OOH}. Many agencies promote from their own bus operators and station staff.`,
    example: { from: "53-3054.00", mentions: ["train operator training"] },
  },
];

const airAndWater: readonly EntryRequirement[] = [
  {
    code: "53-2011.00",
    steps: [
      {
        kind: "training",
        name: "flight training through the commercial pilot certificate with instrument and multi-engine ratings",
        length: "1–2 years",
        heldBy: ["53-2011", "53-2012"],
      },
      buildExperienceStep({
        name: "1,500 flight hours (1,000–1,250 with an aviation degree, 750 for military pilots), often as a flight instructor",
        years: 2,
        length: "2–3 years",
        heldBy: ["53-2011"],
      }),
      {
        kind: "licence",
        name: "the Airline Transport Pilot (ATP) certificate and a first-class FAA medical certificate",
        length: null,
        heldBy: ["53-2011"],
      },
    ],
    why: `${OOH}; FAA 14 CFR Part 61. Most airlines also prefer a bachelor's degree.`,
    example: {
      from: "53-2012.00",
      mentions: ["Airline Transport Pilot", "1,500 flight hours"],
      omits: ["commercial pilot certificate"],
    },
  },
  {
    code: "53-2012.00",
    steps: [
      {
        kind: "training",
        name: "flight school through the private and commercial certificates with an instrument rating (at least 250 flight hours)",
        length: "1–2 years",
        heldBy: ["53-2011"],
      },
      {
        kind: "licence",
        name: "the FAA commercial pilot certificate and a second-class medical certificate",
        length: null,
        heldBy: ["53-2011"],
      },
    ],
    why: `${OOH}; FAA 14 CFR Part 61.`,
    example: { from: "49-3011.00", mentions: ["flight school", "commercial pilot certificate"] },
  },
  {
    code: "53-2021.00",
    steps: [
      {
        kind: "exam",
        name: "the FAA's Air Traffic Skills Assessment, medical and security checks (apply before age 31, with a bachelor's degree, 3 years of work experience or a mix)",
        length: null,
      },
      { kind: "training", name: "the FAA Academy in Oklahoma City", length: "3–5 months" },
      { kind: "training", name: "on-the-job training at a facility until fully certified", length: "1–3 years" },
      { kind: "licence", name: "FAA air traffic control specialist certification", length: null },
    ],
    why: `${OOH}; FAA air traffic controller hiring rules.`,
    example: { from: "43-5031.00", mentions: ["Air Traffic Skills Assessment", "FAA Academy"] },
  },
  {
    code: "53-2031.00",
    steps: [
      { kind: "training", name: "the airline's initial flight attendant training", length: "3–8 weeks" },
      { kind: "certification", name: "the FAA Certificate of Demonstrated Proficiency", length: null },
    ],
    why: `${OOH}; FAA 14 CFR Part 121.`,
    example: { from: "41-2031.00", mentions: ["flight attendant training", "Certificate of Demonstrated Proficiency"] },
  },
  {
    code: "53-5011.00",
    steps: [
      {
        kind: "licence",
        name: "a U.S. Coast Guard Merchant Mariner Credential, a TWIC card and basic safety (STCW) training",
        length: "about 1 week of training",
        heldBy: ["53-5021", "53-5022", "53-5031"],
      },
    ],
    why: `${OOH}; U.S. Coast Guard National Maritime Center.`,
    example: { from: "53-7062.00", mentions: ["Merchant Mariner Credential"] },
  },
  {
    code: "53-5021.00",
    steps: [
      buildExperienceStep({
        name: "documented sea time as a deckhand or mate",
        years: 2,
        length: "1–3+ years",
        heldBy: ["53-5011", "53-5022"],
      }),
      {
        kind: "licence",
        name: "a U.S. Coast Guard Merchant Mariner Credential with an officer endorsement (mate, then master), by exam",
        length: null,
      },
    ],
    why: `${OOH}; U.S. Coast Guard officer endorsements (46 CFR Part 11).`,
    example: { from: "53-5011.00", mentions: ["officer endorsement"], omits: ["sea time"] },
  },
  {
    code: "53-6051.01",
    steps: [
      buildExperienceStep({
        name: "years as an aircraft mechanic or pilot",
        years: 5,
        length: "5+ years",
        heldBy: ["49-3011", "53-2011", "53-2012"],
      }),
      {
        kind: "licence",
        name: "an FAA mechanic (A&P) or pilot certificate",
        length: null,
        heldBy: ["49-3011", "53-2011", "53-2012"],
      },
    ],
    why: `${OOH}; FAA aviation safety inspector qualifications.`,
    example: { from: "11-9021.00", mentions: ["aircraft mechanic or pilot", "FAA mechanic"] },
  },
  {
    code: "53-7021.00",
    steps: [
      {
        kind: "training",
        name: "crane operator training, on the job or at an operating engineers' school",
        length: "months to 1 year",
      },
      {
        kind: "certification",
        name: "nationally accredited crane operator certification (such as NCCCO), which OSHA requires for construction cranes",
        length: null,
      },
    ],
    why: `${OOH}; OSHA 29 CFR 1926.1427. Some states also license crane operators.`,
    example: { from: "47-2073.00", mentions: ["NCCCO"] },
  },
  {
    code: "53-7051.00",
    steps: [
      {
        kind: "training",
        name: "forklift training and an evaluation by the employer, which OSHA requires",
        length: "1–3 days",
      },
    ],
    why: `${OOH}; OSHA 29 CFR 1910.178(l).`,
    example: { from: "53-7064.00", mentions: ["forklift training"] },
  },
];

const production: readonly EntryRequirement[] = [
  {
    code: "51-3021.00",
    steps: [{ kind: "training", name: "on-the-job training under an experienced meat cutter", length: "1–2 years" }],
    why: `${OOH}. BLS counts this as long-term training on the job.`,
    example: { from: "35-2021.00", mentions: ["experienced meat cutter"] },
  },
  {
    code: "51-4041.00",
    steps: [
      {
        kind: "apprenticeship",
        name: "a machining programme at a technical school or a registered machinist apprenticeship",
        length: "1–4 years",
        heldBy: ["51-4041", "51-4111", "51-9162"],
      },
    ],
    why: `${OOH}. NIMS credentials are voluntary.`,
    example: { from: "51-9161.00", mentions: ["machinist apprenticeship"] },
  },
  {
    code: "51-4111.00",
    steps: [buildApprenticeshipStep({ trade: "tool and die maker", length: "4–5 years", heldBy: ["51-4111"] })],
    why: `${OOH}; registered apprenticeship standards. Machinists often move up this way.`,
    example: { from: "51-4041.00", mentions: ["tool and die maker apprenticeship"] },
  },
  {
    code: "51-4121.00",
    steps: [
      {
        kind: "training",
        name: "a welding programme at a technical school, or training on the job",
        length: "a few months to 2 years",
        heldBy: ["51-4121", "51-4122", "47-2221"],
      },
      {
        kind: "certification",
        name: "welding certification tests for the processes and positions you weld (AWS or the employer's code)",
        length: null,
        heldBy: ["51-4121"],
      },
    ],
    why: `${OOH}; the American Welding Society.`,
    example: { from: "51-2092.00", mentions: ["welding programme", "welding certification"] },
  },
  {
    code: "51-8013",
    steps: [
      {
        kind: "training",
        name: "long training on the job at the plant, often with a technical programme",
        length: "1–2 years",
      },
      {
        kind: "licence",
        name: "at nuclear plants, an NRC reactor operator licence",
        length: null,
      },
    ],
    why: `${OOH}; U.S. Nuclear Regulatory Commission (10 CFR Part 55).`,
    example: { from: "51-8021.00", to: "51-8013.00", mentions: ["long training on the job"] },
  },
  {
    code: "51-8021.00",
    steps: [
      {
        kind: "apprenticeship",
        name: "a stationary engineer apprenticeship or years of training on the job",
        length: "2–4 years",
        heldBy: ["51-8021"],
      },
      {
        kind: "licence",
        name: "a state or city stationary engineer or boiler operator licence, where required",
        length: null,
      },
    ],
    why: `${OOH}; state and city boiler licensing rules.`,
    example: { from: "49-9071.00", mentions: ["stationary engineer apprenticeship"] },
  },
  {
    code: "51-8031.00",
    steps: [
      {
        kind: "training",
        name: "on-the-job training at a treatment plant",
        length: "about 1 year",
        heldBy: ["51-8031"],
      },
      {
        kind: "licence",
        name: "a state water or wastewater operator certification at the plant's grade (required for drinking water in every state and for wastewater in most)",
        length: null,
        heldBy: ["51-8031"],
      },
    ],
    why: `${OOH}; EPA operator certification guidelines and state programmes. BLS ORS finds about 70% need a licence.`,
    example: { from: "49-9071.00", mentions: ["treatment plant", "operator certification"] },
  },
  {
    code: "51-9162.00",
    steps: [
      {
        kind: "programme",
        name: "a CNC machining or programming programme (certificate or associate's)",
        length: "1–2 years",
        heldBy: ["51-4041", "51-4111"],
      },
    ],
    why: OOH,
    example: { from: "51-9161.00", mentions: ["CNC machining or programming programme"] },
  },
];

/** Drivers, rail and transit, pilots and air traffic, mariners, crane and forklift operators, machinists, welders, plant operators. */
export const TRANSPORT_PRODUCTION_ENTRY_REQUIREMENTS: readonly EntryRequirement[] = [
  ...driving,
  ...airAndWater,
  ...production,
];
