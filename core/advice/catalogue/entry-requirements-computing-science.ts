import type { EntryRequirement } from "./catalogue-types";
import { OOH, PHYSICIANS, buildBachelorStep, buildExperienceStep } from "./entry-requirement-steps";

/**
 * What it takes to enter computing and mathematics (SOC 15) and the sciences (19-1, 19-2, 19-3 outside
 * psychology, 19-4, 19-5). Computing mostly wants a bachelor's whose field is open and years in IT for
 * the senior roles; the sciences want a degree in the science itself, and research wants a PhD.
 */

const COMPUTING_WHY = `${OOH}. Many employers accept a strong portfolio or equivalent experience instead of the named field.`;
const SCIENCE_WHY = `${OOH}.`;

const computing: readonly EntryRequirement[] = [
  {
    code: "15-1211",
    steps: [buildBachelorStep("computer or information science")],
    why: COMPUTING_WHY,
    example: { from: "15-1232.00", to: "15-1211.00", mentions: ["bachelor's degree"] },
  },
  {
    code: "15-1211.01",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in health informatics, health information management or nursing (many hold a master's in health informatics)",
        length: "4 years",
        level: "bachelor",
        heldBy: ["29-1141", "29-9021"],
      },
    ],
    why: `${OOH}; AMIA and AHIMA.`,
    example: { from: "15-1252.00", mentions: ["health informatics"] },
  },
  {
    code: "15-1212.00",
    steps: [
      buildBachelorStep("computer science, cybersecurity or information technology"),
      buildExperienceStep({
        name: "experience in IT work, such as help desk, network or systems administration",
        years: 2,
        length: "1–3 years",
        heldBy: ["15-12"],
      }),
      {
        kind: "certification",
        name: "a security certification such as CompTIA Security+ (the CISSP comes after 5 years in security)",
        length: "1–3 months of study",
        heldBy: ["15-1299.04", "15-1299.05"],
      },
    ],
    why: `${COMPUTING_WHY} ISC2's CISSP experience rule.`,
    example: { from: "15-1232.00", mentions: ["bachelor's degree", "Security+"], omits: ["help desk"] },
  },
  {
    code: "15-1221.00",
    steps: [
      {
        kind: "degree",
        name: "a master's degree or PhD in computer science",
        length: "2–6 years",
        level: "master",
      },
    ],
    why: SCIENCE_WHY,
    example: { from: "15-1252.00", mentions: ["master's degree or PhD in computer science"] },
  },
  {
    code: "15-1231.00",
    steps: [
      {
        kind: "degree",
        name: "an associate's degree in networking or IT, or certifications such as CompTIA Network+ or Cisco CCNA",
        length: "6 months–2 years",
        level: "associate",
        heldBy: ["15-1241", "15-1244"],
      },
    ],
    why: OOH,
    example: { from: "15-1232.00", mentions: ["Network+"] },
  },
  {
    code: "15-1232.00",
    steps: [
      {
        kind: "certification",
        name: "IT support training or a certification such as CompTIA A+",
        length: "a few months",
        heldBy: ["15-1231", "15-1244"],
      },
    ],
    why: `${OOH}. BLS lists some college; employers mostly look for A+ or equivalent skills.`,
    example: { from: "43-4051.00", mentions: ["CompTIA A+"] },
  },
  {
    code: "15-1241",
    steps: [
      buildBachelorStep("computer science, information technology or engineering"),
      buildExperienceStep({
        name: "years as a network or systems administrator",
        years: 5,
        length: "5+ years",
        heldBy: ["15-1231", "15-1241", "15-1244"],
      }),
    ],
    why: `${OOH}; BLS Table 1.2 experience figure.`,
    example: {
      from: "15-1252.00",
      to: "15-1241.00",
      mentions: ["network or systems administrator"],
      omits: ["bachelor's degree"],
    },
  },
  {
    code: "15-1242.00",
    steps: [buildBachelorStep("computer or information science")],
    why: COMPUTING_WHY,
    example: { from: "15-1232.00", mentions: ["bachelor's degree"] },
  },
  {
    code: "15-1243",
    steps: [
      buildBachelorStep("computer or information science"),
      buildExperienceStep({
        name: "years as a database administrator or developer",
        years: 3,
        length: "2–5 years",
        heldBy: ["15-1242", "15-1243", "15-1252", "15-1299.08"],
      }),
    ],
    why: `${OOH}; BLS Table 1.2 experience figure.`,
    example: {
      from: "15-2051.01",
      to: "15-1243.00",
      mentions: ["database administrator or developer"],
      omits: ["bachelor's degree"],
    },
  },
  {
    code: "15-1244.00",
    steps: [buildBachelorStep("computer or information science")],
    why: `${COMPUTING_WHY} Vendor certifications (Microsoft, Linux, Cisco) are common.`,
    example: { from: "15-1232.00", mentions: ["bachelor's degree"] },
  },
  {
    code: "15-125",
    steps: [buildBachelorStep("computer science or a related field (a strong portfolio stands in at many employers)")],
    why: COMPUTING_WHY,
    example: { from: "15-1232.00", to: "15-1252.00", mentions: ["bachelor's degree"] },
  },
  {
    code: "15-1255",
    steps: [
      buildBachelorStep("graphic or interaction design, human-computer interaction or psychology"),
      {
        kind: "training",
        name: "a portfolio of interface design work (user research, wireframes, prototypes)",
        length: "several months",
        heldBy: ["15-1255"],
      },
    ],
    why: `${OOH}. Interface design is hired on a portfolio; a degree's field is open.`,
    example: {
      from: "27-1024.00",
      to: "15-1255.00",
      mentions: ["portfolio of interface design"],
      omits: ["bachelor's degree"],
    },
  },
  {
    code: "15-1299",
    steps: [buildBachelorStep("computer science or information technology")],
    why: COMPUTING_WHY,
    example: { from: "15-1232.00", to: "15-1299.08", mentions: ["bachelor's degree"] },
  },
  {
    code: "15-1299.04",
    steps: [
      buildBachelorStep("computer science or cybersecurity"),
      buildExperienceStep({
        name: "years in network, systems or security work",
        years: 2,
        length: "2–4 years",
        heldBy: ["15-1212", "15-1244", "15-1241", "15-1299.05"],
      }),
      {
        kind: "certification",
        name: "a hands-on penetration testing certification such as OSCP",
        length: "3–6 months of study",
      },
    ],
    why: `${COMPUTING_WHY} OffSec's OSCP is the credential testers are most often asked for.`,
    example: { from: "15-1212.00", mentions: ["OSCP"], omits: ["network, systems or security work"] },
  },
  {
    code: "15-1299.09",
    steps: [
      buildBachelorStep("computer science, information systems or business"),
      buildExperienceStep({
        name: "years in IT work, often leading parts of projects",
        years: 3,
        length: "3–5 years",
        heldBy: ["15-12", "15-1299"],
      }),
      {
        kind: "certification",
        name: "the PMP certification (PMI), or Scrum and agile credentials, which many employers ask for",
        length: "a few months of study",
        heldBy: ["13-1082"],
      },
    ],
    why: `${COMPUTING_WHY} PMI's PMP eligibility rules.`,
    example: { from: "15-1252.00", mentions: ["PMP"], omits: ["years in IT work"] },
  },
  {
    code: "15-2011.00",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in mathematics, statistics, actuarial science or economics",
        length: "4 years",
        level: "bachelor",
        heldBy: ["15-2021", "15-2041", "13-2099.01"],
      },
      { kind: "exam", name: "the first SOA or CAS exams (most are hired after passing one or two)", length: null },
      {
        kind: "certification",
        name: "the associate and fellowship credentials (ASA or ACAS, then FSA or FCAS), earned exam by exam while working",
        length: "4–10 years",
      },
    ],
    why: `${OOH}; the Society of Actuaries and Casualty Actuarial Society.`,
    example: { from: "15-2041.00", mentions: ["SOA or CAS exams"], omits: ["actuarial science"] },
  },
  {
    code: "15-2031.00",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in operations research, mathematics, engineering or computer science (many hold a master's)",
        length: "4 years",
        level: "bachelor",
        heldBy: ["15-2", "17-2112", "15-1221"],
      },
    ],
    why: OOH,
    example: { from: "13-1081.02", mentions: ["operations research"] },
  },
  {
    code: "15-2041",
    steps: [
      {
        kind: "degree",
        name: "a master's degree in statistics or biostatistics",
        length: "2 years",
        level: "master",
        heldBy: ["15-2021", "15-2041"],
      },
    ],
    why: OOH,
    example: { from: "15-2051.00", to: "15-2041.00", mentions: ["master's degree in statistics"] },
  },
  {
    code: "15-2051",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in statistics, computer science, mathematics or another quantitative field (many hold a master's)",
        length: "4 years",
        level: "bachelor",
        heldBy: ["15-2", "15-1221", "15-1252", "19-3011"],
      },
    ],
    why: OOH,
    example: { from: "43-9111.00", to: "15-2051.00", mentions: ["statistics, computer science"] },
  },
  {
    code: "15-2051.01",
    steps: [buildBachelorStep("business, information systems or statistics")],
    why: `${OOH}. BLS counts business intelligence analysts with data scientists; the field is open.`,
    example: { from: "43-9061.00", mentions: ["bachelor's degree"] },
  },
  {
    code: "15-2051.02",
    steps: [buildBachelorStep("a life science, health information or statistics")],
    why: `${OOH}; SCDM's CCDM certification is voluntary.`,
    example: { from: "29-2072.00", mentions: ["bachelor's degree"] },
  },
];

