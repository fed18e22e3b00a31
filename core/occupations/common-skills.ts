/**
 * Common skills people write on a form, by SOC group, in our own words. O*NET lists many
 * occupations' tools only as product names ("Lattice MediCopia"), and its skill names are
 * abstract ("Service Orientation"); these are the plain skills a barista, a nurse or a plumber
 * would type. Keys are SOC code prefixes: "35" (major group), "35-30" (minor group, the first
 * two digits after the dash) or "35-3023" (detailed occupation); an occupation gets every list
 * whose key prefixes its code. Short on purpose: a suggestion box, not a taxonomy.
 */
const COMMON_SKILLS: Readonly<Record<string, readonly string[]>> = {
  // Management
  "11": [
    "Budgeting",
    "Team leadership",
    "Strategic planning",
    "Stakeholder management",
    "Hiring and onboarding",
    "Performance reviews",
    "Project management",
    "Negotiation",
    "Change management",
    "Reporting to leadership",
  ],
  "11-20": [
    "Brand strategy",
    "Brand management",
    "Branding",
    "Brand positioning",
    "Creative briefs",
    "Campaign planning",
    "Market research",
    "Digital marketing",
    "Public relations",
    "Pricing",
  ],
  "11-30": ["Financial reporting", "Cash flow management", "Vendor management", "Process improvement"],
  "11-90": ["Operations management", "Regulatory compliance", "Scheduling staff", "Quality assurance"],
  // Business and financial operations
  "13": [
    "Data analysis",
    "Report writing",
    "Spreadsheets",
    "Regulatory compliance",
    "Client communication",
    "Attention to detail",
    "Presentations",
    "Process improvement",
  ],
  "13-10": [
    "Project planning",
    "Risk management",
    "Risk assessment",
    "Requirements gathering",
    "Scheduling",
    "Recruiting",
    "Event planning",
  ],
  "13-1082": [
    "Project scheduling",
    "Risk registers",
    "Risk mitigation",
    "Risk and issue logs",
    "Scope management",
    "Status reporting",
    "Agile and Scrum",
  ],
  "13-20": [
    "Financial analysis",
    "Financial statements",
    "Reconciliations",
    "Tax preparation",
    "Auditing",
    "Budgeting",
    "Forecasting",
    "Excel modelling",
    "General ledger",
    "Accounts payable",
    "Accounts receivable",
    "Month-end close",
    "GAAP",
  ],
  // Computer and mathematical
  "15": [
    "Problem solving",
    "SQL",
    "Python",
    "Data analysis",
    "Documentation",
    "Agile",
    "Version control with Git",
    "Cloud platforms",
  ],
  "15-12": [
    "Java",
    "JavaScript",
    "TypeScript",
    "Code review",
    "Debugging",
    "Testing",
    "API design",
    "System design",
    "Databases",
    "Linux",
    "Technical support",
    "Network administration",
    "Cybersecurity",
  ],
  "15-20": [
    "Statistics",
    "Data visualisation",
    "Machine learning",
    "Dashboards",
    "Spreadsheets",
    "Excel",
    "Forecasting",
  ],
  // Architecture and engineering
  "17": [
    "Technical drawing",
    "CAD",
    "Project management",
    "Quality control",
    "Calculations",
    "Safety standards",
    "Testing",
  ],
  // Life, physical and social science
  "19": [
    "Research design",
    "Lab techniques",
    "Data analysis",
    "Scientific writing",
    "Statistics",
    "Fieldwork",
    "Safety procedures",
  ],
  // Community and social service
  "21": [
    "Case management",
    "Counselling",
    "Crisis intervention",
    "Active listening",
    "Advocacy",
    "Documentation",
    "Empathy",
  ],
  // Legal
  "23": [
    "Legal research",
    "Legal writing",
    "Drafting contracts",
    "Document review",
    "Case management",
    "Litigation support",
    "Client interviews",
    "Negotiation",
    "Discovery",
    "Court filings",
    "Due diligence",
  ],
  // Educational instruction and library
  "25": [
    "Lesson planning",
    "Classroom management",
    "Curriculum development",
    "Student assessment",
    "Differentiated instruction",
    "Parent communication",
    "Grading",
    "Mentoring",
    "Public speaking",
    "Behaviour management",
    "Educational technology",
  ],
  // Arts, design, entertainment, sports and media
  "27": ["Creativity", "Storytelling", "Client briefs", "Editing", "Portfolio presentation", "Social media"],
  "27-10": [
    "Adobe Photoshop",
    "Adobe Illustrator",
    "Adobe InDesign",
    "Typography",
    "Layout design",
    "Branding",
    "Visual design",
    "Colour theory",
    "Illustration",
    "Figma",
  ],
  "27-30": ["Copywriting", "Content writing", "Proofreading", "Interviewing", "Press releases", "SEO writing"],
  // Healthcare practitioners and technical
  "29": [
    "Patient care",
    "Patient education",
    "Medical records",
    "Infection control",
    "Clinical documentation",
    "Bedside manner",
    "Teamwork",
    "CPR",
  ],
  "29-10": ["Diagnosis", "Treatment planning", "Prescribing", "Patient assessment"],
  "29-1051": [
    "Medication dispensing",
    "Medication counselling",
    "Drug interactions",
    "Prescription review",
    "Pharmacy law",
  ],
  "29-1141": [
    "Patient assessment",
    "Medication administration",
    "Wound care",
    "IV therapy",
    "Vital signs",
    "Care planning",
    "Patient advocacy",
    "Triage",
    "Pain management",
    "Discharge planning",
    "Phlebotomy",
  ],
  "29-1292": [
    "Oral health education",
    "Oral examinations",
    "Teeth cleaning",
    "Periodontal charting",
    "Dental X-rays",
    "Fluoride treatment",
    "Patient comfort",
  ],
  "29-20": ["Vital signs", "Lab testing", "Medical equipment", "Patient positioning", "Phlebotomy"],
  // Healthcare support
  "31": [
    "Patient care",
    "Personal care",
    "Vital signs",
    "Infection control",
    "Mobility assistance",
    "Compassion",
    "Medical terminology",
  ],
  // Protective service
  "33": [
    "Patrol",
    "Emergency response",
    "Report writing",
    "Conflict resolution",
    "De-escalation",
    "First aid",
    "Surveillance",
    "Situational awareness",
    "Investigations",
    "Crowd control",
    "Physical fitness",
  ],
  "33-3051": [
    "Traffic stops",
    "Parking and traffic enforcement",
    "Patrol vehicle operation",
    "Arrest procedures",
    "Evidence handling",
    "Community policing",
  ],
  // Food preparation and serving
  "35": [
    "Food safety",
    "Food hygiene",
    "Customer service",
    "Cash handling",
    "Teamwork",
    "Working under pressure",
    "Cleaning and sanitising",
    "Order taking",
    "Stock rotation",
    "Labelling and date marking",
    "Allergen awareness",
    "Language skills",
  ],
  "35-10": [
    "Menu planning",
    "Kitchen management",
    "Food costing",
    "Recipe development",
    "Staff training",
    "Ordering supplies",
    "Plating",
  ],
  "35-20": [
    "Knife skills",
    "Food preparation",
    "Grilling",
    "Line cooking",
    "Portion control",
    "Following recipes",
    "Prep lists",
  ],
  "35-30": ["Table service", "Laying tables", "Menu knowledge", "Upselling", "Wine service", "Point of sale"],
  "35-3023": [
    "Espresso making",
    "Latte art",
    "Milk steaming",
    "Coffee brewing",
    "Pour-over coffee",
    "Drink preparation",
    "Grinder calibration",
    "Coffee knowledge",
    "Plant-based and lactose-free milks",
  ],
  // Building and grounds cleaning and maintenance
  "37": [
    "Cleaning",
    "Floor care",
    "Landscaping",
    "Lawn care",
    "Pest control",
    "Equipment handling",
    "Safety procedures",
  ],
  // Personal care and service
  "39": ["Customer service", "Client care", "Scheduling appointments", "Hygiene standards", "Patience"],
  "39-50": [
    "Haircutting",
    "Hair colouring",
    "Colour correction",
    "Blow-drying",
    "Styling",
    "Consultations",
    "Client retention",
    "Chemical treatments",
    "Perms",
    "Braiding",
  ],
  "39-90": ["Childcare", "Fitness instruction", "Activity planning", "First aid"],
  // Sales and related
  "41": [
    "Customer service",
    "Product knowledge",
    "Sales",
    "Upselling",
    "Point of sale",
    "Cash handling",
    "Merchandising",
    "Prospecting",
    "Closing deals",
    "Customer relationships",
    "Negotiation",
  ],
  "41-20": [
    "Returns and exchanges",
    "Stocking shelves",
    "Visual merchandising",
    "Loss prevention",
    "Cash register operation",
    "Counting money",
  ],
  // Office and administrative support
  "43": [
    "Data entry",
    "Scheduling",
    "Customer service",
    "Filing",
    "Microsoft Office",
    "Phone etiquette",
    "Record keeping",
    "Email correspondence",
    "Typing",
    "Organisation",
  ],
  "43-30": [
    "Bookkeeping",
    "QuickBooks",
    "Invoicing",
    "Payroll",
    "Reconciliations",
    "Accounts payable",
    "Accounts receivable",
    "Excel",
  ],
  "43-40": [
    "Complaint handling",
    "Call handling",
    "Communication",
    "CRM software",
    "Problem resolution",
    "Appointment booking",
    "Front desk",
  ],
  "43-50": ["Inventory control", "Shipping and receiving", "Order picking", "Forklift operation", "Logistics"],
  "43-60": [
    "Calendar management",
    "Meeting coordination",
    "Travel arrangements",
    "Minute taking",
    "Correspondence",
    "Office management",
  ],
  // Farming, fishing and forestry
  "45": ["Operating farm machinery", "Crop care", "Animal care", "Harvesting", "Irrigation"],
  // Construction and extraction
  "47": [
    "Blueprint reading",
    "Hand tools",
    "Power tools",
    "Measuring",
    "Site safety",
    "Building codes",
    "Physical stamina",
    "Estimating",
    "Fractions and measurement",
  ],
  "47-2031": [
    "Framing",
    "Roof framing",
    "Door and window frames",
    "Timber frame construction",
    "Finish carpentry",
    "Cabinet installation",
    "Formwork",
    "Roofing",
    "Trim work",
    "Woodworking",
  ],
  "47-2111": [
    "Wiring",
    "Wire pulling",
    "Circuit installation",
    "Electrical troubleshooting",
    "Conduit bending",
    "Panel installation",
    "Electrical code",
    "Lighting installation",
  ],
  "47-2152": [
    "Pipe fitting",
    "Pipe cutting",
    "Pipe threading",
    "Soldering",
    "Leak repair",
    "Drain cleaning",
    "Fixture installation",
    "Water heater installation",
    "Plumbing code",
  ],
  // Installation, maintenance and repair
  "49": [
    "Troubleshooting",
    "Preventive maintenance",
    "Hand tools",
    "Power tools",
    "Repairs",
    "Reading schematics",
    "Safety procedures",
  ],
  "49-30": [
    "Diagnostics",
    "Diagnostic tools",
    "Engine repair",
    "Brake repair",
    "Oil changes",
    "Tyre service",
    "Electrical systems",
    "Suspension and steering",
  ],
  // Production
  "51": [
    "Machine operation",
    "Quality control",
    "Assembly",
    "Measuring",
    "Safety procedures",
    "Reading blueprints",
    "Welding",
  ],
  // Transportation and material moving
  "53": [
    "Safe driving",
    "Safety procedures",
    "Route planning",
    "Forklift operation",
    "Loading and unloading",
    "Inventory",
    "Logbooks",
    "Vehicle inspections",
    "Time management",
  ],
  "53-30": [
    "Commercial driving",
    "CDL",
    "Defensive driving",
    "Hours-of-service rules",
    "Cargo securing",
    "Pre-trip inspections",
    "Navigation",
    "Customer delivery",
  ],
  "53-70": [
    "Order picking",
    "Packing",
    "Pallet jack",
    "Shipping and receiving",
    "Stocking",
    "Lifting",
    "Warehouse safety",
    "Scanning",
    "Forklift certification",
    "Forklift safety checks",
    "Following pick lists",
    "Food-grade handling",
  ],
};

/** The common skills for an occupation code, most specific list first, without duplicates. */
export function listCommonSkills(code: string): string[] {
  const keys = [code.slice(0, 7), code.slice(0, 5), code.slice(0, 2)];
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const key of keys) {
    for (const skill of COMMON_SKILLS[key] ?? []) {
      const folded = skill.toLowerCase();
      if (!seen.has(folded)) {
        seen.add(folded);
        skills.push(skill);
      }
    }
  }
  return skills;
}

/** Every common skill of every group (for the "anything else" tier), without duplicates. */
export function listAllCommonSkills(): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const list of Object.values(COMMON_SKILLS)) {
    for (const skill of list) {
      if (!seen.has(skill.toLowerCase())) {
        seen.add(skill.toLowerCase());
        skills.push(skill);
      }
    }
  }
  return skills;
}
