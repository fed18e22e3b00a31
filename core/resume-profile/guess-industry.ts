import { describesUnpaidTime } from "./extract-years-of-experience";
import type { SectionedLine } from "./resume-sections";

export type Industry = "technology" | "healthcare" | "finance" | "education" | "manufacturing" | "retail" | "other";

// Sector words rather than tools: Python and Excel are used in every industry, while
// "hospital", "bank" or "classroom" say where the person works.
const INDUSTRY_KEYWORDS: Record<Exclude<Industry, "other">, readonly string[]> = {
  technology: [
    "software",
    "developer",
    "developers",
    "programmer",
    "devops",
    "saas",
    "cloud",
    "kubernetes",
    "javascript",
    "typescript",
    "frontend",
    "front-end",
    "backend",
    "back-end",
    "full-stack",
    "fullstack",
    "web",
    "it support",
    "information technology",
    "cybersecurity",
    "sysadmin",
    "systems administrator",
    "network engineer",
    "data engineer",
    "machine learning",
    "api",
    "apis",
    "microservices",
    "java",
    "spring boot",
    "aws",
    "azure",
    "gcp",
    "telecom",
    "tech",
    "jira",
    "startup",
  ],
  healthcare: [
    "nurse",
    "nurses",
    "nursing",
    "rn",
    "patient",
    "patients",
    "clinical",
    "hospital",
    "medical",
    "physician",
    "healthcare",
    "health care",
    "pharmacy",
    "pharmacist",
    "icu",
    "ehr",
    "emr",
    "clinic",
    "surgical",
    "med-surg",
    "therapy",
    "therapist",
    "dental",
    "caregiver",
    "care home",
    "paramedic",
    "medicare",
    "medicaid",
    "hipaa",
    "bls",
    "acls",
  ],
  finance: [
    "accountant",
    "accountants",
    "accounting",
    "cpa",
    "audit",
    "auditor",
    "tax",
    "financial",
    "finance",
    "bank",
    "banking",
    "credit union",
    "credit",
    "loan",
    "loans",
    "gaap",
    "ledger",
    "reconciliation",
    "reconciliations",
    "reconciled",
    "investment",
    "investments",
    "payroll",
    "quickbooks",
    "bookkeeping",
    "bookkeeper",
    "accounts payable",
    "accounts receivable",
    "invoices",
    "invoice",
    "underwriting",
    "insurance",
    "treasury",
    "fintech",
    "month-end",
    "cfa",
  ],
  education: [
    "teacher",
    "teachers",
    "teaching",
    "school",
    "schools",
    "classroom",
    "curriculum",
    "students",
    "student",
    "lesson",
    "lessons",
    "education",
    "educator",
    "professor",
    "lecturer",
    "tutor",
    "tutoring",
    "faculty",
    "pedagogy",
    "literacy",
    "instruction",
    "kindergarten",
    "module",
    "dissertations",
    "academic",
  ],
  manufacturing: [
    "manufacturing",
    "production",
    "assembly",
    "plant",
    "machining",
    "machinist",
    "cnc",
    "lean",
    "six sigma",
    "kaizen",
    "5s",
    "oee",
    "factory",
    "fabrication",
    "welding",
    "stamping",
    "automotive",
    "plc",
    "solidworks",
    "quality control",
    "pfmea",
    "industrial",
  ],
  retail: [
    "retail",
    "store",
    "stores",
    "merchandising",
    "merchandise",
    "cashier",
    "cashiers",
    "pos",
    "point of sale",
    "shrink",
    "loss prevention",
    "supermarket",
    "checkout",
    "self-checkout",
    "tills",
    "shop",
    "boutique",
    "e-commerce",
    "ecommerce",
    "sales floor",
    "planogram",
    "shelves",
    "cash handling",
    "sales associate",
    "big-box",
  ],
};

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const INDUSTRY_PATTERNS = Object.entries(INDUSTRY_KEYWORDS).map(([industry, words]) => ({
  industry: industry as Industry,
  // Longest first so "credit union" is one hit, not "credit" plus a stray "union".
  pattern: new RegExp(
    `(?<![\\w-])(?:${[...words]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join("|")})(?![\\w-])`,
    "gi",
  ),
}));

/**
 * Software teams ship "to production": support, a release or an incident there is not a factory's
 * production. Such phrases lose the word before counting.
 */
const SOFTWARE_PRODUCTION =
  /\bproduction(?=\s+(?:support|releases?|deployments?|environments?|incidents?|issues|outages?|servers?|systems?|traffic|code|bugs?|databases?)\b)|\b(?<=(?:in|to|into)\s+)production\b/gi;

const TITLE_WEIGHT = 3;
const JOB_HEADER_WEIGHT = 2;
const MIN_SCORE = 2;

function countHits({ pattern, text }: { pattern: RegExp; text: string }): number {
  pattern.lastIndex = 0;
  let hits = 0;
  while (pattern.exec(text) !== null) hits += 1;
  return hits;
}

/**
 * The industry among our seven, from weighted keyword hits: the job title counts most, then
 * job header lines (which carry employer names such as "Valley National Bank"), then the rest
 * of the work history, summary and skills. Education is left out because every resume names
 * a university. Too little evidence gives "other".
 */
export function guessIndustry({
  lines,
  jobTitle,
  isJobHeader,
}: {
  lines: readonly SectionedLine[];
  jobTitle: string | null;
  isJobHeader: (text: string) => boolean;
}): Industry {
  // Lines are joined per weight so each pattern runs three times, not once per line.
  const jobHeaders: string[] = [];
  const rest: string[] = [];
  for (const line of lines) {
    if (line.isHeading || line.text === "" || line.section === "education" || line.section === "certifications")
      continue;
    // Volunteering and career breaks say nothing of where the person is employed.
    if (describesUnpaidTime(line.text)) continue;
    if (line.section === "experience" && isJobHeader(line.text)) jobHeaders.push(line.text);
    else rest.push(line.text);
  }
  const weighted = [
    { text: jobTitle ?? "", weight: TITLE_WEIGHT },
    // On a job's header line "PLC" is a company's legal form ("Julius Berger Nigeria PLC"), not a
    // programmable logic controller.
    { text: jobHeaders.join("\n").replace(/\bPLC\b/g, " "), weight: JOB_HEADER_WEIGHT },
    { text: rest.join("\n"), weight: 1 },
  ].map(({ text, weight }) => ({ text: text.replace(SOFTWARE_PRODUCTION, "live"), weight }));
  let best: Industry = "other";
  let bestScore = MIN_SCORE - 1;
  for (const { industry, pattern } of INDUSTRY_PATTERNS) {
    const score = weighted.reduce((sum, { text, weight }) => sum + countHits({ pattern, text }) * weight, 0);
    if (score > bestScore) {
      best = industry;
      bestScore = score;
    }
  }
  return best;
}
