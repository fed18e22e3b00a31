/**
 * Copy for /how-it-works, the explainer (content-and-cms.md §2 "Explainer article").
 *
 * Section names, the title and the final link label are quoted by the spec and must stay exact.
 * The body describes the method the product really uses: occupation matching to O*NET-SOC,
 * task-level exposure labels, an α/β/γ band, capped adjustments, an optional AI reading that is
 * clamped to the band, and sources shown on every result.
 */

export interface ExplainerPoint {
  /** Short bold lead-in, optional. */
  term?: string;
  text: string;
  /** Optional link shown after the text. */
  link?: { label: string; href: string };
}

export interface JourneyStep {
  step: 1 | 2 | 3;
  title: string;
  text: string;
}

export type ExplainerBlock =
  | {
      kind: "section";
      id: string;
      heading: string;
      paragraphs: string[];
      points?: ExplainerPoint[];
    }
  | {
      kind: "steps";
      id: string;
      heading: string;
      intro: string;
      steps: [JourneyStep, JourneyStep, JourneyStep];
    }
  | {
      kind: "note";
      id: string;
      heading: string;
      paragraphs: string[];
      points?: ExplainerPoint[];
    };

export interface HowItWorksContent {
  meta: { title: string; description: string };
  title: "The Science Behind Career Risk Assessment";
  intro: string;
  blocks: ExplainerBlock[];
  cta: { label: "Start Your Assessment"; href: "/" };
}

