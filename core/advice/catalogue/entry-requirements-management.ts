import type { CodeOrPrefix, EntryRequirement } from "./catalogue-types";
import { OOH, buildBachelorStep, buildExperienceStep } from "./entry-requirement-steps";

/**
 * What it takes to become a manager (SOC 11): usually a bachelor's degree, often in any field, and
 * years in the work managed. The years are the real requirement: BLS gives "Less than 5 years" or
 * "5 years or more" of related experience, and `heldBy` names the jobs that give it.
 */

const MANAGER_WHY = `${OOH}; BLS Table 1.2 experience figure.`;

/** Managers and first-line supervisors of every field. */
const SUPERVISORS_AND_MANAGERS: readonly CodeOrPrefix[] = [
  "11-1",
  "11-2",
  "11-3",
  "11-9",
  "33-1",
  "35-1",
  "37-1",
  "39-1",
  "41-1",
  "43-1",
  "45-1",
  "47-1",
  "49-1",
  "51-1",
  "53-1",
];
const MANAGERS: readonly CodeOrPrefix[] = ["11-1", "11-2", "11-3", "11-9"];

const general: readonly EntryRequirement[] = [
  {
    code: "11-1011",
    steps: [
      buildBachelorStep("business administration (many also hold an MBA)"),
      buildExperienceStep({
        name: "years as a senior manager (most chief executives have 10 or more)",
        years: 5,
        length: "5–15 years",
        heldBy: MANAGERS,
      }),
    ],
    why: `${MANAGER_WHY} A top job is reached through management, not from an analyst's desk.`,
    example: { from: "13-2031.00", to: "11-1011.00", mentions: ["senior manager"] },
  },
  {
    code: "11-1021.00",
    steps: [
      buildBachelorStep("business administration or the industry's own field"),
      buildExperienceStep({
        name: "years in the business, usually as a supervisor or department manager",
        years: 5,
        length: "5+ years",
        heldBy: SUPERVISORS_AND_MANAGERS,
      }),
    ],
    why: MANAGER_WHY,
    example: { from: "41-9022.00", mentions: ["bachelor's degree", "supervisor or department manager"] },
  },
  {
    code: "11-2011.00",
    steps: [
      buildBachelorStep("advertising, marketing or journalism"),
      buildExperienceStep({
        name: "years of experience in advertising, marketing or media sales",
        years: 3,
        length: "3–5 years",
        heldBy: ["13-1161", "27-1011", "27-3031", "41-3011", "11-2021"],
      }),
    ],
    why: MANAGER_WHY,
    example: { from: "27-3043.00", mentions: ["experience in advertising"], omits: ["bachelor's degree"] },
  },
  {
    code: "11-2021.00",
    steps: [
      buildBachelorStep("marketing or business"),
      buildExperienceStep({
        name: "years of experience in marketing, advertising, sales or public relations",
        years: 5,
        length: "5+ years",
        heldBy: ["13-1161", "27-3031", "11-2011", "11-2022", "11-2032", "41-3011", "41-4011", "41-4012"],
      }),
    ],
    why: `${MANAGER_WHY} The data offered it to a junior analyst with no marketing years.`,
    example: { from: "15-2051.01", mentions: ["years of experience in marketing"], omits: ["bachelor's degree"] },
  },
  {
    code: "11-2022.00",
    steps: [
      buildBachelorStep("business or marketing"),
      buildExperienceStep({
        name: "years as a sales representative, with a record of meeting targets",
        years: 3,
        length: "2–5 years",
        heldBy: ["41-1012", "41-3", "41-4", "41-9021", "41-9022", "41-9031", "11-2021"],
      }),
    ],
    why: MANAGER_WHY,
    example: { from: "43-4051.00", mentions: ["sales representative", "bachelor's degree"] },
  },
  {
    code: "11-2032.00",
    steps: [
      buildBachelorStep("public relations, communications or journalism"),
      buildExperienceStep({
        name: "years in public relations or communications",
        years: 5,
        length: "5+ years",
        heldBy: ["27-3031", "27-3041", "27-3023", "11-2021"],
      }),
    ],
    why: MANAGER_WHY,
    example: { from: "27-3043.00", mentions: ["public relations"], omits: ["bachelor's degree"] },
  },
  {
    code: "11-2033.00",
    steps: [
      buildBachelorStep(),
      buildExperienceStep({
        name: "years of fundraising",
        years: 5,
        length: "5+ years",
        heldBy: ["13-1131"],
      }),
    ],
    why: `${MANAGER_WHY} CFRE certification is common but voluntary.`,
    example: { from: "13-1121.00", mentions: ["fundraising"], omits: ["bachelor's degree"] },
  },
];

