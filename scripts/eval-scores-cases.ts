/**
 * Evaluation fixtures for scripts/eval-scores.ts: jobs (with a few plain-English
 * responsibilities each, written for this evaluation) and pairwise orderings that the
 * literature supports. Each ordering pairs an occupation that every LLM-era measure puts high
 * (Eloundou et al. 2023 human and GPT-4 β, Felten et al. LM-AIOE, ILO 2025 gradients, Microsoft
 * 2025 applicability) with one that every such measure puts low — mostly physical, in-person
 * or care work. Frey & Osborne's computerisation probabilities are deliberately not used.
 */

export interface ScoreEvalJob {
  /** O*NET-SOC code the job is about, used when the title is assessed by code. */
  code: string;
  /** What a visitor would type. */
  title: string;
  responsibilities: string[];
}

export const EVAL_JOBS = {
  telemarketer: {
    code: "41-9041.00",
    title: "Telemarketer",
    responsibilities: [
      "Call prospective customers from a lead list and read a sales script",
      "Explain products and answer questions about pricing over the phone",
      "Record call outcomes and customer details in the CRM",
      "Follow up with interested customers to close the sale",
    ],
  },
  registeredNurse: {
    code: "29-1141.00",
    title: "Registered Nurse",
    responsibilities: [
      "Assess patients and monitor vital signs at the bedside",
      "Administer medications and start IV lines",
      "Care for wounds and change dressings",
      "Educate patients and families about their care after discharge",
      "Document patient condition in the medical record",
    ],
  },
  dataEntryKeyer: {
    code: "43-9021.00",
    title: "Data Entry Clerk",
    responsibilities: [
      "Type customer and account data into the database from source documents",
      "Check entered data for errors and correct mistakes",
      "Compile and sort information from forms before entry",
      "Maintain logs of the records processed each day",
    ],
  },
  roofer: {
    code: "47-2181.00",
    title: "Roofer",
    responsibilities: [
      "Install shingles, roofing felt and flashing on residential roofs",
      "Tear off old roofing and replace damaged decking",
      "Cut and fit roofing materials around vents and chimneys",
      "Inspect roofs for leaks and make repairs",
    ],
  },
  bookkeeper: {
    code: "43-3031.00",
    title: "Bookkeeper",
    responsibilities: [
      "Record financial transactions in the general ledger",
      "Reconcile bank statements and accounts each month",
      "Prepare invoices and process accounts payable",
      "Produce monthly financial reports and balance sheets",
    ],
  },
  plumber: {
    code: "47-2152.00",
    title: "Plumber",
    responsibilities: [
      "Install and repair water supply and drain pipes",
      "Assemble and fit pipe fittings, valves and fixtures",
      "Locate and fix leaks in plumbing systems",
      "Cut and weld pipes to size on job sites",
    ],
  },
  proofreader: {
    code: "43-9081.00",
    title: "Proofreader",
    responsibilities: [
      "Read manuscripts and proofs to find spelling, grammar and typographical errors",
      "Mark corrections using standard proofreading marks",
      "Compare final proofs with the original copy",
      "Check consistency of style and formatting",
    ],
  },
  firefighter: {
    code: "33-2011.00",
    title: "Firefighter",
    responsibilities: [
      "Respond to fire alarms and emergency calls",
      "Rescue victims from burning buildings and accident scenes",
      "Operate hoses, ladders and pumps to put out fires",
      "Give first aid to injured people",
    ],
  },
  customerServiceRep: {
    code: "43-4051.00",
    title: "Customer Service Representative",
    responsibilities: [
      "Answer customer questions by phone, email and chat",
      "Resolve complaints about orders and billing",
      "Process returns, refunds and account changes",
      "Record customer interactions in the support system",
    ],
  },
  electrician: {
    code: "47-2111.00",
    title: "Electrician",
    responsibilities: [
      "Install wiring, outlets and lighting fixtures in buildings",
      "Connect wires to circuit breakers and transformers",
      "Troubleshoot and repair faulty electrical systems",
      "Test circuits with meters to ensure safety",
    ],
  },
  paralegal: {
    code: "23-2011.00",
    title: "Paralegal",
    responsibilities: [
      "Research case law and statutes for attorneys",
      "Draft legal documents, pleadings and correspondence",
      "Organize case files and prepare exhibits for trial",
      "Summarize depositions and interview transcripts",
    ],
  },
  dentalHygienist: {
    code: "29-1292.00",
    title: "Dental Hygienist",
    responsibilities: [
      "Clean patients' teeth and remove plaque and tartar",
      "Take dental x-rays",
      "Examine gums for signs of disease",
      "Teach patients how to brush and floss",
    ],
  },
  technicalWriter: {
    code: "27-3042.00",
    title: "Technical Writer",
    responsibilities: [
      "Write user manuals and product documentation",
      "Interview engineers to understand how products work",
      "Edit and revise documentation for clarity",
      "Organize help content and release notes",
    ],
  },
  massageTherapist: {
    code: "31-9011.00",
    title: "Massage Therapist",
    responsibilities: [
      "Massage clients' muscles and soft tissue by hand",
      "Assess clients' pain points and medical history",
      "Recommend stretches and posture improvements",
      "Prepare treatment rooms and equipment",
    ],
  },
  translator: {
    code: "27-3091.00",
    title: "Translator",
    responsibilities: [
      "Translate documents from Spanish into English",
      "Proofread translations for accuracy and tone",
      "Maintain glossaries of technical terms",
      "Interpret conversations for clients",
    ],
  },
  homeHealthAide: {
    code: "31-1121.00",
    title: "Home Health Aide",
    responsibilities: [
      "Help clients bathe, dress and move around the home",
      "Prepare meals and feed clients",
      "Check vital signs and report changes to the nurse",
      "Do light housekeeping and laundry",
    ],
  },
  courtReporter: {
    code: "27-3092.00",
    title: "Court Reporter",
    responsibilities: [
      "Record verbatim transcripts of court proceedings",
      "Transcribe recorded testimony into written documents",
      "Provide captions for live broadcasts",
      "Review and edit transcripts for accuracy",
    ],
  },
  constructionLaborer: {
    code: "47-2061.00",
    title: "Construction Laborer",
    responsibilities: [
      "Load and unload building materials at construction sites",
      "Dig trenches and backfill excavations",
      "Mix and pour concrete",
      "Clean up debris and set up scaffolding",
    ],
  },
  typist: {
    code: "43-9022.00",
    title: "Typist",
    responsibilities: [
      "Type letters, reports and forms from drafts and dictation",
      "Format documents and check spelling",
      "File and copy typed documents",
      "Keep records of work completed",
    ],
  },
  carpenter: {
    code: "47-2031.00",
    title: "Carpenter",
    responsibilities: [
      "Build and install wooden frames, walls and stairs",
      "Measure, cut and shape lumber with power tools",
      "Install doors, windows and cabinets",
      "Read blueprints to plan the layout",
    ],
  },
  taxPreparer: {
    code: "13-2082.00",
    title: "Tax Preparer",
    responsibilities: [
      "Prepare individual and small-business tax returns",
      "Interview clients about income, deductions and credits",
      "Calculate taxes owed or refunds due",
      "File returns electronically and keep client records",
    ],
  },
  lineCook: {
    code: "35-2014.00",
    title: "Line Cook",
    responsibilities: [
      "Grill, fry and saute food to order",
      "Prep vegetables, meat and sauces before service",
      "Keep the kitchen station clean and stocked",
      "Follow recipes and plate dishes",
    ],
  },
  writer: {
    code: "27-3043.00",
    title: "Writer",
    responsibilities: [
      "Write articles, stories and web content",
      "Research topics and interview sources",
      "Revise drafts based on editor feedback",
      "Pitch story ideas to editors and publishers",
    ],
  },
  dancer: {
    code: "27-2031.00",
    title: "Dancer",
    responsibilities: [
      "Perform dance routines in shows and productions",
      "Rehearse choreography with the company",
      "Train daily to keep strength and flexibility",
      "Audition for roles",
    ],
  },
  legalSecretary: {
    code: "43-6012.00",
    title: "Legal Secretary",
    responsibilities: [
      "Prepare legal correspondence, summonses and complaints",
      "Schedule meetings and court dates for attorneys",
      "Organize and maintain legal files",
      "Proofread legal documents before filing",
    ],
  },
  janitor: {
    code: "37-2011.00",
    title: "Janitor",
    responsibilities: [
      "Sweep, mop and vacuum floors",
      "Clean and restock restrooms",
      "Empty trash and recycling bins",
      "Report building repairs that are needed",
    ],
  },
  mathematician: {
    code: "15-2021.00",
    title: "Mathematician",
    responsibilities: [
      "Develop mathematical models to analyze problems",
      "Prove new theorems and extend existing theory",
      "Apply statistical methods to data",
      "Write research papers and present results",
    ],
  },
  landscaper: {
    code: "37-3011.00",
    title: "Landscaper",
    responsibilities: [
      "Mow lawns and trim hedges",
      "Plant trees, shrubs and flowers",
      "Operate mowers, blowers and tractors",
      "Spread mulch and fertilizer",
    ],
  },
  payrollClerk: {
    code: "43-3051.00",
    title: "Payroll Clerk",
    responsibilities: [
      "Process payroll and compute employee wages",
      "Enter timesheet data into the payroll system",
      "Answer employee questions about pay and deductions",
      "Prepare payroll reports and tax forms",
    ],
  },
  busDriver: {
    code: "53-3052.00",
    title: "Bus Driver",
    responsibilities: [
      "Drive a city bus on a fixed route and schedule",
      "Collect fares and help passengers board",
      "Inspect the bus before each shift",
      "Report accidents and delays to dispatch",
    ],
  },
  insuranceUnderwriter: {
    code: "13-2053.00",
    title: "Insurance Underwriter",
    responsibilities: [
      "Review insurance applications and assess risk",
      "Decide whether to approve coverage and set premiums",
      "Analyze financial and medical information about applicants",
      "Write reports on underwriting decisions",
    ],
  },
  physicalTherapistAssistant: {
    code: "31-2021.00",
    title: "Physical Therapist Assistant",
    responsibilities: [
      "Guide patients through exercises and stretches",
      "Apply heat, cold and massage treatments",
      "Help patients walk with crutches and walkers",
      "Record patient progress and report to the therapist",
    ],
  },
  creditAnalyst: {
    code: "13-2041.00",
    title: "Credit Analyst",
    responsibilities: [
      "Analyze financial statements of loan applicants",
      "Assess credit risk and recommend credit limits",
      "Prepare credit reports for the lending committee",
      "Monitor existing accounts for changes in risk",
    ],
  },
  vetTech: {
    code: "29-2056.00",
    title: "Veterinary Technician",
    responsibilities: [
      "Restrain animals and assist veterinarians during exams",
      "Draw blood and run lab tests",
      "Give vaccines and medications to animals",
      "Clean kennels and sterilize surgical instruments",
    ],
  },
  marketResearchAnalyst: {
    code: "13-1161.00",
    title: "Market Research Analyst",
    responsibilities: [
      "Design surveys and collect data on consumers and competitors",
      "Analyze sales data and market trends",
      "Write reports and presentations on findings",
      "Forecast demand for new products",
    ],
  },
  childcareWorker: {
    code: "39-9011.00",
    title: "Childcare Worker",
    responsibilities: [
      "Supervise and play with young children",
      "Feed children and change diapers",
      "Plan arts, crafts and learning activities",
      "Talk with parents about their child's day",
    ],
  },
  prSpecialist: {
    code: "27-3031.00",
    title: "Public Relations Specialist",
    responsibilities: [
      "Write press releases and media statements",
      "Manage social media accounts and content calendars",
      "Build relationships with journalists",
      "Track media coverage and report results",
    ],
  },
  chef: {
    code: "35-1011.00",
    title: "Chef",
    responsibilities: [
      "Plan menus and create new dishes",
      "Supervise and train kitchen staff",
      "Cook and check the quality of dishes during service",
      "Order food and supplies and control costs",
    ],
  },
  webDeveloper: {
    code: "15-1254.00",
    title: "Web Developer",
    responsibilities: [
      "Write code for websites using HTML, CSS and JavaScript",
      "Design and test web applications",
      "Fix bugs and improve site performance",
      "Work with clients to define site requirements",
    ],
  },
  barber: {
    code: "39-5011.00",
    title: "Barber",
    responsibilities: [
      "Cut, trim and style hair",
      "Shave and trim beards and mustaches",
      "Clean and sterilize tools and the work station",
      "Schedule appointments and take payments",
    ],
  },
  accountant: {
    code: "13-2011.00",
    title: "Accountant",
    responsibilities: [
      "Prepare financial statements and tax returns",
      "Audit accounts and internal controls",
      "Analyze budgets and advise management on costs",
      "Reconcile ledgers at month end",
    ],
  },
  correctionalOfficer: {
    code: "33-3012.00",
    title: "Correctional Officer",
    responsibilities: [
      "Supervise inmates in housing units",
      "Search cells and inmates for contraband",
      "Break up fights and restrain inmates",
      "Write incident reports",
    ],
  },
  fileClerk: {
    code: "43-4071.00",
    title: "File Clerk",
    responsibilities: [
      "Sort and file records and documents",
      "Retrieve files on request",
      "Scan paper records into the document system",
      "Keep the filing index up to date",
    ],
  },
  drywallInstaller: {
    code: "47-2081.00",
    title: "Drywall Installer",
    responsibilities: [
      "Measure, cut and hang drywall panels",
      "Fasten panels to studs with screws",
      "Install metal framing and ceiling grids",
      "Tape and patch seams",
    ],
  },
  medicalTranscriptionist: {
    code: "31-9094.00",
    title: "Medical Transcriptionist",
    responsibilities: [
      "Transcribe doctors' dictated recordings into medical reports",
      "Edit speech recognition drafts for errors",
      "Check medical terminology and abbreviations",
      "Enter finished reports into patient records",
    ],
  },
  fastFoodCook: {
    code: "35-2011.00",
    title: "Fast Food Cook",
    responsibilities: [
      "Cook burgers, fries and other menu items",
      "Prepare ingredients before the rush",
      "Clean the grill and fryers",
      "Assemble orders quickly",
    ],
  },
  executiveAssistant: {
    code: "43-6011.00",
    title: "Executive Assistant",
    responsibilities: [
      "Manage the executive's calendar and schedule meetings",
      "Prepare reports, presentations and correspondence",
      "Screen calls and emails",
      "Arrange travel and process expense reports",
    ],
  },
  physicalTherapist: {
    code: "29-1123.00",
    title: "Physical Therapist",
    responsibilities: [
      "Evaluate patients' mobility and design treatment plans",
      "Lead patients through therapeutic exercises",
      "Use hands-on manual therapy techniques",
      "Track progress and adjust treatment",
    ],
  },
  editor: {
    code: "27-3041.00",
    title: "Editor",
    responsibilities: [
      "Edit manuscripts and articles for content, style and grammar",
      "Plan publication content and assign stories to writers",
      "Review and approve final copy",
      "Verify facts and sources",
    ],
  },
  pharmacist: {
    code: "29-1051.00",
    title: "Pharmacist",
    responsibilities: [
      "Review prescriptions and dispense medications",
      "Counsel patients on side effects and dosage",
      "Check for drug interactions",
      "Supervise pharmacy technicians",
    ],
  },
  billingClerk: {
    code: "43-3021.00",
    title: "Billing Clerk",
    responsibilities: [
      "Prepare and send invoices to customers",
      "Post payments to customer accounts",
      "Resolve billing discrepancies",
      "Maintain billing records",
    ],
  },
  cashier: {
    code: "41-2011.00",
    title: "Cashier",
    responsibilities: [
      "Ring up purchases at the register",
      "Accept cash and card payments and give change",
      "Bag items for customers",
      "Process returns and exchanges",
    ],
  },
  loanInterviewer: {
    code: "43-4131.00",
    title: "Loan Processor",
    responsibilities: [
      "Interview loan applicants and collect financial documents",
      "Check applications for completeness and verify information",
      "Enter application data into the loan system",
      "Explain loan terms and next steps to applicants",
    ],
  },
  pipelayer: {
    code: "47-2151.00",
    title: "Pipelayer",
    responsibilities: [
      "Lay pipe in trenches for sewer and water lines",
      "Grade trench bottoms and align pipe sections",
      "Connect pipe joints and seal them",
      "Operate equipment to lower pipe into trenches",
    ],
  },
  softwareDeveloper: {
    code: "15-1252.00",
    title: "Software Developer",
    responsibilities: [
      "Design and write software for business applications",
      "Debug and fix defects in existing code",
      "Review code and write technical documentation",
      "Work with users to gather requirements",
    ],
  },
  claimsAdjuster: {
    code: "13-1031.00",
    title: "Claims Adjuster",
    responsibilities: [
      "Investigate insurance claims and interview claimants",
      "Review police reports, medical records and estimates",
      "Determine the amount of loss and negotiate settlements",
      "Write claim reports and keep case files",
    ],
  },
  policeOfficer: {
    code: "33-3051.00",
    title: "Police Officer",
    responsibilities: [
      "Patrol assigned areas and respond to calls",
      "Arrest suspects and enforce laws",
      "Direct traffic at accident scenes",
      "Write incident reports",
    ],
  },
  receptionist: {
    code: "43-4171.00",
    title: "Receptionist",
    responsibilities: [
      "Greet visitors and answer phone calls",
      "Schedule appointments",
      "Answer questions about the organization",
      "Sort mail and keep the front desk organized",
    ],
  },
  housekeeper: {
    code: "37-2012.00",
    title: "Housekeeper",
    responsibilities: [
      "Clean guest rooms and bathrooms",
      "Change bed linens and make beds",
      "Vacuum carpets and dust furniture",
      "Restock towels and supplies",
    ],
  },
  switchboardOperator: {
    code: "43-2011.00",
    title: "Switchboard Operator",
    responsibilities: [
      "Answer incoming calls and transfer them to the right person",
      "Take and relay messages",
      "Provide information to callers",
      "Keep the staff phone directory up to date",
    ],
  },
  nursingAssistant: {
    code: "31-1131.00",
    title: "Nursing Assistant",
    responsibilities: [
      "Help patients bathe, dress and eat",
      "Turn and reposition bedridden patients",
      "Take vital signs",
      "Change bed linens and keep rooms clean",
    ],
  },
  administrativeAssistant: {
    code: "43-6014.00",
    title: "Administrative Assistant",
    responsibilities: [
      "Answer phones and route calls",
      "Schedule meetings and maintain calendars",
      "Prepare documents, spreadsheets and correspondence",
      "Order office supplies and maintain files",
    ],
  },
  orderClerk: {
    code: "43-4151.00",
    title: "Order Clerk",
    responsibilities: [
      "Receive and process customer orders",
      "Enter orders into the system and check stock",
      "Answer questions about order status and delivery",
      "Prepare invoices and shipping documents",
    ],
  },
  truckDriver: {
    code: "53-3032.00",
    title: "Truck Driver",
    responsibilities: [
      "Drive a tractor-trailer on long-haul routes",
      "Inspect the truck and trailer before trips",
      "Secure cargo and check loads",
      "Keep logs of hours and deliveries",
    ],
  },
  medicalRecordsSpecialist: {
    code: "29-2072.00",
    title: "Medical Records Specialist",
    responsibilities: [
      "Assign diagnosis and procedure codes to patient records",
      "Review records for completeness and accuracy",
      "Maintain the electronic health record system",
      "Release patient information following privacy rules",
    ],
  },
  autoMechanic: {
    code: "49-3023.00",
    title: "Auto Mechanic",
    responsibilities: [
      "Diagnose engine and brake problems",
      "Repair and replace worn parts",
      "Perform oil changes and tune-ups",
      "Test drive vehicles after repairs",
    ],
  },
  billCollector: {
    code: "43-3011.00",
    title: "Debt Collector",
    responsibilities: [
      "Call customers with overdue accounts",
      "Negotiate payment plans",
      "Record payments and update account notes",
      "Send collection letters",
    ],
  },
  welder: {
    code: "51-4121.00",
    title: "Welder",
    responsibilities: [
      "Weld metal parts using MIG and TIG equipment",
      "Read blueprints to lay out the work",
      "Grind and finish welds",
      "Inspect welds for defects",
    ],
  },
  graphicDesigner: {
    code: "27-1024.00",
    title: "Graphic Designer",
    responsibilities: [
      "Design logos, brochures and social media graphics",
      "Create layouts for print and web",
      "Meet clients to understand their brand",
      "Prepare files for printing",
    ],
  },
  hairdresser: {
    code: "39-5012.00",
    title: "Hairstylist",
    responsibilities: [
      "Cut, color and style clients' hair",
      "Consult clients about the look they want",
      "Shampoo and condition hair",
      "Clean and disinfect tools",
    ],
  },
} as const satisfies Record<string, ScoreEvalJob>;

