/**
 * Copy for /ai-careers, "New AI Career Pathways" (content-and-cms.md §2, §9 marketing copy).
 *
 * Decisions:
 * - The spec's marketing figures (150 million new AI jobs by 2027, a 35-50% salary premium) are
 *   kept as given but labelled as figures widely cited in industry and press reports, never as
 *   our own findings.
 * - Salary ranges are indicative US base-salary ranges for orientation, labeled as such on the
 *   page; hiring companies are examples of well-known employers in the field, not endorsements
 *   or live vacancies.
 * - The page is opened in a new tab from the result page, so the closing button closes the tab
 *   (`action: "close-window"`). Reached from a link on the site (the footer), it goes back to the
 *   previous page instead; otherwise it falls back to "/" (app/routes/ai-careers.tsx).
 * - Marketing figures are worded as widely cited in industry and press reports and not our
 *   measurement; /data-sources explains quoted figures.
 */

export type DemandLevel = "Very High" | "High" | "Growing" | "Moderate";

export interface AiJob {
  title: string;
  description: string;
  /** A concrete example of the work. */
  example: string;
  skills: string[];
  demand: DemandLevel;
  salaryRange: string;
  hiringCompanies: string[];
}

export interface AiJobCategory {
  id: string;
  name: string;
  summary: string;
  /** Who this path tends to suit; helps visitors find their way in. */
  goodFitFor: string;
  jobs: [AiJob, AiJob, AiJob];
}

export interface MarketStat {
  value: string;
  label: string;
  attribution: string;
}

export interface AiCareersContent {
  meta: { title: string; description: string };
  title: "New AI Career Pathways";
  intro: string;
  banner: {
    heading: string;
    text: string;
    stats: MarketStat[];
    note: string;
  };
  salaryNote: string;
  categories: AiJobCategory[];
  whyThisMatters: { heading: "Why this matters"; paragraphs: string[]; points: string[] };
  returnButton: { label: "Return to Assessment Results"; action: "close-window"; fallbackHref: "/" };
}

