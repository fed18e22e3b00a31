/**
 * Static FAQ entries for /faq (content-and-cms.md §2 "FAQ", §3 "FAQ entry", §9 stated claims).
 * Categories match the page filter: all, assessment, privacy, accuracy, technical.
 *
 * Decisions:
 * - The spec's "resume files deleted within 30 days" is replaced by "never stored", because the
 *   product processes resumes in memory only (see privacy.ts).
 * - An API key is optional: without one our own engine still scores the occupation.
 */

export type FaqCategory = "assessment" | "privacy" | "accuracy" | "technical";

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  category: FaqCategory;
}

export interface FaqPageContent {
  meta: { title: string; description: string };
  title: string;
  intro: string;
  filters: { value: "all" | FaqCategory; label: string }[];
  emptyTitle: "No Questions Found";
  contactPrompt: { text: string; label: string; href: "/contact" };
}

export const faqPage: FaqPageContent = {
  meta: {
    title: "FAQ: AI Job Risk Assessment Questions Answered",
    description:
      "Answers about the AI Job Risk assessment: how long it takes, what happens to your resume and API key, how the score is calculated and which files work.",
  },
  title: "Frequently Asked Questions",
  intro: "Short answers about the assessment, your privacy, how accurate the score is and the technical details.",
  filters: [
    { value: "all", label: "All" },
    { value: "assessment", label: "Assessment" },
    { value: "privacy", label: "Privacy" },
    { value: "accuracy", label: "Accuracy" },
    { value: "technical", label: "Technical" },
  ],
  emptyTitle: "No Questions Found",
  contactPrompt: {
    text: "Did not find your answer?",
    label: "Contact us",
    href: "/contact",
  },
};

