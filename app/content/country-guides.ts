/**
 * Copy for the ten country guide pages (content-and-cms.md §2 "Country guide pages", §9 audience
 * claims and the country figures table).
 *
 * Rules followed here:
 * - Titles are exact per spec: "Will AI Replace My Job in <country>?" (with "the United
 *   States"/"the United Kingdom"), "AI Employment in Europe: Continental Overview" for the EU and
 *   "Job Displacement in China: AI Transformation" for China.
 * - The button reads "Start Your <Nationality> Assessment" and links to "/".
 * - Page titles get the " | <site_title>" suffix from the page meta, like other pages; `meta.title`
 *   holds the title without it.
 * - Figures from the spec's country table are reproduced exactly (the `figure` strings) and are
 *   labelled as widely cited in industry and press reports, never as our measurement (the
 *   /data-sources page explains the difference). Where the table gives a bare figure
 *   ("€60B automotive"), the label adds only a neutral description.
 * - USA and UK: the spec gives no figures beyond the user counts, so their grids hold editorial
 *   text only (no invented statistics) plus an `editorial` article body.
 * - No audience claims: the spec's "users assessed" and "searches" badges are not reproduced. The
 *   page's highlights are measured instead (assessments run so far, occupations covered), see
 *   docs/decisions/009-honest-figures.md.
 * - ILO 2025 exposure: `guideJobOccupations` gives each job a guide names (at risk and
 *   AI-resistant) the O*NET-SOC code of the closest standard occupation; the page's loader reads
 *   that occupation's ILO 2025 score and gradient from our occupation dataset on the server.
 *   No ILO numbers are written here. Jobs with no honest standard match are left out of the table.
 * - `iloIsoCode` (ISO 3166-1 alpha-3, null for the EU) and `regionKey` are kept for country-level
 *   figures; the ILO index in our dataset is per occupation and the same in every country.
 */

import type { CountryGuideSlug } from "../lib/country-guide-links";

/** How figures from the spec's country table are labelled: cited estimates, never our measurement. */
export const WIDELY_CITED = "Widely cited in industry and press reports";

export interface GuideItem {
  title: string;
  text: string;
  /** A figure from the spec's country table, exactly as given. */
  figure?: string;
  attribution?: typeof WIDELY_CITED;
}

export interface GuideRegion {
  region: string;
  jobs: [string, string, string];
  note: string;
}

export interface GuideGrid<T> {
  heading: string;
  intro: string;
  items: T[];
}

export interface GuideStrategy {
  heading: string;
  name: string;
  figure: string | null;
  attribution: typeof WIDELY_CITED | null;
  summary: string;
  points: string[];
}

export interface GuideEditorialBlock {
  heading: string;
  paragraphs: string[];
}

export interface CountryGuide {
  slug: CountryGuideSlug;
  path: `/${CountryGuideSlug}`;
  title: string;
  /** Label in the sticky top bar. */
  countryLabel: string;
  /** Native-script name shown next to the label (India, Japan, China only). */
  nativeName: string | null;
  nationality: string;
  cta: { label: string; href: "/" };
  /** ISO 3166-1 alpha-3 code for joining ILO 2025 country figures; null for a region. */
  iloIsoCode: string | null;
  /** Key for our exposure dataset: the ISO code, or "EU27" for the European Union. */
  regionKey: string;
  meta: { title: string; description: string };
  hero: { eyebrow: string; paragraphs: string[] };
  sections: {
    displacement: GuideGrid<GuideItem>;
    jobsAtRisk: GuideGrid<GuideItem>;
    resistantJobsByRegion: GuideGrid<GuideRegion>;
    assessmentFactors: GuideGrid<GuideItem>;
    industries: GuideGrid<GuideItem> & { items: [GuideItem, GuideItem, GuideItem] };
    governmentStrategy: GuideStrategy;
    futureSkills: GuideGrid<GuideItem>;
  };
  /** Article body for the editorial USA and UK pages; absent elsewhere. */
  editorial?: GuideEditorialBlock[];
  figuresNote: string;
}

const figuresNote =
  "Figures labelled as widely cited in industry and press reports are estimates that circulate in industry studies and news coverage. We repeat them for context only: they are not our measurement, they use different methods and time frames, and we have not checked each one against a primary source. Your own score comes from task-level research on your occupation, not from these national figures.";

const editorialNote =
  "This guide is editorial context. It contains no national statistics of our own. Your score comes from task-level research on your occupation.";

const sharedFactors: GuideItem[] = [
  {
    title: "The tasks in your occupation",
    text: "We match your job to a standard O*NET-SOC occupation and look at how exposed each of its tasks is to AI. The mix of tasks matters more than the job title.",
  },
  {
    title: "Experience and seniority",
    text: "Senior roles usually carry more judgment, responsibility and relationships, which are harder to hand to software. Experience moves your score within a capped range.",
  },
  {
    title: "Your skills",
    text: "Skills that complement AI, such as people leadership, hands-on expertise or the ability to direct AI tools, can lower your estimate a little. They never replace the research base.",
  },
];

function factors(local: GuideItem): GuideItem[] {
  return [...sharedFactors, local];
}

