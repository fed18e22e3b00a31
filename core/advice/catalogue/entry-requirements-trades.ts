import type { CodeOrPrefix, EntryRequirement, EntryStep } from "./catalogue-types";
import { OOH, buildApprenticeshipStep, buildExperienceStep } from "./entry-requirement-steps";

/**
 * What it takes to enter the construction trades (SOC 47) and installation, maintenance and repair
 * (49): each trade's own apprenticeship, which a worker in another trade does not hold, the state
 * licence where most states require one, and the federal certifications some work needs.
 */

const TRADE_WHY = `${OOH}; registered apprenticeship standards (U.S. Department of Labor).`;

/** Drivers who already hold a commercial driver's licence. */
const CDL_HOLDERS: readonly CodeOrPrefix[] = ["53-3032", "53-3051", "53-3052"];

function buildTradeEntry(input: {
  code: CodeOrPrefix;
  trade: string;
  length: string;
  why?: string;
  example: EntryRequirement["example"];
}): EntryRequirement {
  return {
    code: input.code,
    steps: [buildApprenticeshipStep({ trade: input.trade, length: input.length, heldBy: [input.code] })],
    why: input.why ? `${TRADE_WHY} ${input.why}` : TRADE_WHY,
    example: input.example,
  };
}

const construction: readonly EntryRequirement[] = [
  buildTradeEntry({
    code: "47-2011",
    trade: "boilermaker",
    length: "4 years",
    example: { from: "51-4121.00", to: "47-2011.00", mentions: ["boilermaker apprenticeship"] },
  }),
  buildTradeEntry({
    code: "47-202",
    trade: "bricklayer or stonemason",
    length: "3–4 years",
    example: { from: "47-2061.00", to: "47-2021.00", mentions: ["bricklayer or stonemason apprenticeship"] },
  }),
  buildTradeEntry({
    code: "47-2031",
    trade: "carpentry",
    length: "3–4 years",
    why: "Many carpenters also learn on the job without a formal apprenticeship.",
    example: { from: "47-2061.00", to: "47-2031.00", mentions: ["carpentry apprenticeship"] },
  }),
  {
    code: "47-2073",
    steps: [
      {
        kind: "apprenticeship",
        name: "an operating engineer apprenticeship, or training on the job",
        length: "3–4 years",
        heldBy: ["47-2073"],
      },
      {
        kind: "licence",
        name: "a commercial driver's licence (CDL) to move equipment on public roads, which many employers ask for",
        length: null,
        heldBy: CDL_HOLDERS,
      },
    ],
    why: `${TRADE_WHY} Crane operators also need crane certification (OSHA).`,
    example: { from: "47-2061.00", to: "47-2073.00", mentions: ["operating engineer apprenticeship", "CDL"] },
  },
  {
    code: "47-2111",
    steps: [
      buildApprenticeshipStep({ trade: "electrician", length: "4–5 years", heldBy: ["47-2111"] }),
      {
        kind: "licence",
        name: "a state or local journeyman electrician licence in most states (an exam on the National Electrical Code)",
        length: null,
        heldBy: ["47-2111"],
      },
    ],
    why: `${TRADE_WHY} State electrical boards. A second licensed trade means a second apprenticeship.`,
    example: {
      from: "47-3013.00",
      to: "47-2111.00",
      mentions: ["electrician apprenticeship", "journeyman electrician licence"],
    },
  },
  buildTradeEntry({
    code: "47-2121",
    trade: "glazier",
    length: "3–4 years",
    example: { from: "47-2061.00", to: "47-2121.00", mentions: ["glazier apprenticeship"] },
  }),
  buildTradeEntry({
    code: "47-2132",
    trade: "mechanical insulator",
    length: "4–5 years",
    example: { from: "47-2131.00", to: "47-2132.00", mentions: ["mechanical insulator apprenticeship"] },
  }),
  {
    code: "47-2152",
    steps: [
      buildApprenticeshipStep({
        trade: "plumber, pipefitter or steamfitter",
        length: "4–5 years",
        heldBy: ["47-2152"],
      }),
      {
        kind: "licence",
        name: "a journeyman plumber licence in most states (pipefitters need one in some)",
        length: null,
        heldBy: ["47-2152"],
      },
    ],
    why: `${TRADE_WHY} State plumbing boards. An electrician's licence does not carry over.`,
    example: {
      from: "47-2111.00",
      to: "47-2152.00",
      mentions: ["plumber, pipefitter or steamfitter apprenticeship", "journeyman plumber licence"],
    },
  },
  buildTradeEntry({
    code: "47-2171",
    trade: "reinforcing ironworker",
    length: "3–4 years",
    example: { from: "47-2061.00", to: "47-2171.00", mentions: ["reinforcing ironworker apprenticeship"] },
  }),
  buildTradeEntry({
    code: "47-2211",
    trade: "sheet metal",
    length: "4–5 years",
    example: { from: "51-2041.00", to: "47-2211.00", mentions: ["sheet metal apprenticeship"] },
  }),
  buildTradeEntry({
    code: "47-2221",
    trade: "ironworker",
    length: "3–4 years",
    example: { from: "51-4121.00", to: "47-2221.00", mentions: ["ironworker apprenticeship"] },
  }),
  {
    code: "47-2231.00",
    steps: [
      {
        kind: "training",
        name: "a solar installation course or on-the-job training with an installer",
        length: "a few months",
        heldBy: ["47-1011.03"],
      },
      {
        kind: "certification",
        name: "the NABCEP PV Associate credential, which many installers ask for",
        length: null,
      },
    ],
    why: `${OOH}; NABCEP. Some states require an electrical licence for the wiring work.`,
    example: { from: "47-2061.00", mentions: ["solar installation course", "NABCEP"] },
  },
  {
    code: "47-4011",
    steps: [
      buildExperienceStep({
        name: "years in a construction trade or as a construction supervisor",
        years: 5,
        length: "5+ years",
        heldBy: ["47-1011", "47-2", "11-9021"],
      }),
      {
        kind: "certification",
        name: "ICC inspector certification for the codes you will inspect, which most jurisdictions require (home inspectors need a state licence in most states)",
        length: "a few months of study",
      },
    ],
    why: `${OOH}; the International Code Council and state home inspector boards.`,
    example: { from: "47-2111.00", to: "47-4011.00", mentions: ["ICC"], omits: ["construction trade"] },
  },
  {
    code: "47-4011.01",
    steps: [
      buildExperienceStep({
        name: "experience in construction, insulation or heating and cooling work",
        years: 2,
        length: "1–3 years",
        heldBy: ["47-2", "49-9021", "47-4011", "47-4099.03"],
      }),
      {
        kind: "certification",
        name: "a building science certification such as BPI Building Analyst or RESNET HERS Rater",
        length: "a few weeks",
      },
    ],
    why: `${OOH}; BPI and RESNET.`,
    example: { from: "49-9021.00", mentions: ["BPI Building Analyst"], omits: ["heating and cooling"] },
  },
  {
    code: "47-4021",
    steps: [
      buildApprenticeshipStep({ trade: "elevator mechanic", length: "about 4 years", heldBy: ["47-4021"] }),
      { kind: "licence", name: "a state elevator mechanic licence (most states)", length: null, heldBy: ["47-4021"] },
    ],
    why: `${TRADE_WHY} NEIEP and state elevator safety boards.`,
    example: {
      from: "47-2111.00",
      to: "47-4021.00",
      mentions: ["elevator mechanic apprenticeship", "elevator mechanic licence"],
    },
  },
  {
    code: "47-4041.00",
    steps: [
      { kind: "training", name: "OSHA's 40-hour HAZWOPER training", length: "1 week" },
      {
        kind: "licence",
        name: "a state asbestos or lead abatement worker licence for that work",
        length: null,
      },
    ],
    why: `${OOH}; OSHA 29 CFR 1910.120 and EPA/state abatement rules.`,
    example: { from: "47-2061.00", mentions: ["HAZWOPER"] },
  },
  {
    code: "47-4051.00",
    steps: [
      {
        kind: "licence",
        name: "a commercial driver's licence (CDL), usually Class B, to drive the trucks and plows",
        length: null,
        heldBy: CDL_HOLDERS,
      },
    ],
    why: `${OOH}; BLS ORS finds about two thirds need a licence, and it is the CDL.`,
    example: { from: "37-3011.00", mentions: ["commercial driver's licence"] },
  },
];