export const faqEntries: FaqEntry[] = [
  // Assessment
  {
    id: "how-long",
    category: "assessment",
    question: "How long does the assessment take?",
    answer:
      "Most people finish in 2-5 minutes. Uploading a resume is quickest. Filling in the form takes a little longer, because you add your skills and main responsibilities yourself.",
  },
  {
    id: "what-do-i-need",
    category: "assessment",
    question: "What do I need to start?",
    answer:
      "Either your resume (as a file or pasted text) or a few details about your job: title, industry, years of experience, key skills and main responsibilities. An AI provider API key is optional. It adds a personal reading, but you get a full result without one.",
  },
  {
    id: "what-result-shows",
    category: "assessment",
    question: "What does my result show?",
    answer:
      "A score from 0 to 100, a risk level (Low under 30, Medium from 30 to 69, High from 70), a likely timeline, the main factors behind the score and practical recommendations. It also names the standard occupation we matched you to and the research we used.",
  },
  {
    id: "which-jobs",
    category: "assessment",
    question: "Which jobs can be assessed?",
    answer:
      "Any job that fits one of the {occupationCount} standard occupations we score. We match your job to the closest occupation in O*NET-SOC, the standard US classification that describes the tasks of almost every kind of work. If your title is unusual, describe your responsibilities clearly and the match will be better.",
  },
  {
    id: "how-often",
    category: "assessment",
    question: "How often should I retake it?",
    answer:
      "Every 6-12 months, or sooner if your role changes. AI tools and the research on them move quickly, and your own skills grow too.",
  },
  {
    id: "daily-limit",
    category: "assessment",
    question: "Is there a limit on how many assessments I can run?",
    answer:
      "Yes. Each visitor can run 3 assessments in any 24-hour period. The limit keeps the service free and fair for everyone. If you reach it, try again after 24 hours.",
  },
  // Privacy
  {
    id: "resume-stored",
    category: "privacy",
    question: "Do you store my resume?",
    answer:
      "No. Your resume file and its text are processed in memory to build your profile and are never stored, so there is nothing left to delete later. We keep only the profile shown on your result page, such as job title, skills, score and recommendations.",
  },
  {
    id: "api-key-safe",
    category: "privacy",
    question: "What happens to my API key?",
    answer:
      "Your browser sends the key with each assessment request, and we pass it straight to your AI provider for that request. We never store it and never write it to our logs. You can remove or rotate the key in your provider account at any time.",
  },
  {
    id: "how-long-kept",
    category: "privacy",
    question: "How long do you keep my assessment?",
    answer:
      "Three years, so your result link and PDF report keep working. After that it is deleted. You can ask us to delete it sooner through the contact page.",
  },
  {
    id: "who-sees-result",
    category: "privacy",
    question: "Who can see my result?",
    answer:
      "Anyone who has the link to your result page. The link is long and random, so it cannot be guessed, but please share it only with people you trust. We do not publish results or sell data.",
  },
  {
    id: "privacy-requests",
    category: "privacy",
    question: "How do I access, correct or delete my data?",
    answer:
      "Send us a privacy request through the contact page, ideally with the link to your result. We answer privacy requests within 72 hours.",
  },
  // Accuracy
  {
    id: "how-calculated",
    category: "accuracy",
    question: "How is my score calculated?",
    answer:
      "We match your job to an O*NET-SOC occupation and use published research that rates each of its tasks for exposure to AI. This gives a band for the occupation: a lower reading that counts only tasks a language model could speed up on its own, and a higher one that includes tasks needing extra tools. Your experience and skills adjust the score within capped limits. The How It Works page explains each step.",
  },
  {
    id: "which-research",
    category: "accuracy",
    question: "Which research do you use?",
    answer:
      'Mainly Eloundou and colleagues\' task-level study "GPTs are GPTs", Microsoft\'s "Working with AI" study, the AI Occupational Exposure measure of Felten, Raj and Seamans, the Anthropic Economic Index and the ILO\'s 2025 generative AI exposure index, with wage and job-outlook data from the US Bureau of Labor Statistics. The full list is on our data sources page.',
  },
  {
    id: "ai-reading",
    category: "accuracy",
    question: "Does adding an API key change my score?",
    answer:
      "It can refine it. With a key, an AI model reads your profile and gives a personal reading, but the score it suggests is kept inside your occupation's band. Without a key, our own engine scores the same research and the result page says which path was used.",
  },
  {
    id: "is-it-a-prediction",
    category: "accuracy",
    question: "Does a high score mean I will lose my job?",
    answer:
      "No. The score measures how much of your occupation's work AI could help with or take over. Exposure often means the job changes, not that it disappears. It is an estimate to inform your planning, not a forecast or career advice.",
  },
  {
    id: "frey-osborne",
    category: "accuracy",
    question: "Why is physical automation shown separately?",
    answer:
      "The well-known 2013 study by Frey and Osborne looked at computerization in general, including robots and machinery. It measures something different from AI exposure, so we show it as its own figure instead of mixing it into your score.",
  },
  // Technical
  {
    id: "file-types",
    category: "technical",
    question: "Which resume files can I upload?",
    answer:
      "PDF, DOC and DOCX files up to 10MB. You can also paste the text of your resume instead. It needs at least 100 characters so there is enough to work with.",
  },
  {
    id: "get-api-key",
    category: "technical",
    question: "Where do I get an OpenAI API key?",
    answer:
      'Create one in your OpenAI account under API keys. Keys start with "sk-". Using the key may incur small charges from OpenAI, so check that billing is set up there. If the key fails, you still get a result from our own engine.',
  },
  {
    id: "browsers",
    category: "technical",
    question: "Which browsers are supported?",
    answer:
      "Current versions of Chrome, Safari, Firefox and Edge on desktop and mobile. If something does not work, update your browser or try another one.",
  },
  {
    id: "in-app-browser",
    category: "technical",
    question: "Why do I see a browser notice inside apps like LinkedIn or Instagram?",
    answer:
      "Browsers built into social and messaging apps can block file uploads and downloads. If you see the notice, choose Open in Browser to continue in Chrome, Safari or your device's default browser.",
  },
  {
    id: "pdf-report",
    category: "technical",
    question: "How do I get a PDF report?",
    answer:
      "Select Download Report on your result page. The report opens in a new tab, where you can save or print it.",
  },
];
