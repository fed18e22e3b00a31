import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiCareersPageType } from "../../core/content-types/ai-careers-page-type";
import { howItWorksPageType } from "../../core/content-types/how-it-works-page-type";
import { termsPageType, toTermsPage } from "../../core/content-types/terms-page-type";
import { seedContent } from "../../db/seed/content/seed-content";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { asStaff, createStaff, editorCredentials, ownerCredentials, signIn } from "./cms-staff-session";

// Terms, How it works and AI career pathways as CMS entries (issue 31, part 3): seeded from their
// files, edited through /api/cms/<path>, shown to the public only when published.

let t: TestApp;
let owner = "";
let editor = "";

beforeAll(async () => {
  t = await createTestApp({
    seed: {
      content: {
        terms: seedContent.terms,
        "how-it-works": seedContent["how-it-works"],
        "ai-careers": seedContent["ai-careers"],
      },
    },
  });
  await createStaff(t);
  owner = await signIn(t, ownerCredentials);
  editor = await signIn(t, editorCredentials);
});

afterAll(async () => {
  await t.close();
});

type Entry = Record<string, unknown> & { id: number; slug: string; status: string; title: string };

async function readOnly(path: string): Promise<Entry> {
  const list = await asStaff(t, owner, "get", `/api/cms/${path}`);
  expect(list.status).toBe(200);
  expect(list.body).toHaveLength(1);
  return (list.body as Entry[])[0] as Entry;
}

type TermsSection = { id: string; heading: string; paragraphs: string[]; bullets?: string[] | null };

describe("the terms of service in the CMS", () => {
  it("is seeded published with the spec's 14 sections, the /privacy link and the contact token", async () => {
    const terms = await readOnly("terms");
    expect(terms).toMatchObject({ slug: "terms", status: "published", title: "Terms of Service" });
    expect(terms.lastUpdated).toBe("Last updated January 9, 2025");
    const sections = terms.sections as TermsSection[];
    expect(sections).toHaveLength(14);
    const text = JSON.stringify(sections);
    expect(text).toContain("[Privacy Policy](/privacy)");
    expect(text).toContain("at least 30 days before it takes effect");
    expect(text).toContain("in the 12 months before the event");
    expect(text).toContain("{contactEmail}");
  });

  it("lets the owner rename a section, and the public terms show it", async () => {
    const terms = await readOnly("terms");
    const sections = (terms.sections as TermsSection[]).map((section, index) =>
      index === 2 ? { ...section, heading: "Who can use the service" } : section,
    );
    const res = await asStaff(t, owner, "put", `/api/cms/terms/${terms.id}`).send({ sections });
    expect(res.status).toBe(200);
    const shown = await t.services.publicEntries.readPublished({ type: termsPageType, slug: "terms" });
    expect(shown?.sections[2]?.heading).toBe("Who can use the service");
    expect(shown?.sections).toHaveLength(14);
    expect(shown && toTermsPage(shown).meta.title).toBe("Terms of Service | AI Job Risk");
  });

  it("refuses a section without paragraphs with a clear 400, and keeps the stored terms", async () => {
    const terms = await readOnly("terms");
    const sections = (terms.sections as TermsSection[]).map((section, index) =>
      index === 0 ? { ...section, paragraphs: [] } : section,
    );
    const res = await asStaff(t, owner, "put", `/api/cms/terms/${terms.id}`).send({ sections });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/Paragraphs needs at least 1/);
    expect((await readOnly("terms")).sections).toEqual(terms.sections);
  });

  it("keeps the published terms the owner's: an editor can neither edit nor delete them", async () => {
    const terms = await readOnly("terms");
    expect((await asStaff(t, editor, "put", `/api/cms/terms/${terms.id}`).send({ intro: "Hi" })).status).toBe(403);
    expect((await asStaff(t, editor, "delete", `/api/cms/terms/${terms.id}`)).status).toBe(403);
  });

  it("refuses a second address for the terms", async () => {
    const terms = await readOnly("terms");
    const res = await asStaff(t, owner, "put", `/api/cms/terms/${terms.id}`).send({ slug: "rules" });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("A terms of service's slug must be one of: terms");
  });
});

type Block = { kind: string; id: string; heading: string; steps?: { title: string; text: string }[] | null };

