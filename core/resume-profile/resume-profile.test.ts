import { describe, expect, it } from "vitest";
import { extractResumeProfile } from "./resume-profile";
import type { ResumeProfile } from "./resume-profile";
import { academicCv } from "./fixtures/academic-cv";
import { accountantTwoColumnResume } from "./fixtures/accountant-two-column";
import { accountsClerkMinimalPaste } from "./fixtures/accounts-clerk-minimal-paste";
import { customerSupportFunctionalResume } from "./fixtures/customer-support-functional";
import { dataAnalystInterleavedColumnsResume } from "./fixtures/data-analyst-interleaved-columns";
import { projectManagerLinkedInExport } from "./fixtures/project-manager-linkedin-export";
import { productionEngineerSpacedHeadingsResume } from "./fixtures/production-engineer-spaced-headings";
import { registeredNurseAllCapsResume } from "./fixtures/registered-nurse-all-caps";
import { retailManagerWordExportResume } from "./fixtures/retail-manager-word-export";
import { softwareEngineerChronologicalResume } from "./fixtures/software-engineer-chronological";
import { teacherColonHeadingsResume } from "./fixtures/teacher-colon-headings";
import { graphicDesignerTemplateResume } from "./fixtures/graphic-designer-template";
import { systemsEngineerIndiaFormatResume } from "./fixtures/systems-engineer-india-format";
import { nurseEuropassCv } from "./fixtures/nurse-europass-cv";
import { teamLeaderUkCv } from "./fixtures/team-leader-uk-cv";
import { truckDriverPlainResume } from "./fixtures/truck-driver-plain";
import { materialHandlerStartDateWrapsResume } from "./fixtures/material-handler-start-date-wraps";

const now = new Date(Date.UTC(2026, 5, 15)); // 15 June 2026

