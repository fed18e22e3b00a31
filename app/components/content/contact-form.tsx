import { CheckCircle2 } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import { contactMessageSchema } from "../../../core/content/contact-form";
import type { ContactPage } from "../../../core/content-types/contact-page-type";
import { apiRequest, readErrorMessage } from "../../lib/api-request";

type Field = "firstName" | "lastName" | "email" | "subject" | "message";

const inputClass =
  "mt-1.5 block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base shadow-sm placeholder:text-muted focus:border-brand-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600 aria-[invalid=true]:border-risk-high";

/**
 * The /contact form: checked with the server's zod schema, sent to POST /api/contact. Before
 * hydration (or without JavaScript) the browser posts it to /contact, whose route action sends
 * the message and renders the page again with `initialResult`; method="post" keeps the message
 * out of the address bar, history and logs.
 */
export function ContactForm({
  content,
  initialResult,
}: {
  content: Pick<ContactPage, "form" | "subjects">;
  initialResult?: { status: "sent" | "failed"; message: string };
}) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<{ kind: "idle" | "sending" | "sent" | "failed"; message?: string }>(
    initialResult ? { kind: initialResult.status, message: initialResult.message } : { kind: "idle" },
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<Field, string>;
    const parsed = contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      const first = parsed.error.issues[0]?.path[0];
      if (typeof first === "string") (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setErrors({});
    setStatus({ kind: "sending" });
    try {
      const response = await apiRequest("POST", "/api/contact", parsed.data);
      const result = (await response.json()) as { message: string };
      form.reset();
      setStatus({ kind: "sent", message: result.message });
    } catch (error) {
      setStatus({
        kind: "failed",
        message: readErrorMessage(error, "Your message could not be sent. Please try again."),
      });
    }
  }

  if (status.kind === "sent") {
    return (
      <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
        <p className="flex items-center gap-2 text-lg font-semibold text-emerald-900">
          <CheckCircle2 className="size-5" aria-hidden /> Message sent
        </p>
        <p className="mt-2 text-emerald-900">{status.message}</p>
        <button
          type="button"
          onClick={() => setStatus({ kind: "idle" })}
          className="mt-4 font-semibold text-brand-700 hover:underline"
        >
          Send another message
        </button>
      </div>
    );
  }

  /** What every control of the form carries: its name, the required flag and its error wiring. */
  const controlProps = (field: Field) => ({
    id: field,
    name: field,
    required: true,
    className: inputClass,
    "aria-invalid": Boolean(errors[field]),
    "aria-describedby": errors[field] ? `${field}-error` : undefined,
  });
  const { form } = content;

  return (
    <form method="post" action="/contact" noValidate onSubmit={submit} className="space-y-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactField field="firstName" label={form.firstNameLabel} error={errors.firstName}>
          <input {...controlProps("firstName")} autoComplete="given-name" />
        </ContactField>
        <ContactField field="lastName" label={form.lastNameLabel} error={errors.lastName}>
          <input {...controlProps("lastName")} autoComplete="family-name" />
        </ContactField>
      </div>
      <ContactField field="email" label={form.emailLabel} error={errors.email}>
        <input {...controlProps("email")} type="email" autoComplete="email" />
      </ContactField>
      <ContactField field="subject" label={form.subjectLabel} error={errors.subject}>
        <select {...controlProps("subject")} defaultValue="">
          <option value="" disabled>
            {form.subjectPlaceholder}
          </option>
          {content.subjects.map((subject) => (
            <option key={subject.value} value={subject.value}>
              {subject.label}
            </option>
          ))}
        </select>
      </ContactField>
      <ContactField field="message" label={form.messageLabel} error={errors.message}>
        <textarea {...controlProps("message")} rows={6} placeholder={form.messagePlaceholder} />
      </ContactField>
      {status.kind === "failed" ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          {status.message}
        </p>
      ) : null}
      <p className="text-sm text-muted">{form.privacyNote}</p>
      <button
        type="submit"
        disabled={status.kind === "sending"}
        className="inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-6 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60"
      >
        {status.kind === "sending" ? "Sending…" : "Send Message"}
      </button>
    </form>
  );
}

/** One field of the contact form: its label, the control, and the message when it was refused. */
function ContactField({
  field,
  label,
  error,
  children,
}: {
  field: Field;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={field} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${field}-error`} className="mt-1 text-sm text-risk-high">
          {error}
        </p>
      ) : null}
    </div>
  );
}