const usa: CountryGuide = {
  slug: "usa",
  path: "/usa",
  title: "Will AI Replace My Job in the United States?",
  countryLabel: "United States",
  nativeName: null,
  nationality: "American",
  cta: { label: "Start Your American Assessment", href: "/" },
  iloIsoCode: "USA",
  regionKey: "USA",
  meta: {
    title: "Will AI Replace My Job in the United States?",
    description:
      "A plain-English guide to AI and jobs in the United States: which tasks are most exposed, which roles hold up and how to check your own occupation for free.",
  },
  hero: {
    eyebrow: "United States career guide",
    paragraphs: [
      "Most of the research on AI and work was done with American occupations, so US workers can get an unusually detailed picture of their own exposure.",
      "This guide explains what that research says in general. The free assessment applies it to your job in a few minutes.",
    ],
  },
  sections: {
    displacement: {
      heading: "National job displacement",
      intro: "What the research says about AI and American work as a whole.",
      items: [
        {
          title: "Exposure is spread widely",
          text: "Task-level studies find that most US occupations have at least some tasks an AI system could speed up. Very few have all of them.",
        },
        {
          title: "Office work is most exposed",
          text: "Writing, analysis, customer communication and routine administration carry the highest exposure. Physical, hands-on and care work carries the least.",
        },
        {
          title: "Change before loss",
          text: "For most people, the first effect is a change in how the work is done. Whether jobs shrink depends on demand, cost and how employers choose to use the time saved.",
        },
      ],
    },
    jobsAtRisk: {
      heading: "Jobs at risk",
      intro: "Roles where a large share of the daily tasks is exposed to current AI.",
      items: [
        {
          title: "Customer service representatives",
          text: "Answering routine questions by chat and email is one of the most automated tasks today.",
        },
        {
          title: "Data entry and records clerks",
          text: "Reading forms and moving information between systems is increasingly handled by software.",
        },
        {
          title: "Bookkeeping and billing clerks",
          text: "Matching invoices, categorizing transactions and preparing routine reports are highly exposed.",
        },
        {
          title: "Paralegals and legal assistants",
          text: "Document review and first drafts are exposed; client work and court procedure less so.",
        },
        {
          title: "Entry-level content writers",
          text: "Short, formulaic copy is quick to generate. Original reporting and editing hold up better.",
        },
      ],
    },
    resistantJobsByRegion: {
      heading: "AI-resistant jobs by region",
      intro: "Examples of roles that rely on presence, physical skill or trust, grouped by where they are in demand.",
      items: [
        {
          region: "Northeast",
          jobs: ["Registered nurses", "Special education teachers", "Elevator installers"],
          note: "Large hospital systems, universities and dense older buildings keep demand for hands-on specialists high.",
        },
        {
          region: "Midwest",
          jobs: ["Industrial maintenance technicians", "Electricians", "Physical therapists"],
          note: "Modern factories still need people who can diagnose and fix the machines.",
        },
        {
          region: "South",
          jobs: ["Home health aides", "Construction managers", "HVAC technicians"],
          note: "Population growth and a hot climate drive steady demand for care and building trades.",
        },
        {
          region: "West",
          jobs: ["Solar and wind technicians", "Firefighters and forest workers", "Mental health counselors"],
          note: "Energy projects and environmental risks create work that cannot be done remotely.",
        },
      ],
    },
    assessmentFactors: {
      heading: "Assessment factors",
      intro: "What shapes an American worker's score.",
      items: factors({
        title: "US labor-market outlook",
        text: "We add Bureau of Labor Statistics wage and employment projections for your occupation, so you can see whether it is growing or shrinking for reasons beyond AI.",
      }),
    },
    industries: {
      heading: "Three major industries",
      intro: "How AI is reaching three of the largest US employers.",
      items: [
        {
          title: "Healthcare",
          text: "AI is taking on notes, coding and scheduling. Demand for clinicians and caregivers keeps rising as the population ages.",
        },
        {
          title: "Professional and business services",
          text: "Consulting, accounting, legal and marketing work is highly exposed. Firms are redesigning junior roles around AI tools.",
        },
        {
          title: "Retail and logistics",
          text: "Forecasting and customer support are automating quickly. Warehouses mix robots with people who manage and repair them.",
        },
      ],
    },
    governmentStrategy: {
      heading: "Government AI strategy",
      name: "Federal AI policy",
      figure: null,
      attribution: null,
      summary:
        "US policy relies mostly on research funding, voluntary standards and existing law, and its direction has shifted between administrations.",
      points: [
        "The National AI Initiative Act of 2020 set up coordination of federal AI research.",
        "NIST's AI Risk Management Framework offers voluntary guidance that many employers follow.",
        "Several states, including Colorado, have passed their own rules on AI in high-stakes decisions such as hiring.",
      ],
    },
    futureSkills: {
      heading: "Future skills",
      intro: "Skills that tend to keep their value as AI spreads in US workplaces.",
      items: [
        {
          title: "Using AI tools well",
          text: "Knowing when to trust an AI draft, how to check it and how to direct it.",
        },
        {
          title: "Complex communication",
          text: "Negotiating, persuading and explaining difficult news to clients and colleagues.",
        },
        { title: "Skilled trades", text: "Installation, repair and maintenance work that happens on site." },
        { title: "Data literacy", text: "Reading numbers critically and asking the right questions of them." },
        { title: "Care and coaching", text: "Work built on empathy, trust and responsibility for another person." },
      ],
    },
  },
  editorial: [
    {
      heading: "What the research says about American jobs",
      paragraphs: [
        "Researchers have studied the tasks of almost every US occupation and asked how much of each a language model could help with. The answer for most jobs is: some of it. Writing, summarizing, searching and routine analysis are highly exposed. Physical work, care and decisions that carry personal responsibility are much less so.",
        "That means the question is rarely whether your job disappears. It is which of your tasks change, how quickly, and what you do with the time that frees up.",
      ],
    },
    {
      heading: "How to use this guide",
      paragraphs: [
        "Read the general picture here, then take the free assessment. It matches your job to a standard occupation, scores its tasks from published research and shows you the sources it used.",
      ],
    },
  ],
  figuresNote: editorialNote,
};

const uk: CountryGuide = {
  slug: "uk",
  path: "/uk",
  title: "Will AI Replace My Job in the United Kingdom?",
  countryLabel: "United Kingdom",
  nativeName: null,
  nationality: "British",
  cta: { label: "Start Your British Assessment", href: "/" },
  iloIsoCode: "GBR",
  regionKey: "GBR",
  meta: {
    title: "Will AI Replace My Job in the United Kingdom?",
    description:
      "A calm guide to AI and jobs in the UK: which kinds of work are most exposed, which roles hold up across the regions, and how to check your own job for free.",
  },
  hero: {
    eyebrow: "United Kingdom career guide",
    paragraphs: [
      "The UK has a large services economy, from finance and law to the public sector, which puts many office tasks within reach of AI tools.",
      "This guide sets out the general picture. The free assessment shows how it applies to your own role.",
    ],
  },
  sections: {
    displacement: {
      heading: "National job displacement",
      intro: "What task-level research suggests for British work.",
      items: [
        {
          title: "A services-heavy economy",
          text: "With most people working in services, a larger share of UK jobs includes writing, analysis and administration, which are the tasks most exposed to AI.",
        },
        {
          title: "Uneven across regions",
          text: "Exposure is higher where finance and professional services cluster, such as London and the South East, and lower where care, construction and manufacturing lead.",
        },
        {
          title: "Roles change first",
          text: "Most exposed roles are being reshaped rather than removed. The pace depends on how employers and public services adopt the tools.",
        },
      ],
    },
    jobsAtRisk: {
      heading: "Jobs at risk",
      intro: "Roles where a large share of everyday tasks is exposed to current AI.",
      items: [
        {
          title: "Administrative and secretarial roles",
          text: "Scheduling, correspondence and document handling are increasingly automated.",
        },
        {
          title: "Contact center advisers",
          text: "Routine inquiries in banking, energy and telecoms are moving to AI assistants.",
        },
        {
          title: "Finance and accounts assistants",
          text: "Reconciliations and standard reports are highly exposed; advice to clients less so.",
        },
        {
          title: "Legal support staff",
          text: "Document review and first drafts are exposed in a market built on written work.",
        },
        {
          title: "Junior analysts",
          text: "Research summaries and slide decks are quick for AI to draft, so entry-level work is changing.",
        },
      ],
    },
    resistantJobsByRegion: {
      heading: "AI-resistant jobs by region",
      intro: "Examples of roles that depend on presence, skill or trust, with regions where they are in demand.",
      items: [
        {
          region: "London and the South East",
          jobs: ["Nurses and midwives", "Electricians", "Teachers"],
          note: "A large population and strained public services keep demand for skilled people high.",
        },
        {
          region: "North of England",
          jobs: ["Advanced manufacturing technicians", "Social workers", "Rail engineers"],
          note: "Industrial renewal and infrastructure projects need hands-on expertise.",
        },
        {
          region: "Midlands",
          jobs: ["Automotive engineers", "Logistics supervisors", "Care workers"],
          note: "Manufacturing and distribution hubs combine automation with skilled oversight.",
        },
        {
          region: "Scotland",
          jobs: ["Offshore wind technicians", "Healthcare assistants", "Marine engineers"],
          note: "Energy transition projects create work that cannot be done from a desk.",
        },
        {
          region: "Wales and Northern Ireland",
          jobs: ["Agricultural specialists", "Occupational therapists", "Plumbers and heating engineers"],
          note: "Rural economies and aging populations sustain practical and care roles.",
        },
      ],
    },
    assessmentFactors: {
      heading: "Assessment factors",
      intro: "What shapes a UK worker's score.",
      items: factors({
        title: "Matching UK job titles",
        text: "British job titles often differ from American ones. We match on your tasks and responsibilities, so describe what you do, not only what you are called.",
      }),
    },
    industries: {
      heading: "Three major industries",
      intro: "How AI is reaching three pillars of the UK economy.",
      items: [
        {
          title: "Financial services",
          text: "Banks and insurers are using AI for fraud checks, customer service and compliance work, reshaping many back-office roles.",
        },
        {
          title: "Health and social care",
          text: "The NHS is testing AI in imaging and administration, while demand for front-line staff keeps growing.",
        },
        {
          title: "Creative industries",
          text: "Design, media and advertising use AI for drafts and variations, putting a premium on original ideas and taste.",
        },
      ],
    },
    governmentStrategy: {
      heading: "Government AI strategy",
      name: "UK AI policy",
      figure: null,
      attribution: null,
      summary:
        "The UK has favored a flexible, sector-led approach to AI, with existing regulators applying their own rules.",
      points: [
        "The National AI Strategy of 2021 set a ten-year plan for research, adoption and governance.",
        "The AI Opportunities Action Plan of January 2025 focuses on computing capacity, skills and public-sector use.",
        "A government AI institute, set up in 2023, tests advanced models for safety and security risks.",
      ],
    },
    futureSkills: {
      heading: "Future skills",
      intro: "Skills that tend to keep their value in British workplaces.",
      items: [
        { title: "AI-assisted working", text: "Using AI tools for drafts and analysis while owning the final result." },
        { title: "Client relationships", text: "Advice, negotiation and trust in professional services." },
        { title: "Green skills", text: "Retrofitting, heat pumps and renewable energy installation." },
        { title: "Care and health", text: "Clinical and social care work that relies on people." },
        { title: "Regulation and compliance", text: "Understanding rules on data, finance and AI itself." },
      ],
    },
  },
  editorial: [
    {
      heading: "What the research says about British jobs",
      paragraphs: [
        "Studies that break jobs into tasks find that office and knowledge work is the most exposed to AI, and the UK has a lot of it. Financial, legal and administrative roles are changing fastest. Care, construction and skilled trades change least.",
        "Exposure is a measure of how much AI could help with a task. It is not a forecast of redundancies. Many exposed roles will simply look different in a few years.",
      ],
    },
    {
      heading: "How to use this guide",
      paragraphs: [
        "Use this page for context, then take the free assessment. It matches your role to a standard occupation, scores its tasks and lists its sources so you can judge the result yourself.",
      ],
    },
  ],
  figuresNote: editorialNote,
};

