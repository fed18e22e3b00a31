import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { faqPageType } from "../../core/content-types/faq-page-type";
import { privacyPageType } from "../../core/content-types/privacy-page-type";
import { seedContent } from "../../db/seed/content/seed-content";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { asStaff, createStaff, editorCredentials, ownerCredentials, signIn } from "./cms-staff-session";

let t: TestApp;
let owner = "";
let editor = "";

beforeAll(async () => {
  t = await createTestApp({ seed: { content: { faq: seedContent.faq } } });
  await createStaff(t);
  owner = await signIn(t, ownerCredentials);
  editor = await signIn(t, editorCredentials);
});

afterAll(async () => {
  await t.close();
});

type FaqEntry = { id: string; category: string; question: string; answer: string };
type Faq = { id: number; slug: string; status: string; title: string; entries: FaqEntry[] };

async function readFaq(): Promise<Faq> {
  const list = await asStaff(t, owner, "get", "/api/cms/faq");
  expect(list.status).toBe(200);
  const [faq] = list.body as Faq[];
  if (!faq) throw new Error("no FAQ entry");
  return faq;
}

describe("the FAQ in the CMS", () => {
  it("is seeded from its file, published, with every question, answer and category", async () => {
    const faq = await readFaq();
    expect(faq).toMatchObject({ slug: "faq", status: "published", title: "Frequently Asked Questions" });
    expect(faq.entries.length).toBeGreaterThanOrEqual(20);
    expect(new Set(faq.entries.map((entry) => entry.category))).toEqual(
      new Set(["assessment", "privacy", "accuracy", "technical"]),
    );
  });

  it("lets the owner fix an answer, and the public FAQ shows it", async () => {
    const faq = await readFaq();
    const entries = faq.entries.map((entry, index) =>
      index === 0 ? { ...entry, answer: `${entry.answer} (Checked today.)` } : entry,
    );
    const res = await asStaff(t, owner, "put", `/api/cms/faq/${faq.id}`).send({ entries });
    expect(res.status).toBe(200);
    const shown = await t.services.publicEntries.readPublished({ type: faqPageType, slug: "faq" });
    expect(shown?.entries[0]?.answer).toMatch(/\(Checked today\.\)$/);
    expect(shown?.title).toBe("Frequently Asked Questions");
  });

  it("refuses an unknown category with the field's own words, and keeps the stored entries", async () => {
    const faq = await readFaq();
    const entries = faq.entries.map((entry, index) => (index === 1 ? { ...entry, category: "pricing" } : entry));
    const res = await asStaff(t, owner, "put", `/api/cms/faq/${faq.id}`).send({ entries });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Category must be assessment, privacy, accuracy or technical");
    expect((await readFaq()).entries[1]?.category).toBe(faq.entries[1]?.category);
  });

  it("keeps the published FAQ the owner's: an editor can neither edit nor delete it", async () => {
    const faq = await readFaq();
    expect((await asStaff(t, editor, "put", `/api/cms/faq/${faq.id}`).send({ title: "FAQ" })).status).toBe(403);
    expect((await asStaff(t, editor, "delete", `/api/cms/faq/${faq.id}`)).status).toBe(403);
  });
});

describe("the privacy policy in the CMS", () => {
  it("is seeded from its file and its words reach the public page when the owner edits them", async () => {
    const seeded = await createTestApp({ seed: { content: { privacy: seedContent.privacy } } });
    try {
      await createStaff(seeded);
      const cookie = await signIn(seeded, ownerCredentials);
      const list = await asStaff(seeded, cookie, "get", "/api/cms/privacy");
      const [policy] = list.body as {
        id: number;
        lastUpdated: string;
        summary: { heading: string; items: string[] };
      }[];
      expect(policy?.lastUpdated).toBe("Last updated January 9, 2025");
      const res = await asStaff(seeded, cookie, "put", `/api/cms/privacy/${policy?.id}`).send({
        summary: { ...policy?.summary, heading: "In short" },
      });
      expect(res.status).toBe(200);
      const shown = await seeded.services.publicEntries.readPublished({ type: privacyPageType, slug: "privacy" });
      expect(shown?.summary.heading).toBe("In short");
      expect(shown?.lastUpdated).toBe("Last updated January 9, 2025");
      const refused = await asStaff(seeded, cookie, "put", `/api/cms/privacy/${policy?.id}`).send({ slug: "policy" });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe("A privacy policy's slug must be one of: privacy");
    } finally {
      await seeded.close();
    }
  });
});