/** A science degree in the field itself: who holds it, by prefix. */
const LIFE_SCIENCE_HOLDERS = ["19-1", "19-4021", "29-2011"] as const;

const science: readonly EntryRequirement[] = [
  {
    code: "19-1029",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in biology or the specialty (independent research needs a PhD)",
        length: "4 years",
        level: "bachelor",
        heldBy: LIFE_SCIENCE_HOLDERS,
      },
    ],
    why: SCIENCE_WHY,
    example: { from: "19-4031.00", to: "19-1029.04", mentions: ["biology"] },
  },
  {
    code: "19-1029.01",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's or master's degree in bioinformatics, computational biology, or biology with programming",
        length: "4–6 years",
        level: "bachelor",
        heldBy: ["19-1029.01", "15-2099.01"],
      },
    ],
    why: SCIENCE_WHY,
    example: { from: "15-1252.00", mentions: ["bioinformatics"] },
  },
  {
    code: "19-1029.03",
    steps: [
      {
        kind: "degree",
        name: "a PhD in genetics or molecular biology (clinical geneticists are physicians or board-certified PhDs)",
        length: "5–6 years",
        level: "doctoral",
      },
    ],
    why: `${SCIENCE_WHY} BLS lists a bachelor's for the wider group; geneticists themselves hold doctorates.`,
    example: { from: "19-4021.00", mentions: ["PhD in genetics"] },
  },
  {
    code: "19-1022.00",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in microbiology or biology",
        length: "4 years",
        level: "bachelor",
        heldBy: LIFE_SCIENCE_HOLDERS,
      },
    ],
    why: SCIENCE_WHY,
    example: { from: "19-4031.00", mentions: ["microbiology"] },
  },
  {
    code: "19-1031",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in forestry, range management, natural resources or an environmental science",
        length: "4 years",
        level: "bachelor",
        heldBy: ["19-1031", "19-1032", "19-2041"],
      },
    ],
    why: SCIENCE_WHY,
    example: { from: "19-4071.00", to: "19-1031.00", mentions: ["natural resources"] },
  },
  {
    code: "19-1041.00",
    steps: [
      buildBachelorStep("biology or a health science"),
      {
        kind: "degree",
        name: "a master's degree in public health (MPH) with an epidemiology focus, or in epidemiology",
        length: "2 years",
        level: "master",
      },
    ],
    why: SCIENCE_WHY,
    example: { from: "29-1141.00", mentions: ["public health"], omits: ["bachelor's degree"] },
  },
  {
    code: "19-1042.00",
    steps: [
      {
        kind: "degree",
        name: "a PhD in biology or a related life science, or an MD (some hold both)",
        length: "5–8 years",
        level: "doctoral",
        heldBy: [...PHYSICIANS, "19-1021"],
      },
      { kind: "residency", name: "postdoctoral research", length: "2–3 years" },
    ],
    why: SCIENCE_WHY,
    example: { from: "29-2011.00", mentions: ["PhD in biology", "postdoctoral"] },
  },
  {
    code: "19-2031.00",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in chemistry (research posts need a PhD)",
        length: "4 years",
        level: "bachelor",
        heldBy: ["19-2031", "19-2032", "19-1021", "17-2041"],
      },
    ],
    why: SCIENCE_WHY,
    example: { from: "19-4031.00", mentions: ["bachelor's degree in chemistry"] },
  },
  {
    code: "19-2041",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in environmental science or a related natural science or engineering",
        length: "4 years",
        level: "bachelor",
        heldBy: ["19-1", "19-2", "17-2081", "17-2051"],
      },
    ],
    why: SCIENCE_WHY,
    example: { from: "19-4042.00", to: "19-2041.00", mentions: ["environmental science"] },
  },
  {
    code: "19-2042.00",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in geology or geoscience (many posts want a master's)",
        length: "4 years",
        level: "bachelor",
        heldBy: ["19-2042", "19-2043", "17-2151"],
      },
      {
        kind: "licence",
        name: "a Professional Geologist licence for public work, in the states that require one",
        length: null,
      },
    ],
    why: `${SCIENCE_WHY} ASBOG administers the geology licensing exams.`,
    example: { from: "19-4043.00", mentions: ["geology or geoscience"] },
  },
  {
    code: "19-3011",
    steps: [
      {
        kind: "degree",
        name: "a master's degree or PhD in economics",
        length: "2–6 years",
        level: "master",
      },
    ],
    why: SCIENCE_WHY,
    example: { from: "13-2031.00", to: "19-3011.00", mentions: ["master's degree or PhD in economics"] },
  },
  {
    code: "19-3051.00",
    steps: [
      buildBachelorStep("geography, economics or political science"),
      {
        kind: "degree",
        name: "a master's degree in urban or regional planning (PAB-accredited)",
        length: "2 years",
        level: "master",
      },
    ],
    why: `${SCIENCE_WHY} The AICP credential comes later and is voluntary.`,
    example: { from: "17-3022.00", mentions: ["urban or regional planning", "bachelor's degree"] },
  },
  {
    code: "19-4021.00",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in biology or a related science",
        length: "4 years",
        level: "bachelor",
        heldBy: [...LIFE_SCIENCE_HOLDERS, "29-2012"],
      },
    ],
    why: SCIENCE_WHY,
    example: { from: "31-9097.00", mentions: ["biology"] },
  },
  {
    code: "19-4031.00",
    steps: [
      {
        kind: "degree",
        name: "an associate's degree in chemical technology or applied science, or two years of college chemistry",
        length: "2 years",
        level: "associate",
        heldBy: ["19-2031", "19-4031", "19-4099.01"],
      },
    ],
    why: SCIENCE_WHY,
    example: { from: "51-9011.00", mentions: ["chemical technology"] },
  },
  {
    code: "19-4042.00",
    steps: [
      {
        kind: "degree",
        name: "an associate's degree in environmental science or a related science",
        length: "2 years",
        level: "associate",
        heldBy: ["19-2041", "19-4042"],
      },
    ],
    why: SCIENCE_WHY,
    example: { from: "47-4041.00", mentions: ["environmental science"] },
  },
  {
    code: "19-4092.00",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in forensic science, chemistry or biology",
        length: "4 years",
        level: "bachelor",
        heldBy: ["19-2031", "19-4021", "29-2011"],
      },
      { kind: "training", name: "on-the-job training in the crime lab or crime scene unit", length: "6–12 months" },
    ],
    why: SCIENCE_WHY,
    example: { from: "33-3051.00", mentions: ["forensic science"] },
  },
  {
    code: "19-4099.01",
    steps: [
      {
        kind: "degree",
        name: "an associate's or bachelor's degree in chemistry, biology or another science",
        length: "2–4 years",
        level: "associate",
        heldBy: ["19-1", "19-2", "19-4021", "19-4031", "29-2011"],
      },
    ],
    why: SCIENCE_WHY,
    example: { from: "51-9061.00", mentions: ["chemistry, biology"] },
  },
  {
    code: "19-4099.03",
    steps: [
      {
        kind: "degree",
        name: "an associate's or bachelor's degree in GIS, geography or remote sensing",
        length: "2–4 years",
        level: "associate",
        heldBy: ["15-1299.02", "17-1021", "19-2099.01"],
      },
    ],
    why: SCIENCE_WHY,
    example: { from: "17-3031.00", mentions: ["remote sensing"] },
  },
  {
    code: "19-5011.00",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree in occupational health and safety or a related science or engineering field",
        length: "4 years",
        level: "bachelor",
        heldBy: ["17-2111"],
      },
      {
        kind: "certification",
        name: "BCSP's Associate Safety Professional, then the CSP after 4 years in safety, which many employers prefer",
        length: null,
      },
    ],
    why: `${OOH}; BCSP.`,
    example: { from: "19-5012.00", mentions: ["occupational health and safety", "CSP"] },
  },
];

/** Computer and mathematical occupations, scientists, economists, planners and science technicians. */
export const COMPUTING_SCIENCE_ENTRY_REQUIREMENTS: readonly EntryRequirement[] = [...computing, ...science];
