/**
 * Copy for /terms (content-and-cms.md §2 "Terms of service", §9 stated claims):
 * 14 numbered sections, "Last updated January 9, 2025", a link to /privacy, 30 days' notice of
 * changes, and a liability cap equal to the amount paid in the prior 12 months.
 *
 * Decisions:
 * - The service is free, so the liability section says plainly that the cap is normally zero,
 *   and keeps the liability that the law does not allow to be excluded.
 * - The spec shows a disabled PREMIUM plan; the terms say the service is free today and that
 *   any paid feature would come with its own terms and notice. No paid terms are written.
 * - Governing law: the operator's legal seat is not given anywhere, so section 14 refers to it
 *   generically and keeps consumers' mandatory local protections. The owner should name the
 *   jurisdiction before launch.
 */

import { contactEmail } from "./contact";

/** Inline text with an optional link, so the page can render the /privacy link as a real link. */
export type TermsInline = string | { text: string; href: string };

export interface TermsSection {
  number: number;
  id: string;
  heading: string;
  /** Each paragraph is a list of inline parts. */
  paragraphs: TermsInline[][];
  bullets?: string[];
}

export interface TermsContent {
  meta: { title: string; description: string };
  title: string;
  lastUpdated: "Last updated January 9, 2025";
  intro: string;
  sections: TermsSection[];
  changeNoticeDays: 30;
  liabilityCapMonths: 12;
  privacyHref: "/privacy";
}