const canada: CountryGuide = {
  slug: "canada",
  path: "/canada",
  title: "Will AI Replace My Job in Canada?",
  countryLabel: "Canada",
  nativeName: null,
  nationality: "Canadian",
  cta: { label: "Start Your Canadian Assessment", href: "/" },
  iloIsoCode: "CAN",
  regionKey: "CAN",
  meta: {
    title: "Will AI Replace My Job in Canada?",
    description:
      "How AI is changing work in Canada: exposed roles, resilient jobs by province, key industries and the national AI strategy. Check your own job free in minutes.",
  },
  hero: {
    eyebrow: "Canada career guide",
    paragraphs: [
      "Canada helped pioneer modern AI research, and its employers are now putting that research to work. For many Canadians, the question is no longer whether AI will touch their job but how.",
      "This guide brings together figures for Canada that are widely cited in industry and press reports; they are not our own measurements. The free assessment then looks at the tasks of your own occupation.",
    ],
  },
  sections: {
    displacement: {
      heading: "National job displacement",
      intro:
        "Figures on the Canadian workforce that are widely cited in industry and press reports. They are not our measurement.",
      items: [
        {
          figure: "about 42%",
          attribution: WIDELY_CITED,
          title: "of jobs at automation risk over two decades",
          text: "A share of work that is technically automatable, which is not the same as jobs that will be lost.",
        },
        {
          figure: "200,000",
          attribution: WIDELY_CITED,
          title: "tech positions by 2027",
          text: "New technology roles expected as employers adopt AI and digital tools.",
        },
        {
          figure: "300,000",
          attribution: WIDELY_CITED,
          title: "clean-tech jobs by 2030",
          text: "Growth in clean technology may offset some losses elsewhere.",
        },
      ],
    },
    jobsAtRisk: {
      heading: "Jobs at risk",
      intro: "Canadian roles with a high share of AI-exposed tasks.",
      items: [
        {
          title: "Bank tellers and financial clerks",
          text: "Routine transactions and account queries are moving to apps and AI assistants.",
        },
        {
          title: "Administrative officers",
          text: "Document preparation, scheduling and records management are highly exposed.",
        },
        {
          title: "Call center agents",
          text: "First-line support is increasingly handled by AI, in both English and French.",
        },
        {
          title: "Translators for routine documents",
          text: "Standard bilingual material is quick to machine-translate, though review still matters.",
        },
        {
          title: "Insurance claims processors",
          text: "Straightforward claims are increasingly assessed automatically.",
        },
      ],
    },
    resistantJobsByRegion: {
      heading: "AI-resistant jobs by region",
      intro: "Roles that rely on presence, skill or trust, by province and region.",
      items: [
        {
          region: "Ontario",
          jobs: ["Registered nurses", "Skilled trades in construction", "Early childhood educators"],
          note: "Population growth and housing demand keep hands-on roles busy.",
        },
        {
          region: "Quebec",
          jobs: ["Personal support workers", "Hydro-electric technicians", "Bilingual client advisers"],
          note: "Clean power and an aging population sustain practical and care work.",
        },
        {
          region: "British Columbia",
          jobs: ["Forestry technicians", "Film and production crews", "Physiotherapists"],
          note: "Natural resources and on-set work still need people on location.",
        },
        {
          region: "Alberta and the Prairies",
          jobs: ["Power line technicians", "Agricultural equipment mechanics", "Energy project managers"],
          note: "Energy and farming depend on skilled field work.",
        },
        {
          region: "Atlantic Canada",
          jobs: ["Fisheries and marine workers", "Licensed practical nurses", "Tourism guides"],
          note: "Coastal industries and health care rely on local knowledge and presence.",
        },
      ],
    },
    assessmentFactors: {
      heading: "Assessment factors",
      intro: "What shapes a Canadian worker's score.",
      items: factors({
        title: "Canadian job titles and bilingual roles",
        text: "We match to standard occupations by tasks, so describe your duties in detail. Roles that combine English and French with client contact tend to rely on judgment as well as language.",
      }),
    },
    industries: {
      heading: "Three major industries",
      intro: "Sectors where AI is changing Canadian work.",
      items: [
        {
          figure: "1.8M",
          attribution: WIDELY_CITED,
          title: "Healthcare",
          text: "Around 1.8M healthcare workers, with about 400,000 extra healthcare workers needed by 2028. AI is easing paperwork, while demand for care keeps climbing.",
        },
        {
          figure: "300,000",
          attribution: WIDELY_CITED,
          title: "Clean technology",
          text: "Some 300,000 clean-tech jobs by 2030, in hydro, batteries, carbon capture and efficient buildings.",
        },
        {
          figure: "200,000",
          attribution: WIDELY_CITED,
          title: "Technology",
          text: "About 200,000 tech positions by 2027, building on research hubs in Montreal, Toronto and Edmonton.",
        },
      ],
    },
    governmentStrategy: {
      heading: "Government AI strategy",
      name: "Pan-Canadian Artificial Intelligence Strategy",
      figure: "$443M",
      attribution: WIDELY_CITED,
      summary:
        "Canada launched one of the world's first national AI strategies in 2017 and expanded it with $443M of further funding.",
      points: [
        "Supports national AI institutes in Edmonton, Montreal and Toronto.",
        "Funds research talent, commercialization and standards for responsible AI.",
        "Aims to turn research strength into adoption by Canadian businesses.",
      ],
    },
    futureSkills: {
      heading: "Future skills",
      intro: "Skills with lasting value in the Canadian job market.",
      items: [
        { title: "Bilingual communication", text: "English and French combined with client-facing judgment." },
        { title: "Healthcare and care skills", text: "Clinical, support and community care roles with steady demand." },
        { title: "Clean-tech trades", text: "Installation and maintenance of low-carbon energy systems." },
        { title: "AI literacy", text: "Using AI tools confidently and checking their output." },
        { title: "Project leadership", text: "Coordinating people, budgets and change on complex work." },
      ],
    },
  },
  figuresNote,
};