export const howItWorks: HowItWorksContent = {
  meta: {
    title: "How It Works: The Science Behind Your AI Risk Score",
    description:
      "How AI Job Risk turns published task-level research into a score for your job: occupation matching, exposure bands, capped adjustments and sources.",
  },
  title: "The Science Behind Career Risk Assessment",
  intro:
    "A risk score is only useful if you can see where it comes from. This page explains, step by step, how we turn published research into an estimate for your job, and where that estimate stops being reliable.",
  blocks: [
    {
      kind: "section",
      id: "challenge",
      heading: "The Challenge We Face",
      paragraphs: [
        "Generative AI can now draft, summarize, translate, write code and answer questions. Headlines swing between promises that nothing will change and warnings that whole professions will vanish. Neither helps someone decide what to do on Monday morning.",
        "The scale is real. In 2017 the McKinsey Global Institute estimated that as many as 375 million workers around the world may need to switch occupational categories by 2030. That is their projection, not our measurement, and figures like it describe whole economies. They say little about a particular person in a particular role.",
        "Older studies often gave each occupation a single probability of being automated. That made for striking numbers, but it treated a job as one thing that either survives or disappears. Most jobs are a bundle of tasks, and technology tends to change some of those tasks long before it touches the rest.",
      ],
    },
    {
      kind: "section",
      id: "new-approach",
      heading: "A New Approach to Career Intelligence",
      paragraphs: [
        "We start from tasks, not job titles. Researchers have broken thousands of occupations into the tasks people actually do and asked, task by task, how much a capable AI system could help with or take over that work. We bring several of these studies together and read them side by side.",
        "Your job is first matched to a standard occupation in the O*NET-SOC taxonomy, the classification used by the US Department of Labor. We score {occupationCount} of its occupations, each with the tasks, skills and work activities it lists. Matching to a standard occupation is what lets us use research that was never written with your resume in mind.",
      ],
      points: [
        {
          term: "Task-level exposure.",
          text: 'Eloundou and colleagues ("GPTs are GPTs", 2023/24) labeled each task as not exposed, directly exposed to a language model, or exposed once extra software is built around one.',
        },
        {
          term: "Observed use.",
          text: 'Microsoft\'s "Working with AI" study (2025) and the Anthropic Economic Index (2025) look at what people really ask AI assistants to do at work, which shows where exposure is already turning into practice.',
        },
        {
          term: "Ability overlap.",
          text: "The AI Occupational Exposure measure of Felten, Raj and Seamans links AI capabilities to the human abilities each occupation relies on.",
        },
        {
          term: "A global view.",
          text: "The International Labour Organization's 2025 index of exposure to generative AI helps place an occupation in an international context.",
        },
        {
          term: "Labor-market context.",
          text: "US Bureau of Labor Statistics wages and employment projections show how an occupation is expected to grow or shrink for reasons that have nothing to do with AI.",
        },
        {
          term: "Physical automation, kept apart.",
          text: "Frey and Osborne's 2013 estimates concern robots and machinery as much as software. We show them as a separate figure and never blend them into the AI score.",
        },
      ],
    },
    {
      kind: "steps",
      id: "journey",
      heading: "Your Assessment Journey",
      intro: "The whole process takes 2-5 minutes. Here is what happens at each step.",
      steps: [
        {
          step: 1,
          title: "Tell us about your work",
          text: "Upload a resume (PDF, DOC or DOCX, up to 10MB), paste its text, or fill in a short form with your job title, industry, experience and main skills. Resumes are read in memory to build your profile and are never stored.",
        },
        {
          step: 2,
          title: "We match and score your occupation",
          text: "We match your role to an O*NET-SOC occupation and look up its tasks. Each task's exposure label feeds a band for the occupation. Your experience and skills then adjust the estimate by a limited, capped amount. If you add your own OpenAI API key, an AI model also reads your profile and gives a personal reading, but it can only place your score inside the occupation's band, never outside it.",
        },
        {
          step: 3,
          title: "Read your result and its sources",
          text: "You get a score from 0 to 100, a risk level, a likely timeline and practical recommendations. The result names the occupation we matched, shows the band and lists the research behind it, so you can check our working. You can download a PDF report or share the link.",
        },
      ],
    },
    {
      kind: "section",
      id: "reliable",
      heading: "What Makes It Reliable",
      paragraphs: [
        "Reliability here does not mean certainty. It means the score is tied to evidence you can inspect, and that our own engine gives the same answer to the same inputs.",
      ],
      points: [
        {
          term: "A band, not a guess.",
          text: "From the task labels we calculate three readings. α counts only the tasks a language model could speed up on its own. β adds half of the tasks that need extra tools. γ counts all of them. The α-to-γ range is the band, and β is our central estimate.",
        },
        {
          term: "Bounded adjustments.",
          text: "Experience and skills can nudge the estimate up or down, but only by a capped amount. They refine the research rather than override it.",
        },
        {
          term: "The AI reading stays in bounds.",
          text: "The optional personal reading from your AI key is clamped to the band. A model that misreads a resume cannot push your score somewhere the research does not support.",
        },
        {
          term: "A real answer without a key.",
          text: "If you have no key, or your provider fails, our own engine still scores your occupation from the same research. The result page tells you which path was used.",
        },
        {
          term: "Sources on every result.",
          text: "Each result lists the matched occupation, its band and the studies used. A full list lives on our data sources page.",
          link: { label: "See all data sources", href: "/data-sources" },
        },
        {
          term: "Clear levels.",
          text: "Scores under 30 are Low Risk, 30 to 69 Medium Risk, and 70 or more High Risk.",
        },
      ],
    },
    {
      kind: "note",
      id: "limitations",
      heading: "What the score cannot tell you",
      paragraphs: [
        "Exposure is not the same as job loss. A highly exposed task may be done faster by the same person, not removed. Whether jobs shrink depends on cost, regulation, demand, company choices and how quickly tools improve.",
        "The research mostly describes US occupations and the AI systems of 2023 to 2025. Your own employer, country and role may differ from the standard occupation we match you to. Treat the score as an informed starting point for your own judgment, not as a forecast or as career, financial or legal advice.",
      ],
      points: [
        { text: "A matched occupation is an approximation of your real job." },
        { text: "Research labels reflect expert and model judgment, and they can disagree." },
        { text: "AI capabilities change quickly, so we suggest retaking the assessment every 6-12 months." },
      ],
    },
    {
      kind: "section",
      id: "why-it-matters",
      heading: "Why This Matters",
      paragraphs: [
        "Knowing which parts of your work are most exposed gives you time. You can lean into the tasks that depend on judgment, trust and physical presence, learn to use AI tools well in the tasks they touch, and plan a move early if your role is changing fast.",
        "We built this assessment to be free, private and open about its limits, so that anyone can get a grounded answer to a question that is easy to worry about and hard to research alone.",
      ],
    },
  ],
  cta: { label: "Start Your Assessment", href: "/" },
};
