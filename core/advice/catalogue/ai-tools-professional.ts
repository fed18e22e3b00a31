/**
 * AI tools for computer, engineering, science, community service, legal, education, media,
 * healthcare, protective and production work (SOC 15–33, 51), each chosen for the field's most
 * exposed tasks. Fields whose exposed work is small and no real tool fits it (drivers, cooks,
 * building trades, cleaners, movers, most hands-on care) have no entry. Part of AI_TOOLS; a code or
 * prefix appears in one entry only.
 */
import type { AiToolAdvice } from "./catalogue-types";

export const PROFESSIONAL_AI_TOOLS: readonly AiToolAdvice[] = [
  // Computer and mathematical
  {
    for: ["15-12", "13-2099.01"],
    name: "AI coding assistants (GitHub Copilot, Cursor, Claude Code or similar)",
    use: "to draft code, tests and documentation and explain unfamiliar code; you review every change, own the design and keep secrets and customer data out of prompts",
    example: "15-1252.00",
  },
  {
    for: ["15-1211"],
    name: "A general AI assistant for requirements, specifications and test scripts",
    use: "to draft requirements, user stories, process maps and test cases; you confirm them with the people who will use the system",
    example: "15-1211.00",
  },
  {
    for: ["15-1212", "15-1299.04", "15-1299.05", "15-1299.06"],
    name: "AI assistants in security tools (Microsoft Security Copilot or similar)",
    use: "to triage alerts, summarise incidents and logs and draft reports; you confirm the findings and decide the response",
    example: "15-1212.00",
  },
  {
    for: ["15-123"],
    name: "AI features in help-desk software (ServiceNow, Zendesk, Jira Service Management or similar)",
    use: "to suggest fixes, draft replies and write knowledge-base articles; you check the fix works and take the problems it cannot",
    example: "15-1232.00",
  },
  {
    for: ["15-1241", "15-1244", "15-1299.01"],
    name: "AI assistants for scripts and configuration (GitHub Copilot, or the assistant in your cloud console)",
    use: "to draft scripts, infrastructure code and runbooks and explain logs; you test every change safely before it touches production",
    example: "15-1244.00",
  },
  {
    for: ["15-1242", "15-1243"],
    name: "AI assistants for SQL and data pipelines (GitHub Copilot, or the AI in your database tools)",
    use: "to draft queries, tune indexes and document schemas; you check query plans and protect the data",
    example: "15-1242.00",
  },
  {
    for: ["15-1255"],
    name: "AI features in design tools (Figma AI or similar)",
    use: "to generate first layouts, fill placeholder content and tidy files; you do the user research and make the design decisions",
    example: "15-1255.00",
  },
  {
    for: ["15-1299.02", "17-1021", "19-2099.01", "19-4012.01", "19-4099.03"],
    name: "AI features in GIS software (imagery classification and feature extraction in ArcGIS or similar)",
    use: "to classify imagery, extract features and write processing scripts; you check accuracy against ground truth and sign off the map",
    example: "15-1299.02",
  },
  {
    for: ["15-1299.03"],
    name: "AI classification and search in records systems (Microsoft Purview or similar)",
    use: "to tag, route and find records and spot duplicates; you set the retention rules and check the exceptions",
    example: "15-1299.03",
  },
  {
    for: ["15-2", "43-9111"],
    name: "AI assistants for data analysis (ChatGPT's data analysis, Copilot in Power BI, GitHub Copilot for SQL and Python)",
    use: "to draft queries, charts and first readings of the data; you check the numbers against the source and decide what they mean",
    example: "15-2051.01",
  },
  // Architecture, engineering and science
  {
    for: ["17-1011", "17-1012"],
    name: "AI design and rendering tools (Autodesk Forma, AI rendering plug-ins)",
    use: "to test early massing options and make quick renderings; you design, check the code and take responsibility for the drawings",
    example: "17-1011.00",
  },
  {
    for: ["17-1022", "17-3031"],
    name: "AI point-cloud and drone-mapping software (automatic classification and feature extraction)",
    use: "to classify point clouds and draft base maps; you check against control and sign the survey",
    example: "17-1022.00",
  },
  {
    for: ["17-2"],
    name: "A general AI assistant and a coding assistant for reports and calculations (ChatGPT, Claude, GitHub Copilot)",
    use: "to draft reports and specifications, write calculation scripts and summarise standards; you check every calculation and stamp nothing you have not verified",
    example: "17-2141.00",
  },
  {
    for: ["17-301"],
    name: "AI features in CAD (markup import and drafting automation in AutoCAD, Revit add-ins)",
    use: "to apply redline markups, automate repetitive drafting and check drawings; you check dimensions, standards and coordination",
    example: "17-3011.00",
  },
  {
    for: ["17-3022", "17-3025", "17-3026", "19-4042", "19-4044", "19-4099.01"],
    name: "A general AI assistant for test reports, calculations and procedures",
    use: "to draft reports, calculations and procedures; you check every figure against the measurements",
    example: "17-3022.00",
  },
  {
    for: ["11-9121", "19-1", "19-2", "19-301", "19-3022", "19-3032", "19-304", "19-309", "19-4061"],
    name: "AI literature and analysis tools (Elicit or Consensus for papers, GitHub Copilot for analysis scripts)",
    use: "to find and summarise studies and draft analysis code; you read the key sources yourself and check every result",
    example: "19-2041.00",
  },
  {
    for: ["19-3051", "19-3099.01"],
    name: "A general AI assistant for staff reports and public comments",
    use: "to summarise public comments, compare plans and draft staff reports; you weigh the trade-offs and answer to the public",
    example: "19-3051.00",
  },
  {
    for: ["19-5"],
    name: "A general AI assistant for safety documents (hazard analyses, procedures, incident reports)",
    use: "to draft job hazard analyses, procedures and incident reports; you walk the site, judge the risks and sign off",
    example: "19-5011.00",
  },
  // Community and social service, legal
  {
    for: ["19-3033", "19-3034", "19-3039", "21-10"],
    name: "AI note assistants for therapy and case notes (only tools your employer approves, with clients' consent)",
    use: "to draft progress notes and plan summaries from your own account of the session; you check every note, keep clients' privacy and make every clinical judgement",
    example: "21-1014.00",
  },
  {
    for: ["21-1092", "21-1093", "21-1094", "21-1099"],
    name: "AI assistants for case notes, forms and referrals (only tools your agency approves)",
    use: "to draft case notes, fill forms and find referral resources; you meet the people, judge their needs and check every record",
    example: "21-1093.00",
  },
  {
    for: ["21-1091"],
    name: "AI writing assistants for plain-language health materials",
    use: "to draft handouts, posts and lesson plans at the right reading level; you check the health facts and fit them to your community",
    example: "21-1091.00",
  },
  {
    for: ["23-1"],
    name: "Legal AI research and drafting tools (Westlaw's CoCounsel, Lexis+ AI, Harvey or similar)",
    use: "to find authorities, summarise records and draft first versions; you verify every citation and own the advice",
    example: "23-1011.00",
  },
  {
    for: ["23-2", "43-6012"],
    name: "Legal AI tools for research, document review and drafting (Lexis+ AI, Westlaw's CoCounsel, AI review in e-discovery platforms such as Relativity)",
    use: "to find cases, review documents and draft routine filings; you check every citation, and the attorney signs",
    example: "23-2011.00",
  },
  // Education and library
  {
    for: ["25-1", "25-9044"],
    name: "AI tools for course materials and feedback (a general assistant, or those your college provides)",
    use: "to draft course materials, quiz questions, rubrics and feedback comments; you set the standard, grade the hard calls and design work students cannot hand to AI",
    example: "25-1123.00",
  },
  {
    for: ["25-2", "25-3011", "25-3021", "25-3041", "25-3099"],
    name: "AI planning tools for teachers (MagicSchool, Khanmigo for Teachers, Brisk or similar)",
    use: "to draft lesson plans, differentiated worksheets, quiz questions and parent emails; you adapt them to your students and check every fact",
    example: "25-2031.00",
  },
  {
    for: ["25-4", "43-4121"],
    name: "AI cataloguing and research assistants",
    use: "to draft catalogue records, summaries and research guides; you check each record against the item and guide the patron",
    example: "25-4022.00",
  },
  // Arts, design and media
  {
    for: ["27-1011", "27-1014", "27-1021", "27-1024", "27-1025", "27-1026", "27-1027", "43-9031"],
    name: "Generative image features in design software (Adobe Firefly in Photoshop and Illustrator, or similar)",
    use: "to extend and retouch images, try variations and speed up mock-ups; you own the concept, the typography and the checks on rights and brand",
    example: "27-1024.00",
  },
  {
    for: ["27-2012"],
    name: "A general AI assistant for treatments and schedules, and text-based editing for rough cuts",
    use: "to draft treatments, schedules and rough cuts from transcripts; you make the creative calls",
    example: "27-2012.00",
  },
  {
    for: ["27-3011", "27-3041", "27-3042", "27-3043", "27-3099"],
    name: "AI writing assistants (ChatGPT, Claude or similar)",
    use: "to brainstorm angles, draft variants and tighten copy; you keep the voice, check the facts and make the final cut",
    example: "27-3043.00",
  },
  {
    for: ["27-3023"],
    name: "AI transcription and research tools (Otter, Trint or similar)",
    use: "to transcribe interviews and summarise documents; you verify every fact and quote before it runs",
    example: "27-3023.00",
  },
  {
    for: ["27-3091"],
    name: "Machine translation and the AI in translation tools (DeepL; the MT and AI features of Trados or memoQ)",
    use: "to produce first drafts to post-edit and keep terminology consistent; you own accuracy and nuance and keep confidential texts out of public tools",
    example: "27-3091.00",
  },
  {
    for: ["27-3092"],
    name: "Speech-recognition transcription (Verbit or similar) used alongside your own record",
    use: "to speed up rough drafts, indexes and word searches; you produce and certify the official transcript",
    example: "27-3092.00",
  },
  {
    for: ["27-4021"],
    name: "AI editing features (Lightroom's masking and denoise, AI culling tools)",
    use: "to cull shoots and speed up routine edits; you compose, direct and decide the final look",
    example: "27-4021.00",
  },
  {
    for: ["27-4032"],
    name: "AI features in editing software (Premiere Pro's text-based editing, DaVinci Resolve's AI tools)",
    use: "to transcribe footage, find clips and build rough cuts; you shape the story and the final edit",
    example: "27-4032.00",
  },
  // Healthcare
  {
    for: ["29-1", "29-9092"],
    name: "Ambient AI documentation in the health record (Microsoft Dragon Copilot, Abridge, or the tool your employer provides)",
    use: "to draft notes and letters from the visit or shift; you check and sign every entry, and every clinical decision stays yours",
    example: "29-1141.03",
  },
  {
    for: ["29-1031", "29-2051"],
    name: "AI tools for meal plans and nutrition education (the AI in nutrition software, or a general assistant)",
    use: "to draft meal plans and handouts; you tailor them to each patient's labs, medicines and culture",
    example: "29-1031.00",
  },
  {
    for: ["29-1051"],
    name: "A general AI assistant (Microsoft Copilot or ChatGPT Enterprise, where your employer approves it) for patient materials and paperwork",
    use: "to draft counselling leaflets and prior-authorisation letters; you check every dose and interaction yourself",
    example: "29-1051.00",
  },
  {
    for: ["29-2052", "31-9095"],
    name: "Pharmacy-system automation and electronic prior authorisation (CoverMyMeds or similar)",
    use: "to read e-prescriptions, sort insurance rejections and prepare prior-authorisation requests; the pharmacist checks every prescription",
    example: "29-2052.00",
  },
  {
    for: ["29-2072", "29-9021"],
    name: "Computer-assisted coding in the health record (Solventum 360 Encompass, Optum or similar)",
    use: "to suggest ICD-10 and CPT codes from the documentation; you validate each code and query the clinician when the record is unclear",
    example: "29-2072.00",
  },
  {
    for: ["29-2099.08"],
    name: "A general AI assistant (Microsoft Copilot or ChatGPT Enterprise, where your hospital approves it) for patient letters and complaint summaries",
    use: "to summarise complaints and draft replies; you listen to the patient and resolve the problem",
    example: "29-2099.08",
  },
  {
    for: ["31-9094"],
    name: "AI speech recognition, with you as the editor of its drafts",
    use: "to produce first drafts; you correct them for accuracy and sign off, which is where this work is going",
    example: "31-9094.00",
  },
  // Protective service and production
  {
    for: ["33-1012", "33-3021.00", "33-3021.02", "33-3051", "33-3052"],
    name: "AI report-drafting tools (Axon Draft One, where your agency uses it)",
    use: "to draft incident reports from body-camera audio; you check every line and sign it, and your agency's rules decide whether you may",
    example: "33-3051.00",
  },
  {
    for: ["33-3021.06"],
    name: "AI research and summarisation tools your agency approves",
    use: "to summarise reports, translate open sources and draft assessments; you judge the sources and own the conclusions",
    example: "33-3021.06",
  },
  {
    for: ["51-9162"],
    name: "AI-assisted CAM programming (CloudNC CAM Assist or similar)",
    use: "to draft toolpaths and cutting parameters; you prove out every program and own the first-article check",
    example: "51-9162.00",
  },
];
