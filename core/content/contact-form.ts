import { z } from "zod";

/** Subjects of the /contact select; the contact page's entry offers each with its own label (contact-page-type.ts). */
export const contactSubjects = ["general", "assessment", "privacy", "technical", "feedback", "press"] as const;

/** Limits per field; long enough for a real message, short enough to keep the table small. */
export const CONTACT_LIMITS = { name: 80, email: 254, message: 5000, minMessage: 10 } as const;

/** A /contact submission, checked the same way in the browser and on the server. */
export const contactMessageSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, "Please enter your first name")
    .max(CONTACT_LIMITS.name, "First name is too long"),
  lastName: z.string().trim().min(1, "Please enter your last name").max(CONTACT_LIMITS.name, "Last name is too long"),
  email: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.email, "Email address is too long")
    .pipe(z.email("Please enter a valid email address")),
  subject: z.enum(contactSubjects, "Please choose a subject"),
  message: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.minMessage, `Please write at least ${CONTACT_LIMITS.minMessage} characters`)
    .max(CONTACT_LIMITS.message, `Please keep your message under ${CONTACT_LIMITS.message} characters`),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
