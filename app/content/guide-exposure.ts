/**
 * The "How exposed are these jobs? (ILO 2025)" table on every country guide.
 *
 * Each job a guide names (in "Jobs at risk" and "AI-resistant jobs by region") is lined up here
 * with the O*NET-SOC code of the closest standard occupation. The guide's loader looks each code
 * up in our occupation dataset (on the server) and shows the ILO 2025 generative-AI exposure
 * score and gradient the dataset carries for it, through the ISCO-08 crosswalk. The table names
 * the standard occupation used, so a reader can see where a match is only approximate.
 *
 * Choices:
 * - Jobs with no honest standard match (e.g. "Product managers", "Content moderators for routine
 *   cases", "Master craftspeople") are not listed: the table leaves them out rather than guess.
 * - The ILO index scores occupations worldwide, not per country; the intro says so.
 * - No figure is written here: numbers come only from the dataset, so they change with it.
 */

import type { CountryGuide } from "../../core/content-types/country-guide-type";

/** Guide job name → O*NET-SOC code of the closest standard occupation. */
export const guideJobOccupations: Readonly<Record<string, string>> = {
  // Office, finance and customer work (mostly "Jobs at risk")
  "Customer service representatives": "43-4051.00",
  "Contact center advisers": "43-4051.00",
  "Call center agents": "43-4051.00",
  "Call center operators": "43-4051.00",
  "Customer contact agents": "43-4051.00",
  "Customer contact staff": "43-4051.00",
  "Customer service agents": "43-4051.00",
  "BPO voice and chat agents": "43-4051.00",
  "Data entry and records clerks": "43-9021.00",
  "Data entry operators": "43-9021.00",
  "Data labeling and entry staff": "43-9021.00",
  "Bookkeeping and billing clerks": "43-3031.00",
  "Bookkeepers and payroll officers": "43-3031.00",
  Bookkeepers: "43-3031.00",
  "Accounting and payroll staff": "43-3031.00",
  "Accounting technicians": "43-3031.00",
  "Finance and accounts assistants": "43-3031.00",
  "Bank tellers and financial clerks": "43-3071.00",
  "Bank and insurance clerks": "43-9041.00",
  "Insurance claims processors": "43-9041.00",
  "Insurance and banking back office": "43-9041.00",
  "Bank and insurance advisers for simple products": "41-3021.00",
  "Paralegals and legal assistants": "23-2011.00",
  "Legal support staff": "23-2011.00",
  "Entry-level content writers": "27-3043.00",
  "Technical writers for standard documentation": "27-3042.00",
  "Administrative and secretarial roles": "43-6014.00",
  "Administrative assistants": "43-6014.00",
  "Office administrators": "43-6014.00",
  "Administrative officers": "43-9061.00",
  "Clerks in administration (Sachbearbeitung)": "43-9061.00",
  "General office clerks": "43-9061.00",
  "General office workers (jimu)": "43-9061.00",
  "Shared-service center staff": "43-9061.00",
  "Junior analysts": "13-1111.00",
  "Junior developers on routine code": "15-1251.00",
  "Manual software testers": "15-1253.00",
  "Medical transcriptionists": "31-9094.00",
  "Translators for routine documents": "27-3091.00",
  "Translators for routine material": "27-3091.00",
  "Translators and interpreters for routine texts": "27-3091.00",
  "Routine translators": "27-3091.00",
  "Telephone sales and support": "41-9041.00",
  "Retail cashiers": "41-2011.00",
  // Physical work that faces robots and machines rather than generative AI
  "Assembly line workers": "51-2092.00",
  "Warehouse pickers": "53-7065.00",
  "Haul truck and plant operators": "53-3032.00",
  // Health and care
  "Registered nurses": "29-1141.00",
  Nurses: "29-1141.00",
  "Nurses and midwives": "29-1141.00",
  "Hospital nurses": "29-1141.00",
  "Licensed practical nurses": "29-2061.00",
  "Elderly care specialists": "29-2061.00",
  "Home health aides": "31-1121.00",
  "Care workers": "31-1122.00",
  "Aged care workers": "31-1122.00",
  "Elderly care workers": "31-1122.00",
  "Personal support workers": "31-1122.00",
  "Disability support workers": "31-1122.00",
  "Healthcare assistants": "31-1131.00",
  "Community health workers": "21-1094.00",
  Paramedics: "29-2043.00",
  "Physical therapists": "29-1123.00",
  Physiotherapists: "29-1123.00",
  "Occupational therapists": "29-1122.00",
  "Mental health counselors": "21-1014.00",
  "Social workers": "21-1029.00",
  Doctors: "29-1215.00",
  "Pharmaceutical researchers": "19-1042.00",
  "Biomedical engineers": "17-2031.00",
  // Education
  Teachers: "25-2031.00",
  "Teachers and trainers": "25-2031.00",
  "Teachers and education support": "25-2021.00",
  "Special education teachers": "25-2059.00",
  "Early childhood educators": "25-2011.00",
  "Agricultural extension officers": "25-9021.00",
  // Skilled trades, installation and maintenance
  Electricians: "47-2111.00",
  "Industrial electricians": "47-2111.00",
  "Plumbers and heating engineers": "47-2152.00",
  "HVAC technicians": "49-9021.00",
  "Elevator installers": "47-4021.00",
  "Power line technicians": "49-9051.00",
  "Hydro-electric technicians": "51-8013.00",
  "Solar and wind technicians": "49-9081.00",
  "Wind energy technicians": "49-9081.00",
  "Offshore wind technicians": "49-9081.00",
  "Renewable energy technicians": "47-2231.00",
  "Industrial maintenance technicians": "49-9041.00",
  "Manufacturing maintenance technicians": "49-9041.00",
  "Mine maintenance technicians": "49-9041.00",
  "Equipment maintenance engineers": "49-9041.00",
  "Mechatronics technicians": "17-3024.00",
  "Factory automation technicians": "17-3024.00",
  "Industrial robot technicians": "17-3024.01",
  "Robotics maintenance engineers": "17-3024.01",
  "Advanced manufacturing technicians": "17-3026.00",
  "Industrial technicians": "17-3026.00",
  "Electronics manufacturing technicians": "17-3023.00",
  "Battery and chip plant technicians": "51-9141.00",
  "Semiconductor plant technicians": "51-9141.00",
  "Nuclear maintenance technicians": "19-4051.00",
  "Tool and die makers": "51-4111.00",
  "Aircraft assembly technicians": "51-2011.00",
  "Aerospace quality inspectors": "51-9061.00",
  "Quality assurance specialists": "51-9061.00",
  "Automotive technicians": "49-3023.00",
  "Agricultural equipment mechanics": "49-3041.00",
  "Farm machinery technicians": "49-3041.00",
  "Firefighters and forest workers": "33-2011.00",
  // Engineering, science and management
  "Automotive engineers": "17-2141.02",
  "Automotive test engineers": "17-2141.02",
  "Automotive production engineers": "17-2112.03",
  "Automotive quality engineers": "17-2112.00",
  "Marine engineers": "17-2121.00",
  "Port and shipbuilding engineers": "17-2121.00",
  "Rail engineers": "17-2051.01",
  "Disaster prevention engineers": "17-2051.00",
  "Hardware and lab engineers": "17-2061.00",
  "Hardware product engineers": "17-2061.00",
  "AI research scientists": "15-1221.00",
  "AI solution architects": "15-1299.08",
  Geologists: "19-2042.00",
  "Forestry technicians": "19-4071.00",
  "Agricultural technicians": "19-4012.00",
  "Agricultural specialists": "19-1013.00",
  "Agri-food technicians": "19-4013.00",
  "Construction managers": "11-9021.00",
  "Construction supervisors": "47-1011.00",
  "Energy project managers": "13-1082.00",
  "Logistics coordinators": "13-1081.00",
  "Logistics managers": "11-3071.00",
  "Logistics supervisors": "53-1042.00",
  "Supply chain managers": "11-3071.04",
  "Relationship managers in finance": "13-2052.00",
  "Farm managers": "11-9013.00",
  "Vineyard managers": "11-9013.00",
  // Hospitality, tourism, culture and outdoor work
  "Hospitality managers": "11-9081.00",
  "Tourism and hospitality managers": "11-9081.00",
  Chefs: "35-1011.00",
  "Tour guides": "39-7011.00",
  "Tourism guides": "39-7011.00",
  "Mountain guides": "39-7011.00",
  "Film and production crews": "27-4031.00",
  "Film and media production crews": "27-4031.00",
  "Traditional craftspeople": "27-1012.00",
  "Fisheries and marine workers": "45-3031.00",
};