const operations: readonly EntryRequirement[] = [
  {
    code: "11-3012.00",
    steps: [
      buildBachelorStep("business or facility management"),
      buildExperienceStep({
        name: "years of experience running office services, often as an office supervisor",
        years: 3,
        length: "2–5 years",
        heldBy: ["43-1011", "43-6011", "11-3013"],
      }),
    ],
    why: MANAGER_WHY,
    example: { from: "43-6014.00", mentions: ["office supervisor", "bachelor's degree"] },
  },
  {
    code: "11-3013.00",
    steps: [
      buildBachelorStep("facility management, engineering or business"),
      buildExperienceStep({
        name: "years of experience in building operations or maintenance",
        years: 3,
        length: "3–5 years",
        heldBy: ["49-1011", "49-9071", "51-8021", "11-3012", "11-9141"],
      }),
    ],
    why: `${MANAGER_WHY} IFMA's FMP and CFM credentials are common but voluntary.`,
    example: { from: "49-9071.00", mentions: ["bachelor's degree"], omits: ["building operations"] },
  },
  {
    code: "11-3013.01",
    steps: [
      buildBachelorStep("criminal justice or security management"),
      buildExperienceStep({
        name: "years of experience in security, policing or the military",
        years: 3,
        length: "3–5 years",
        heldBy: ["33-1", "33-3", "33-9032", "13-1199.07", "11-9199.08"],
      }),
    ],
    why: `${MANAGER_WHY} ASIS's CPP certification is common for senior posts.`,
    example: { from: "33-9032.00", mentions: ["bachelor's degree"], omits: ["security, policing"] },
  },
  {
    code: "11-3021.00",
    steps: [
      buildBachelorStep("computer or information science"),
      buildExperienceStep({
        name: "years of experience in information technology (development, systems or analysis), often leading a team",
        years: 5,
        length: "5+ years",
        heldBy: ["15-12", "15-2051"],
      }),
    ],
    why: MANAGER_WHY,
    example: { from: "15-1232.00", mentions: ["bachelor's degree"], omits: ["experience in information technology"] },
  },
  {
    code: "11-3031",
    steps: [
      buildBachelorStep("finance, accounting, economics or business"),
      buildExperienceStep({
        name: "years in accounting, financial analysis, lending or other finance work",
        years: 5,
        length: "5+ years",
        heldBy: ["13-2", "11-3031"],
      }),
    ],
    why: MANAGER_WHY,
    example: {
      from: "43-3031.00",
      to: "11-3031.00",
      mentions: ["bachelor's degree", "accounting, financial analysis"],
    },
  },
  {
    code: "11-3031.01",
    steps: [
      buildBachelorStep("accounting or finance"),
      buildExperienceStep({
        name: "years in accounting or auditing",
        years: 5,
        length: "5+ years",
        heldBy: ["13-2011", "13-2031", "11-3031"],
      }),
      {
        kind: "certification",
        name: "a CPA licence, which most controller posts ask for",
        length: null,
        heldBy: ["13-2011"],
      },
    ],
    why: `${MANAGER_WHY} Controllers sign off financial statements; employers mostly want CPAs.`,
    example: { from: "43-3031.00", mentions: ["accounting or auditing", "CPA"] },
  },
  {
    code: "11-3031.03",
    steps: [
      buildBachelorStep("finance or economics"),
      buildExperienceStep({
        name: "years as an investment analyst or portfolio manager",
        years: 5,
        length: "5+ years",
        heldBy: ["13-2051", "13-2099.01", "11-3031.03"],
      }),
      {
        kind: "certification",
        name: "the CFA charter, which many fund employers expect",
        length: "2–4 years of study",
      },
    ],
    why: `${MANAGER_WHY} CFA Institute programme rules.`,
    example: { from: "13-2052.00", mentions: ["investment analyst", "CFA"], omits: ["bachelor's degree"] },
  },
  {
    code: "11-3051",
    steps: [
      buildBachelorStep("industrial engineering, business or industrial management"),
      buildExperienceStep({
        name: "years in manufacturing, usually as a production supervisor",
        years: 5,
        length: "5+ years",
        heldBy: ["51-1011", "17-2112", "11-3051"],
      }),
    ],
    why: MANAGER_WHY,
    example: { from: "51-2092.00", to: "11-3051.00", mentions: ["production supervisor", "bachelor's degree"] },
  },
  {
    code: "11-3061.00",
    steps: [
      buildBachelorStep("business, supply chain management or economics"),
      buildExperienceStep({
        name: "years as a buyer or purchasing agent",
        years: 5,
        length: "5+ years",
        heldBy: ["13-102"],
      }),
    ],
    why: MANAGER_WHY,
    example: { from: "43-3061.00", mentions: ["buyer or purchasing agent", "bachelor's degree"] },
  },
  {
    code: "11-3071.00",
    steps: [
      buildExperienceStep({
        name: "years in logistics, transport or warehousing, usually as a supervisor",
        years: 5,
        length: "5+ years",
        heldBy: ["53-1", "13-1081", "11-3071"],
      }),
    ],
    why: `${MANAGER_WHY} BLS lists a high school diploma; large employers increasingly prefer a bachelor's in logistics or business.`,
    example: { from: "43-5032.00", mentions: ["logistics, transport or warehousing"] },
  },
  {
    code: "11-3071.04",
    steps: [
      buildBachelorStep("supply chain management, logistics or business"),
      buildExperienceStep({
        name: "years of experience in logistics, purchasing or operations planning",
        years: 5,
        length: "5+ years",
        heldBy: ["13-1081", "13-102", "11-3061", "11-3071"],
      }),
    ],
    why: MANAGER_WHY,
    example: { from: "43-5061.00", mentions: ["bachelor's degree", "logistics, purchasing"] },
  },
  {
    code: "11-3111.00",
    steps: [
      buildBachelorStep("human resources or business"),
      buildExperienceStep({
        name: "years in compensation and benefits work",
        years: 5,
        length: "5+ years",
        heldBy: ["13-1141"],
      }),
    ],
    why: MANAGER_WHY,
    example: { from: "13-1071.00", mentions: ["compensation and benefits"], omits: ["bachelor's degree"] },
  },
  {
    code: "11-3121.00",
    steps: [
      buildBachelorStep("human resources or business"),
      buildExperienceStep({
        name: "years of experience in human resources work",
        years: 5,
        length: "5+ years",
        heldBy: ["13-1071", "13-1075", "13-1141", "13-1151", "11-3111", "11-3131"],
      }),
    ],
    why: MANAGER_WHY,
    example: { from: "43-4161.00", mentions: ["bachelor's degree", "experience in human resources"] },
  },
  {
    code: "11-3131.00",
    steps: [
      buildBachelorStep("human resources, education or business"),
      buildExperienceStep({
        name: "years in training and development work",
        years: 5,
        length: "5+ years",
        heldBy: ["13-1151"],
      }),
    ],
    why: MANAGER_WHY,
    example: { from: "25-2031.00", mentions: ["training and development"], omits: ["bachelor's degree"] },
  },
];

/** Chief executives, general managers and the managers of business functions. */
export const MANAGEMENT_ENTRY_REQUIREMENTS: readonly EntryRequirement[] = [...general, ...operations];