const australia: CountryGuide = {
  slug: "australia",
  path: "/australia",
  title: "Will AI Replace My Job in Australia?",
  countryLabel: "Australia",
  nativeName: null,
  nationality: "Australian",
  cta: { label: "Start Your Australian Assessment", href: "/" },
  iloIsoCode: "AUS",
  regionKey: "AUS",
  meta: {
    title: "Will AI Replace My Job in Australia?",
    description:
      "AI and jobs in Australia: roles most exposed, resilient work by state, mining, education and tourism, and the national AI plan. Check your own job free.",
  },
  hero: {
    eyebrow: "Australia career guide",
    paragraphs: [
      "Australia's economy mixes highly automated mining with service industries such as education and tourism. AI affects each of them differently.",
      "This guide collects figures for Australia that are widely cited in industry and press reports; they are not our own measurements. The free assessment applies task-level research to your own job.",
    ],
  },
  sections: {
    displacement: {
      heading: "National job displacement",
      intro:
        "Figures on the Australian workforce that are widely cited in industry and press reports. They are not our measurement.",
      items: [
        {
          figure: "46%",
          attribution: WIDELY_CITED,
          title: "of jobs exposed to automation over 15 years",
          text: "A measure of technically automatable work, not a count of jobs that will disappear.",
        },
        {
          figure: "150,000",
          attribution: WIDELY_CITED,
          title: "resource-tech jobs by 2030",
          text: "New roles in automated and remote-operated mining and energy.",
        },
        {
          figure: "300,000",
          attribution: WIDELY_CITED,
          title: "tourism jobs by 2026",
          text: "Visitor industries are expected to keep adding people-facing work.",
        },
      ],
    },
    jobsAtRisk: {
      heading: "Jobs at risk",
      intro: "Australian roles with a high share of AI-exposed tasks.",
      items: [
        { title: "Office administrators", text: "Correspondence, scheduling and records work are highly exposed." },
        {
          title: "Bookkeepers and payroll officers",
          text: "Cloud accounting tools already automate much of the routine work.",
        },
        { title: "Customer contact staff", text: "Telco, utility and bank inquiries are moving to AI assistants." },
        {
          title: "Haul truck and plant operators",
          text: "Autonomous haulage is established on large mine sites, a physical automation trend.",
        },
        {
          title: "Real estate administration",
          text: "Listings, contracts and tenant communications are increasingly automated.",
        },
      ],
    },
    resistantJobsByRegion: {
      heading: "AI-resistant jobs by region",
      intro: "Roles that rely on presence, skill or trust, by state.",
      items: [
        {
          region: "New South Wales",
          jobs: ["Aged care workers", "Construction supervisors", "Paramedics"],
          note: "A large, aging population and major infrastructure projects.",
        },
        {
          region: "Victoria",
          jobs: ["Teachers and education support", "Electricians", "Disability support workers"],
          note: "Education exports and community services depend on people.",
        },
        {
          region: "Queensland",
          jobs: ["Tourism and hospitality managers", "Marine scientists", "Renewable energy technicians"],
          note: "Tourism and the reef economy need local, hands-on expertise.",
        },
        {
          region: "Western Australia",
          jobs: ["Mine maintenance technicians", "Remote operations specialists", "Geologists"],
          note: "Automated mines still need people to supervise and repair them.",
        },
      ],
    },
    assessmentFactors: {
      heading: "Assessment factors",
      intro: "What shapes an Australian worker's score.",
      items: factors({
        title: "Physical automation in resources",
        text: "Mining has seen heavy automation of machinery. We show this kind of physical automation as a separate figure from your AI exposure score.",
      }),
    },
    industries: {
      heading: "Three major industries",
      intro: "Sectors where AI is changing Australian work.",
      items: [
        {
          figure: "150,000",
          attribution: WIDELY_CITED,
          title: "Mining and resources",
          text: "About 150,000 resource-tech jobs by 2030, as autonomous equipment and remote operations centers spread.",
        },
        {
          figure: "$40B",
          attribution: WIDELY_CITED,
          title: "International education",
          text: "A $40B export industry, with around 200,000 international-education jobs by 2028. AI is changing teaching tools, but students still choose people and places.",
        },
        {
          figure: "1M+",
          attribution: WIDELY_CITED,
          title: "Tourism",
          text: "More than 1M tourism workers, and about 300,000 tourism jobs by 2026. Booking and service desks automate; experiences stay human.",
        },
      ],
    },
    governmentStrategy: {
      heading: "Government AI strategy",
      name: "National AI and digital economy plans",
      figure: "$1.2B",
      attribution: WIDELY_CITED,
      summary:
        "Australia's AI plan is part of a broader digital economy program; press reports widely cite $1.2B for it.",
      points: [
        "A National AI Centre helps businesses, especially smaller ones, adopt AI responsibly.",
        "Voluntary standards and consultations on safe and responsible AI guide employers.",
        "Funding supports AI and digital skills in the workforce.",
      ],
    },
    futureSkills: {
      heading: "Future skills",
      intro: "Skills with lasting value in the Australian job market.",
      items: [
        { title: "Remote operations", text: "Supervising automated equipment from control centers." },
        { title: "Care and community services", text: "Aged care, disability support and health roles." },
        { title: "Hospitality and guiding", text: "Creating experiences that visitors travel for." },
        { title: "Renewable energy trades", text: "Solar, wind, batteries and grid work." },
        { title: "Working with AI tools", text: "Using AI to save time while checking its output." },
      ],
    },
  },
  figuresNote,
};

const germany: CountryGuide = {
  slug: "germany",
  path: "/germany",
  title: "Will AI Replace My Job in Germany?",
  countryLabel: "Germany",
  nativeName: null,
  nationality: "German",
  cta: { label: "Start Your German Assessment", href: "/" },
  iloIsoCode: "DEU",
  regionKey: "DEU",
  meta: {
    title: "Will AI Replace My Job in Germany?",
    description:
      "AI and jobs in Germany: exposed roles, resilient work by region, automotive, manufacturing and renewables, and the national AI strategy. Check your job free.",
  },
  hero: {
    eyebrow: "Germany career guide",
    paragraphs: [
      "Germany's strength in engineering and manufacturing has long made it a leader in industrial automation. Generative AI now reaches the offices behind the factories too.",
      "This guide sets out figures for Germany that are widely cited in industry and press reports; they are not our own measurements. The free assessment then scores the tasks of your own occupation.",
    ],
  },
  sections: {
    displacement: {
      heading: "National job displacement",
      intro:
        "Figures on the German workforce that are widely cited in industry and press reports. They are not our measurement.",
      items: [
        {
          figure: "18M jobs (42%)",
          attribution: WIDELY_CITED,
          title: "affected by automation by 2035",
          text: "Jobs with a large share of automatable tasks. Many will change rather than disappear.",
        },
        {
          figure: "2.5M",
          attribution: WIDELY_CITED,
          title: "manufacturing workers by 2028",
          text: "Manufacturing workers whose roles are expected to shift with automation and new drive technologies.",
        },
        {
          figure: "400,000",
          attribution: WIDELY_CITED,
          title: "renewable jobs by 2030",
          text: "The energy transition is expected to add skilled technical work.",
        },
      ],
    },
    jobsAtRisk: {
      heading: "Jobs at risk",
      intro: "German roles with a high share of AI-exposed tasks.",
      items: [
        {
          title: "Clerks in administration (Sachbearbeitung)",
          text: "Processing applications, forms and standard letters is highly exposed.",
        },
        {
          title: "Accounting and payroll staff",
          text: "Routine bookkeeping and reporting are increasingly automated.",
        },
        {
          title: "Assembly line workers",
          text: "Repetitive assembly is exposed to robotics, a physical automation trend.",
        },
        {
          title: "Insurance and banking back office",
          text: "Claims and account processing move to automated systems.",
        },
        {
          title: "Technical writers for standard documentation",
          text: "Manuals and specifications are quick to draft with AI, though review remains important.",
        },
      ],
    },
    resistantJobsByRegion: {
      heading: "AI-resistant jobs by region",
      intro: "Roles that rely on presence, skill or trust, by region.",
      items: [
        {
          region: "Bavaria",
          jobs: ["Mechatronics technicians", "Nurses", "Master craftspeople"],
          note: "Advanced industry and a strong trades tradition.",
        },
        {
          region: "Baden-Württemberg",
          jobs: ["Automotive test engineers", "Tool and die makers", "Elderly care specialists"],
          note: "Car and machine-building clusters still need expert hands.",
        },
        {
          region: "North Rhine-Westphalia",
          jobs: ["Energy transition technicians", "Logistics coordinators", "Social workers"],
          note: "Industrial renewal in a dense, diverse region.",
        },
        {
          region: "Berlin and the east",
          jobs: ["Teachers", "Battery and chip plant technicians", "Care workers"],
          note: "New factories and public services create hands-on work.",
        },
        {
          region: "Northern Germany",
          jobs: ["Offshore wind technicians", "Port and shipbuilding engineers", "Physiotherapists"],
          note: "Coastal energy and port industries need skilled field staff.",
        },
      ],
    },
    assessmentFactors: {
      heading: "Assessment factors",
      intro: "What shapes a German worker's score.",
      items: factors({
        title: "Vocational qualifications",
        text: "Germany's dual training system builds deep, practical skills. Tell us about your Ausbildung or Meister qualification, because hands-on expertise tends to be less exposed.",
      }),
    },
    industries: {
      heading: "Three major industries",
      intro: "Sectors where AI is changing German work.",
      items: [
        {
          figure: "€60B",
          attribution: WIDELY_CITED,
          title: "Automotive",
          text: "A €60B automotive transformation toward electric and software-defined vehicles, moving skills from engines to batteries and code.",
        },
        {
          figure: "2.5M",
          attribution: WIDELY_CITED,
          title: "Manufacturing",
          text: "Around 2.5M manufacturing workers by 2028 are expected to see their roles change with automation and AI-driven quality control.",
        },
        {
          figure: "400,000",
          attribution: WIDELY_CITED,
          title: "Renewable energy",
          text: "About 400,000 renewable jobs by 2030 in wind, solar, grids and heat pumps.",
        },
      ],
    },
    governmentStrategy: {
      heading: "Government AI strategy",
      name: "Federal AI Strategy",
      figure: "€5B",
      attribution: WIDELY_CITED,
      summary:
        "Germany's national AI strategy, adopted in 2018 and updated in 2020, is backed by federal funding that press reports widely cite at €5B.",
      points: [
        "Funds AI research centers and new AI professorships.",
        "Supports small and medium-sized firms in adopting AI.",
        "Works within the EU AI Act, which sets shared rules across member states.",
      ],
    },
    futureSkills: {
      heading: "Future skills",
      intro: "Skills with lasting value in the German job market.",
      items: [
        { title: "Mechatronics and automation", text: "Installing, programming and maintaining automated systems." },
        { title: "Battery and electric drive skills", text: "The core of the automotive shift." },
        { title: "Energy transition trades", text: "Heat pumps, solar and grid work." },
        { title: "Data and AI literacy", text: "Working with data from connected machines and AI tools." },
        { title: "Care professions", text: "Nursing and elderly care in an aging society." },
      ],
    },
  },
  figuresNote,
};

