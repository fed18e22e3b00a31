import type { EntryRequirement } from "./catalogue-types";
import { OOH, buildExperienceStep, buildSupervisorEntry } from "./entry-requirement-steps";

/**
 * What it takes to become a first-line supervisor (SOC xx-1xxx outside management): years in the
 * work supervised, which the people doing that work already have, plus the licence the crew itself
 * needs where there is one. A payroll clerk is not a route into supervising construction trades;
 * these entries make the move card say so.
 */

const FOOD_MANAGER_CERTIFICATION = {
  kind: "certification",
  name: "a food protection manager certification (such as ServSafe Manager), which many states and employers require",
  length: null,
} as const;

const serviceAndSales: readonly EntryRequirement[] = [
  {
    code: "35-1011.00",
    steps: [
      buildExperienceStep({
        name: "years cooking in restaurant kitchens, working up through the stations",
        years: 5,
        length: "5+ years",
        heldBy: ["35-2012", "35-2013", "35-2014"],
      }),
      FOOD_MANAGER_CERTIFICATION,
    ],
    why: `${OOH}; BLS Table 1.2 experience figure. Culinary school (a certificate or associate's) helps but kitchens promote on skill; the FDA Food Code asks for a certified food protection manager.`,
    example: { from: "35-2014.00", mentions: ["food protection manager"], omits: ["cooking in restaurant kitchens"] },
  },
  buildSupervisorEntry({
    code: "35-1012.00",
    work: "restaurant or food service work",
    years: 2,
    length: "1–3 years",
    heldBy: ["35-2", "35-3", "35-9"],
    extra: [FOOD_MANAGER_CERTIFICATION],
    why: "The FDA Food Code asks for a certified food protection manager on site.",
    example: { from: "43-4051.00", mentions: ["restaurant or food service work", "food protection manager"] },
  }),
  buildSupervisorEntry({
    code: "37-1011.00",
    work: "cleaning or housekeeping work",
    years: 2,
    length: "1–3 years",
    heldBy: ["37-2011", "37-2012"],
    why: "Supervisors come up from the cleaning crews they run.",
    example: { from: "41-1011.00", mentions: ["cleaning or housekeeping"] },
  }),
  buildSupervisorEntry({
    code: "37-1012.00",
    work: "landscaping or grounds work",
    years: 2,
    length: "1–3 years",
    heldBy: ["37-3"],
    extra: [
      {
        kind: "licence",
        name: "a state pesticide applicator licence, where the crew applies pesticides",
        length: null,
        heldBy: ["37-3012"],
      },
    ],
    why: "State agriculture departments certify commercial pesticide applicators.",
    example: { from: "43-9061.00", mentions: ["landscaping or grounds work"] },
  }),
  buildSupervisorEntry({
    code: "39-1013.00",
    work: "casino gaming work, such as dealing or cage work",
    years: 2,
    length: "1–3 years",
    heldBy: ["39-301", "41-2012", "43-3041"],
    extra: [
      {
        kind: "licence",
        name: "a state gaming licence",
        length: null,
        heldBy: ["39-301", "41-2012", "43-3041", "33-9031"],
      },
    ],
    why: "State gaming commissions license casino employees.",
    example: { from: "43-3071.00", mentions: ["casino gaming work", "gaming licence"] },
  }),
  buildSupervisorEntry({
    code: "39-1014.00",
    work: "recreation or entertainment work",
    years: 2,
    length: "1–3 years",
    heldBy: ["39-3", "39-9032"],
    why: "Supervisors come up from the attendants and recreation workers they run.",
    example: { from: "41-2031.00", mentions: ["recreation or entertainment work"] },
  }),
  buildSupervisorEntry({
    code: "39-1022.00",
    work: "the personal service supervised (salon, spa, fitness or childcare work)",
    years: 2,
    length: "1–3 years",
    heldBy: ["39-5", "39-9"],
    why: "In salons the supervisor usually holds the same cosmetology licence as the staff.",
    example: { from: "41-1011.00", mentions: ["personal service"] },
  }),
  buildSupervisorEntry({
    code: "41-1011.00",
    work: "retail sales",
    years: 2,
    length: "1–3 years",
    heldBy: ["41-2"],
    why: "Stores promote from the sales floor.",
    example: { from: "43-5071.00", mentions: ["retail sales"] },
  }),
  buildSupervisorEntry({
    code: "41-1012.00",
    work: "the sales work supervised",
    years: 3,
    length: "2–5 years",
    heldBy: ["41-3", "41-4", "41-9"],
    why: "Sales teams are led by people who sold.",
    example: { from: "43-4051.00", mentions: ["sales work"] },
  }),
  buildSupervisorEntry({
    code: "43-1011.00",
    work: "the office or administrative work supervised",
    years: 2,
    length: "1–3 years",
    heldBy: ["43-2", "43-3", "43-4", "43-5", "43-6", "43-9"],
    why: "Offices promote experienced clerks and assistants.",
    example: { from: "41-2031.00", mentions: ["office or administrative work"] },
  }),
];

