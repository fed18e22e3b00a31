/**
 * Every source the occupation dataset is built from, rendered by the /data-sources page.
 * Descriptions are our own words; licences as stated by the publishers.
 */
export interface DataSource {
  id: string;
  name: string;
  authors: string;
  year: string;
  citation: string;
  version: string;
  licence: string;
  url: string | null;
  howWeUseIt: string;
}

export const DATA_SOURCES: readonly DataSource[] = [
  {
    id: "onet",
    name: "O*NET 30.1 Database",
    authors: "U.S. Department of Labor, Employment and Training Administration (USDOL/ETA)",
    year: "2025",
    citation: "O*NET 30.1 Database, December 2025 release. USDOL/ETA. O*NET® is a trademark of USDOL/ETA.",
    version: "30.1 (December 2025); task ratings from release 29.3 (May 2025)",
    licence:
      "CC BY 4.0 — this product includes information from the O*NET 30.1 Database by USDOL/ETA, used under the CC BY 4.0 licence; we have modified it (see how we use it).",
    url: "https://www.onetcenter.org/database.html",
    howWeUseIt:
      "Occupation codes, titles, alternate and reported job titles power our job-title matcher; task ratings, skills, knowledge, technology and related occupations shape the task breakdown, skill suggestions and career pivots. We store derived numbers and word weights, not O*NET's task or occupation descriptions.",
  },
  {
    id: "eloundou",
    name: "GPTs are GPTs: Labor market impact potential of LLMs",
    authors: "Tyna Eloundou, Sam Manning, Pamela Mishkin, Daniel Rock",
    year: "2024",
    citation:
      "Eloundou, T., Manning, S., Mishkin, P., & Rock, D. (2024). GPTs are GPTs: Labor market impact potential of LLMs. Science, 384(6702).",
    version: "openai/GPTs-are-GPTs repository data (O*NET 27 task set)",
    licence: "MIT (repository data)",
    url: "https://github.com/openai/GPTs-are-GPTs",
    howWeUseIt:
      "Their per-task exposure labels and occupation-level α/β/γ shares are the core of our generative-AI exposure estimate, task by task.",
  },
  {
    id: "microsoft",
    name: "Working with AI: Measuring the Occupational Implications of Generative AI",
    authors: "Kiran Tomlinson, Sonia Jaffe, Will Wang, Scott Counts, Siddharth Suri",
    year: "2025",
    citation: "Tomlinson, K., Jaffe, S., Wang, W., Counts, S., & Suri, S. (2025). Working with AI. arXiv:2507.07935.",
    version: "2025 (O*NET 29.0 work activities)",
    licence: "CC BY 4.0",
    url: "https://github.com/microsoft/working-with-ai",
    howWeUseIt:
      "Their AI applicability score shows how much of an occupation's work people already do with an AI assistant; we show it beside the other exposure measures and use its work-activity figures to group tasks.",
  },
  {
    id: "felten",
    name: "AI Occupational Exposure (AIOE) and language-modelling AIOE",
    authors: "Edward Felten, Manav Raj, Robert Seamans",
    year: "2021, 2023",
    citation:
      "Felten, E., Raj, M., & Seamans, R. (2021). Occupational, industry, and geographic exposure to artificial intelligence. Strategic Management Journal, 42(12). Felten, Raj & Seamans (2023). How will language modelers like ChatGPT affect occupations and industries?",
    version: "AIOE 2021; language-modelling and image-generation AIOE 2023 (SOC 2010, crosswalked to SOC 2018)",
    licence: "Published research data; cited as the authors request",
    url: "https://github.com/AIOE-Data/AIOE",
    howWeUseIt: "An independent, ability-based exposure score we use as a cross-check on the task-based measures.",
  },
  {
    id: "anthropic",
    name: "Anthropic Economic Index",
    authors: "Kunal Handa, Alex Tamkin, Miles McCain, et al. (Anthropic)",
    year: "2025",
    citation:
      "Handa, K., Tamkin, A., McCain, M., et al. (2025). Which Economic Tasks are Performed with AI? Evidence from Millions of Claude Conversations.",
    version: "Release 2025-02-10",
    licence: "MIT (dataset card)",
    url: "https://huggingface.co/datasets/Anthropic/EconomicIndex",
    howWeUseIt:
      "Shows which of an occupation's tasks already appear in real AI-assistant conversations, and the overall split between automating and augmenting use.",
  },
  {
    id: "ilo",
    name: "Generative AI and Jobs: A Refined Global Index of Occupational Exposure",
    authors: "Paweł Gmyrek, Janine Berg, Karol Kamiński, et al. (International Labour Organization)",
    year: "2025",
    citation:
      "Gmyrek, P., et al. (2025). Generative AI and Jobs: A Refined Global Index of Occupational Exposure. ILO Working Paper 140. doi:10.54394/HETP0387.",
    version: "2025 refined index (ISCO-08, crosswalked to SOC via BLS tables)",
    licence: "Published research data; cited as the authors request",
    url: "https://doi.org/10.54394/HETP0387",
    howWeUseIt:
      "An international exposure score and exposure gradient we show next to the U.S.-based measures, and in the table of jobs on each country guide. Beside our score on every result and occupation page we show the figure of the occupation's own ISCO-08 group, named as the ILO's global figure.",
  },
  {
    id: "frey-osborne",
    name: "The future of employment: How susceptible are jobs to computerisation?",
    authors: "Carl Benedikt Frey, Michael A. Osborne",
    year: "2017",
    citation:
      "Frey, C. B., & Osborne, M. A. (2017). The future of employment. Technological Forecasting and Social Change, 114, 254–280.",
    version: "702 occupations (SOC 2010, crosswalked to SOC 2018)",
    licence: "Published research figures; cited",
    url: null,
    howWeUseIt:
      "Kept apart from generative-AI exposure as a figure for older, largely physical and routine automation risk.",
  },
  {
    id: "bls-oews",
    name: "Occupational Employment and Wage Statistics (OEWS)",
    authors: "U.S. Bureau of Labor Statistics",
    year: "2026",
    citation:
      "U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics, May 2025 national estimates.",
    version: "May 2025",
    licence: "U.S. public domain",
    url: "https://www.bls.gov/oes/",
    howWeUseIt: "Median and percentile wages and employment for each occupation and for career-pivot comparisons.",
  },
  {
    id: "bls-ep",
    name: "Employment Projections",
    authors: "U.S. Bureau of Labor Statistics",
    year: "2025",
    citation: "U.S. Bureau of Labor Statistics, Employment Projections 2024–34, occupational data (Table 1.2).",
    version: "2024–34",
    licence: "U.S. public domain",
    url: "https://www.bls.gov/emp/",
    howWeUseIt: "Projected ten-year employment growth and annual openings, shown as the job outlook.",
  },
  {
    id: "crosswalks",
    name: "SOC, O*NET-SOC and ISCO-08 crosswalks",
    authors: "U.S. Bureau of Labor Statistics; O*NET Resource Center",
    year: "2018–2023",
    citation:
      "BLS SOC 2010→2018 crosswalk; BLS ISCO-08↔SOC 2010 crosswalk; O*NET-SOC 2010→2019 crosswalk; BLS O*NET-SOC to NEM crosswalk (2023).",
    version: "as published",
    licence: "U.S. public domain / CC BY 4.0 (O*NET)",
    url: "https://www.bls.gov/soc/",
    howWeUseIt:
      "Let us line up research published on older or international occupation codes with today's O*NET occupations. The BLS ISCO-08↔SOC table names the ISCO-08 groups shown with each occupation (the one shown first is chosen as ADR 034 describes).",
  },
  {
    id: "esco",
    name: "ESCO: European Skills, Competences, Qualifications and Occupations",
    authors: "European Commission",
    year: "2020",
    citation:
      "European Commission, ESCO (European Skills, Competences, Qualifications and Occupations) v1.0.8: occupations and ISCO-08 groups in English, German, French, Spanish, Italian, Dutch and Polish.",
    version: "v1.0.8",
    licence:
      "© European Union. Reused with attribution under Commission Decision 2011/833/EU on the reuse of Commission documents; we have changed the data (see how we use it).",
    url: "https://esco.ec.europa.eu/",
    howWeUseIt:
      "The titles of the ISCO-08 groups in English, German and French shown with every occupation, and ESCO's occupation labels and their ISCO-08 groups, which help choose the group an occupation is shown under. We store titles and codes, not ESCO's descriptions.",
  },
  {
    id: "esco-onet-crosswalk",
    name: "ESCO–O*NET occupation crosswalk",
    authors: "K. Kanders, J. Djumalieva, C. Sleeman, J. Orlik (Nesta)",
    year: "2020",
    citation:
      "Kanders, K., Djumalieva, J., Sleeman, C. and Orlik, J. (2020). Mapping Career Causeways: Supporting workers at risk. London: Nesta. ESCO–O*NET crosswalk, November 2020 release.",
    version: "November 2020 (O*NET-SOC 2010 codes, carried to 2019 codes with O*NET's crosswalk)",
    licence: "MIT (Nesta)",
    url: "https://github.com/nestauk/mapping-career-causeways",
    howWeUseIt:
      "Links 1,680 ESCO occupations to O*NET occupations; where the BLS table offers several ISCO-08 groups, the ESCO occupations sent to the very same O*NET occupation decide which one is shown first.",
  },
  {
    id: "noc-onet-crosswalk",
    name: "NOC 2021 to O*NET crosswalk",
    authors: "The Dais at Toronto Metropolitan University",
    year: "undated repository",
    citation:
      "The Dais (Toronto Metropolitan University), NOC_ONet_Crosswalk: Canada's National Occupational Classification 2021 to O*NET-SOC, with the NOC 2016 to 2021 concordance.",
    version: "repository snapshot e7b96dd (NOC 2021, O*NET-SOC 2019)",
    licence: "MIT (The Dais); NOC 2021 itself is Statistics Canada's classification",
    url: "https://github.com/thedaisTMU/NOC_ONet_Crosswalk",
    howWeUseIt:
      "Gives each occupation its Canadian NOC 2021 group and title: shown to visitors who work in Canada on their result, and to everyone on the occupation pages.",
  },
];
