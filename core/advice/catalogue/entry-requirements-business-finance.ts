import type { EntryRequirement } from "./catalogue-types";
import { OOH, buildBachelorStep, buildExperienceStep } from "./entry-requirement-steps";

/**
 * What it takes to enter the business and financial operations occupations (SOC 13). Most need a
 * bachelor's degree whose field is open; the entries say so. Where a field or a licence is the real
 * gate (accounting and the CPA, appraisal, adjusting, mortgage lending, tax preparation, customs
 * brokerage), they name it.
 */

const BUSINESS_WHY = `${OOH}.`;

const operations: readonly EntryRequirement[] = [
  {
    code: "13-102",
    steps: [buildBachelorStep("business, supply chain management or economics")],
    why: `${BUSINESS_WHY} Buyers learn the company's purchasing on the job; the field of the degree is open.`,
    example: { from: "43-3061.00", to: "13-1023.00", mentions: ["bachelor's degree"] },
  },
  {
    code: "13-1031.00",
    steps: [
      { kind: "training", name: "an insurer's training in claims handling", length: "about 1 year" },
      {
        kind: "licence",
        name: "a state adjuster licence, required in many states (a pre-licensing course and exam)",
        length: null,
      },
    ],
    why: `${OOH}; state insurance departments. Many employers also prefer a bachelor's degree.`,
    example: { from: "43-9041.00", mentions: ["claims handling", "adjuster licence"] },
  },
  {
    code: "13-1032.00",
    steps: [
      buildExperienceStep({
        name: "experience repairing car bodies, or an auto body or collision estimating programme",
        years: 2,
        length: "1–3 years",
        heldBy: ["49-3021"],
      }),
      { kind: "licence", name: "a state auto damage appraiser licence, in the states that require one", length: null },
    ],
    why: `${OOH}; I-CAR training and state insurance departments.`,
    example: { from: "49-3021.00", mentions: ["auto damage appraiser licence"], omits: ["repairing car bodies"] },
  },
  {
    code: "13-1041",
    steps: [buildBachelorStep("business, law, finance or the regulated field")],
    why: `${BUSINESS_WHY} Compliance officers learn the rules they police on the job; certifications such as CRCM or CCEP are voluntary.`,
    example: { from: "13-1031.00", to: "13-1041.00", mentions: ["bachelor's degree"] },
  },
  {
    code: "13-1041.01",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in environmental science, engineering or a natural science",
        length: "4 years",
        level: "bachelor",
        heldBy: ["19-1", "19-2", "17-2"],
      },
    ],
    why: `${BUSINESS_WHY} Environmental inspection needs the science; a business degree does not count.`,
    example: { from: "13-1041.00", mentions: ["environmental science"] },
  },
  {
    code: "13-1041.06",
    steps: [
      {
        kind: "training",
        name: "state coroner or death investigator training (ABMDI certification for medicolegal death investigators)",
        length: "several weeks",
      },
    ],
    why: "State coroner laws and ABMDI. Coroners are often elected under state rules that vary widely; medical examiners are physicians trained in forensic pathology.",
    example: { from: "33-3021.00", mentions: ["death investigator training"] },
  },
  {
    code: "13-1041.07",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in a life science, engineering or pharmacy",
        length: "4 years",
        level: "bachelor",
        heldBy: ["19-1", "19-2", "17-2", "29-1051", "29-2011"],
      },
    ],
    why: `${BUSINESS_WHY} Regulatory submissions need the science; RAPS's RAC credential is voluntary.`,
    example: { from: "13-1041.00", mentions: ["life science"] },
  },
  {
    code: "13-1041.08",
    steps: [
      buildExperienceStep({
        name: "experience in freight forwarding or import work",
        years: 2,
        length: "1–3 years",
        heldBy: ["43-5011"],
      }),
      {
        kind: "licence",
        name: "the Customs Broker License Exam (CBLE) and a U.S. Customs and Border Protection broker licence",
        length: null,
      },
    ],
    why: "U.S. Customs and Border Protection's broker licensing rules (19 CFR Part 111).",
    example: { from: "43-5011.01", mentions: ["Customs Broker License Exam"], omits: ["freight forwarding"] },
  },
  {
    code: "13-1051.00",
    steps: [
      buildExperienceStep({
        name: "experience in construction or manufacturing on the kind of projects you will estimate",
        years: 3,
        length: "2–5 years",
        heldBy: ["47-1011", "47-2", "11-9021", "17-2", "17-3", "51-1011"],
      }),
      {
        kind: "degree",
        name: "a bachelor's degree in construction management, engineering or building science (many firms promote experienced tradespeople without one)",
        length: "4 years",
        level: "bachelor",
        heldBy: ["17-1011", "17-2", "11-9021"],
      },
    ],
    why: `${OOH}. The degree's field matters; estimators also come up from the trades.`,
    example: { from: "13-1031.00", mentions: ["construction management", "experience in construction"] },
  },
  {
    code: "13-1071.00",
    steps: [buildBachelorStep("human resources, business or psychology")],
    why: `${BUSINESS_WHY} SHRM and HRCI certifications are voluntary.`,
    example: { from: "43-4161.00", mentions: ["bachelor's degree"] },
  },
  {
    code: "13-1075.00",
    steps: [
      buildBachelorStep("labour relations, human resources or law"),
      buildExperienceStep({
        name: "years of experience in human resources or union work",
        years: 2,
        length: "2–4 years",
        heldBy: ["13-1071", "13-1141", "11-3121"],
      }),
    ],
    why: BUSINESS_WHY,
    example: { from: "43-4161.00", mentions: ["bachelor's degree", "human resources or union work"] },
  },
  {
    code: "13-1081",
    steps: [
      buildBachelorStep(
        "supply chain management, logistics or business (some employers accept an associate's with logistics experience)",
      ),
    ],
    why: `${BUSINESS_WHY} APICS/ASCM certifications are voluntary.`,
    example: { from: "43-5032.00", to: "13-1081.00", mentions: ["supply chain management"] },
  },
  {
    code: "13-1081.01",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in industrial, systems or logistics engineering",
        length: "4 years",
        level: "bachelor",
        heldBy: ["17-2112"],
      },
    ],
    why: BUSINESS_WHY,
    example: { from: "13-1081.00", mentions: ["industrial, systems or logistics engineering"] },
  },
  {
    code: "13-1082.00",
    steps: [
      buildBachelorStep(),
      {
        kind: "certification",
        name: "the PMP certification (PMI), which asks for 3 years leading projects and 35 hours of training, and which many employers prefer",
        length: "a few months of study",
        heldBy: ["15-1299.09"],
      },
    ],
    why: `${BUSINESS_WHY} PMI's PMP eligibility rules.`,
    example: { from: "43-6011.00", mentions: ["bachelor's degree", "PMP"] },
  },
  {
    code: "13-1111.00",
    steps: [
      buildBachelorStep("business or economics (many hold an MBA)"),
      buildExperienceStep({
        name: "years of experience in the kind of business you will advise",
        years: 3,
        length: "2–5 years",
        heldBy: ["11-1", "11-2", "11-3", "11-9", "13-1", "13-2", "15-1211"],
      }),
    ],
    why: `${BUSINESS_WHY} Firms hire consultants for what they know of an industry; the CMC credential is voluntary.`,
    example: { from: "43-6014.00", mentions: ["bachelor's degree", "kind of business you will advise"] },
  },
  {
    code: "13-1121.00",
    steps: [buildBachelorStep("hospitality, communications or business")],
    why: `${BUSINESS_WHY} The CMP credential is voluntary.`,
    example: { from: "43-6011.00", mentions: ["bachelor's degree"] },
  },
  {
    code: "13-1131.00",
    steps: [buildBachelorStep()],
    why: `${BUSINESS_WHY} The CFRE credential is voluntary.`,
    example: { from: "43-6014.00", mentions: ["bachelor's degree"] },
  },
  {
    code: "13-1141.00",
    steps: [
      buildBachelorStep("human resources, business or finance"),
      buildExperienceStep({
        name: "experience in human resources or payroll work",
        years: 2,
        length: "1–3 years",
        heldBy: ["13-1071", "43-3051", "43-4161"],
      }),
    ],
    why: `${BUSINESS_WHY} WorldatWork's CCP and CBP credentials are voluntary.`,
    example: { from: "43-3051.00", mentions: ["bachelor's degree"], omits: ["payroll work"] },
  },
  {
    code: "13-1151.00",
    steps: [
      buildBachelorStep("education, human resources or the subject you will train"),
      buildExperienceStep({
        name: "experience teaching, or doing the work you will train others for",
        years: 2,
        length: "1–3 years",
        heldBy: ["25-2", "25-3", "13-1071", "13-1151"],
      }),
    ],
    why: `${BUSINESS_WHY} ATD's CPTD credential is voluntary.`,
    example: { from: "43-4161.00", mentions: ["bachelor's degree", "experience teaching"] },
  },
  {
    code: "13-1161",
    steps: [buildBachelorStep("marketing, statistics, business or communications")],
    why: BUSINESS_WHY,
    example: { from: "43-4051.00", to: "13-1161.00", mentions: ["bachelor's degree"] },
  },
  {
    code: "13-1199",
    steps: [buildBachelorStep("business or a field related to the work")],
    why: `${BUSINESS_WHY} BLS groups many specialist roles here; the field of the degree is open for most.`,
    example: { from: "43-6014.00", to: "13-1199.04", mentions: ["bachelor's degree"] },
  },
  {
    code: "13-1199.06",
    steps: [
      {
        kind: "training",
        name: "e-commerce skills: a storefront platform, product listings, payments and online marketing",
        length: "a few months",
      },
    ],
    why: "Online merchants run their own shops; BLS's bachelor's degree belongs to the wider group they are counted in.",
    example: { from: "41-2031.00", mentions: ["storefront platform"] },
  },
];