const protectiveService: readonly EntryRequirement[] = [
  {
    code: "33-1011.00",
    steps: [
      {
        kind: "training",
        name: "the correctional officer academy and the state's certification",
        length: "several weeks",
        heldBy: ["33-3012"],
      },
      buildExperienceStep({
        name: "years as a correctional officer, then the promotional exam",
        years: 3,
        length: "2–5 years",
        heldBy: ["33-3012"],
      }),
    ],
    why: `${OOH}; state corrections departments' promotion rules.`,
    example: { from: "33-9032.00", mentions: ["correctional officer academy", "years as a correctional officer"] },
  },
  {
    code: "33-1012.00",
    steps: [
      {
        kind: "licence",
        name: "police academy training and the state's peace officer (POST) certification",
        length: "about 6 months",
        heldBy: ["33-3021", "33-3051", "33-3052"],
      },
      buildExperienceStep({
        name: "years as a police officer, then the promotional exam",
        years: 4,
        length: "3–5 years",
        heldBy: ["33-3021", "33-3051", "33-3052"],
      }),
    ],
    why: `${OOH}; state POST commissions. Sergeants are promoted from sworn officers; nobody enters at this rank.`,
    example: { from: "33-9032.00", mentions: ["police academy", "years as a police officer"] },
  },
  {
    code: "33-1021.00",
    steps: [
      {
        kind: "certification",
        name: "fire academy training with Firefighter I and II and EMT certification",
        length: "3–6 months",
        heldBy: ["33-2011", "33-2021"],
      },
      buildExperienceStep({
        name: "years as a firefighter, then the promotional exam",
        years: 4,
        length: "3–5 years",
        heldBy: ["33-2011"],
      }),
      { kind: "certification", name: "Fire Officer I certification", length: "about 1 month of coursework" },
    ],
    why: `${OOH}; NFPA 1021 fire officer standards and state fire training agencies.`,
    example: { from: "33-2011.00", mentions: ["Fire Officer I"], omits: ["years as a firefighter"] },
  },
  buildSupervisorEntry({
    code: "33-1091.00",
    work: "security work",
    years: 2,
    length: "1–3 years",
    heldBy: ["33-9031", "33-9032", "33-9099.02"],
    extra: [
      {
        kind: "licence",
        name: "a state security guard licence or registration (most states)",
        length: null,
        heldBy: ["33-9032"],
      },
    ],
    why: "State private security boards license guards and their supervisors.",
    example: { from: "41-1011.00", mentions: ["security work", "security guard licence"] },
  }),
];