const france: CountryGuide = {
  slug: "france",
  path: "/france",
  title: "Will AI Replace My Job in France?",
  countryLabel: "France",
  nativeName: null,
  nationality: "French",
  cta: { label: "Start Your French Assessment", href: "/" },
  iloIsoCode: "FRA",
  regionKey: "FRA",
  meta: {
    title: "Will AI Replace My Job in France?",
    description:
      "AI and jobs in France: exposed roles, resilient work by region, luxury, aerospace and tourism, and the national AI strategy. Check your own job for free.",
  },
  hero: {
    eyebrow: "France career guide",
    paragraphs: [
      "France combines world-class craft industries with a fast-growing AI research scene. Both shape how work is changing.",
      "This guide sets out figures for France that are widely cited in industry and press reports; they are not our own measurements. The free assessment applies task-level research to your own occupation.",
    ],
  },
  sections: {
    displacement: {
      heading: "National job displacement",
      intro:
        "Figures on the French workforce that are widely cited in industry and press reports. They are not our measurement.",
      items: [
        {
          figure: "3M jobs (10%)",
          attribution: WIDELY_CITED,
          title: "affected by automation by 2030",
          text: "A smaller share than many estimates elsewhere, reflecting France's mix of industries.",
        },
        {
          figure: "150,000",
          attribution: WIDELY_CITED,
          title: "aerospace and nuclear jobs by 2030",
          text: "High-skill industrial work expected to grow.",
        },
        {
          figure: "500,000",
          attribution: WIDELY_CITED,
          title: "tourism jobs by 2025",
          text: "Visitor industries continue to rely on people.",
        },
      ],
    },
    jobsAtRisk: {
      heading: "Jobs at risk",
      intro: "French roles with a high share of AI-exposed tasks.",
      items: [
        { title: "Administrative assistants", text: "Correspondence, filing and scheduling are highly exposed." },
        { title: "Accounting technicians", text: "Routine entries and standard reports are increasingly automated." },
        {
          title: "Bank and insurance advisers for simple products",
          text: "Standard queries and applications move online.",
        },
        {
          title: "Translators for routine material",
          text: "Standard texts are quick to translate by machine, though review still matters.",
        },
        { title: "Telephone sales and support", text: "Scripted calls and chat are moving to AI systems." },
      ],
    },
    resistantJobsByRegion: {
      heading: "AI-resistant jobs by region",
      intro: "Roles that rely on presence, skill or trust, by region.",
      items: [
        {
          region: "Île-de-France",
          jobs: ["Hospital nurses", "Luxury artisans", "Teachers"],
          note: "A dense capital region with major hospitals and fashion houses.",
        },
        {
          region: "Occitanie",
          jobs: ["Aircraft assembly technicians", "Aerospace quality inspectors", "Vineyard managers"],
          note: "Toulouse's aerospace cluster and wine country both need skilled hands.",
        },
        {
          region: "Auvergne-Rhône-Alpes",
          jobs: ["Nuclear maintenance technicians", "Mountain guides", "Industrial electricians"],
          note: "Energy, industry and tourism sit side by side.",
        },
        {
          region: "Provence-Alpes-Côte d'Azur",
          jobs: ["Hospitality managers", "Chefs", "Elderly care workers"],
          note: "Tourism and a large retired population sustain people-facing work.",
        },
        {
          region: "Brittany and the west",
          jobs: ["Agri-food technicians", "Marine engineers", "Offshore wind technicians"],
          note: "Food production and maritime energy rely on field skills.",
        },
      ],
    },
    assessmentFactors: {
      heading: "Assessment factors",
      intro: "What shapes a French worker's score.",
      items: factors({
        title: "Craft and savoir-faire",
        text: "Roles built on rare manual skills, such as luxury craft, gastronomy or specialist engineering, tend to have low AI exposure. Describe these skills in detail.",
      }),
    },
    industries: {
      heading: "Three major industries",
      intro: "Sectors where AI is changing French work.",
      items: [
        {
          figure: "€12B",
          attribution: WIDELY_CITED,
          title: "Luxury",
          text: "A €12B luxury tech market by 2027. AI helps with personalization and supply chains, while craftsmanship stays at the heart of the product.",
        },
        {
          figure: "150,000",
          attribution: WIDELY_CITED,
          title: "Aerospace and nuclear",
          text: "About 150,000 aerospace and nuclear jobs by 2030, needing engineers and technicians.",
        },
        {
          figure: "90M",
          attribution: WIDELY_CITED,
          title: "Tourism",
          text: "Around 90M tourists a year and some 500,000 tourism jobs by 2025. Bookings automate; hospitality does not.",
        },
      ],
    },
    governmentStrategy: {
      heading: "Government AI strategy",
      name: "National Strategy for Artificial Intelligence",
      figure: "€1.5B",
      attribution: WIDELY_CITED,
      summary:
        "France launched its national AI strategy in 2018 with funding widely cited at €1.5B, and has extended it since.",
      points: [
        "Created interdisciplinary AI research institutes across the country.",
        "Supports AI start-ups and training programs for AI specialists.",
        "Applies the EU AI Act alongside France's own data protection rules.",
      ],
    },
    futureSkills: {
      heading: "Future skills",
      intro: "Skills with lasting value in the French job market.",
      items: [
        { title: "Specialist craft", text: "Rare manual skills in luxury, food and restoration." },
        { title: "Industrial engineering", text: "Aerospace, nuclear and energy expertise." },
        { title: "Hospitality", text: "Service and experiences for visitors." },
        { title: "AI and data skills", text: "Building and using AI tools in French companies." },
        { title: "Health and care", text: "Nursing and care for an aging population." },
      ],
    },
  },
  figuresNote,
};

