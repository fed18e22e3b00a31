import { describe, expect, it, vi } from "vitest";
import { readJsonLdForTest, renderPageForTest } from "../components/content/render-page-for-test";
import { contactPageType, toContactPage } from "../../core/content-types/contact-page-type";
import { DEFAULT_CONTACT_EMAIL as defaultContactEmail, pickContactEmail } from "../../core/content/contact-email";
import { readSeedEntryForTest } from "../../tests/helpers/seed-entry";
import Contact, { action, loader } from "./contact";
import { createPageCacheHandle } from "../../core/page-protocol/page-cache-handle";

type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];

/** The contact page as first seeded (db/seed/content/pages/contact.json). */
const contact = toContactPage(readSeedEntryForTest({ type: contactPageType }));

const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.org",
  subject: "general",
  message: "Hello there, a question.",
};

function post({ fields, sendMessage }: { fields: Record<string, string>; sendMessage: (input: unknown) => unknown }) {
  const request = new Request("https://site.example/contact", { method: "POST", body: new URLSearchParams(fields) });
  const context = {
    pageCacheHandle: createPageCacheHandle().handle,
    services: { contact: { sendMessage } },
    clientAddress: "203.0.113.7",
  };
  return action({ request, context, params: {} } as unknown as ActionArgs) as Promise<unknown>;
}

/** An action answer is either plain data or React Router's data() wrapper with a status. */
function unwrap(result: unknown): { body: unknown; status: number } {
  const wrapped = result as { type?: string; data?: unknown; init?: { status?: number } };
  return wrapped.type === "DataWithResponseInit"
    ? { body: wrapped.data, status: wrapped.init?.status ?? 200 }
    : { body: result, status: 200 };
}

describe("the /contact form without JavaScript", () => {
  it("posts to /contact with method post, so the message never lands in the URL", () => {
    const html = renderPageForTest({
      Component: Contact,
      path: "/contact",
      loaderData: { contact, contactEmail: "x@y.example" },
    });
    const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/contact"');
  });

  it("sends a valid message through the contact service, keyed on the visitor's address", async () => {
    const sendMessage = vi.fn(async () => ({ message: "Thank you for your message. We will reply by email." }));
    const { body, status } = unwrap(await post({ fields: valid, sendMessage }));
    expect(status).toBe(200);
    expect(body).toEqual({ status: "sent", message: "Thank you for your message. We will reply by email." });
    expect(sendMessage).toHaveBeenCalledWith({ message: valid, visitor: "203.0.113.7" });
  });

  it("answers bad input with a 400 and the first problem, sending nothing", async () => {
    const sendMessage = vi.fn();
    const { body, status } = unwrap(await post({ fields: { ...valid, email: "nope" }, sendMessage }));
    expect(status).toBe(400);
    expect(body).toEqual({ status: "failed", message: "Please enter a valid email address" });
    expect(sendMessage).not.toHaveBeenCalled();
  });

  it("passes on the rate limit's message with a 429", async () => {
    const sendMessage = vi.fn(async () => {
      throw Object.assign(new Error("Too many messages. Please try again later."), { status: 429 });
    });
    const { body, status } = unwrap(await post({ fields: valid, sendMessage }));
    expect(status).toBe(429);
    expect(body).toEqual({ status: "failed", message: "Too many messages. Please try again later." });
  });

  it("shows the confirmation on the page rendered after the post", () => {
    const html = renderPageForTest({
      Component: Contact,
      path: "/contact",
      loaderData: { contact, contactEmail: "x@y.example" },
      actionData: { status: "sent", message: "Thank you for your message. We will reply by email." },
    });
    expect(html).toContain("Message sent");
    expect(html).toContain("Thank you for your message. We will reply by email.");
  });
});

describe("the contact address", () => {
  it("comes from the contact_email setting, with the default when it is empty, malformed or unreadable", async () => {
    expect(pickContactEmail({ contact_email: " team@site.example " })).toBe("team@site.example");
    expect(pickContactEmail({ contact_email: "" })).toBe(defaultContactEmail);
    expect(pickContactEmail({ contact_email: "not an address" })).toBe(defaultContactEmail);
    const context = {
      pageCacheHandle: createPageCacheHandle().handle,
      services: {
        pageCache: {
          remember: <T,>(_key: string, load: () => Promise<T>) => load(),
          readSettings: async () => {
            throw new Error("database down");
          },
        },
        publicEntries: { readPublished: async () => readSeedEntryForTest({ type: contactPageType }) },
      },
    };
    expect(await loader({ context } as unknown as LoaderArgs)).toEqual({ contact, contactEmail: defaultContactEmail });
  });

  it("is the one shown and linked on the page", () => {
    const html = renderPageForTest({
      Component: Contact,
      path: "/contact",
      loaderData: { contact, contactEmail: "team@site.example" },
    });
    expect(html).toContain('href="mailto:team@site.example"');
    expect(html).not.toContain(defaultContactEmail);
    expect(readJsonLdForTest(html).some((block) => block["@type"] === "BreadcrumbList")).toBe(true);
  });
});