export const aiCareers: AiCareersContent = {
  meta: {
    title: "New AI Career Pathways: Roles, Skills and Salaries",
    description:
      "Explore eighteen roles growing with AI across six paths, with the skills they need, typical US salary ranges, demand and the kinds of companies hiring.",
  },
  title: "New AI Career Pathways",
  intro:
    "AI is changing existing jobs, and it is also creating new ones. Many of these roles welcome people from outside computer science, because they need domain knowledge, judgment and communication as much as code.",
  banner: {
    heading: "Market intelligence",
    text: "Demand for people who can build, run, govern and apply AI is rising across industries.",
    stats: [
      {
        value: "150 million",
        label: "new AI-related jobs expected by 2027",
        attribution: "Widely cited in industry and press reports",
      },
      {
        value: "35-50%",
        label: "salary premium for roles that require AI skills",
        attribution: "Widely cited in industry and press reports",
      },
    ],
    note: "Both figures are widely cited in industry and press reports. We quote them for context only: they are not our measurement, our assessment does not produce them, and different reports measure them in different ways.",
  },
  salaryNote:
    "Salary ranges are indicative annual base salaries in the United States for mid-level roles. Pay varies widely by country, city, company and experience.",
  categories: [
    {
      id: "build",
      name: "Building AI Systems",
      summary: "Roles that design, train and ship the models and software behind AI products.",
      goodFitFor: "Software engineers, data scientists and people with strong maths or programming backgrounds.",
      jobs: [
        {
          title: "Machine Learning Engineer",
          description:
            "Turns models into reliable products: preparing data, training and evaluating models, and running them in production at scale.",
          example:
            "Building a model that flags fraudulent card payments in milliseconds and retraining it as fraud patterns shift.",
          skills: ["Python", "PyTorch or TensorFlow", "Model evaluation", "Cloud platforms", "Software engineering"],
          demand: "Very High",
          salaryRange: "$140,000 - $220,000",
          hiringCompanies: ["Google", "Microsoft", "Amazon", "Meta", "Netflix"],
        },
        {
          title: "AI Application Developer",
          description:
            "Builds features and tools on top of large language models, connecting them to company data, search and business workflows.",
          example:
            "Creating an internal assistant that answers staff questions from a company's policy documents and cites its sources.",
          skills: [
            "TypeScript or Python",
            "LLM APIs",
            "Retrieval and search",
            "Prompt design",
            "Testing and evaluation",
          ],
          demand: "Very High",
          salaryRange: "$120,000 - $190,000",
          hiringCompanies: ["Salesforce", "Shopify", "Stripe", "Accenture", "Deloitte"],
        },
        {
          title: "Computer Vision Engineer",
          description: "Develops systems that understand images and video, from quality inspection to medical imaging.",
          example: "Training a camera system that spots defects on a production line before faulty parts are shipped.",
          skills: ["Deep learning", "Image processing", "Python and C++", "Data labeling strategy", "Edge deployment"],
          demand: "High",
          salaryRange: "$130,000 - $200,000",
          hiringCompanies: ["NVIDIA", "Tesla", "Siemens", "Apple", "Bosch"],
        },
      ],
    },
    {
      id: "data",
      name: "Data and AI Infrastructure",
      summary: "Roles that keep data flowing and AI systems running, secure and affordable.",
      goodFitFor: "Data analysts, database administrators, systems administrators and DevOps engineers.",
      jobs: [
        {
          title: "Data Engineer",
          description:
            "Designs the pipelines and storage that feed analytics and AI, making sure data arrives clean, on time and well documented.",
          example:
            "Joining sales, inventory and web data into one trusted source that forecasting models can use every morning.",
          skills: ["SQL", "Data modeling", "Python", "Workflow orchestration", "Data quality"],
          demand: "Very High",
          salaryRange: "$115,000 - $180,000",
          hiringCompanies: ["Databricks", "Snowflake", "Walmart", "JPMorgan Chase", "Capital One"],
        },
        {
          title: "MLOps Engineer",
          description:
            "Automates how models are tested, deployed, monitored and rolled back, so AI systems stay dependable after launch.",
          example:
            "Setting up alerts that notice when a recommendation model's accuracy drifts and trigger a safe retrain.",
          skills: ["CI/CD", "Containers and Kubernetes", "Monitoring", "Cloud infrastructure", "Python"],
          demand: "High",
          salaryRange: "$130,000 - $195,000",
          hiringCompanies: ["Amazon", "Uber", "Spotify", "IBM", "Airbnb"],
        },
        {
          title: "AI Security Specialist",
          description:
            "Protects AI systems and the data they use from misuse, leaks and attacks such as prompt injection or data poisoning.",
          example:
            "Testing a customer-service chatbot to make sure it cannot be tricked into revealing other customers' details.",
          skills: [
            "Application security",
            "Threat modeling",
            "Red-teaming",
            "Identity and access",
            "Incident response",
          ],
          demand: "High",
          salaryRange: "$135,000 - $210,000",
          hiringCompanies: ["Microsoft", "CrowdStrike", "Palo Alto Networks", "Google", "Cisco"],
        },
      ],
    },
    {
      id: "work-with-ai",
      name: "Human and AI Collaboration",
      summary: "Roles that shape how AI behaves and how people and AI tools work together day to day.",
      goodFitFor: "Writers, trainers, support specialists, analysts and subject-matter experts in any field.",
      jobs: [
        {
          title: "AI Trainer and Evaluator",
          description:
            "Uses subject expertise to write examples, judge AI answers and explain what good work looks like, so models improve in a specific field.",
          example:
            "A former paralegal grading an AI's contract summaries and writing better model answers for difficult cases.",
          skills: ["Domain expertise", "Clear writing", "Critical reading", "Consistency", "Attention to detail"],
          demand: "High",
          salaryRange: "$60,000 - $120,000",
          hiringCompanies: ["Scale AI", "OpenAI", "Anthropic", "Google DeepMind", "Appen"],
        },
        {
          title: "Conversation Designer",
          description:
            "Designs how chat and voice assistants talk: their tone, the questions they ask and how they recover when something goes wrong.",
          example:
            "Redesigning a bank's support assistant so customers reach a human quickly when their problem is complex.",
          skills: ["UX writing", "User research", "Prompt design", "Flow mapping", "Accessibility"],
          demand: "Growing",
          salaryRange: "$90,000 - $150,000",
          hiringCompanies: ["Google", "Amazon", "Bank of America", "Intercom", "Zendesk"],
        },
        {
          title: "AI Workflow Specialist",
          description:
            "Finds where AI tools can save time in a team, sets them up safely and trains colleagues to use them well.",
          example:
            "Helping an HR team cut the time spent drafting job descriptions in half while keeping a human review step.",
          skills: ["Process mapping", "AI productivity tools", "Change management", "Training", "Measuring results"],
          demand: "High",
          salaryRange: "$85,000 - $140,000",
          hiringCompanies: ["Accenture", "PwC", "KPMG", "Microsoft", "ServiceNow"],
        },
      ],
    },
    {
      id: "govern",
      name: "AI Ethics, Risk and Governance",
      summary: "Roles that make sure AI is fair, lawful, transparent and safe to rely on.",
      goodFitFor: "Lawyers, compliance officers, auditors, policy analysts and social scientists.",
      jobs: [
        {
          title: "Responsible AI Specialist",
          description:
            "Checks AI systems for bias, explains their limits and sets the review steps a product must pass before launch.",
          example:
            "Reviewing a hiring tool's outcomes across groups of applicants and recommending changes before it goes live.",
          skills: [
            "Fairness testing",
            "Risk assessment",
            "Stakeholder communication",
            "Basic statistics",
            "Documentation",
          ],
          demand: "Growing",
          salaryRange: "$110,000 - $175,000",
          hiringCompanies: ["Microsoft", "IBM", "Salesforce", "Meta", "Mastercard"],
        },
        {
          title: "AI Compliance and Policy Analyst",
          description:
            "Tracks AI rules such as the EU AI Act and turns them into practical requirements for product and legal teams.",
          example:
            "Mapping which of a company's AI features count as high-risk under new regulation and what records they must keep.",
          skills: [
            "Regulatory analysis",
            "Policy writing",
            "Privacy law",
            "Project coordination",
            "Plain-language summaries",
          ],
          demand: "High",
          salaryRange: "$95,000 - $160,000",
          hiringCompanies: ["Deloitte", "EY", "HSBC", "SAP", "Pfizer"],
        },
        {
          title: "AI Auditor",
          description:
            "Independently tests whether an organization's AI systems do what they claim and meet internal and legal standards.",
          example:
            "Auditing an insurer's claims-triage model and confirming that its decisions can be explained to customers.",
          skills: [
            "Audit methods",
            "Model documentation review",
            "Data analysis",
            "Controls frameworks",
            "Report writing",
          ],
          demand: "Growing",
          salaryRange: "$100,000 - $165,000",
          hiringCompanies: ["KPMG", "PwC", "EY", "Deloitte", "Grant Thornton"],
        },
      ],
    },
    {
      id: "industry",
      name: "AI in Your Industry",
      summary: "Roles that combine deep knowledge of one sector with the ability to apply AI inside it.",
      goodFitFor: "Nurses, engineers, finance professionals, teachers and others with years of sector experience.",
      jobs: [
        {
          title: "Clinical AI Specialist",
          description:
            "Brings healthcare experience to the selection, testing and safe rollout of AI tools in hospitals and clinics.",
          example: "Leading a pilot of AI-drafted clinical notes and checking them with doctors before wider use.",
          skills: [
            "Clinical background",
            "Health data standards",
            "Patient safety",
            "Change management",
            "Evaluation design",
          ],
          demand: "High",
          salaryRange: "$95,000 - $160,000",
          hiringCompanies: ["Mayo Clinic", "Epic Systems", "Philips", "GE HealthCare", "Kaiser Permanente"],
        },
        {
          title: "AI Product Manager",
          description:
            "Decides what an AI product should do and for whom, balancing what users need, what the model can do reliably and what it costs.",
          example:
            "Defining how an accounting app's AI should categorize expenses, and when it must ask the user instead of guessing.",
          skills: ["Product discovery", "Metrics", "Understanding of model limits", "Prioritization", "Communication"],
          demand: "Very High",
          salaryRange: "$140,000 - $210,000",
          hiringCompanies: ["Intuit", "Adobe", "Atlassian", "LinkedIn", "Microsoft"],
        },
        {
          title: "AI-Enabled Financial Analyst",
          description:
            "Uses AI and automation to analyze markets, risks and company performance faster, while owning the final judgment.",
          example:
            "Using AI to scan hundreds of earnings reports for early signs of supply-chain stress, then verifying the key findings.",
          skills: [
            "Financial analysis",
            "Python or advanced Excel",
            "Data interpretation",
            "AI research tools",
            "Skepticism",
          ],
          demand: "High",
          salaryRange: "$90,000 - $160,000",
          hiringCompanies: ["Goldman Sachs", "Morgan Stanley", "BlackRock", "Bloomberg", "Visa"],
        },
      ],
    },
    {
      id: "create",
      name: "Creative and Communication Roles with AI",
      summary:
        "Roles where people direct AI tools to produce, edit and personalize content, and stay accountable for quality.",
      goodFitFor: "Writers, designers, marketers, editors and educators.",
      jobs: [
        {
          title: "AI Content Strategist",
          description:
            "Plans how a brand uses AI in writing and design, sets quality and voice standards, and decides where human craft matters most.",
          example:
            "Building a review process so AI-drafted product descriptions stay accurate and on-brand across ten languages.",
          skills: ["Editorial judgment", "Brand voice", "Prompt design", "Content operations", "Fact-checking"],
          demand: "Growing",
          salaryRange: "$80,000 - $140,000",
          hiringCompanies: ["HubSpot", "Canva", "Unilever", "Procter & Gamble", "WPP"],
        },
        {
          title: "Learning Experience Designer with AI",
          description:
            "Creates training and courses that adapt to each learner, using AI for practice, feedback and personalized paths.",
          example:
            "Designing an onboarding course where an AI tutor answers new hires' questions and a trainer reviews the tricky ones.",
          skills: [
            "Instructional design",
            "Assessment design",
            "AI tutoring tools",
            "Accessibility",
            "Learner research",
          ],
          demand: "Growing",
          salaryRange: "$75,000 - $130,000",
          hiringCompanies: ["Coursera", "Duolingo", "Pearson", "Khan Academy", "Amazon"],
        },
        {
          title: "AI-Assisted Product Designer",
          description:
            "Designs digital products and uses AI to explore options and prototype quickly, while keeping user needs at the center.",
          example: "Generating and testing several checkout layouts with users in a week instead of a month.",
          skills: ["Interaction design", "Prototyping", "User testing", "Design systems", "AI design tools"],
          demand: "High",
          salaryRange: "$100,000 - $165,000",
          hiringCompanies: ["Figma", "Airbnb", "Apple", "Spotify", "Booking.com"],
        },
      ],
    },
  ],
  whyThisMatters: {
    heading: "Why this matters",
    paragraphs: [
      "Your assessment shows how exposed your current tasks are. This page shows where that experience can lead next. Many of these roles value the knowledge you already have, whether that is patient care, contracts, customers or code, and add AI skills on top.",
      "You do not need to change careers to benefit. Learning to work well with AI in your current role is often the first step, and it makes a later move easier if you choose one.",
    ],
    points: [
      "Start with the path that uses your existing expertise.",
      "Build one practical project or portfolio piece with AI tools.",
      "Take a short course in the skills listed for your chosen role.",
      "Retake your assessment in 6-12 months to see how your profile has changed.",
    ],
  },
  returnButton: { label: "Return to Assessment Results", action: "close-window", fallbackHref: "/" },
};