describe("How it works in the CMS", () => {
  it("is seeded with the spec's title, section names and the three journey steps", async () => {
    const page = await readOnly("how-it-works");
    expect(page.title).toBe("The Science Behind Career Risk Assessment");
    const blocks = page.blocks as Block[];
    expect(blocks.map((block) => block.heading)).toEqual([
      "The Challenge We Face",
      "A New Approach to Career Intelligence",
      "Your Assessment Journey",
      "What Makes It Reliable",
      "What the score cannot tell you",
      "Why This Matters",
    ]);
    expect(blocks.find((block) => block.kind === "steps")?.steps).toHaveLength(3);
    expect(JSON.stringify(blocks)).toContain("{occupationCount}");
  });

  it("refuses a section of an unknown kind with the field's own words, and keeps the stored page", async () => {
    const page = await readOnly("how-it-works");
    const blocks = (page.blocks as Block[]).map((block, index) => (index === 0 ? { ...block, kind: "video" } : block));
    const res = await asStaff(t, owner, "put", `/api/cms/how-it-works/${page.id}`).send({ blocks });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/Kind must be section, steps or note/);
    expect((await readOnly("how-it-works")).blocks).toEqual(page.blocks);
  });

  it("takes a new point as the admin form starts it, link fields blank, and stores it without a link", async () => {
    const page = await readOnly("how-it-works");
    const point = { term: "", text: "Scores are rounded to whole numbers.", linkLabel: "", linkHref: "" };
    const blocks = (page.blocks as (Block & { points?: unknown[] | null })[]).map((block) =>
      block.id === "reliable" ? { ...block, points: [...(block.points ?? []), point] } : block,
    );
    const res = await asStaff(t, owner, "put", `/api/cms/how-it-works/${page.id}`).send({ blocks });
    expect(res.status).toBe(200);
    const shown = await t.services.publicEntries.readPublished({ type: howItWorksPageType, slug: "how-it-works" });
    const added = shown?.blocks.find((block) => block.id === "reliable")?.points?.at(-1);
    expect(added).toEqual({
      term: null,
      text: "Scores are rounded to whole numbers.",
      linkLabel: null,
      linkHref: null,
    });
  });

  it("hides the page from the public while the owner has it back in draft", async () => {
    const page = await readOnly("how-it-works");
    expect(
      await t.services.publicEntries.readPublished({ type: howItWorksPageType, slug: "how-it-works" }),
    ).not.toBeNull();
    const res = await asStaff(t, owner, "put", `/api/cms/how-it-works/${page.id}`).send({ status: "draft" });
    expect(res.status).toBe(200);
    expect(await t.services.publicEntries.readPublished({ type: howItWorksPageType, slug: "how-it-works" })).toBeNull();
    await asStaff(t, owner, "put", `/api/cms/how-it-works/${page.id}`).send({ status: "published" });
    expect(
      (await t.services.publicEntries.readPublished({ type: howItWorksPageType, slug: "how-it-works" }))?.blocks,
    ).toHaveLength(6);
  });
});

type Job = { title: string; demand: string; salaryRange: string };
type Category = { id: string; name: string; jobs: Job[] };

describe("AI career pathways in the CMS", () => {
  it("is seeded with six paths of three roles and the figures labelled as press reports", async () => {
    const page = await readOnly("ai-careers");
    expect(page.title).toBe("New AI Career Pathways");
    const categories = page.categories as Category[];
    expect(categories).toHaveLength(6);
    expect(categories.every((category) => category.jobs.length === 3)).toBe(true);
    const banner = page.banner as { stats: { attribution: string }[]; note: string };
    expect(banner.stats.map((stat) => stat.attribution)).toEqual([
      "Widely cited in industry and press reports",
      "Widely cited in industry and press reports",
    ]);
    expect(banner.note).toContain("not our measurement");
  });

  it("lets the owner change a salary range, and the public page shows it", async () => {
    const page = await readOnly("ai-careers");
    const categories = (page.categories as Category[]).map((category, index) =>
      index === 0
        ? {
            ...category,
            jobs: category.jobs.map((job, j) => (j === 0 ? { ...job, salaryRange: "$150,000 - $230,000" } : job)),
          }
        : category,
    );
    const res = await asStaff(t, owner, "put", `/api/cms/ai-careers/${page.id}`).send({ categories });
    expect(res.status).toBe(200);
    const shown = await t.services.publicEntries.readPublished({ type: aiCareersPageType, slug: "ai-careers" });
    expect(shown?.categories[0]?.jobs[0]?.salaryRange).toBe("$150,000 - $230,000");
    expect(shown?.whyThisMatters.heading).toBe("Why this matters");
  });

  it("refuses a demand level the page does not know, naming the allowed ones", async () => {
    const page = await readOnly("ai-careers");
    const categories = (page.categories as Category[]).map((category, index) =>
      index === 1 ? { ...category, jobs: category.jobs.map((job) => ({ ...job, demand: "Huge" })) } : category,
    );
    const res = await asStaff(t, owner, "put", `/api/cms/ai-careers/${page.id}`).send({ categories });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/Demand must be Very High, High, Growing or Moderate/);
    expect((await readOnly("ai-careers")).categories).toEqual(page.categories);
  });
});