export type ExposureGroup = "at-risk" | "resistant";

export interface GuideExposureJob {
  /** The job as the guide names it. */
  job: string;
  group: ExposureGroup;
  code: string;
}

/** The jobs of one guide that have a standard occupation, each once, at-risk jobs first. */
export function listGuideExposureJobs(guide: CountryGuide): GuideExposureJob[] {
  const seen = new Set<string>();
  const jobs: GuideExposureJob[] = [];
  const add = (job: string, group: ExposureGroup) => {
    const code = guideJobOccupations[job];
    if (!code || seen.has(job)) return;
    seen.add(job);
    jobs.push({ job, group, code });
  };
  for (const item of guide.sections.jobsAtRisk.items) add(item.title, "at-risk");
  for (const region of guide.sections.resistantJobsByRegion.items) for (const job of region.jobs) add(job, "resistant");
  return jobs;
}

/** What the dataset holds for one occupation: its title and ILO 2025 figures (null when not covered). */
export interface OccupationIloFigures {
  title: string;
  score: number | null;
  gradient: string | null;
}

export interface GuideExposureRow {
  job: string;
  group: ExposureGroup;
  code: string;
  /** The standard occupation's title in O*NET-SOC. */
  occupation: string;
  /** ILO 2025 mean task exposure score, 0–1; null when the ILO index does not cover it. */
  score: number | null;
  gradient: string | null;
}