const europe: CountryGuide = {
  slug: "europe",
  path: "/europe",
  title: "AI Employment in Europe: Continental Overview",
  countryLabel: "European Union",
  nativeName: null,
  nationality: "European",
  cta: { label: "Start Your European Assessment", href: "/" },
  iloIsoCode: null,
  regionKey: "EU27",
  meta: {
    title: "AI Employment in Europe: Continental Overview",
    description:
      "How AI is changing work across the EU: exposed roles, resilient jobs by region, green jobs, manufacturing and tourism, and the AI Act. Check your job free.",
  },
  hero: {
    eyebrow: "European Union overview",
    paragraphs: [
      "The European Union brings very different labor markets under one set of AI rules. Exposure varies widely between member states, but the direction of change is shared.",
      "This overview collects figures for the EU that are widely cited in industry and press reports; they are not our own measurements. The free assessment applies task-level research to your own occupation.",
    ],
  },
  sections: {
    displacement: {
      heading: "Continental job displacement",
      intro:
        "Figures on the EU workforce that are widely cited in industry and press reports. They are not our measurement.",
      items: [
        {
          figure: "94M jobs (42%)",
          attribution: WIDELY_CITED,
          title: "affected by automation by 2035",
          text: "Jobs with a large share of automatable tasks across the Union. Most are expected to change rather than vanish.",
        },
        {
          figure: "27",
          attribution: WIDELY_CITED,
          title: "member states",
          text: "Each with its own mix of industries, skills and social protection.",
        },
        {
          figure: "2.5M",
          attribution: WIDELY_CITED,
          title: "green jobs by 2030",
          text: "The energy and climate transition is expected to create skilled work.",
        },
      ],
    },
    jobsAtRisk: {
      heading: "Jobs at risk",
      intro: "Roles across Europe with a high share of AI-exposed tasks.",
      items: [
        { title: "General office clerks", text: "The most common highly exposed group in most member states." },
        {
          title: "Shared-service center staff",
          text: "Finance, HR and IT support hubs handle routine work that AI can speed up.",
        },
        { title: "Customer contact agents", text: "Multilingual support is increasingly handled by AI assistants." },
        {
          title: "Translators and interpreters for routine texts",
          text: "Machine translation covers standard material across EU languages.",
        },
        { title: "Bookkeepers", text: "Automated accounting reduces manual entry and reconciliation." },
      ],
    },
    resistantJobsByRegion: {
      heading: "AI-resistant jobs by region",
      intro: "Roles that rely on presence, skill or trust across European regions.",
      items: [
        {
          region: "Nordic countries",
          jobs: ["Elderly care workers", "Wind energy technicians", "Teachers"],
          note: "Strong welfare systems and early adoption of green technology.",
        },
        {
          region: "Western Europe",
          jobs: ["Industrial technicians", "Nurses", "Construction trades"],
          note: "Advanced industry and aging populations sustain hands-on roles.",
        },
        {
          region: "Southern Europe",
          jobs: ["Hospitality managers", "Agricultural specialists", "Healthcare assistants"],
          note: "Tourism and farming depend on people and place.",
        },
        {
          region: "Central and Eastern Europe",
          jobs: ["Manufacturing maintenance technicians", "Electricians", "Logistics supervisors"],
          note: "Growing factory and logistics hubs need skilled oversight.",
        },
      ],
    },
    assessmentFactors: {
      heading: "Assessment factors",
      intro: "What shapes a European worker's score.",
      items: factors({
        title: "National context",
        text: "We score the tasks of your occupation, which are broadly similar across countries. How fast they change depends on your country, sector and employer, so read your score alongside local conditions.",
      }),
    },
    industries: {
      heading: "Three major industries",
      intro: "Sectors where AI is changing European work.",
      items: [
        {
          figure: "€45B",
          attribution: WIDELY_CITED,
          title: "Manufacturing",
          text: "An estimated €45B in manufacturing AI and automation by 2027, a figure widely cited in industry reports, from predictive maintenance to quality inspection.",
        },
        {
          figure: "2.5M",
          attribution: WIDELY_CITED,
          title: "Green economy",
          text: "About 2.5M green jobs by 2030 in renewables, retrofitting and clean transport.",
        },
        {
          figure: "1.2M",
          attribution: WIDELY_CITED,
          title: "Tourism",
          text: "Some 1.2M tourism jobs by 2025. Booking and service desks automate, while hospitality stays human.",
        },
      ],
    },
    governmentStrategy: {
      heading: "EU AI strategy",
      name: "EU AI investment and the AI Act",
      figure: "€20B",
      attribution: WIDELY_CITED,
      summary: "The EU pairs an investment goal, widely cited at €20B, with the world's first broad AI law.",
      points: [
        "The AI Act entered into force in 2024 and applies in stages, with strict rules for high-risk uses such as hiring.",
        "EU programs fund AI research, computing infrastructure and digital skills.",
        "Member states add their own national strategies on top of the shared framework.",
      ],
    },
    futureSkills: {
      heading: "Future skills",
      intro: "Skills with lasting value across Europe.",
      items: [
        { title: "Green skills", text: "Energy, retrofitting and circular economy work." },
        { title: "Languages and cross-border work", text: "Working across countries, cultures and rules." },
        { title: "AI compliance", text: "Understanding the AI Act and data protection." },
        { title: "Advanced manufacturing", text: "Running and maintaining automated production." },
        { title: "Care and health", text: "Roles in aging societies across the continent." },
      ],
    },
  },
  figuresNote,
};