const tradesAndProduction: readonly EntryRequirement[] = [
  buildSupervisorEntry({
    code: "45-1011.00",
    work: "farm, nursery, fishing or forestry work",
    years: 2,
    length: "1–3 years",
    heldBy: ["45-2", "45-3", "45-4"],
    why: "Crews are led by experienced farm and forest workers.",
    example: { from: "43-5071.00", mentions: ["farm, nursery"] },
  }),
  buildSupervisorEntry({
    code: "47-1011",
    work: "a construction trade",
    years: 5,
    length: "5+ years",
    heldBy: ["47-2", "47-3", "47-4", "47-5"],
    extra: [{ kind: "training", name: "OSHA 30-hour construction safety training", length: "30 hours" }],
    why: "Supervisors come up through a trade; a payroll or office background is not a route in.",
    example: { from: "43-3051.00", to: "47-1011.00", mentions: ["a construction trade", "OSHA 30-hour"] },
  }),
  {
    code: "47-1011.03",
    steps: [
      buildExperienceStep({
        name: "years installing solar or electrical systems, usually as a lead installer",
        years: 5,
        length: "3–5+ years",
        heldBy: ["47-2231", "47-2111", "47-1011"],
      }),
      {
        kind: "certification",
        name: "the NABCEP PV Installation Professional certification, which many employers and incentive programmes ask for",
        length: null,
      },
    ],
    why: `${OOH}; NABCEP. Many states also require an electrical or solar contractor licence for the company.`,
    example: { from: "47-2111.00", mentions: ["NABCEP"], omits: ["installing solar or electrical systems"] },
  },
  buildSupervisorEntry({
    code: "49-1011.00",
    work: "installation, maintenance or repair work",
    years: 3,
    length: "2–5 years",
    heldBy: ["49-2", "49-3", "49-9"],
    why: "Shops and plants promote experienced mechanics and technicians.",
    example: { from: "43-3051.00", mentions: ["installation, maintenance or repair"] },
  }),
  buildSupervisorEntry({
    code: "51-1011.00",
    work: "production work",
    years: 3,
    length: "2–5 years",
    heldBy: ["51-2", "51-3", "51-4", "51-5", "51-6", "51-7", "51-8", "51-9"],
    why: "Plants promote experienced operators and assemblers; some hire graduates in industrial management.",
    example: { from: "41-1011.00", mentions: ["production work"] },
  }),
  buildSupervisorEntry({
    code: "53-1",
    work: "the transportation or material-moving work supervised",
    years: 2,
    length: "1–3 years",
    heldBy: ["53-2", "53-3", "53-4", "53-5", "53-6", "53-7"],
    why: "Supervisors come up from the crews and drivers they run.",
    example: { from: "43-4051.00", to: "53-1049.00", mentions: ["transportation or material-moving"] },
  }),
  buildSupervisorEntry({
    code: "53-1041.00",
    work: "aircraft ground handling or cargo loading",
    years: 2,
    length: "1–3 years",
    heldBy: ["53-6032", "53-7051", "53-7062"],
    why: "Cargo supervisors come up from ramp and cargo crews.",
    example: { from: "43-5032.00", mentions: ["cargo loading"] },
  }),
  buildSupervisorEntry({
    code: "53-1042",
    work: "warehouse, freight or material-moving work",
    years: 2,
    length: "1–3 years",
    heldBy: ["53-7", "43-5071"],
    why: "Warehouses promote experienced pickers, loaders and clerks.",
    example: { from: "43-5032.00", to: "53-1042.00", mentions: ["warehouse, freight"] },
  }),
  buildSupervisorEntry({
    code: "53-1043.00",
    work: "driving or operating the vehicles and machines supervised",
    years: 2,
    length: "1–3 years",
    heldBy: ["53-3", "53-7021", "53-7051", "53-7062"],
    why: "Supervisors come up from the drivers and operators they run.",
    example: { from: "41-1011.00", mentions: ["driving or operating"] },
  }),
  buildSupervisorEntry({
    code: "53-1044.00",
    work: "passenger service, such as flight attendant or rail passenger work",
    years: 2,
    length: "1–3 years",
    heldBy: ["53-2031", "53-6061"],
    why: "Airlines and railways promote lead flight attendants and attendants.",
    example: { from: "43-4181.00", mentions: ["passenger service"] },
  }),
];

/** First-line supervisors in service, sales, office, protective, farm, trades, production and transport work. */
export const SUPERVISOR_ENTRY_REQUIREMENTS: readonly EntryRequirement[] = [
  ...serviceAndSales,
  ...protectiveService,
  ...tradesAndProduction,
];
