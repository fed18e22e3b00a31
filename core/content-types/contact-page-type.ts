import { contactSubjects } from "../content/contact-form";
import { seoFields, slugField, statusField, titleField } from "./common-fields";
import { defineContentType, type Field } from "./content-type";
import type { EntryValues } from "./field-values";
import { defineSitePageParts, toSitePage, type SitePageView } from "./site-page-entry";

const line = <const Name extends string>(name: Name, label: string, max = 200) =>
  ({ kind: "text", name, label, required: true, max }) as const satisfies Field;

/**
 * The words of /contact (content-and-cms.md §2 "Contact"), edited in the CMS (entry type
 * "contact", slug "contact"): the introduction, the form's labels and placeholders, the subjects
 * offered (their values are the ones the form's schema accepts, core/content/contact-form.ts),
 * response times, business hours and the e-mail box. The address shown is the contact_email
 * site setting; the "Send Message" button and the link to /faq are the page's fixed interface.
 *
 * Decision the seed follows: one public address for everything (general and privacy requests).
 */
export const contactPageType = defineContentType({
  path: "contact",
  noun: "contact page",
  label: "Contact Page",
  fields: [
    titleField,
    { ...slugField, help: "contact" },
    statusField,
    ...seoFields,
    { kind: "longText", name: "intro", label: "Introduction", required: true, max: 2000 },
    {
      kind: "group",
      name: "form",
      label: "Form",
      fields: [
        line("firstNameLabel", "First name label", 80),
        line("lastNameLabel", "Last name label", 80),
        line("emailLabel", "Email label", 80),
        line("subjectLabel", "Subject label", 80),
        line("subjectPlaceholder", "Subject placeholder", 120),
        line("messageLabel", "Message label", 80),
        line("messagePlaceholder", "Message placeholder", 300),
        { kind: "longText", name: "privacyNote", label: "Privacy note", required: true, max: 1000 },
      ],
    },
    {
      kind: "groupList",
      name: "subjects",
      label: "Subjects",
      help: "What the subject list offers; each value can be offered once.",
      minItems: 1,
      maxItems: contactSubjects.length,
      itemLabelField: "label",
      fields: [
        { kind: "select", name: "value", label: "Value", options: contactSubjects },
        line("label", "Label", 120),
      ],
    },
    {
      kind: "group",
      name: "responseTimes",
      label: "Response times",
      fields: [
        line("heading", "Heading"),
        {
          kind: "groupList",
          name: "items",
          label: "Times",
          minItems: 1,
          maxItems: 12,
          itemLabelField: "subject",
          fields: [line("subject", "Subject"), line("time", "Time", 100)],
        },
      ],
    },
    {
      kind: "group",
      name: "businessHours",
      label: "Business hours",
      fields: [
        line("heading", "Heading"),
        { kind: "textList", name: "lines", label: "Lines", max: 200, minItems: 1, maxItems: 6, required: true },
        { kind: "longText", name: "note", label: "Note", required: true, max: 1000 },
      ],
    },
    {
      kind: "group",
      name: "email",
      label: "Email box",
      help: "The address shown is the contact_email setting.",
      fields: [
        line("heading", "Heading"),
        { kind: "longText", name: "text", label: "Text", required: true, max: 1000 },
      ],
    },
    {
      kind: "group",
      name: "faqLink",
      label: "Link to the FAQ",
      fields: [line("text", "Sentence", 300), line("label", "Link text", 100)],
    },
  ],
  ...defineSitePageParts("contact"),
});

/** The contact page as its route renders it. */
export type ContactPage = SitePageView<EntryValues<typeof contactPageType>>;

export function toContactPage(entry: EntryValues<typeof contactPageType>): ContactPage {
  return toSitePage(entry);
}