const cases: Array<{ layout: string; text: string; expected: ResumeProfile }> = [
  {
    layout: "a chronological software engineer resume",
    text: softwareEngineerChronologicalResume,
    expected: {
      name: "Priya Raman",
      location: { city: "Seattle", region: "WA" },
      jobTitle: "Senior Software Engineer",
      // Jun 2016 – Feb 2020 (45 months) + Mar 2020 – Jun 2026 (76 months); beats the stated 8+.
      yearsOfExperience: 10.1,
      skills: [
        "Go",
        "Python",
        "TypeScript",
        "SQL",
        "AWS",
        "Docker",
        "Kubernetes",
        "Terraform",
        "PostgreSQL",
        "Airflow",
      ],
      certifications: [
        "AWS Certified Solutions Architect – Associate",
        "Certified Kubernetes Application Developer (CKAD)",
      ],
      education: [{ qualification: "B.S. Computer Science", institution: "University of Washington" }],
      responsibilities: [
        "Lead a team of five engineers building the card authorisation service in Go and PostgreSQL",
        "Cut p99 latency of the ledger API by 40% by redesigning the caching layer",
        "Mentor junior engineers and run the weekly architecture review",
        "Built ETL pipelines in Python and Airflow processing 2 TB of events a day",
        "Migrated nightly batch jobs from on-premise servers to AWS",
      ],
      industry: "technology",
    },
  },
  {
    layout: "a nurse's resume with ALL-CAPS headings and numeric dates",
    text: registeredNurseAllCapsResume,
    expected: {
      name: "Maria Gonzalez",
      location: { city: "Columbus", region: "Ohio" },
      jobTitle: "Registered Nurse",
      // 03/2018 – 06/2021 (40 months) + 07/2021 – Jun 2026 (60 months).
      yearsOfExperience: 8.3,
      skills: ["Patient assessment", "Ventilator management", "Epic EHR", "IV therapy", "Wound care"],
      certifications: ["Registered Nurse, State of Ohio", "BLS", "ACLS", "PALS", "CCRN"],
      education: [{ qualification: "Bachelor of Science in Nursing (BSN)", institution: "The Ohio State University" }],
      responsibilities: [
        "Provide care for 2–3 critically ill patients per shift, including ventilator management",
        "Titrate vasoactive drips and monitor hemodynamics",
        "Precept new graduate nurses during their first 12 weeks",
        "Managed care for up to 6 patients recovering from surgery",
        "Educated patients and families on discharge plans",
      ],
      industry: "healthcare",
    },
  },
  {
    layout: "a truck driver's plain-text resume with year-only dates",
    text: truckDriverPlainResume,
    expected: {
      name: "Dwayne Carter",
      location: { city: "Amarillo", region: "TX" },
      jobTitle: "Over-the-Road Truck Driver",
      // 2014 – 2020 and 2020 – Present join into Jan 2014 – Jun 2026.
      yearsOfExperience: 12.5,
      skills: ["Route planning", "ELD systems", "Defensive driving", "Load securement", "Forklift operation"],
      certifications: ["CDL Class A", "Hazmat Endorsement", "Tanker Endorsement", "TWIC Card"],
      education: [{ qualification: "High School Diploma", institution: "Amarillo High School" }],
      responsibilities: [
        "Haul dry van and reefer loads across 14 states, averaging 2,500 miles a week",
        "Maintain electronic logs in line with FMCSA hours-of-service rules",
        "Perform pre-trip and post-trip vehicle inspections",
        "Delivered lumber and building materials to job sites on a flatbed",
        "Loaded and secured cargo with straps and chains",
      ],
      // Transport is not one of our industries.
      industry: "other",
    },
  },
  {
    layout: "an accountant's two-column template flattened row by row",
    text: accountantTwoColumnResume,
    expected: {
      name: "James O'Connor",
      location: { city: "Chicago", region: "IL" },
      jobTitle: "Senior Accountant",
      yearsOfExperience: 10.9,
      skills: ["GAAP", "Month-end close", "Account reconciliation", "NetSuite", "Advanced Excel", "SQL"],
      certifications: ["Certified Public Accountant (CPA)"],
      education: [{ qualification: "B.S. Accounting", institution: "DePaul University" }],
      responsibilities: [
        "Own the month-end close for three subsidiaries",
        "Prepare consolidated financial statements under GAAP",
        "Coordinate the annual external audit",
        "Reconciled 40+ balance sheet accounts every month",
        "Prepared tax workpapers for corporate clients",
      ],
      industry: "finance",
    },
  },
  {
    layout: "a teacher's resume with colon headings and dates on the title line",
    text: teacherColonHeadingsResume,
    expected: {
      name: "Emily Chen",
      location: { city: "Portland", region: "Oregon" },
      jobTitle: "Science Teacher",
      yearsOfExperience: 10.8,
      skills: [
        "Curriculum design",
        "Differentiated instruction",
        "Classroom management",
        "Google Classroom",
        "Lab safety",
      ],
      certifications: ["Oregon Teaching License, Middle School Science", "Google Certified Educator Level 1"],
      education: [
        { qualification: "Master of Arts in Teaching", institution: "Lewis & Clark College" },
        { qualification: "Bachelor of Science in Biology", institution: "University of Oregon" },
      ],
      responsibilities: [
        "Design and teach inquiry-based lessons for 150 students across five classes",
        "Coordinate the annual district science fair",
        "Use formative assessment data to adjust instruction",
        "Taught all core subjects to a class of 28 students",
        "Introduced a classroom reading program that raised literacy scores",
      ],
      industry: "education",
    },
  },
  {
    layout: "a retail manager's word-processor export with CRLF line endings and symbol bullets",
    text: retailManagerWordExportResume,
    expected: {
      name: "Alex Rivera",
      location: { city: "Denver", region: "CO" },
      jobTitle: "Store Manager",
      yearsOfExperience: 11.3,
      skills: [
        "Inventory Management",
        "Visual Merchandising",
        "P&L Management",
        "Team Leadership",
        "Loss Prevention",
        "Scheduling",
      ],
      certifications: [],
      education: [
        {
          qualification: "Associate of Applied Science, Business Management",
          institution: "Community College of Denver",
        },
      ],
      responsibilities: [
        "Lead a team of 85 associates and 6 department managers in a $32M store",
        "Improved shrink from 2.1% to 1.3% through inventory control audits",
        "Own scheduling, hiring and the weekly P&L review",
        "Managed visual merchandising resets and seasonal floor moves",
        "Trained new cashiers on POS and customer service standards",
      ],
      industry: "retail",
    },
  },
  {
    layout: "an academic CV with appointments, numbered lists and publications",
    text: academicCv,
    expected: {
      name: "Helen Okafor",
      location: { city: "Leeds", region: "United Kingdom" },
      jobTitle: "Associate Professor of Environmental Science",
      yearsOfExperience: 15.5,
      skills: ["R", "Python", "ArcGIS", "HEC-RAS", "Grant writing"],
      certifications: [],
      education: [
        { qualification: "PhD in Hydrology", institution: "University of Cambridge" },
        { qualification: "MSc in Environmental Engineering", institution: "Imperial College London" },
        { qualification: "BSc (Hons) Geography", institution: "University of Nottingham" },
      ],
      responsibilities: [
        "Convene the second-year module Catchment Hydrology (180 students)",
        "Supervise six PhD students and twelve MSc dissertations",
      ],
      industry: "education",
    },
  },
  {
    layout: "a functional resume with achievements grouped under skill areas",
    text: customerSupportFunctionalResume,
    expected: {
      name: "Jordan Ellis",
      location: { city: "Atlanta", region: "GA" },
      jobTitle: "Customer Support Specialist",
      yearsOfExperience: 10.5,
      skills: ["Customer Support", "Data & Reporting", "Zendesk", "Salesforce Service Cloud", "Excel", "Slack", "Jira"],
      certifications: [],
      education: [
        {
          qualification: "Associate Degree in Business Administration",
          institution: "Georgia Piedmont Technical College",
        },
      ],
      responsibilities: [
        "Resolved an average of 60 customer tickets per day with a 96% satisfaction score",
        "Built a knowledge base of 120 help articles that reduced repeat contacts",
        "Created weekly Zendesk and Excel reports for support leadership",
        "Flagged recurring product defects to the engineering team",
      ],
      industry: "technology",
    },
  },
  {
    layout: "a three-line minimal paste",
    text: accountsClerkMinimalPaste,
    expected: {
      name: "Maria Lopez",
      location: null,
      jobTitle: "Accounts Payable Clerk",
      yearsOfExperience: 10,
      skills: ["Excel", "QuickBooks", "SAP", "3-way matching"],
      certifications: [],
      education: [],
      responsibilities: [],
      industry: "finance",
    },
  },
  {
    layout: "a resume with letter-spaced headings and tab-separated job lines",
    text: productionEngineerSpacedHeadingsResume,
    expected: {
      name: "Tomasz Kowalski",
      location: { city: "Grand Rapids", region: "Michigan" },
      jobTitle: "Production Engineer",
      yearsOfExperience: 11.5,
      skills: [
        "Lean Manufacturing",
        "Six Sigma Green Belt",
        "SolidWorks",
        "CNC Programming",
        "PLC",
        "AutoCAD",
        "Root Cause Analysis",
      ],
      certifications: [],
      education: [
        {
          qualification: "Bachelor of Science in Mechanical Engineering",
          institution: "Michigan Technological University",
        },
      ],
      responsibilities: [
        "Improved OEE on two CNC machining lines from 68% to 81%",
        "Led kaizen events and 5S rollouts across the plant floor",
        "Wrote PLC logic changes with the controls technicians",
        "Designed fixtures in SolidWorks for a new stamping cell",
        "Ran PFMEA and control plan reviews for new launches",
      ],
      industry: "manufacturing",
    },
  },
  {
    layout: "a two-column PDF whose sidebar block interrupts the work history",
    text: dataAnalystInterleavedColumnsResume,
    expected: {
      name: "Sofia Martinez",
      location: { city: "Phoenix", region: "AZ" },
      jobTitle: "Senior Data Analyst",
      yearsOfExperience: 8,
      skills: ["SQL", "Python (pandas)", "Tableau", "Power BI", "Excel"],
      certifications: ["Microsoft Certified: Power BI Data Analyst Associate"],
      education: [{ qualification: "B.A. Economics", institution: "Arizona State University" }],
      responsibilities: [
        "Build loan-performance dashboards in Tableau for the credit risk team",
        "Automate monthly member-attrition reports with Python and SQL",
        "Analysed branch transaction data to forecast cash demand",
        "Maintained data quality checks on the core banking warehouse",
      ],
      industry: "finance",
    },
  },
  {
    layout: "a UK CV with labelled personal details and a postcode",
    text: teamLeaderUkCv,
    expected: {
      name: "Chloe Bennett",
      location: { city: "Bristol", region: "United Kingdom" },
      jobTitle: "Customer Service Team Leader",
      yearsOfExperience: 7,
      skills: ["Team leadership", "Cash handling", "Stock rotation", "Conflict resolution"],
      certifications: [],
      education: [
        { qualification: "BTEC Level 3 Extended Diploma in Business", institution: "City of Bristol College" },
        { qualification: "GCSEs (9 incl. English and Maths)", institution: "Redland Green School" },
      ],
      responsibilities: [
        "Supervise a team of 12 checkout and kiosk colleagues",
        "Handle escalated complaints and refunds at the customer service desk",
        "Prepare weekly rotas and cover absence",
        "Served customers on tills and self-checkout",
        "Replenished shelves and rotated stock",
      ],
      industry: "retail",
    },
  },
  {
    layout: "a LinkedIn profile export whose name follows the sidebar",
    text: projectManagerLinkedInExport,
    expected: {
      name: "Sam Okoye",
      location: { city: "Houston", region: "Texas" },
      jobTitle: "Project Manager",
      // The "(7 years 6 months)" notes are not read as stated experience; the ranges are.
      yearsOfExperience: 11.1,
      skills: ["Project Management", "Stakeholder Management", "Agile Methodologies"],
      certifications: ["PMP"],
      education: [{ qualification: "Bachelor of Business Administration", institution: "University of Houston" }],
      responsibilities: ["Led rollout of a warehouse management system across 4 sites."],
      // Logistics is not one of our industries.
      industry: "other",
    },
  },
  {
    layout: "a Europass CV with day-first dates and the position after them",
    text: nurseEuropassCv,
    expected: {
      name: "Anna Kowalska",
      location: { city: "Warsaw", region: "Poland" },
      // The position held, not the job applied for.
      jobTitle: "Nurse",
      // 01/09/2014 – Present, read by month (the day counts for nothing).
      yearsOfExperience: 11.8,
      skills: ["Patient care", "Medication administration", "Wound care", "Polish", "English"],
      certifications: [],
      education: [{ qualification: "Bachelor of Nursing", institution: "Medical University of Warsaw" }],
      responsibilities: [
        "Care for patients on the internal medicine ward",
        "Give medication and monitor vital signs",
        "Teach patients and families how to manage chronic illness at home",
        "Helped patients wash, dress and move safely",
      ],
      industry: "healthcare",
    },
  },
  {
    layout: "a resume site's template with spaced-out fields and placeholders for the employer",
    text: graphicDesignerTemplateResume,
    expected: {
      name: null,
      location: null,
      jobTitle: "Graphic Designer",
      // 01/2015 – Current, though the wide gaps look like a second column.
      yearsOfExperience: 11.5,
      skills: ["Adobe Illustrator", "Photoshop", "InDesign", "Figma", "Typography", "Print production"],
      certifications: [],
      education: [{ qualification: "Bachelor of Fine Arts", institution: null }],
      responsibilities: [
        "Design logos, packaging, signage and social media graphics for 20+ clients.",
        "Prepare print-ready files and check proofs with vendors.",
        "Produced layouts for catalogs and email campaigns.",
      ],
      industry: "other",
    },
  },
  {
    layout: "a resume in the format common in India (labelled fields, Till Date, a declaration)",
    text: systemsEngineerIndiaFormatResume,
    expected: {
      name: "Anil Kumar Verma",
      location: null,
      jobTitle: "Senior Systems Engineer",
      // Aug 2016 – June 2019, then July 2019 – "Till Date" (June 2026).
      yearsOfExperience: 9.9,
      skills: [],
      certifications: [],
      education: [{ qualification: "B.E. (Computer Science)", institution: "Anna University" }],
      responsibilities: [
        "Developing Java Spring Boot microservices for a banking client.",
        "Writing unit tests and supporting production releases.",
        "Fixed defects reported in production support.",
      ],
      // Not retail ("Till Date") and not manufacturing ("production releases").
      industry: "technology",
    },
  },
];