export type EvalJobKey = keyof typeof EVAL_JOBS;

/** [more exposed, less exposed]. */
export const EVAL_ORDERINGS: readonly (readonly [EvalJobKey, EvalJobKey])[] = [
  ["telemarketer", "registeredNurse"],
  ["dataEntryKeyer", "roofer"],
  ["bookkeeper", "plumber"],
  ["proofreader", "firefighter"],
  ["customerServiceRep", "electrician"],
  ["paralegal", "dentalHygienist"],
  ["technicalWriter", "massageTherapist"],
  ["translator", "homeHealthAide"],
  ["courtReporter", "constructionLaborer"],
  ["typist", "carpenter"],
  ["taxPreparer", "lineCook"],
  ["writer", "dancer"],
  ["legalSecretary", "janitor"],
  ["mathematician", "landscaper"],
  ["payrollClerk", "busDriver"],
  ["insuranceUnderwriter", "physicalTherapistAssistant"],
  ["creditAnalyst", "vetTech"],
  ["marketResearchAnalyst", "childcareWorker"],
  ["prSpecialist", "chef"],
  ["webDeveloper", "barber"],
  ["accountant", "correctionalOfficer"],
  ["fileClerk", "drywallInstaller"],
  ["medicalTranscriptionist", "fastFoodCook"],
  ["executiveAssistant", "physicalTherapist"],
  ["editor", "pharmacist"],
  ["billingClerk", "cashier"],
  ["loanInterviewer", "pipelayer"],
  ["softwareDeveloper", "plumber"],
  ["claimsAdjuster", "policeOfficer"],
  ["receptionist", "housekeeper"],
  ["switchboardOperator", "nursingAssistant"],
  ["administrativeAssistant", "registeredNurse"],
  ["orderClerk", "truckDriver"],
  ["medicalRecordsSpecialist", "autoMechanic"],
  ["billCollector", "welder"],
  ["graphicDesigner", "hairdresser"],
];

/** Level expectations the product brief names explicitly (title-only, occupation level). */
export const EVAL_LEVELS: readonly (readonly [EvalJobKey, "Low Risk" | "High Risk"])[] = [
  ["telemarketer", "High Risk"],
  ["dataEntryKeyer", "High Risk"],
  ["customerServiceRep", "High Risk"],
  ["registeredNurse", "Low Risk"],
  ["roofer", "Low Risk"],
  ["lineCook", "Low Risk"],
  ["fastFoodCook", "Low Risk"],
];
