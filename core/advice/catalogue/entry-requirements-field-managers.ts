import type { EntryRequirement } from "./catalogue-types";
import { K12_TEACHERS, OOH, buildBachelorStep, buildExperienceStep } from "./entry-requirement-steps";

/**
 * What it takes to manage in a field (SOC 11-9): construction, schools, engineering, food service,
 * healthcare, science, property and social services. Each needs years in the field itself, and
 * some a licence of their own (principals, nursing home administrators, property managers).
 */

const MANAGER_WHY = `${OOH}; BLS Table 1.2 experience figure.`;

const fieldManagers: readonly EntryRequirement[] = [
  {
    code: "11-9021.00",
    steps: [
      buildExperienceStep({
        name: "years on construction sites, often as a trades supervisor or assistant project manager",
        years: 3,
        length: "3–5 years",
        heldBy: ["47-1011", "47-4011", "13-1051", "17-2051"],
      }),
      {
        kind: "degree",
        name: "a bachelor's degree in construction management, construction science or civil engineering (larger firms expect it; experienced supervisors also move up without one)",
        length: "4 years",
        level: "bachelor",
        heldBy: ["17-2051", "17-1011"],
      },
    ],
    why: `${OOH}. BLS lists a bachelor's degree and no experience; in practice supervisors with years on site are promoted too.`,
    example: { from: "47-1011.00", mentions: ["construction management"], omits: ["years on construction sites"] },
  },
  {
    code: "11-9031.00",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in early childhood education (some states accept a CDA or associate's with experience)",
        length: "4 years",
        level: "bachelor",
      },
      buildExperienceStep({
        name: "years working in childcare or preschool teaching",
        years: 2,
        length: "2–5 years",
        heldBy: ["25-2011", "25-2012", "25-2051", "25-9042", "39-9011"],
      }),
    ],
    why: `${MANAGER_WHY} State childcare licensing rules set the director's qualifications.`,
    example: { from: "39-9011.00", mentions: ["early childhood education"], omits: ["childcare or preschool"] },
  },
  {
    code: "11-9032.00",
    steps: [
      buildExperienceStep({
        name: "years as a licensed teacher or school counsellor",
        years: 5,
        length: "3–5 years",
        heldBy: [...K12_TEACHERS, "21-1012", "19-3034"],
      }),
      {
        kind: "degree",
        name: "a master's degree in educational leadership or administration",
        length: "1–2 years",
        level: "master",
      },
      { kind: "licence", name: "a state school administrator (principal) licence", length: null },
    ],
    why: `${MANAGER_WHY} State education departments license principals.`,
    example: {
      from: "25-2031.00",
      mentions: ["educational leadership", "administrator (principal) licence"],
      omits: ["licensed teacher"],
    },
  },
  {
    code: "11-9033.00",
    steps: [
      {
        kind: "degree",
        name: "a master's degree, often in higher education administration or student affairs (a doctorate for senior academic posts)",
        length: "1–2 years",
        level: "master",
        anyField: true,
      },
      buildExperienceStep({
        name: "years working in a college or university",
        years: 3,
        length: "2–5 years",
        heldBy: ["25-1", "25-9044", "11-9033"],
      }),
    ],
    why: MANAGER_WHY,
    example: { from: "25-2031.00", mentions: ["master's degree", "college or university"] },
  },
  {
    code: "11-9041",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in engineering or architecture",
        length: "4 years",
        level: "bachelor",
        heldBy: ["17-1011", "17-2", "11-9041"],
      },
      buildExperienceStep({
        name: "years as an engineer or architect",
        years: 5,
        length: "5+ years",
        heldBy: ["17-1011", "17-2"],
      }),
    ],
    why: `${MANAGER_WHY} Many also hold a PE licence or an MBA.`,
    example: {
      from: "17-3023.00",
      to: "11-9041.00",
      mentions: ["bachelor's degree in engineering", "years as an engineer"],
    },
  },
  {
    code: "11-9051.00",
    steps: [
      buildExperienceStep({
        name: "years in restaurant or food service work, often as a cook, server or shift supervisor",
        years: 2,
        length: "2–5 years",
        heldBy: ["35-1", "35-2", "35-3", "35-9"],
      }),
      {
        kind: "certification",
        name: "a food protection manager certification (such as ServSafe Manager), which most state food codes require",
        length: null,
      },
    ],
    why: `${MANAGER_WHY} The FDA Food Code, adopted by most states, asks for a certified food protection manager.`,
    example: { from: "35-2014.00", mentions: ["food protection manager"], omits: ["restaurant or food service"] },
  },
  {
    code: "11-9081.00",
    steps: [
      buildExperienceStep({
        name: "years of hotel work, often at the front desk or as a supervisor",
        years: 3,
        length: "2–5 years",
        heldBy: ["43-4081", "39-6012", "37-1011", "11-9081"],
      }),
    ],
    why: `${MANAGER_WHY} Large hotel chains often prefer a degree in hospitality management.`,
    example: { from: "43-4171.00", mentions: ["hotel work"] },
  },
  {
    code: "11-9111.00",
    steps: [
      buildBachelorStep("health administration, nursing or business (many hold a master's such as an MHA)"),
      buildExperienceStep({
        name: "years working in healthcare, in a clinical or administrative role",
        years: 3,
        length: "2–5 years",
        heldBy: ["29-1", "29-2", "29-9", "31-9092", "43-6013", "11-9111"],
      }),
      {
        kind: "licence",
        name: "for a nursing home, a state nursing home administrator licence (NAB exam)",
        length: null,
      },
    ],
    why: `${MANAGER_WHY} Every state licenses nursing home administrators.`,
    example: { from: "43-6013.00", mentions: ["bachelor's degree"], omits: ["years working in healthcare"] },
  },
  {
    code: "11-9121",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in a natural science or engineering (many hold a PhD)",
        length: "4 years",
        level: "bachelor",
        heldBy: ["19-1", "19-2", "17-2"],
      },
      buildExperienceStep({
        name: "years as a scientist or engineer",
        years: 5,
        length: "5+ years",
        heldBy: ["19-1", "19-2", "17-2"],
      }),
    ],
    why: MANAGER_WHY,
    example: { from: "19-4021.00", to: "11-9121.00", mentions: ["years as a scientist"] },
  },
  {
    code: "11-9121.01",
    steps: [
      buildBachelorStep("a life science or nursing"),
      buildExperienceStep({
        name: "experience in clinical research or patient care",
        years: 2,
        length: "1–3 years",
        heldBy: ["29-1141", "19-1042", "15-2051.02", "29-2011"],
      }),
    ],
    why: `${MANAGER_WHY} ACRP and SoCRA certifications are common but voluntary.`,
    example: { from: "43-6013.00", mentions: ["bachelor's degree", "clinical research or patient care"] },
  },
  {
    code: "11-9141.00",
    steps: [
      buildExperienceStep({
        name: "experience in real estate, leasing or building operations",
        years: 2,
        length: "1–3 years",
        heldBy: ["41-902", "11-9141", "11-3013"],
      }),
      {
        kind: "licence",
        name: "a real estate licence, required in most states to lease or manage property for other owners",
        length: null,
        heldBy: ["41-902"],
      },
    ],
    why: `${MANAGER_WHY} State real estate commissions; a few states license community association managers separately.`,
    example: { from: "43-6014.00", mentions: ["real estate licence", "leasing"] },
  },
  {
    code: "11-9151.00",
    steps: [
      buildBachelorStep("social work, public administration or a related field (many hold a master's)"),
      buildExperienceStep({
        name: "years of experience in social services or community programmes",
        years: 3,
        length: "2–5 years",
        heldBy: ["21-1", "11-9151"],
      }),
    ],
    why: MANAGER_WHY,
    example: { from: "13-1071.00", mentions: ["social services"], omits: ["bachelor's degree"] },
  },
  {
    code: "11-9161.00",
    steps: [
      buildBachelorStep("emergency management, public administration or public safety"),
      buildExperienceStep({
        name: "years in emergency response, public safety or the military",
        years: 5,
        length: "5+ years",
        heldBy: ["33-1", "33-2011", "33-3051", "29-2043", "43-5031"],
      }),
    ],
    why: `${MANAGER_WHY} IAEM's CEM certification is common but voluntary.`,
    example: { from: "33-2011.00", mentions: ["bachelor's degree"], omits: ["emergency response"] },
  },
  {
    code: "11-9199.09",
    steps: [
      buildBachelorStep("engineering or business"),
      buildExperienceStep({
        name: "years as a wind turbine technician or in power plant operations",
        years: 3,
        length: "3–5 years",
        heldBy: ["49-9081", "51-8013", "11-9199.09"],
      }),
    ],
    why: MANAGER_WHY,
    example: { from: "49-9081.00", mentions: ["bachelor's degree"], omits: ["wind turbine technician"] },
  },
  {
    code: "11-9199.10",
    steps: [
      buildBachelorStep("engineering, business or environmental science"),
      buildExperienceStep({
        name: "years in energy project development, siting or permitting",
        years: 3,
        length: "3–5 years",
        heldBy: ["17-2199.10", "17-2199.11", "11-9199.10"],
      }),
    ],
    why: MANAGER_WHY,
    example: { from: "13-1199.05", mentions: ["energy project development"], omits: ["bachelor's degree"] },
  },
  {
    code: "11-9199.11",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in environmental science, environmental engineering or planning",
        length: "4 years",
        level: "bachelor",
        heldBy: ["19-2041", "17-2081", "19-3051"],
      },
      buildExperienceStep({
        name: "years in environmental remediation or site redevelopment",
        years: 3,
        length: "3–5 years",
        heldBy: ["19-2041", "17-2081", "13-1041.01", "47-4041"],
      }),
    ],
    why: MANAGER_WHY,
    example: {
      from: "47-4041.00",
      mentions: ["bachelor's degree in environmental science"],
      omits: ["environmental remediation"],
    },
  },
  {
    code: "11-9199.01",
    steps: [
      buildBachelorStep("a life science, engineering or pharmacy"),
      buildExperienceStep({
        name: "years of experience in regulatory affairs or quality",
        years: 3,
        length: "3–5 years",
        heldBy: ["13-1041.07", "19-4099.01", "11-3051.01"],
      }),
    ],
    why: `${MANAGER_WHY} RAPS's RAC credential is common but voluntary.`,
    example: { from: "19-2031.00", mentions: ["regulatory affairs"], omits: ["bachelor's degree"] },
  },
  {
    code: "11-9199.02",
    steps: [
      buildBachelorStep("business, finance or law"),
      buildExperienceStep({
        name: "years of experience in compliance, audit, risk or law",
        years: 3,
        length: "3–5 years",
        heldBy: ["13-1041", "13-2011", "13-2054", "23-1011"],
      }),
    ],
    why: MANAGER_WHY,
    example: { from: "13-1031.00", mentions: ["compliance, audit", "bachelor's degree"] },
  },
  {
    code: "11-9199.08",
    steps: [
      buildExperienceStep({
        name: "years in loss prevention, security or policing",
        years: 3,
        length: "2–5 years",
        heldBy: ["33-9099.02", "33-1091", "33-3051", "33-3021"],
      }),
      buildBachelorStep("criminal justice or business"),
    ],
    why: MANAGER_WHY,
    example: { from: "41-1011.00", mentions: ["loss prevention"] },
  },
];

/** Managers of construction, schools, engineering, food service, healthcare, science, property and social services. */
export const FIELD_MANAGER_ENTRY_REQUIREMENTS: readonly EntryRequirement[] = fieldManagers;
