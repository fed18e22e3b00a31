/**
 * Copy for /privacy (content-and-cms.md §2 "Privacy policy", §9 stated claims).
 *
 * Decisions where the spec and the real product differ (the product wins, the policy must be true):
 * - Resumes: the spec claims "resume files deleted within 30 days". Our product reads the file and
 *   its text in memory and never writes them to disk or the database, so the policy says
 *   "never stored" (we never keep them, so nothing is left to delete) instead of a 30-day window.
 * - Analytics: owner code and analytics are never placed on /assessment/* result pages
 *   (server/middleware/public-page-cache.ts), and the policy says so.
 * - Contact address: the text holds CONTACT_EMAIL_TOKEN; the page shows the contact_email setting.
 * - API key: held by the visitor's browser, sent per request, used for that request only, never
 *   stored or logged. The policy says exactly that.
 * - Legal compliance: the spec says GDPR, CCPA and SOC 2 are "claimed". We describe the GDPR and
 *   CCPA/CPRA rights we actually honor and how to use them. We do NOT claim SOC 2: we hold no
 *   SOC 2 report, and saying so would be false. The section states plainly that we are not
 *   SOC 2 audited and describes the controls we do have.
 * - Deleting a result: the browser that ran an assessment holds a random delete key (only its hash
 *   is stored) and can delete the result itself; the policy explains this and what goes with it.
 * - Retention: assessment profile 3 years (spec); the visitor address only as a salted hash for
 *   the daily limit of 3 assessments; contact messages kept for staff to answer and follow up.
 * - Third-party services are named only by kind (spec §1): the resume analysis service is the
 *   AI provider the visitor chooses with their own key; cloud file storage; analytics.
 */

import { contactEmail } from "./contact";

/** Stands for the contact_email setting in the policy text; the /privacy page puts the address there. */
export const CONTACT_EMAIL_TOKEN = "{contactEmail}";

export interface PolicyList {
  /** Optional lead-in line shown above the list. */
  intro?: string;
  items: { term?: string; text: string }[];
}

export interface PolicySection {
  id: string;
  heading: string;
  paragraphs: string[];
  lists?: PolicyList[];
  /** Shown after the lists. */
  closing?: string[];
}

export interface PrivacyPolicyContent {
  meta: { title: string; description: string };
  title: string;
  lastUpdated: "Last updated January 9, 2025";
  intro: string[];
  summary: { heading: string; items: string[] };
  sections: PolicySection[];
  contactEmail: string;
  privacyResponseTime: "72 hours";
}