const india: CountryGuide = {
  slug: "india",
  path: "/india",
  title: "Will AI Replace My Job in India?",
  countryLabel: "India",
  nativeName: "भारत",
  nationality: "Indian",
  cta: { label: "Start Your Indian Assessment", href: "/" },
  iloIsoCode: "IND",
  regionKey: "IND",
  meta: {
    title: "Will AI Replace My Job in India?",
    description:
      "AI and jobs in India: exposed roles, resilient work by region, IT services, manufacturing and healthcare, and the national AI mission. Check your job free.",
  },
  hero: {
    eyebrow: "India career guide",
    paragraphs: [
      "India is both a major exporter of IT and business services and one of the fastest-growing markets for AI talent. AI is reshaping the first while creating demand for the second.",
      "This guide collects figures for India that are widely cited in industry and press reports; they are not our own measurements. The free assessment applies task-level research to your own occupation.",
    ],
  },
  sections: {
    displacement: {
      heading: "National job displacement",
      intro:
        "Figures on the Indian workforce that are widely cited in industry and press reports. They are not our measurement.",
      items: [
        {
          figure: "40%",
          attribution: WIDELY_CITED,
          title: "of jobs affected by automation by 2030",
          text: "A share of work with automatable tasks. Much of it is expected to change rather than disappear.",
        },
        {
          figure: "4.5M",
          attribution: WIDELY_CITED,
          title: "IT workers",
          text: "The IT services workforce, where routine coding, testing and support tasks are most exposed.",
        },
        {
          figure: "2.5M",
          attribution: WIDELY_CITED,
          title: "AI jobs by 2027",
          text: "New roles building and applying AI, in India and for clients abroad.",
        },
      ],
    },
    jobsAtRisk: {
      heading: "Jobs at risk",
      intro: "Indian roles with a high share of AI-exposed tasks.",
      items: [
        { title: "BPO voice and chat agents", text: "First-line customer support is moving quickly to AI assistants." },
        {
          title: "Manual software testers",
          text: "Routine test cases are increasingly generated and run automatically.",
        },
        { title: "Data entry operators", text: "Document reading and form filling are highly exposed." },
        {
          title: "Junior developers on routine code",
          text: "Boilerplate coding is faster with AI, so entry-level work is shifting to review and design.",
        },
        { title: "Medical transcriptionists", text: "Speech recognition and AI drafting handle much of this work." },
      ],
    },
    resistantJobsByRegion: {
      heading: "AI-resistant jobs by region",
      intro: "Roles that rely on presence, skill or trust, by region.",
      items: [
        {
          region: "Karnataka (Bengaluru)",
          jobs: ["AI solution architects", "Product managers", "Hardware and lab engineers"],
          note: "The tech hub is moving from routine services to building AI products.",
        },
        {
          region: "Maharashtra (Mumbai and Pune)",
          jobs: ["Relationship managers in finance", "Automotive engineers", "Film and media production crews"],
          note: "Finance, manufacturing and media rely on trust and craft.",
        },
        {
          region: "Tamil Nadu (Chennai)",
          jobs: ["Electronics manufacturing technicians", "Nurses", "Automotive quality engineers"],
          note: "A growing manufacturing base with strong healthcare.",
        },
        {
          region: "Delhi NCR",
          jobs: ["Teachers and trainers", "Logistics managers", "Doctors"],
          note: "A large population hub for services, education and health.",
        },
        {
          region: "Rural India",
          jobs: ["Agricultural extension officers", "Community health workers", "Farm machinery technicians"],
          note: "Agtech adoption still depends on local people and trust.",
        },
      ],
    },
    assessmentFactors: {
      heading: "Assessment factors",
      intro: "What shapes an Indian worker's score.",
      items: factors({
        title: "Services for global clients",
        text: "Many Indian roles deliver services to clients abroad. Where the work is routine and remote, exposure is higher. Client management, domain expertise and AI skills lower it.",
      }),
    },
    industries: {
      heading: "Three major industries",
      intro: "Sectors where AI is changing Indian work.",
      items: [
        {
          figure: "4.5M",
          attribution: WIDELY_CITED,
          title: "IT and business services",
          text: "About 4.5M IT workers, with routine tasks exposed and around 2.5M AI jobs by 2027 expected to grow alongside them.",
        },
        {
          figure: "3.5M",
          attribution: WIDELY_CITED,
          title: "Manufacturing",
          text: "Around 3.5M manufacturing workers by 2030 as electronics, automotive and production expand and automate.",
        },
        {
          figure: "1.8M",
          attribution: WIDELY_CITED,
          title: "Healthcare and agtech",
          text: "Some 1.8M healthcare and agtech jobs by 2028, from telemedicine to precision farming.",
        },
      ],
    },
    governmentStrategy: {
      heading: "Government AI strategy",
      name: "National AI strategy and IndiaAI Mission",
      figure: null,
      attribution: null,
      summary:
        "India's approach, first set out in 2018 under the idea of AI for all, focuses on using AI for inclusive growth.",
      points: [
        "The IndiaAI Mission funds shared computing capacity, datasets and home-grown models.",
        "Priority areas include healthcare, agriculture, education and public services.",
        "National skilling programs aim to train workers in AI and digital skills.",
      ],
    },
    futureSkills: {
      heading: "Future skills",
      intro: "Skills with lasting value in the Indian job market.",
      items: [
        { title: "AI engineering", text: "Building, fine-tuning and deploying AI systems." },
        { title: "Domain expertise plus AI", text: "Combining sector knowledge with AI tools for global clients." },
        { title: "Client and stakeholder management", text: "Owning relationships, not only delivering tasks." },
        { title: "Advanced manufacturing", text: "Electronics and automotive production skills." },
        { title: "Digital health and agtech", text: "Bringing technology to clinics and farms." },
      ],
    },
  },
  figuresNote,
};

const japan: CountryGuide = {
  slug: "japan",
  path: "/japan",
  title: "Will AI Replace My Job in Japan?",
  countryLabel: "Japan",
  nativeName: "日本",
  nationality: "Japanese",
  cta: { label: "Start Your Japanese Assessment", href: "/" },
  iloIsoCode: "JPN",
  regionKey: "JPN",
  meta: {
    title: "Will AI Replace My Job in Japan?",
    description:
      "AI and jobs in Japan: exposed roles, resilient work by region, automotive, care and tourism, and national AI policy in an aging society. Check your job free.",
  },
  hero: {
    eyebrow: "Japan career guide",
    paragraphs: [
      "Japan faces a shrinking workforce, so AI and robots are often seen as a way to fill gaps rather than only as a threat. The effect still differs sharply from one job to another.",
      "This guide collects figures for Japan that are widely cited in industry and press reports; they are not our own measurements. The free assessment applies task-level research to your own occupation.",
    ],
  },
  sections: {
    displacement: {
      heading: "National job displacement",
      intro:
        "Figures on the Japanese workforce that are widely cited in industry and press reports. They are not our measurement.",
      items: [
        {
          figure: "27M jobs (43%)",
          attribution: WIDELY_CITED,
          title: "affected by automation by 2030",
          text: "Jobs with a large share of automatable tasks. With fewer young workers, many will be redesigned rather than cut.",
        },
        {
          figure: "400,000",
          attribution: WIDELY_CITED,
          title: "care jobs by 2028",
          text: "Demand for care workers keeps growing as the population ages.",
        },
        {
          figure: "300,000",
          attribution: WIDELY_CITED,
          title: "tourism jobs by 2027",
          text: "Visitor numbers support people-facing service work.",
        },
      ],
    },
    jobsAtRisk: {
      heading: "Jobs at risk",
      intro: "Japanese roles with a high share of AI-exposed tasks.",
      items: [
        {
          title: "General office workers (jimu)",
          text: "Document handling, data entry and internal reports are highly exposed.",
        },
        {
          title: "Bank and insurance clerks",
          text: "Routine account and claims processing is increasingly automated.",
        },
        {
          title: "Call center operators",
          text: "Standard inquiries move to AI assistants with Japanese language support.",
        },
        { title: "Retail cashiers", text: "Self-checkout and automated stores reduce counter work." },
        { title: "Routine translators", text: "Standard business texts are quick to machine-translate." },
      ],
    },
    resistantJobsByRegion: {
      heading: "AI-resistant jobs by region",
      intro: "Roles that rely on presence, skill or trust, by region.",
      items: [
        {
          region: "Kanto (Tokyo)",
          jobs: ["Nurses", "Robotics maintenance engineers", "Hospitality managers"],
          note: "A huge urban market with advanced services and health care.",
        },
        {
          region: "Kansai (Osaka and Kyoto)",
          jobs: ["Traditional craftspeople", "Tour guides", "Pharmaceutical researchers"],
          note: "Heritage tourism and life sciences rely on people and expertise.",
        },
        {
          region: "Chubu (Aichi)",
          jobs: ["Automotive production engineers", "Factory automation technicians", "Quality assurance specialists"],
          note: "The heart of the car industry still needs skilled oversight.",
        },
        {
          region: "Kyushu",
          jobs: ["Semiconductor plant technicians", "Agricultural specialists", "Care workers"],
          note: "New chip plants and farming create hands-on work.",
        },
        {
          region: "Hokkaido and Tohoku",
          jobs: ["Care workers", "Farm managers", "Disaster prevention engineers"],
          note: "Ageing rural areas need care, food production and resilience work.",
        },
      ],
    },
    assessmentFactors: {
      heading: "Assessment factors",
      intro: "What shapes a Japanese worker's score.",
      items: factors({
        title: "Broad job rotations",
        text: "Many Japanese employees rotate through different roles. Describe the tasks you do now, and list past roles as skills, so we match the right occupation.",
      }),
    },
    industries: {
      heading: "Three major industries",
      intro: "Sectors where AI is changing Japanese work.",
      items: [
        {
          figure: "¥8T",
          attribution: WIDELY_CITED,
          title: "Automotive",
          text: "A ¥8T automotive transformation toward electric, connected and automated vehicles, shifting skills toward software and batteries.",
        },
        {
          figure: "400,000",
          attribution: WIDELY_CITED,
          title: "Care",
          text: "About 400,000 care jobs by 2028. Care robots and AI assist, but people remain essential.",
        },
        {
          figure: "300,000",
          attribution: WIDELY_CITED,
          title: "Tourism",
          text: "Some 300,000 tourism jobs by 2027, built on hospitality and culture.",
        },
      ],
    },
    governmentStrategy: {
      heading: "Government AI strategy",
      name: "National AI strategy and Society 5.0",
      figure: null,
      attribution: null,
      summary:
        "Japan's policy frames AI as part of Society 5.0, a vision of technology that helps solve social problems such as labor shortages.",
      points: [
        "National AI strategies since 2019 cover research, education and use in industry.",
        "Japan led the G7 Hiroshima AI Process on shared principles for advanced AI.",
        "Public programs support reskilling so workers can move into growing fields.",
      ],
    },
    futureSkills: {
      heading: "Future skills",
      intro: "Skills with lasting value in the Japanese job market.",
      items: [
        { title: "Robotics and automation", text: "Running and maintaining automated systems." },
        { title: "Care skills", text: "Nursing and elderly care with the help of technology." },
        { title: "Hospitality and languages", text: "Serving international visitors." },
        { title: "Digital transformation", text: "Moving paper-based processes to digital and AI tools." },
        { title: "Software for vehicles", text: "Embedded systems and battery technology." },
      ],
    },
  },
  figuresNote,
};

