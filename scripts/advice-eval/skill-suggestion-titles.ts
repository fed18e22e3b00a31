/**
 * The 30 common job titles the skill-suggestion target is measured on (issue #29, part 5), written
 * down before the ranking was rebuilt. For each title: what a visitor types, the industry they
 * pick, the occupation codes a counsellor would accept as "that job", and a two-letter prefix a
 * person in that job would plausibly start typing.
 *
 * How "belongs to the job" is judged (scripts/advice-eval/skills-and-time.ts):
 * - the title must match one of `expectedCodes` (a wrong match fails every suggestion);
 * - a suggestion belongs when it is one of the matched occupation's own O*NET skills rated at
 *   least "somewhat important" (importance ≥ 2.5 of 5), its work activities (the IWA and DWA
 *   titles of its tasks), its hot or in-demand technologies, the same for its closest related
 *   occupations (O*NET Primary-Short), or a common skill our vocabulary lists for its SOC group;
 * - anything else (a product that only shares the letters, a knowledge area from a distant field)
 *   does not belong.
 * The hit rate is the share of titles whose first five suggestions all belong.
 */
export interface SuggestionProbe {
  title: string;
  industry: "technology" | "healthcare" | "finance" | "education" | "manufacturing" | "retail" | "other";
  expectedCodes: readonly string[];
  prefix: string;
}

export const SKILL_SUGGESTION_PROBES: readonly SuggestionProbe[] = [
  { title: "Registered Nurse", industry: "healthcare", expectedCodes: ["29-1141.00"], prefix: "pa" },
  { title: "Barista", industry: "retail", expectedCodes: ["35-3023.01"], prefix: "la" },
  { title: "Accountant", industry: "finance", expectedCodes: ["13-2011.00"], prefix: "ex" },
  { title: "Truck Driver", industry: "other", expectedCodes: ["53-3032.00", "53-3033.00"], prefix: "sa" },
  { title: "Teacher", industry: "education", expectedCodes: ["25-2021.00", "25-2022.00", "25-2031.00"], prefix: "cl" },
  { title: "Software Engineer", industry: "technology", expectedCodes: ["15-1252.00"], prefix: "ja" },
  { title: "Cashier", industry: "retail", expectedCodes: ["41-2011.00"], prefix: "cu" },
  { title: "Retail Sales Associate", industry: "retail", expectedCodes: ["41-2031.00"], prefix: "pr" },
  { title: "Customer Service Representative", industry: "other", expectedCodes: ["43-4051.00"], prefix: "co" },
  { title: "Electrician", industry: "other", expectedCodes: ["47-2111.00"], prefix: "wi" },
  { title: "Plumber", industry: "other", expectedCodes: ["47-2152.00"], prefix: "pi" },
  { title: "Carpenter", industry: "other", expectedCodes: ["47-2031.00"], prefix: "fr" },
  { title: "Chef", industry: "other", expectedCodes: ["35-1011.00"], prefix: "me" },
  { title: "Line Cook", industry: "other", expectedCodes: ["35-2014.00"], prefix: "fo" },
  { title: "Waiter", industry: "other", expectedCodes: ["35-3031.00"], prefix: "or" },
  { title: "Receptionist", industry: "other", expectedCodes: ["43-4171.00"], prefix: "sc" },
  { title: "Administrative Assistant", industry: "other", expectedCodes: ["43-6014.00", "43-6011.00"], prefix: "ca" },
  { title: "Marketing Manager", industry: "technology", expectedCodes: ["11-2021.00"], prefix: "br" },
  { title: "Graphic Designer", industry: "technology", expectedCodes: ["27-1024.00"], prefix: "ad" },
  {
    title: "Data Analyst",
    industry: "technology",
    expectedCodes: ["15-2051.01", "15-2051.00", "15-2041.00"],
    prefix: "sq",
  },
  {
    title: "Project Manager",
    industry: "technology",
    expectedCodes: ["13-1082.00", "11-9199.00", "15-1299.09"],
    prefix: "ri",
  },
  { title: "Lawyer", industry: "other", expectedCodes: ["23-1011.00"], prefix: "le" },
  { title: "Paralegal", industry: "other", expectedCodes: ["23-2011.00"], prefix: "do" },
  { title: "Pharmacist", industry: "healthcare", expectedCodes: ["29-1051.00"], prefix: "me" },
  { title: "Dental Hygienist", industry: "healthcare", expectedCodes: ["29-1292.00"], prefix: "or" },
  { title: "Police Officer", industry: "other", expectedCodes: ["33-3051.00", "33-3051.04"], prefix: "pa" },
  { title: "Auto Mechanic", industry: "other", expectedCodes: ["49-3023.00"], prefix: "di" },
  {
    title: "Warehouse Worker",
    industry: "retail",
    expectedCodes: ["53-7062.00", "53-7065.00", "43-5071.00"],
    prefix: "fo",
  },
  { title: "Hairdresser", industry: "other", expectedCodes: ["39-5012.00"], prefix: "co" },
  { title: "Bookkeeper", industry: "finance", expectedCodes: ["43-3031.00"], prefix: "qu" },
];