export const privacyPolicy: PrivacyPolicyContent = {
  meta: {
    title: "Privacy Policy: How AI Job Risk Handles Your Data",
    description:
      "How AI Job Risk handles your data: resumes are processed in memory and never stored, API keys are never logged, and you can delete your result at any time.",
  },
  title: "Privacy Policy",
  lastUpdated: "Last updated January 9, 2025",
  intro: [
    "AI Job Risk is a free tool that estimates how exposed a job is to AI. This policy explains what we collect when you use it, why, how long we keep it and the choices you have.",
    "We have tried to write it in plain language. If anything is unclear, contact us and we will explain.",
  ],
  summary: {
    heading: "The short version",
    items: [
      "You do not need an account, and we do not ask for your name or email to run an assessment.",
      "Your resume file and its text are processed in memory and never stored, so there is nothing left to delete.",
      "Your AI provider API key is never stored or logged by us.",
      "We keep the profile shown on your result page for 3 years so your link keeps working.",
      "You can delete your result yourself, at any time, from the browser you used to create it.",
      "We do not sell your personal information.",
    ],
  },
  sections: [
    {
      id: "information-collected",
      heading: "1. Information we collect",
      paragraphs: ["We collect only what we need to run the assessment, keep the service working and answer you."],
      lists: [
        {
          items: [
            {
              term: "What you give us for an assessment.",
              text: "A resume file (PDF, DOC or DOCX), pasted resume text, or the details you type into the form: job title, industry, years of experience, skills and main responsibilities.",
            },
            {
              term: "Your assessment profile.",
              text: "From that input we derive the profile shown on your result page: job title, industry, experience level, skills, a summary of responsibilities, the occupation we matched, your score, risk level, timeline and recommendations. If your resume includes them, details such as your name, location, certifications or education may also appear on the result page and are kept with it.",
            },
            {
              term: "An optional API key.",
              text: "If you add your own AI provider key, your browser sends it with each assessment request. We use it for that request only. We never store it or write it to our logs.",
            },
            {
              term: "A salted hash of your network address.",
              text: "To enforce the daily limit of 3 assessments, we store a one-way, salted hash of your IP address with the time of each assessment. We do not store the address itself.",
            },
            {
              term: "Messages you send us.",
              text: "If you use the contact form, we keep your first name, last name, email address, subject and message.",
            },
            {
              term: "Technical information.",
              text: "Like most websites, our servers record basic request information such as time, page requested and errors, so we can keep the service secure and working. If a page fails in an in-app browser, your browser may send a short diagnostic report with the browser type and error details.",
            },
          ],
        },
      ],
    },
    {
      id: "use",
      heading: "2. How we use your information",
      paragraphs: ["We use the information above to:"],
      lists: [
        {
          items: [
            { text: "match your job to a standard occupation and calculate your exposure score;" },
            { text: "show your result page, PDF report and share link;" },
            { text: "apply the daily limit of 3 assessments per visitor fairly;" },
            { text: "reply to your messages and requests;" },
            { text: "keep the service secure, fix problems and understand, in aggregate, how the site is used." },
          ],
        },
      ],
      closing: [
        "We do not sell or rent personal information, we do not use your resume to train AI models, and we do not use your data for advertising profiles.",
      ],
    },
    {
      id: "security",
      heading: "3. How we protect your information",
      paragraphs: [
        "All traffic to and from the site is encrypted with HTTPS. Resume files and text are held in memory only while they are being read and analyzed, then discarded. Your API key is passed straight to your chosen AI provider for that one request and is excluded from our logs.",
        "Access to stored data is limited to staff who need it, protected by individual accounts and passwords, and changes in our content area are recorded in an audit log.",
        "Your result page has a long, random link. Anyone who has that link can open it, so share it only with people you trust.",
        "No system is perfectly secure. If we learn of a breach that affects your personal information, we will notify you and the relevant authorities where the law requires it.",
      ],
    },
    {
      id: "rights",
      heading: "4. Your rights",
      paragraphs: [
        "Wherever you live, you can ask us to do the following with the personal information we hold about you:",
      ],
      lists: [
        {
          items: [
            { term: "Access.", text: "Get a copy of the information we hold about you." },
            { term: "Correct.", text: "Fix information that is wrong or incomplete." },
            {
              term: "Delete.",
              text: 'Remove your assessment profile or your contact messages. You can delete an assessment yourself: see "Deleting your result" below.',
            },
            {
              term: "Limit processing.",
              text: "Ask us to restrict or stop using your information for a particular purpose, or object to a use.",
            },
          ],
        },
      ],
      closing: [
        'Deleting your result. When you run an assessment, your browser receives a random delete key, kept in its local storage for that result. We store only a one-way hash of the key, never the key itself. On your result page, that browser, and only that one, shows "Delete this assessment". Once you confirm, we remove the result from our database straight away, together with its share image and its PDF report, and the link then shows that the assessment was not found. If you cleared your browser data or used another device, contact us with the link and we will delete it for you.',
        "Because we do not use accounts, the easiest way for us to find your assessment is the link to your result page. Send it with your request. We may ask for a little more information to confirm the request is yours. We will not treat you differently for using any of these rights.",
      ],
    },
    {
      id: "retention",
      heading: "5. How long we keep information",
      paragraphs: [],
      lists: [
        {
          items: [
            {
              term: "Resume files and resume text:",
              text: "never stored. They exist only in memory while your assessment runs. Because we never keep them, there is nothing left to delete afterwards.",
            },
            { term: "API keys:", text: "never stored or logged." },
            {
              term: "Assessment profiles:",
              text: "kept for 3 years from the date of the assessment, so your result link and report keep working, then deleted. You can delete yours sooner from the browser that created it, or ask us to.",
            },
            {
              term: "Daily-limit records:",
              text: "the salted hash and timestamp are kept only as long as needed to apply the rolling 24-hour limit, then removed.",
            },
            {
              term: "Contact messages:",
              text: "kept so our staff can answer you and handle any follow-up, and deleted when no longer needed or on request.",
            },
            {
              term: "Server logs and diagnostic reports:",
              text: "kept for a short period for security and troubleshooting, then deleted.",
            },
          ],
        },
      ],
    },
    {
      id: "third-party-services",
      heading: "6. Third-party services",
      paragraphs: ["We rely on a small number of outside services. Each receives only what it needs."],
      lists: [
        {
          items: [
            {
              term: "Resume analysis service.",
              text: "If you add your own API key, the text of your resume or form is sent to the AI provider you chose, using your key, to produce the personal reading. That provider handles the data under its own terms and privacy policy, which you accepted when you created your key. Without a key, nothing is sent to an AI provider.",
            },
            {
              term: "Cloud file storage.",
              text: "We store images and documents used on our public pages, such as blog illustrations. Resumes are never placed in file storage.",
            },
            {
              term: "Analytics.",
              text: "If enabled, an analytics service receives page-view information such as pages visited, browser type and approximate region, so we can understand how the site is used. It never receives your resume, your result details or your API key. Analytics and other tracking code are not loaded on result pages (addresses that begin with /assessment/), so the private link to your result is never sent to an analytics service.",
            },
          ],
        },
      ],
      closing: ["We also use hosting and database providers that process data on our behalf under contract."],
    },
    {
      id: "legal-compliance",
      heading: "7. Legal compliance",
      paragraphs: [
        "European Economic Area and United Kingdom (GDPR). We process your information to provide the assessment you ask for, for our legitimate interests in running a secure and fair service, and, for messages, to answer you. You have the rights listed above, plus the right to data portability and the right to complain to your local data protection authority.",
        "California (CCPA, as amended by the CPRA). California residents have the right to know, access, correct and delete their personal information and to limit the use of sensitive information. We do not sell or share personal information for cross-context behavioral advertising.",
        "Security standards. We are not SOC 2 audited and do not hold a SOC 2 report. We apply the practical safeguards described in section 3 and keep as little personal information as the service allows.",
        "Children. The service is meant for working adults and is not directed at children under 16. If you believe a child has used it, contact us and we will delete the record.",
        "Changes. If we change this policy we will update the date at the top of the page. For significant changes we will give notice on the site before they take effect.",
      ],
    },
    {
      id: "disclaimer",
      heading: "8. Disclaimer",
      paragraphs: [
        "Your score is an estimate of how exposed your occupation's tasks are to AI, based on published research. It is not a forecast of whether you will lose your job, and it is not career, financial or legal advice. Please use it as one input to your own decisions.",
      ],
    },
    {
      id: "contact",
      heading: "9. Contact us",
      paragraphs: [
        `For any privacy question or request, use our contact form and choose "Privacy or data request", or email ${CONTACT_EMAIL_TOKEN}. We answer privacy requests within 72 hours.`,
      ],
    },
  ],
  contactEmail,
  privacyResponseTime: "72 hours",
};