const china: CountryGuide = {
  slug: "china",
  path: "/china",
  title: "Job Displacement in China: AI Transformation",
  countryLabel: "China",
  nativeName: "中国",
  nationality: "Chinese",
  cta: { label: "Start Your Chinese Assessment", href: "/" },
  iloIsoCode: "CHN",
  regionKey: "CHN",
  meta: {
    title: "Job Displacement in China: AI Transformation",
    description:
      "How AI is changing work in China: exposed roles, resilient jobs by region, manufacturing, technology and e-commerce, and national AI plans. Check your job free.",
  },
  hero: {
    eyebrow: "China overview",
    paragraphs: [
      "China has the world's largest manufacturing workforce and some of its most advanced AI companies. Automation and AI are reshaping factories, offices and online commerce at the same time.",
      "This overview collects figures for China that are widely cited in industry and press reports; they are not our own measurements. The free assessment applies task-level research to your own occupation.",
    ],
  },
  sections: {
    displacement: {
      heading: "National job displacement",
      intro:
        "Figures on the Chinese workforce that are widely cited in industry and press reports. They are not our measurement.",
      items: [
        {
          figure: "400M jobs",
          attribution: WIDELY_CITED,
          title: "affected by automation by 2030",
          text: "Jobs whose activities are technically automatable. Many people are expected to change tasks or occupations rather than leave work.",
        },
        {
          figure: "15M",
          attribution: WIDELY_CITED,
          title: "manufacturing workers by 2030",
          text: "Factory workers whose roles are expected to change with robotics and smart manufacturing.",
        },
        {
          figure: "8M",
          attribution: WIDELY_CITED,
          title: "tech positions by 2027",
          text: "New roles in AI, software and digital services.",
        },
      ],
    },
    jobsAtRisk: {
      heading: "Jobs at risk",
      intro: "Chinese roles with a high share of automatable tasks.",
      items: [
        {
          title: "Assembly line workers",
          text: "Repetitive assembly is moving to robots, a physical automation trend.",
        },
        { title: "Customer service agents", text: "E-commerce and banking support is handled more and more by AI." },
        {
          title: "Data labeling and entry staff",
          text: "Routine annotation is increasingly automated by the models it trained.",
        },
        {
          title: "Content moderators for routine cases",
          text: "Simple cases are filtered automatically, leaving harder ones to people.",
        },
        { title: "Warehouse pickers", text: "Automated warehouses reduce manual picking and sorting." },
      ],
    },
    resistantJobsByRegion: {
      heading: "AI-resistant jobs by region",
      intro: "Roles that rely on presence, skill or trust, by region.",
      items: [
        {
          region: "Yangtze River Delta",
          jobs: ["Industrial robot technicians", "Biomedical engineers", "Nurses"],
          note: "Advanced manufacturing and life sciences around Shanghai.",
        },
        {
          region: "Greater Bay Area",
          jobs: ["Hardware product engineers", "Supply chain managers", "Electricians"],
          note: "Electronics and hardware hubs around Shenzhen need hands-on experts.",
        },
        {
          region: "Beijing-Tianjin-Hebei",
          jobs: ["AI research scientists", "Teachers", "Doctors"],
          note: "Research institutions and public services rely on expertise and trust.",
        },
        {
          region: "Chengdu-Chongqing",
          jobs: ["Automotive technicians", "Logistics coordinators", "Hospitality managers"],
          note: "A fast-growing inland hub for industry and tourism.",
        },
        {
          region: "Northeast China",
          jobs: ["Equipment maintenance engineers", "Elderly care workers", "Agricultural technicians"],
          note: "Heavy industry renewal and an aging population.",
        },
      ],
    },
    assessmentFactors: {
      heading: "Assessment factors",
      intro: "What shapes a Chinese worker's score.",
      items: factors({
        title: "Pace of adoption",
        text: "Chinese employers often adopt new tools quickly. Your score measures task exposure; in fast-moving sectors, plan as if change could arrive at the earlier end of the timeline.",
      }),
    },
    industries: {
      heading: "Three major industries",
      intro: "Sectors where AI is changing Chinese work.",
      items: [
        {
          figure: "15M",
          attribution: WIDELY_CITED,
          title: "Manufacturing",
          text: "About 15M manufacturing workers by 2030 are expected to see their roles change with smart factories and robotics.",
        },
        {
          figure: "8M",
          attribution: WIDELY_CITED,
          title: "Technology",
          text: "Around 8M tech positions by 2027 in AI, chips, cloud and software.",
        },
        {
          figure: "12M",
          attribution: WIDELY_CITED,
          title: "E-commerce",
          text: "Some 12M e-commerce jobs by 2028, from live-stream selling to logistics.",
        },
      ],
    },
    governmentStrategy: {
      heading: "Government AI strategy",
      name: "New Generation AI Development Plan",
      figure: null,
      attribution: null,
      summary: "China's 2017 national plan set the goal of becoming a leading center of AI innovation by 2030.",
      points: [
        "National and local programs support AI research, computing and industrial use.",
        "Rules introduced in 2023 govern public generative AI services.",
        "Vocational training programs aim to move workers into technical and digital roles.",
      ],
    },
    futureSkills: {
      heading: "Future skills",
      intro: "Skills with lasting value in the Chinese job market.",
      items: [
        { title: "Robot operation and maintenance", text: "Keeping smart factories running." },
        { title: "AI and software engineering", text: "Building and deploying AI systems." },
        { title: "E-commerce operations", text: "Running online stores, content and logistics." },
        { title: "Care and health", text: "Serving an aging population." },
        { title: "Continuous learning", text: "Retraining quickly as tools and industries change." },
      ],
    },
  },
  figuresNote,
};

/** All ten guides keyed by slug. */
export const countryGuides: Record<CountryGuideSlug, CountryGuide> = {
  usa,
  uk,
  canada,
  australia,
  germany,
  france,
  europe,
  india,
  japan,
  china,
};

/** The guides in navigation order (same order as app/lib/country-guide-links.ts). */
export const countryGuideList: CountryGuide[] = [
  usa,
  uk,
  canada,
  australia,
  germany,
  france,
  europe,
  india,
  japan,
  china,
];

export function getCountryGuide(slug: string): CountryGuide | undefined {
  return Object.hasOwn(countryGuides, slug) ? countryGuides[slug as CountryGuideSlug] : undefined;
}
