/**
 * Copy for /contact (content-and-cms.md §2 "Contact"). The form fields and the
 * "Send Message" button come from the spec; this module holds the words around them.
 *
 * Decision: one public address for everything (general and privacy requests). The pages show the
 * `contact_email` site setting (read by the /contact and /privacy loaders); `contactEmail` below
 * is its seeded default (db/seed/default-settings.ts) and the fallback. The `.example` domain is
 * a placeholder the owner replaces in Site Settings before launch.
 */

export const contactEmail = "hello@aijobrisk.example";

/**
 * The public contact address: the contact_email site setting when it holds an address, else the
 * default above (also used when the settings cannot be read).
 */
export function pickContactEmail(settings: Readonly<Record<string, string | undefined>> | null): string {
  const value = settings?.contact_email?.trim() ?? "";
  return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(value) && value.length <= 254 ? value : contactEmail;
}

export type ContactSubject = "general" | "assessment" | "privacy" | "technical" | "feedback" | "press";

export interface ContactSubjectOption {
  value: ContactSubject;
  label: string;
}

export interface ResponseTime {
  subject: string;
  time: string;
}

export interface ContactContent {
  meta: { title: string; description: string };
  title: string;
  intro: string;
  form: {
    firstNameLabel: string;
    lastNameLabel: string;
    emailLabel: string;
    subjectLabel: string;
    subjectPlaceholder: string;
    messageLabel: string;
    messagePlaceholder: string;
    submitLabel: "Send Message";
    privacyNote: string;
  };
  subjects: ContactSubjectOption[];
  responseTimes: { heading: string; items: ResponseTime[] };
  businessHours: { heading: string; lines: string[]; note: string };
  email: { heading: string; address: string; text: string };
  faqLink: { text: string; label: string; href: "/faq" };
}

export const contact: ContactContent = {
  meta: {
    title: "Contact AI Job Risk: Questions, Privacy and Support",
    description:
      "Get in touch with the AI Job Risk team about your assessment, a privacy request, a technical problem or feedback. Privacy requests are answered within 72 hours.",
  },
  title: "Contact Us",
  intro:
    "Questions about your result, a privacy request or something not working as it should? Send us a message and a member of the team will reply by email.",
  form: {
    firstNameLabel: "First name",
    lastNameLabel: "Last name",
    emailLabel: "Email",
    subjectLabel: "Subject",
    subjectPlaceholder: "Choose a subject",
    messageLabel: "Message",
    messagePlaceholder: "How can we help? Please do not paste your resume or your API key here.",
    submitLabel: "Send Message",
    privacyNote:
      "We keep your message so our team can answer it and follow up. See our privacy policy for how long and why.",
  },
  subjects: [
    { value: "general", label: "General question" },
    { value: "assessment", label: "My assessment result" },
    { value: "privacy", label: "Privacy or data request" },
    { value: "technical", label: "Technical problem" },
    { value: "feedback", label: "Feedback or suggestion" },
    { value: "press", label: "Press and partnerships" },
  ],
  responseTimes: {
    heading: "Response times",
    items: [
      { subject: "Privacy and data requests", time: "Within 72 hours" },
      { subject: "Technical problems", time: "Within 1 business day" },
      { subject: "Questions about your result", time: "Within 2 business days" },
      { subject: "General questions and feedback", time: "Within 2 business days" },
      { subject: "Press and partnerships", time: "Within 5 business days" },
    ],
  },
  businessHours: {
    heading: "Business hours",
    lines: ["Monday to Friday, 9:00 to 17:00 UTC", "Closed on weekends and public holidays"],
    note: "The assessment itself is available around the clock. Messages sent outside business hours are answered on the next working day.",
  },
  email: {
    heading: "Email",
    address: contactEmail,
    text: "Prefer email? Write to us directly. For privacy requests, include the link to your assessment if you have it, so we can find the right record.",
  },
  faqLink: {
    text: "Many common questions are already answered in our FAQ.",
    label: "Read the FAQ",
    href: "/faq",
  },
};