const ELECTRONICS_PROGRAMME: EntryStep = {
  kind: "programme",
  name: "a postsecondary programme in electronics or electrical technology (military training also counts)",
  length: "1–2 years",
  heldBy: ["49-2093", "49-2094", "49-2095", "17-3023"],
};

const repair: readonly EntryRequirement[] = [
  {
    code: "49-2011.00",
    steps: [
      {
        kind: "certification",
        name: "electronics training or a certification such as CompTIA A+",
        length: "a few months",
      },
    ],
    why: OOH,
    example: { from: "43-9071.00", mentions: ["CompTIA A+"] },
  },
  {
    code: "49-2022.00",
    steps: [
      {
        kind: "programme",
        name: "a postsecondary programme in electronics, telecommunications or computer networking",
        length: "1–2 years",
        heldBy: ["49-2", "17-3023"],
      },
    ],
    why: OOH,
    example: { from: "49-9052.00", mentions: ["electronics, telecommunications"] },
  },
  {
    code: "49-2091.00",
    steps: [
      {
        kind: "programme",
        name: "an FAA-approved aviation maintenance or avionics programme",
        length: "1–2 years",
        heldBy: ["49-3011"],
      },
      {
        kind: "licence",
        name: "the FCC General Radiotelephone Operator License (many also hold the FAA mechanic certificate)",
        length: null,
      },
    ],
    why: `${OOH}; FAA and FCC.`,
    example: { from: "49-2094.00", mentions: ["avionics programme", "General Radiotelephone"] },
  },
  {
    code: "49-2093.00",
    steps: [ELECTRONICS_PROGRAMME],
    why: `${OOH}. BLS lists a postsecondary award and long training on the job.`,
    example: { from: "49-3023.00", mentions: ["electronics or electrical technology"] },
  },
  {
    code: "49-2094.00",
    steps: [ELECTRONICS_PROGRAMME],
    why: `${OOH}. BLS lists a postsecondary award and long training on the job.`,
    example: { from: "49-9071.00", mentions: ["electronics or electrical technology"] },
  },
  {
    code: "49-2095.00",
    steps: [
      ELECTRONICS_PROGRAMME,
      buildExperienceStep({
        name: "experience in electrical work, often as an electrician or lineworker",
        years: 2,
        length: "1–3 years",
        heldBy: ["47-2111", "49-2094", "49-2095", "49-9051"],
      }),
    ],
    why: `${OOH}; BLS Table 1.2 experience figure.`,
    example: {
      from: "47-2111.00",
      mentions: ["electronics or electrical technology"],
      omits: ["experience in electrical work"],
    },
  },
  {
    code: "49-3011",
    steps: [
      {
        kind: "programme",
        name: "an FAA-approved aviation maintenance technician school (Part 147), or 30 months of supervised work on airframes and engines",
        length: "18–30 months",
        heldBy: ["49-3011"],
      },
      {
        kind: "licence",
        name: "the FAA written, oral and practical exams for the Airframe and Powerplant (A&P) mechanic certificate",
        length: null,
        heldBy: ["49-3011"],
      },
    ],
    why: `${OOH}; FAA 14 CFR Part 65. A car or diesel mechanic's experience does not count toward it.`,
    example: {
      from: "49-3023.00",
      to: "49-3011.00",
      mentions: ["aviation maintenance technician school", "Airframe and Powerplant"],
    },
  },
  {
    code: "49-3021.00",
    steps: [
      {
        kind: "training",
        name: "a collision repair programme or on-the-job training in a body shop",
        length: "1–3 years",
      },
      {
        kind: "certification",
        name: "I-CAR training and ASE collision certifications, which many shops ask for",
        length: null,
      },
    ],
    why: `${OOH}; I-CAR and ASE.`,
    example: { from: "49-3093.00", mentions: ["collision repair programme", "I-CAR"] },
  },
  {
    code: "49-3023",
    steps: [
      {
        kind: "programme",
        name: "an automotive technology programme (certificate or associate's)",
        length: "6 months–2 years",
        heldBy: ["49-3023"],
      },
      {
        kind: "certification",
        name: "ASE certifications (after 1–2 years on the job) and EPA Section 609 certification for air-conditioning work",
        length: null,
        heldBy: ["49-3023"],
      },
    ],
    why: `${OOH}; ASE and EPA (Clean Air Act Section 609).`,
    example: { from: "49-3093.00", to: "49-3023.00", mentions: ["automotive technology programme", "ASE"] },
  },
  {
    code: "49-3031",
    steps: [
      {
        kind: "programme",
        name: "a diesel technology programme (certificate or associate's), or long training on the job",
        length: "1–2 years",
        heldBy: ["49-3031", "49-3042"],
      },
      { kind: "certification", name: "ASE medium and heavy truck certifications", length: null, heldBy: ["49-3031"] },
    ],
    why: `${OOH}; ASE. Some employers also want a CDL to road-test trucks.`,
    example: { from: "49-3023.00", to: "49-3031.00", mentions: ["diesel technology programme", "heavy truck"] },
  },
  {
    code: "49-3042",
    steps: [
      {
        kind: "programme",
        name: "a diesel or heavy equipment technology programme, or 3–4 years learning on the job",
        length: "1–4 years",
        heldBy: ["49-3031", "49-3042", "49-3041"],
      },
    ],
    why: OOH,
    example: { from: "47-2073.00", to: "49-3042.00", mentions: ["heavy equipment technology"] },
  },
  {
    code: "49-9021",
    steps: [
      {
        kind: "programme",
        name: "an HVACR programme (certificate or associate's) or a registered HVAC apprenticeship",
        length: "6 months–5 years",
        heldBy: ["49-9021"],
      },
      {
        kind: "certification",
        name: "EPA Section 608 certification to handle refrigerants (federal law)",
        length: null,
        heldBy: ["49-9021"],
      },
      {
        kind: "licence",
        name: "a state or local HVAC licence, in the many states that require one",
        length: null,
        heldBy: ["49-9021"],
      },
    ],
    why: `${OOH}; EPA (Clean Air Act Section 608) and state contractor boards.`,
    example: { from: "49-9071.00", to: "49-9021.00", mentions: ["HVACR programme", "Section 608"] },
  },
  {
    code: "49-9041",
    steps: [
      {
        kind: "apprenticeship",
        name: "an industrial maintenance apprenticeship, an associate's in industrial maintenance, or years learning on the job",
        length: "2–4 years",
        heldBy: ["49-9041", "49-9043", "49-9044"],
      },
    ],
    why: OOH,
    example: { from: "51-2092.00", to: "49-9041.00", mentions: ["industrial maintenance"] },
  },
  {
    code: "49-9043.00",
    steps: [
      {
        kind: "training",
        name: "on-the-job training in machine upkeep, often with a technical course in industrial maintenance",
        length: "1–2 years",
        heldBy: ["49-9041", "49-9043", "49-9044"],
      },
    ],
    why: `${OOH}. BLS counts this as long-term training on the job.`,
    example: { from: "51-9111.00", mentions: ["machine upkeep"] },
  },
  buildTradeEntry({
    code: "49-9044",
    trade: "millwright",
    length: "about 4 years",
    example: { from: "49-9071.00", to: "49-9044.00", mentions: ["millwright apprenticeship"] },
  }),
  {
    code: "49-9051",
    steps: [
      buildApprenticeshipStep({ trade: "electrical lineworker", length: "3–4 years", heldBy: ["49-9051"] }),
      {
        kind: "licence",
        name: "a commercial driver's licence (CDL), usually Class A, to drive bucket and line trucks",
        length: null,
        heldBy: ["49-9051", ...CDL_HOLDERS],
      },
    ],
    why: `${TRADE_WHY} Utilities' lineworker programmes; BLS ORS finds two thirds need a licence, which is the CDL.`,
    example: { from: "47-2111.00", to: "49-9051.00", mentions: ["lineworker apprenticeship", "CDL"] },
  },
  {
    code: "49-9052",
    steps: [
      {
        kind: "apprenticeship",
        name: "a telecommunications line installer apprenticeship or on-the-job training",
        length: "1–3 years",
        heldBy: ["49-9052"],
      },
      {
        kind: "licence",
        name: "a commercial driver's licence (CDL), which many employers ask for",
        length: null,
        heldBy: ["49-9051", ...CDL_HOLDERS],
      },
    ],
    why: TRADE_WHY,
    example: { from: "49-2022.00", to: "49-9052.00", mentions: ["line installer apprenticeship"] },
  },
  {
    code: "49-9062.00",
    steps: [
      {
        kind: "degree",
        name: "an associate's degree in biomedical equipment technology or electronics (military training also counts)",
        length: "2 years",
        level: "associate",
        heldBy: ["49-2093", "49-2094", "49-2095", "17-3023"],
      },
    ],
    why: `${OOH}; AAMI's CBET certification is voluntary.`,
    example: { from: "49-2011.00", mentions: ["biomedical equipment technology"] },
  },
  {
    code: "49-9081.00",
    steps: [
      {
        kind: "programme",
        name: "a wind energy technician programme (certificate or associate's)",
        length: "1–2 years",
      },
      {
        kind: "certification",
        name: "GWO basic safety training (working at heights, first aid, fire awareness)",
        length: "about 1 week",
      },
    ],
    why: `${OOH}; the Global Wind Organisation's standards.`,
    example: { from: "49-9071.00", mentions: ["wind energy technician programme", "GWO"] },
  },
  {
    code: "49-9092.00",
    steps: [
      { kind: "programme", name: "a commercial diving school", length: "about 5–7 months" },
      { kind: "certification", name: "ADCI commercial diver certification", length: null },
    ],
    why: `${OOH}; ADCI.`,
    example: { from: "51-4121.00", mentions: ["commercial diving school"] },
  },
];

/** Construction trades, inspectors, and installation, maintenance and repair occupations with a credential. */
export const TRADES_ENTRY_REQUIREMENTS: readonly EntryRequirement[] = [...construction, ...repair];