const finance: readonly EntryRequirement[] = [
  {
    code: "13-2011.00",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in accounting (or another bachelor's with about 24–30 credits of accounting)",
        length: "4 years",
        level: "bachelor",
        heldBy: ["11-3031.01"],
      },
      {
        kind: "licence",
        name: "for public accounting and audits, a CPA licence: 150 credit hours in most states (or 120 plus extra experience where allowed), the four-part CPA Exam and 1–2 years of supervised experience",
        length: "1–2 years",
      },
    ],
    why: `${OOH}; NASBA and state boards of accountancy. Only public accounting requires the CPA; many accountants work without one.`,
    example: { from: "43-3031.00", mentions: ["bachelor's degree in accounting", "CPA"] },
  },
  {
    code: "13-2022.00",
    steps: [
      buildBachelorStep("art history, gemology, business or the kind of goods you will value"),
      {
        kind: "training",
        name: "appraisal coursework including the USPAP course, and years working under an experienced appraiser",
        length: "2–3 years",
      },
    ],
    why: `${OOH}; the Appraisal Foundation's USPAP and the ASA, ISA and AAA designations. No state licenses personal property appraisers.`,
    example: { from: "41-2031.00", mentions: ["USPAP"] },
  },
  {
    code: "13-2023.00",
    steps: [
      {
        kind: "training",
        name: "a state appraiser trainee licence and the qualifying courses (150–200 hours, including USPAP)",
        length: "a few months",
      },
      buildExperienceStep({
        name: "1,000–1,500 hours of supervised appraisal work",
        years: 1,
        length: "1–2 years",
        heldBy: ["13-2023"],
      }),
      {
        kind: "licence",
        name: "the national appraiser exam and a state licensed or certified residential appraiser credential (assessors take the state's assessor certification instead)",
        length: null,
      },
    ],
    why: `${OOH}; the Appraiser Qualifications Board's criteria and state appraisal boards. Certified residential appraisers also need a bachelor's degree or an approved alternative.`,
    example: { from: "41-9022.00", mentions: ["appraiser trainee", "supervised appraisal", "national appraiser exam"] },
  },
  {
    code: "13-2031.00",
    steps: [buildBachelorStep("accounting, finance, economics or public administration")],
    why: BUSINESS_WHY,
    example: { from: "43-3031.00", mentions: ["bachelor's degree"] },
  },
  {
    code: "13-2041.00",
    steps: [buildBachelorStep("finance, accounting or economics")],
    why: BUSINESS_WHY,
    example: { from: "43-3031.00", mentions: ["bachelor's degree"] },
  },
  {
    code: "13-2051.00",
    steps: [buildBachelorStep("finance, accounting or economics (the CFA charter helps in investment roles)")],
    why: `${BUSINESS_WHY} Analysts who sell securities also need FINRA licences.`,
    example: { from: "43-3031.00", mentions: ["bachelor's degree"] },
  },
  {
    code: "13-2052.00",
    steps: [
      buildBachelorStep("finance, economics or business"),
      {
        kind: "licence",
        name: "the Series 65 exam (or the Series 7 and 66 at a broker-dealer) to give investment advice",
        length: null,
      },
      {
        kind: "certification",
        name: "the CFP certification (coursework, an exam and 6,000 hours of experience), which many clients and firms look for",
        length: "1–3 years",
      },
    ],
    why: `${OOH}; FINRA, NASAA and the CFP Board. Advisers who sell insurance also need a state insurance licence.`,
    example: { from: "41-3031.00", mentions: ["Series 65", "CFP"], omits: ["bachelor's degree"] },
  },
  {
    code: "13-2053.00",
    steps: [buildBachelorStep("business, finance or mathematics")],
    why: `${BUSINESS_WHY} Insurers train underwriters on the job; the CPCU designation is voluntary.`,
    example: { from: "13-1031.00", mentions: ["bachelor's degree"] },
  },
  {
    code: "13-2054.00",
    steps: [buildBachelorStep("finance, economics or mathematics")],
    why: `${BUSINESS_WHY} The FRM and PRM certifications are voluntary.`,
    example: { from: "43-3031.00", mentions: ["bachelor's degree"] },
  },
  {
    code: "13-2061.00",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in accounting, finance or economics (bank examiners often need about 24 credits of accounting)",
        length: "4 years",
        level: "bachelor",
        heldBy: ["13-2011", "13-2051", "13-2041"],
      },
      { kind: "training", name: "the agency's examiner training before commissioning", length: "2–4 years" },
    ],
    why: `${OOH}; FDIC, OCC and Federal Reserve examiner programmes.`,
    example: { from: "13-2011.00", mentions: ["examiner training"], omits: ["bachelor's degree in accounting"] },
  },
  {
    code: "13-2072.00",
    steps: [
      buildBachelorStep("business, finance or economics (some lenders hire experienced bank staff without one)"),
      buildExperienceStep({
        name: "experience in banking, lending or a bank's customer service",
        years: 2,
        length: "1–3 years",
        heldBy: ["43-3071", "43-4131", "43-4141", "13-2041", "41-3031"],
      }),
      {
        kind: "licence",
        name: "for mortgage loans, an NMLS mortgage loan originator licence: 20 hours of pre-licensing education and the SAFE MLO test (originators at banks register with NMLS instead)",
        length: null,
      },
    ],
    why: `${OOH}; the SAFE Act and NMLS. Commercial and consumer loan officers need no licence.`,
    example: { from: "43-3071.00", mentions: ["NMLS", "bachelor's degree"], omits: ["experience in banking"] },
  },
  {
    code: "13-2081.00",
    steps: [buildBachelorStep("accounting (revenue agents need about 30 credits of it)")],
    why: `${OOH}; OPM qualification standards for IRS revenue agents.`,
    example: { from: "43-3031.00", mentions: ["bachelor's degree"] },
  },
  {
    code: "13-2082.00",
    steps: [
      {
        kind: "training",
        name: "a tax preparation course (such as those the big preparers run) or the IRS Annual Filing Season Program",
        length: "a few weeks",
      },
      {
        kind: "licence",
        name: "a Preparer Tax Identification Number (PTIN) from the IRS, plus state registration in a few states (such as California, Oregon and New York)",
        length: null,
      },
    ],
    why: `${OOH}; IRS preparer rules. The Enrolled Agent exam lets preparers represent clients before the IRS.`,
    example: { from: "43-3031.00", mentions: ["tax preparation course", "PTIN"] },
  },
  {
    code: "13-2099",
    steps: [buildBachelorStep("finance, accounting or economics")],
    why: BUSINESS_WHY,
    example: { from: "43-3031.00", to: "13-2099.00", mentions: ["bachelor's degree"] },
  },
  {
    code: "13-2099.01",
    steps: [
      {
        kind: "degree",
        name: "a master's degree or PhD in a quantitative field (mathematics, statistics, physics or financial engineering)",
        length: "2–5 years",
        level: "master",
        heldBy: ["15-2021", "15-2041", "15-2011"],
      },
    ],
    why: `${BUSINESS_WHY} BLS lists a bachelor's degree for the whole group; quantitative roles almost always want a graduate degree.`,
    example: { from: "13-2051.00", mentions: ["quantitative field"] },
  },
  {
    code: "13-2099.04",
    steps: [
      buildBachelorStep("accounting, finance or criminal justice"),
      {
        kind: "certification",
        name: "the ACFE's Certified Fraud Examiner (CFE) exam, which many employers prefer",
        length: null,
      },
    ],
    why: `${BUSINESS_WHY} ACFE eligibility rules.`,
    example: { from: "13-1031.00", mentions: ["Certified Fraud Examiner"] },
  },
];

/** Buyers, adjusters, compliance, HR, logistics, project and management specialists, accountants, appraisers, analysts, lenders. */
export const BUSINESS_FINANCE_ENTRY_REQUIREMENTS: readonly EntryRequirement[] = [...operations, ...finance];
