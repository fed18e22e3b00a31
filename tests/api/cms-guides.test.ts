import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countryGuideType, toCountryGuide } from "../../core/content-types/country-guide-type";
import { seedContent } from "../../db/seed/content/seed-content";
import { readContentRevision } from "../../services/platform/content-revision";
import { createPageCache } from "../../services/site/page-cache";
import { createSiteSettingsService } from "../../services/site/site-settings";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { asStaff, createStaff, editorCredentials, ownerCredentials, signIn } from "./cms-staff-session";

let t: TestApp;
let owner = "";
let editor = "";

beforeAll(async () => {
  t = await createTestApp({ seed: { content: { guides: seedContent.guides } } });
  await createStaff(t);
  owner = await signIn(t, ownerCredentials);
  editor = await signIn(t, editorCredentials);
});

afterAll(async () => {
  await t.close();
});

type Guide = {
  id: number;
  slug: string;
  title: string;
  status: string;
  countryLabel: string;
  hero: { eyebrow: string };
};

async function findGuide(slug: string): Promise<Guide> {
  const list = await asStaff(t, owner, "get", "/api/cms/guides");
  const guide = (list.body as Guide[]).find((entry) => entry.slug === slug);
  if (!guide) throw new Error(`no guide ${slug}`);
  return guide;
}

/** A guide as its public page reads it: published only, typed from the guide type. */
async function readShownGuide(slug: string) {
  const entry = await t.services.publicEntries.readPublished({ type: countryGuideType, slug });
  return entry && toCountryGuide(entry);
}

describe("country guides in the CMS", () => {
  it("seeds the ten guides from their files, published, with their structured fields", async () => {
    const list = await asStaff(t, owner, "get", "/api/cms/guides");
    expect(list.status).toBe(200);
    const guides = list.body as Guide[];
    expect(guides.map((guide) => guide.slug).sort()).toEqual([
      "australia",
      "canada",
      "china",
      "europe",
      "france",
      "germany",
      "india",
      "japan",
      "uk",
      "usa",
    ]);
    expect(guides.every((guide) => guide.status === "published")).toBe(true);
    const china = guides.find((guide) => guide.slug === "china");
    expect(china).toMatchObject({ title: "Job Displacement in China: AI Transformation", nativeName: "中国" });
  });

  it("lets the owner fix a typo in a guide, bumps the revision and shows it publicly", async () => {
    const usa = await findGuide("usa");
    const before = await readContentRevision({ db: t.database.db });
    const res = await asStaff(t, owner, "put", `/api/cms/guides/${usa.id}`).send({
      hero: { ...usa.hero, eyebrow: "United States career guide (edited)" },
    });
    expect(res.status).toBe(200);
    expect(res.body.hero.eyebrow).toBe("United States career guide (edited)");
    // Fields the update did not name are kept.
    expect(res.body.countryLabel).toBe("United States");
    expect(await readContentRevision({ db: t.database.db })).toBeGreaterThan(before);
    const shown = await readShownGuide("usa");
    expect(shown?.hero.eyebrow).toBe("United States career guide (edited)");
    expect(shown?.cta).toEqual({ label: "Start Your American Assessment", href: "/?country=us#start" });
  });

  it("refuses a malformed guide with a 400 naming the field, and keeps what is stored", async () => {
    const uk = await findGuide("uk");
    const res = await asStaff(t, owner, "put", `/api/cms/guides/${uk.id}`).send({ hero: { eyebrow: "" } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Eyebrow is required");
    expect((await findGuide("uk")).hero.eyebrow).toBe(uk.hero.eyebrow);
    const badSlug = await asStaff(t, owner, "put", `/api/cms/guides/${uk.id}`).send({ slug: "atlantis" });
    expect(badSlug.status).toBe(400);
    expect(badSlug.body.error).toBe(
      "A guide's slug must be one of: usa, uk, canada, australia, germany, france, europe, india, japan, china",
    );
  });

  it("keeps published guides the owner's: an editor can neither edit nor delete one", async () => {
    const canada = await findGuide("canada");
    const edit = await asStaff(t, editor, "put", `/api/cms/guides/${canada.id}`).send({ title: "Hijack" });
    expect(edit.status).toBe(403);
    const remove = await asStaff(t, editor, "delete", `/api/cms/guides/${canada.id}`);
    expect(remove.status).toBe(403);
    expect(remove.body).toEqual({ error: "Only the owner can delete published content" });
  });

  it("hides an unpublished guide from the public, and an editor's draft goes through approval", async () => {
    const japan = await findGuide("japan");
    const full = (await asStaff(t, owner, "get", "/api/cms/guides")).body.find((g: Guide) => g.id === japan.id);
    expect((await asStaff(t, owner, "delete", `/api/cms/guides/${japan.id}`)).status).toBe(200);
    expect(await readShownGuide("japan")).toBeNull();
    const { id: _id, createdAt: _c, updatedAt: _u, publishedAt: _p, authorId: _a, ...input } = full;
    const draft = await asStaff(t, editor, "post", "/api/cms/guides").send({ ...input, status: "draft" });
    expect(draft.status).toBe(201);
    expect(await readShownGuide("japan")).toBeNull();
    const submitted = await asStaff(t, editor, "post", "/api/approvals/submit").send({
      contentType: "guide",
      contentId: draft.body.id,
      submitterName: "Eddie Editor",
      submitterEmail: "editor@cms.test",
    });
    expect(submitted.status).toBe(201);
    const approved = await asStaff(t, owner, "patch", `/api/approvals/${submitted.body.id}`).send({
      status: "approved",
    });
    expect(approved.status).toBe(200);
    const shown = await readShownGuide("japan");
    expect(shown?.title).toBe("Will AI Replace My Job in Japan?");
    expect(shown?.nativeNameLang).toBe("ja");
  });

  it("reaches a page cache that did not make the change within its one-second revision check", async () => {
    let clock = 0;
    const cache = createPageCache({
      db: t.database.db,
      settings: createSiteSettingsService({ db: t.database.db }),
      checkIntervalMs: 1000,
      now: () => clock,
    });
    const read = () => cache.remember("guide:france", () => readShownGuide("france"));
    expect((await read())?.title).toBe("Will AI Replace My Job in France?");
    // Another instance's edit: the rows move in the database; this process hears nothing.
    await t.database.db.execute(
      "update content_entries set title = 'France, edited elsewhere' where type = 'guide' and slug = 'france'",
    );
    await t.database.db.execute("update content_revision set revision = revision + 1 where id = 1");
    clock += 500;
    expect((await read())?.title).toBe("Will AI Replace My Job in France?");
    clock += 501;
    expect((await read())?.title).toBe("France, edited elsewhere");
  });
});
