import type { EntryRequirement } from "./catalogue-types";
import { OOH, buildBachelorStep, buildExperienceStep } from "./entry-requirement-steps";

/**
 * What it takes to enter the licensed sales occupations (insurance, securities, real estate) and the
 * office occupations with a credential or a ladder (SOC 41, 43). Licences here are short courses
 * and exams, not degrees, and the move card should say exactly which.
 */

const sales: readonly EntryRequirement[] = [
  {
    code: "41-3021.00",
    steps: [
      {
        kind: "training",
        name: "a pre-licensing course for each line of insurance (often 20–40 hours)",
        length: "1–4 weeks",
      },
      {
        kind: "licence",
        name: "a state insurance producer licence for each line you sell (life and health, property and casualty)",
        length: null,
      },
    ],
    why: `${OOH}; state insurance departments and NAIC licensing rules.`,
    example: { from: "43-9041.00", mentions: ["pre-licensing course", "insurance producer licence"] },
  },
  {
    code: "41-3031.00",
    steps: [
      buildBachelorStep("finance, economics or business"),
      { kind: "exam", name: "the FINRA Securities Industry Essentials (SIE) exam", length: null, heldBy: ["13-2052"] },
      {
        kind: "licence",
        name: "sponsorship by a FINRA member firm and the Series 7 exam, plus the Series 63 or 66 state exam",
        length: null,
      },
    ],
    why: `${OOH}; FINRA and NASAA qualification exams.`,
    example: { from: "43-3071.00", mentions: ["Securities Industry Essentials", "Series 7", "bachelor's degree"] },
  },
  {
    code: "41-4011",
    steps: [buildBachelorStep("engineering, a science or business, matched to the products sold")],
    why: `${OOH}. Technical products sell best with a degree in the field; the field is open where the product is simple.`,
    example: { from: "41-4012.00", to: "41-4011.00", mentions: ["bachelor's degree"] },
  },
  {
    code: "41-9021.00",
    steps: [
      { kind: "licence", name: "a real estate salesperson licence", length: null, heldBy: ["41-902"] },
      buildExperienceStep({
        name: "experience as a licensed sales agent, for the period the state requires",
        years: 2,
        length: "2–3 years",
        heldBy: ["41-902"],
      }),
      { kind: "training", name: "broker pre-licensing courses (often 60–90 hours or more)", length: "a few months" },
      { kind: "licence", name: "the state broker exam and a real estate broker licence", length: null },
    ],
    why: `${OOH}; state real estate commissions. The data hid this rung behind an exposure rule.`,
    example: {
      from: "41-9022.00",
      mentions: ["broker pre-licensing", "broker licence"],
      omits: ["salesperson licence", "licensed sales agent"],
    },
  },
  {
    code: "41-9022.00",
    steps: [
      {
        kind: "training",
        name: "the state's real estate pre-licensing courses (often 60–180 hours)",
        length: "1–4 months",
      },
      {
        kind: "licence",
        name: "the state real estate salesperson exam and licence, working under a broker",
        length: null,
      },
    ],
    why: `${OOH}; state real estate commissions.`,
    example: { from: "43-6014.00", mentions: ["pre-licensing", "salesperson"] },
  },
  {
    code: "41-9031.00",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in engineering or a related science",
        length: "4 years",
        level: "bachelor",
        heldBy: ["17-2"],
      },
    ],
    why: `${OOH}. Sales engineers explain the product's engineering; a business degree does not count.`,
    example: { from: "41-4011.00", mentions: ["bachelor's degree in engineering"] },
  },
];

const office: readonly EntryRequirement[] = [
  {
    code: "43-3031.00",
    steps: [
      {
        kind: "programme",
        name: "college courses in accounting or bookkeeping (a certificate or some college)",
        length: "6 months–2 years",
        heldBy: ["43-3051", "13-2011", "13-2082"],
      },
    ],
    why: `${OOH}. Bookkeeper certifications (AIPB, NACPB) are voluntary.`,
    example: { from: "43-9061.00", mentions: ["accounting or bookkeeping"] },
  },
  {
    code: "43-4031.00",
    steps: [
      {
        kind: "training",
        name: "on-the-job training in court or licensing procedures, often after a civil service exam",
        length: "about 1 year",
      },
    ],
    why: `${OOH}. BLS counts the training as long-term; local governments hire through civil service rules.`,
    example: { from: "43-9061.00", mentions: ["court or licensing procedures"] },
  },
  {
    code: "43-4161.00",
    steps: [
      {
        kind: "degree",
        name: "an associate's degree, often in human resources or business",
        length: "2 years",
        level: "associate",
        anyField: true,
      },
    ],
    why: OOH,
    example: { from: "43-4171.00", mentions: ["associate's degree"] },
  },
  {
    code: "43-5031.00",
    steps: [
      {
        kind: "training",
        name: "the agency's call-taking and dispatch training, often with APCO or NENA courses and emergency medical dispatch (EMD) certification",
        length: "a few months",
      },
      {
        kind: "licence",
        name: "a state 911 telecommunicator certification, in the many states that require one",
        length: null,
      },
    ],
    why: `${OOH}; APCO, NENA and state 911 boards.`,
    example: { from: "43-5032.00", mentions: ["emergency medical dispatch", "telecommunicator certification"] },
  },
  {
    code: "43-6011.00",
    steps: [
      buildExperienceStep({
        name: "years as an administrative assistant supporting managers or executives",
        years: 3,
        length: "2–5 years",
        // Legal and medical secretaries support lawyers and patients, not executives: the years are new to them.
        heldBy: ["43-6014"],
      }),
    ],
    why: `${OOH}; BLS Table 1.2 experience figure. Executives hire assistants who have run an office.`,
    example: { from: "43-4171.00", mentions: ["administrative assistant"] },
  },
];

/** Insurance, securities and real estate sales, sales engineers, and office roles with a credential or ladder. */
export const SALES_OFFICE_ENTRY_REQUIREMENTS: readonly EntryRequirement[] = [...sales, ...office];