export const terms: TermsContent = {
  meta: {
    title: "Terms of Service | AI Job Risk",
    description:
      "The terms for using AI Job Risk: a free estimate of your job's AI exposure, not a forecast or career advice. Covers your data, API keys, limits and liability.",
  },
  title: "Terms of Service",
  lastUpdated: "Last updated January 9, 2025",
  intro:
    "These terms explain the rules for using AI Job Risk. They are written to be read, so please take a few minutes with them before you start an assessment.",
  changeNoticeDays: 30,
  liabilityCapMonths: 12,
  privacyHref: "/privacy",
  sections: [
    {
      number: 1,
      id: "acceptance",
      heading: "Acceptance of these terms",
      paragraphs: [
        [
          'By using the AI Job Risk website and its assessment (the "service"), you agree to these terms. If you do not agree, please do not use the service.',
        ],
      ],
    },
    {
      number: 2,
      id: "the-service",
      heading: "What the service does",
      paragraphs: [
        [
          "The service estimates how exposed an occupation's tasks are to AI. It matches the job you describe to a standard O*NET-SOC occupation and scores it using published task-level research, with an optional personal reading from an AI provider if you supply your own API key. It also offers articles, guides and reference pages.",
        ],
        [
          "The service is free. If we ever offer paid features, they will come with their own terms, shown to you before you pay.",
        ],
      ],
    },
    {
      number: 3,
      id: "eligibility",
      heading: "Who may use the service",
      paragraphs: [
        [
          "You must be at least 16 years old, or the minimum age of digital consent where you live if that is higher. You may use the service for yourself, or for someone else only with their permission.",
        ],
      ],
    },
    {
      number: 4,
      id: "acceptable-use",
      heading: "Acceptable use",
      paragraphs: [["When you use the service, you agree not to:"]],
      bullets: [
        "upload another person's resume or personal details without their permission;",
        "upload files that contain malware or content you have no right to share;",
        "try to get around the daily limit, for example by automating requests or rotating network addresses;",
        "scrape, copy or resell the service, its scores or its content in bulk;",
        "interfere with the security or normal running of the service, or probe it for weaknesses without our written permission;",
        "use the service for anything unlawful, or to make decisions about other people, such as hiring or firing, on the strength of its scores.",
      ],
    },
    {
      number: 5,
      id: "your-information",
      heading: "Your information and content",
      paragraphs: [
        [
          "You keep all rights to your resume and the information you enter. You give us permission to process it only to run your assessment and show your result. Resume files and text are processed in memory and never stored; the profile shown on your result page is kept as described in our ",
          { text: "Privacy Policy", href: "/privacy" },
          ".",
        ],
        [
          "Please make sure what you provide is accurate. The result can only be as good as the description of the job.",
        ],
      ],
    },
    {
      number: 6,
      id: "api-keys",
      heading: "Your API key and AI providers",
      paragraphs: [
        [
          "If you add an API key from an AI provider, you are responsible for that key, for your account with the provider, and for any charges the provider makes for its use. We use the key only to run the request you make and never store or log it.",
        ],
        [
          "When you use a key, your input is sent to that provider and handled under its own terms and privacy policy. We are not responsible for the provider's service, availability or charges. Without a key, the service still gives you a result from our own engine.",
        ],
      ],
    },
    {
      number: 7,
      id: "limits-availability",
      heading: "Daily limit and availability",
      paragraphs: [
        [
          "To keep the service free and fair, each visitor can run up to 3 assessments in any 24-hour period. We may change this limit to protect the service.",
        ],
        [
          "We aim to keep the service available, but we do not promise that it will always be online, error-free or unchanged. We may pause it for maintenance or updates.",
        ],
      ],
    },
    {
      number: 8,
      id: "nature-of-results",
      heading: "What your result is, and what it is not",
      paragraphs: [
        [
          "Your score is an estimate of how exposed the tasks of an occupation are to AI, drawn from published research and adjusted within set limits for your experience and skills. It is not a forecast that you will or will not lose your job, and it is not a guarantee of any outcome.",
        ],
        [
          "The service does not give career, financial, legal or other professional advice. Please think carefully, and talk to a qualified adviser where appropriate, before making important decisions.",
        ],
      ],
    },
    {
      number: 9,
      id: "intellectual-property",
      heading: "Our content and intellectual property",
      paragraphs: [
        [
          "The site's design, text, software and scoring method belong to us or our licensors. Research and data from third parties remain the property of their authors and are credited on our data sources page.",
        ],
        [
          "You may download and share your own result and report for personal, non-commercial use. Short quotes from our articles with a link back are welcome.",
        ],
      ],
    },
    {
      number: 10,
      id: "privacy",
      heading: "Privacy",
      paragraphs: [
        [
          "How we collect, use and protect personal information is explained in our ",
          { text: "Privacy Policy", href: "/privacy" },
          ", which forms part of these terms.",
        ],
      ],
    },
    {
      number: 11,
      id: "disclaimer",
      heading: "Disclaimer of warranties",
      paragraphs: [
        [
          'The service is provided "as is" and "as available". To the extent the law allows, we make no promises about the accuracy, completeness or fitness for a particular purpose of any score, report or article, and we exclude implied warranties.',
        ],
      ],
    },
    {
      number: 12,
      id: "liability",
      heading: "Limitation of liability",
      paragraphs: [
        [
          "To the extent the law allows, we are not liable for indirect or consequential losses, such as lost income, lost opportunities or decisions made on the strength of a result.",
        ],
        [
          "Our total liability to you for any claim connected with the service is limited to the amount you paid us to use the service in the 12 months before the event that led to the claim. The service is free, so for most people that amount is zero.",
        ],
        [
          "Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud or for death or personal injury caused by negligence, or your statutory rights as a consumer.",
        ],
      ],
    },
    {
      number: 13,
      id: "changes",
      heading: "Changes to the service and these terms",
      paragraphs: [
        [
          "We may improve or change the service over time. If we make a significant change to these terms, we will post a notice on the site at least 30 days before it takes effect and update the date at the top of this page. If you keep using the service after that, the new terms apply.",
        ],
        ["We may suspend access for anyone who breaks these terms or puts the service or other users at risk."],
      ],
    },
    {
      number: 14,
      id: "law-and-contact",
      heading: "Governing law and contact",
      paragraphs: [
        [
          "These terms are governed by the laws of the place where the operator of AI Job Risk is established. If you use the service as a consumer, you keep the protection of the mandatory laws of the country where you live and may bring a claim in your local courts.",
        ],
        [`Questions about these terms are welcome. Use our contact form or email ${contactEmail}.`],
      ],
    },
  ],
};