/** Rows of the table for a guide; jobs whose code is unknown to the dataset are left out. */
export function buildGuideExposureRows({
  guide,
  lookUp,
}: {
  guide: CountryGuide;
  lookUp: (code: string) => OccupationIloFigures | null;
}): GuideExposureRow[] {
  const rows: GuideExposureRow[] = [];
  for (const job of listGuideExposureJobs(guide)) {
    const figures = lookUp(job.code);
    if (figures) rows.push({ ...job, occupation: figures.title, score: figures.score, gradient: figures.gradient });
  }
  return rows;
}

export const guideExposureText = {
  heading: "How exposed are these jobs? (ILO 2025)",
  intro:
    "The International Labour Organization's 2025 index rates how much of each occupation's work generative AI could take on, task by task. For each job named on this page we show the figure our scoring dataset holds for the closest standard occupation. The index rates occupations worldwide, so these figures are the same in every country guide.",
  groups: { "at-risk": "Jobs at risk", resistant: "AI-resistant jobs" } satisfies Record<ExposureGroup, string>,
  columns: {
    job: "Job named in this guide",
    occupation: "Standard occupation (O*NET-SOC)",
    score: "ILO exposure score (0–1)",
    gradient: "ILO exposure gradient",
  },
  notCovered: "Not covered",
  caveat:
    "A higher score means more of the occupation's tasks are exposed to generative AI; the gradient groups occupations from not exposed to the most exposed (gradient 4). The index looks at generative AI only, so jobs that machines and robots are changing, such as assembly or warehouse work, can score low here.",
  source:
    "Source: Gmyrek, P., et al. (2025). Generative AI and Jobs: A Refined Global Index of Occupational Exposure. ILO Working Paper 140. Matched to O*NET-SOC occupations through the ISCO-08 crosswalk.",
  sourceLink: { label: "How we use this source", href: "/data-sources#ilo" },
} as const;
