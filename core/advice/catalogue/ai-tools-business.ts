/**
 * AI tools for management, business and finance, sales and office work (SOC 11, 13, 41, 43), each
 * chosen for the field's most exposed tasks: drafting, paperwork, records, scheduling, analysis.
 * Part of AI_TOOLS; a code or prefix appears in one entry only.
 */
import type { AiToolAdvice } from "./catalogue-types";

export const BUSINESS_AI_TOOLS: readonly AiToolAdvice[] = [
  // Management
  {
    for: [
      "11-1",
      "11-3012",
      "11-3013.01",
      "11-3021",
      "11-3051",
      "11-9031",
      "11-9032",
      "11-9033",
      "11-9039",
      "11-9041",
      "11-9071",
      "11-9072",
      "11-9111",
      "11-9131",
      "11-9161",
      "11-9171",
      "11-9179",
      "11-9199",
    ],
    name: "A general AI assistant (ChatGPT, Claude, Microsoft Copilot or similar)",
    use: "to draft reports, plans, staff updates and first-pass analyses; you make the decisions and check every figure against its source",
    example: "11-1021.00",
  },
  {
    for: ["11-2011", "11-2021", "11-2032", "13-1161", "27-3031"],
    name: "AI writing and content tools (ChatGPT, Claude, Jasper or similar) and the AI features of your ad platforms",
    use: "to draft campaign copy, variants, briefs and performance summaries; you set the message, check the facts and approve what is published",
    example: "13-1161.01",
  },
  {
    for: ["11-2033", "11-9151", "13-1131"],
    name: "AI grant-research and writing assistants (Instrumentl for finding grants, a general assistant for drafts)",
    use: "to find funders and draft proposals, reports and appeals; you keep the facts, the budget and the relationships right",
    example: "13-1131.00",
  },
  {
    for: ["11-2022", "41-1012", "41-3011", "41-3021", "41-3091", "41-4", "41-9031", "41-9041", "41-9091", "41-9099"],
    name: "AI features in your CRM (Salesforce Einstein, HubSpot's AI or similar)",
    use: "to research prospects, draft outreach and follow-ups and log calls; you build the relationships and make the commitments",
    example: "41-4012.00",
  },
  {
    for: ["11-3031", "13-2031", "13-2051", "13-2054", "13-2061", "13-2099"],
    name: "AI features in spreadsheets and financial data tools (Copilot in Excel or similar)",
    use: "to draft models, variance explanations and commentary and to summarise filings; you check the inputs and own the conclusions",
    example: "13-2031.00",
  },
  {
    for: ["11-3061", "13-1021", "13-1022", "13-1023", "43-3061"],
    name: "AI features in procurement software, and a general assistant for supplier research",
    use: "to compare supplier quotes, summarise contracts and draft requests for quotation; you negotiate and choose the supplier",
    example: "13-1023.00",
  },
  {
    for: ["11-3071", "13-1081", "43-5011", "43-5061"],
    name: "AI planning features in supply chain and transport software (demand forecasting, load and route planning)",
    use: "to forecast demand, plan loads and routes and flag late shipments; you weigh the trade-offs and handle the exceptions",
    example: "13-1081.00",
  },
  {
    for: ["11-3111", "11-3121", "13-1071", "13-1075", "13-1141", "43-4161"],
    name: "AI features in HR software (Workday, SAP SuccessFactors, Greenhouse or similar) and a general assistant (ChatGPT or Copilot)",
    use: "to draft job ads, policies and employee letters and to summarise applications; you make the hiring and people decisions and check the results for bias",
    example: "13-1071.00",
  },
  {
    for: ["11-3131", "13-1151", "25-9021", "25-9031"],
    name: "AI tools for course material (a general assistant, Articulate's AI Assistant, Synthesia for video)",
    use: "to draft outlines, quizzes, scripts and job aids; you check the content is right and fits the learners",
    example: "13-1151.00",
  },
  {
    for: ["11-9021", "47-1011"],
    name: "AI features in construction management software (Procore or similar) and AI meeting notes",
    use: "to draft daily logs, RFIs, meeting minutes and schedule updates; you check them against the site and sign off",
    example: "11-9021.00",
  },
  {
    for: ["11-9051", "35-1011", "35-1012"],
    name: "Restaurant scheduling and inventory software with sales forecasting (7shifts, or your POS system's forecasts)",
    use: "to forecast covers, build staff schedules and plan orders; you adjust for what you know about the week and the people",
    example: "11-9051.00",
  },
  {
    for: ["11-9081"],
    name: "Revenue management systems (IDeaS, Duetto or similar)",
    use: "to set room rates from demand forecasts; you decide group deals, overrides and what the guest experience needs",
    example: "11-9081.00",
  },
  {
    for: ["11-9141"],
    name: "AI features in property management software (AppFolio, Yardi or similar)",
    use: "to answer routine tenant messages, draft notices and sort maintenance requests; you handle disputes, inspections and anything with legal weight",
    example: "11-9141.00",
  },
  {
    for: ["11-9199.01", "11-9199.02", "13-1041.00", "13-1041.01", "13-1041.03", "13-1041.04", "13-1041.07"],
    name: "AI tools that search and summarise regulations (a general assistant that cites its sources, or a regulatory-change service)",
    use: "to track rule changes, compare policies with the rules and draft reports; you interpret the rules and answer for the decisions",
    example: "13-1041.00",
  },
  // Business and financial operations
  {
    for: ["13-1041.08", "43-5011.01"],
    name: "AI tariff-classification and entry-document features in customs software",
    use: "to suggest tariff codes and fill entry documents; you verify each classification and answer for the filing",
    example: "13-1041.08",
  },
  {
    for: ["13-1011", "13-1111", "13-1121", "13-1199"],
    name: "A general AI assistant for research and analysis (ChatGPT, Claude, Microsoft Copilot or similar)",
    use: "to summarise documents, draft slides and test analyses; you frame the problem, check every claim and present the advice",
    example: "13-1111.00",
  },
  {
    for: ["13-1199.06"],
    name: "AI features in e-commerce platforms (Shopify Magic or similar)",
    use: "to write product descriptions, answer routine customer questions and draft promotions; you check claims, prices and stock",
    example: "13-1199.06",
  },
  {
    for: ["13-1031", "13-1032", "43-9041"],
    name: "AI features in claims and estimating software (CCC Intelligent Solutions, Xactimate's AI tools or similar)",
    use: "to summarise claim files, compare policy wording and draft first estimates; you inspect, decide coverage and settle",
    example: "13-1031.00",
  },
  {
    for: ["13-1051"],
    name: "AI takeoff in estimating software (Togal.AI or similar)",
    use: "to measure quantities from drawings; you check the counts, price the risk and write the bid",
    example: "13-1051.00",
  },
  {
    for: ["13-1082", "15-1299.09"],
    name: "AI features in project tools (Microsoft Copilot, Asana AI, Atlassian's AI in Jira or similar)",
    use: "to draft status reports, meeting notes, plans and risk logs; you own the priorities, the people and the decisions",
    example: "13-1082.00",
  },
  {
    for: ["13-2011", "43-3021", "43-3031", "43-3099"],
    name: "AI features in accounting software (bank matching and coding in QuickBooks, Xero or NetSuite; invoice capture such as Dext)",
    use: "to categorise transactions, read invoices and receipts and match bank lines; you review the exceptions, make the judgement calls and keep the books right",
    example: "43-3031.00",
  },
  {
    for: ["43-3051"],
    name: "AI features in payroll software (ADP Assist, or the checks built into Gusto, Paylocity and similar)",
    use: "to flag unusual pay runs, answer routine pay questions and draft reports; you check every exception and the tax filings",
    example: "43-3051.00",
  },
  {
    for: ["13-2022", "13-2023"],
    name: "Automated valuation models and comparable-sales tools",
    use: "to pull comparable sales and draft report narratives; you inspect the property, choose the comparables and sign the value",
    example: "13-2023.00",
  },
  {
    for: ["13-2041", "13-2053", "13-2072", "43-4041", "43-4131", "43-4141"],
    name: "AI document reading in loan and underwriting systems",
    use: "to pull income and asset figures from statements and tax returns, check files for gaps and draft conditions; you make the decision and can explain it",
    example: "13-2072.00",
  },
  {
    for: ["13-2052", "13-2071", "41-3031"],
    name: "AI meeting-note assistants built for advisers (Jump, Zocks or your firm's approved tool)",
    use: "to write meeting notes, follow-up emails and plan summaries; you give the advice and answer for it, and compliance reviews what is sent",
    example: "13-2052.00",
  },
  {
    for: ["13-2081", "13-2082"],
    name: "AI tax research and document-import tools (Thomson Reuters CoCounsel, or the AI in your tax software)",
    use: "to pull figures from client documents and answer research questions with citations; you check every position and sign nothing you have not verified",
    example: "13-2082.00",
  },
  // Sales
  {
    for: ["41-1011"],
    name: "AI features in retail workforce-management software (UKG, Legion or similar) that schedule staff from sales forecasts",
    use: "to build staff schedules from forecast traffic and draft store reports; you run the floor, coach the team and handle the exceptions",
    example: "41-1011.00",
  },
  {
    for: ["41-3041", "43-4181", "39-6012", "39-7012"],
    name: "AI trip-planning assistants (a general assistant, plus the AI in your booking platform)",
    use: "to draft itineraries and compare options quickly; you check every booking, price and rule and vouch for what you recommend",
    example: "41-3041.00",
  },
  {
    for: ["41-9021", "41-9022"],
    name: "AI tools for listings and client messages (ChatGPT, or the AI in Follow Up Boss or your MLS)",
    use: "to draft listing descriptions, market summaries and follow-ups; you check every fact against the MLS and fair-housing rules",
    example: "41-9022.00",
  },
  // Office and administrative support
  {
    for: ["41-2021", "43-3011", "43-4051", "43-4081", "43-4151"],
    name: "AI assistants in customer-service software (Zendesk AI, Salesforce Service Cloud or similar)",
    use: "to draft replies, summarise cases and find answers in the knowledge base; you handle the upset customer and the exceptions, and check what is sent",
    example: "43-4051.00",
  },
  {
    for: ["43-2", "43-4171"],
    name: "AI scheduling and call-answering assistants (in your phone or booking system)",
    use: "to book appointments, answer routine calls and take messages; you greet people, handle the unusual and keep the desk running",
    example: "43-4171.00",
  },
  {
    for: ["43-1011", "43-6011", "43-6014", "43-9061", "43-9199"],
    name: "AI scheduling and email assistants (Copilot in Outlook and Teams, or similar)",
    use: "to draft emails and minutes, find meeting times and plan travel; you keep the judgement on priorities and confidential matters",
    example: "43-6011.00",
  },
  {
    for: ["43-6013"],
    name: "AI features in the practice-management system and health record (Epic, athenahealth or similar)",
    use: "to check insurance eligibility, fill forms and draft patient messages; you check every detail and keep health information inside approved systems",
    example: "43-6013.00",
  },
  {
    for: ["43-4011", "43-4021", "43-4031", "43-4061", "43-4071", "43-4111", "43-4199", "43-9021", "43-9022"],
    name: "AI document capture and form checking (Adobe Acrobat AI Assistant, or the intake tool your employer provides)",
    use: "to pull data from documents, check forms for gaps and draft letters; you verify the record and decide each case",
    example: "43-4061.00",
  },
  {
    for: ["43-5031"],
    name: "AI call-handling, translation and transcription tools your 911 centre adopts",
    use: "to take non-emergency calls and translate or transcribe; you keep every emergency call and every dispatch decision",
    example: "43-5031.00",
  },
  {
    for: ["43-5032"],
    name: "AI features in dispatch and load-matching software (DAT, Samsara, Trimble or similar)",
    use: "to match loads and drivers, plan routes and draft driver messages; you handle the drivers, the exceptions and the safety calls",
    example: "43-5032.00",
  },
  {
    for: ["43-9081"],
    name: "AI proofreading tools (Grammarly, PerfectIt or similar)",
    use: "to catch routine errors and style slips; you judge sense, facts and house style and make the final call",
    example: "43-9081.00",
  },
];