const EMPTY_PROFILE: ResumeProfile = {
  name: null,
  location: null,
  jobTitle: null,
  yearsOfExperience: null,
  skills: [],
  certifications: [],
  education: [],
  responsibilities: [],
  industry: "other",
};

describe("extractResumeProfile", () => {
  it.each(cases)("reads $layout", ({ text, expected }) => {
    expect(extractResumeProfile(text, { now })).toEqual(expected);
  });

  it.each(cases)("never returns an email address or phone number from $layout", ({ text }) => {
    const output = JSON.stringify(extractResumeProfile(text, { now }));
    expect(output).not.toMatch(/@/);
    expect(output).not.toMatch(/\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}/);
  });

  it("reads the same profile whether lines end in LF or CRLF", () => {
    const crlf = softwareEngineerChronologicalResume.replace(/\n/g, "\r\n");
    expect(extractResumeProfile(crlf, { now })).toEqual(
      extractResumeProfile(softwareEngineerChronologicalResume, { now }),
    );
  });

  it("counts 'Present' up to the date it is given", () => {
    const text = "Experience\nAnalyst, Acme Ltd\nJan 2020 – Present";
    expect(extractResumeProfile(text, { now: new Date(Date.UTC(2021, 11, 1)) }).yearsOfExperience).toBe(2);
    expect(extractResumeProfile(text, { now: new Date(Date.UTC(2030, 11, 1)) }).yearsOfExperience).toBe(11);
  });

  it("merges overlapping jobs instead of adding them", () => {
    const text = [
      "Work Experience",
      "Weekend Cashier, Corner Shop — Jan 2018 – Dec 2020",
      "Warehouse Associate, Fast Freight — Jan 2019 – Dec 2020",
    ].join("\n");
    expect(extractResumeProfile(text, { now }).yearsOfExperience).toBe(3);
  });

  it("uses a stated figure when it is larger than the dated history", () => {
    const text =
      "Profile\nElectrician with 15+ years of experience.\n\nExperience\nElectrician, Volt Co\n2022 – Present";
    expect(extractResumeProfile(text, { now }).yearsOfExperience).toBe(15);
  });

  it("does not count education dates as experience", () => {
    const text =
      "Education\nBSc Biology, University of Kent, 2015 – 2018\n\nExperience\nLab Technician, Kent Labs\n2024 – 2025";
    expect(extractResumeProfile(text, { now }).yearsOfExperience).toBe(1);
  });

  it("joins a bullet that PDF extraction wrapped onto a second line", () => {
    const text = [
      "Experience",
      "Payroll Specialist, Brightwater Ltd, 2019 – 2023",
      "• Processed fortnightly payroll for 1,200 employees across",
      "four states with zero late payments",
    ].join("\n");
    expect(extractResumeProfile(text, { now }).responsibilities).toEqual([
      "Processed fortnightly payroll for 1,200 employees across four states with zero late payments",
    ]);
  });

  it("takes un-bulleted duty sentences under a job", () => {
    const text = [
      "EXPERIENCE",
      "Warehouse Supervisor",
      "Northgate Distribution, 2017 – 2024",
      "Supervised a shift of 20 pickers and packers in a 200,000 sq ft warehouse.",
      "Cut mis-picks by a third by introducing barcode scanning at packing stations.",
    ].join("\n");
    expect(extractResumeProfile(text, { now }).responsibilities).toEqual([
      "Supervised a shift of 20 pickers and packers in a 200,000 sq ft warehouse.",
      "Cut mis-picks by a third by introducing barcode scanning at packing stations.",
    ]);
  });

  it("reads the job titles of the site's other countries in an experience header", () => {
    const header = (title: string): string =>
      ["Experience", `${title}, Northgate Supplies, Melbourne, 2019 – Present`, "Managed stock."].join("\n");
    for (const title of ["Storeman", "Publican", "Ward Sister", "Childminder", "Removalist"])
      expect(extractResumeProfile(header(title), { now }).jobTitle).toBe(title);
  });

  it("counts a spaced dash between a title and its employer as no word", () => {
    const text = [
      "EXPERIENCE",
      "Electrician — Bright Spark Electrical Pty Ltd, Melbourne VIC",
      "2017 – Present",
      "* Install and maintain wiring, switchboards and lighting",
      "Apprentice Electrician — Metro Electrical Services, Geelong",
      "2013 – 2017",
    ].join("\n");
    expect(extractResumeProfile(text, { now }).jobTitle).toBe("Electrician");
  });

  it("reads a form-style entry: the designation without its label, and 'Till Date' as ongoing", () => {
    const text = [
      "Work Experience:",
      "Organisation: Bajaj Finserv Pvt Ltd, Pune",
      "Designation: Sales Executive",
      "Duration: March 2021 to Till Date",
      "Organisation: HDFC Bank Ltd, Pune",
      "Designation: Relationship Officer",
      "Duration: July 2018 to Feb 2021",
    ].join("\n");
    const profile = extractResumeProfile(text, { now });
    expect(profile.jobTitle).toBe("Sales Executive");
    expect(profile.yearsOfExperience).toBe(8);
  });

  it("picks the ongoing job as current even when it is not listed first", () => {
    const text = [
      "Experience",
      "Junior Designer, Pixel Studio, 2015 – 2018",
      "Lead Designer, Northstar Media, 2018 – Present",
    ].join("\n");
    expect(extractResumeProfile(text, { now }).jobTitle).toBe("Lead Designer");
  });

  it("reads the dated lines of a resume with no headings (a table pasted from Word) as its jobs", () => {
    const text = [
      "Name\tEmily Carter",
      "Email\temily.carter@example.com",
      "Position\tPosition held\tDates",
      "\tTeacher's Aide\tSept 2015 – June 2017",
      "\tWestside Community Schools",
      "\tElementary School Teacher (Grade 3)\tAug 2017 – Present",
      "\tLincoln Elementary School, Omaha, NE",
      "Education\tBachelor of Science in Elementary Education, University of Nebraska Omaha, 2017",
    ].join("\n");
    expect(extractResumeProfile(text, { now }).jobTitle).toBe("Elementary School Teacher");
  });

  it("reads a whole resume pasted as one paragraph, with Colorado's CO after the employer", () => {
    const text =
      "MICHAEL BROWN Denver, CO michael.brown@example.com SUMMARY Certified public accountant with 12 years in audit and tax. EXPERIENCE Senior Tax Accountant, Rocky Mountain CPAs, Denver, CO 2018 - Present Prepare corporate and partnership returns. Staff Auditor, Pike & Co., Boulder, CO 2014 - 2018 Audited nonprofit and manufacturing clients. EDUCATION B.S. Accounting, University of Colorado, 2014";
    const profile = extractResumeProfile(text, { now });
    expect(profile.jobTitle).toBe("Senior Tax Accountant");
    expect(profile.industry).toBe("finance");
  });

  it("keeps the function after a bare rank, but not an employer", () => {
    const promoted = [
      "Experience",
      "Fidelity Bank, Boston, MA (2012 – Present)",
      "Vice President, Commercial Lending (2020 – Present)",
      "Credit Analyst (2012 – 2020)",
    ].join("\n");
    expect(extractResumeProfile(promoted, { now }).jobTitle).toBe("Vice President, Commercial Lending");
    const employer = ["Experience", "Manager, Acme Widgets, Austin, TX, 2019 – Present"].join("\n");
    expect(extractResumeProfile(employer, { now }).jobTitle).toBe("Manager");
  });

  it("takes a paid job over an ongoing volunteer role, and counts neither volunteering nor a career break as work", () => {
    const text = [
      "Experience",
      "Volunteer Tutor, Hope Foundation (2023 – Present)",
      "Civil Engineer, Julius Berger Nigeria PLC, Abuja (2015 – 2023)",
      "Career break (2012 – 2015)",
      "Graduate Engineer, Julius Berger Nigeria PLC (2010 – 2012)",
    ].join("\n");
    const profile = extractResumeProfile(text, { now });
    expect(profile.jobTitle).toBe("Civil Engineer");
    // 2010 – 2012 and 2015 – 2023: ten years, not the 16.5 the calendar spans.
    expect(profile.yearsOfExperience).toBe(10);
    // Neither tutoring (education) nor the company's "PLC" (manufacturing) says where this engineer works.
    expect(profile.industry).toBe("other");
  });

  it("reads skills listed one per line with assorted bullets and de-duplicates them", () => {
    const text = ["Key Skills:", "▪ Python", "✓ python", "○ Data visualisation", "* SQL | Excel", "1. Tableau"].join(
      "\n",
    );
    expect(extractResumeProfile(text, { now }).skills).toEqual([
      "Python",
      "Data visualisation",
      "SQL",
      "Excel",
      "Tableau",
    ]);
  });

  it("returns an empty profile for empty, blank or non-resume input", () => {
    expect(extractResumeProfile("", { now })).toEqual(EMPTY_PROFILE);
    expect(extractResumeProfile(" \n\t\r\n ", { now })).toEqual(EMPTY_PROFILE);
    expect(extractResumeProfile("lorem ipsum dolor sit amet", { now })).toEqual(EMPTY_PROFILE);
  });

  it("does not throw on values that are not strings", () => {
    expect(extractResumeProfile(undefined as unknown as string, { now })).toEqual(EMPTY_PROFILE);
    expect(extractResumeProfile(42 as unknown as string, { now })).toEqual(EMPTY_PROFILE);
  });

  it("survives random and hostile input without throwing", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const alphabet = "aZ 09-–—•●|,.:;/()\n\r\t\u00A0\u200B\uF0B7+*ÉßПр年Present2019 Jan";
    for (let run = 0; run < 200; run += 1) {
      const length = Math.floor(random() * 3000);
      let text = "";
      for (let i = 0; i < length; i += 1) text += alphabet[Math.floor(random() * alphabet.length)];
      expect(() => extractResumeProfile(text, { now })).not.toThrow();
    }
    const hostile = ["-".repeat(50_000), "2019 - ".repeat(10_000), "a ".repeat(30_000), "Skills:" + ",".repeat(20_000)];
    for (const text of hostile) expect(() => extractResumeProfile(text, { now })).not.toThrow();
  });

  it("handles a very long input quickly by reading only its first part", () => {
    const long = softwareEngineerChronologicalResume + "\nAppendix\n" + "Filler line of text.\n".repeat(50_000);
    const started = performance.now();
    const profile = extractResumeProfile(long, { now });
    expect(performance.now() - started).toBeLessThan(500);
    expect(profile.name).toBe("Priya Raman");
  });
});

describe("a start date whose range wraps onto the next line (issue 36)", () => {
  const now = new Date(Date.UTC(2026, 5, 15));

  it("reads the same years as the range on one line: 11.5, with no date taken for a duty", () => {
    const oneLine = materialHandlerStartDateWrapsResume.replace("Jun 2015\n– Mar 2017", "Jun 2015 – Mar 2017");
    expect(oneLine).not.toBe(materialHandlerStartDateWrapsResume);
    for (const text of [materialHandlerStartDateWrapsResume, oneLine]) {
      const profile = extractResumeProfile(text, { now });
      expect(profile.yearsOfExperience).toBe(11.5);
      expect(profile.jobTitle).toBe("Shipping and Receiving Lead");
      expect(profile.responsibilities).not.toContain("Mar 2017");
    }
  });
});
