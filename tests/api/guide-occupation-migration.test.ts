import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildEntrySchema } from "../../core/content-types/build-content-schema";
import { countryGuideType } from "../../core/content-types/country-guide-type";
import { flattenEntry, splitEntryValues } from "../../core/content-types/entry-values";
import type { DatabaseHandle } from "../../db/client";
import { contentEntries } from "../../db/schema/content";
import { seedContent } from "../../db/seed/content/seed-content";
import { createTestDatabase } from "../helpers/test-database";

// Migration 0009 gives every job of a stored guide its occupation. A database made before it
// holds guides whose regions list jobs as plain words and whose at-risk items have no occupation;
// the migration must turn them into the new shape with the code the old name table gave, keep an
// editor's own words (a renamed job gets no code rather than a wrong one), and leave the guide
// readable by the public reader.

const migration = readFileSync("db/migrations/0009_guide_job_occupations.sql", "utf8").split(
  "--> statement-breakpoint",
);

let database: DatabaseHandle;

/** The seeded Canada guide, written back in the shape a database held before migration 0009. */
function buildOldCanada() {
  const canada = seedContent.guides.find((guide) => guide.slug === "canada");
  if (!canada) throw new Error("no Canada seed");
  const sections = structuredClone(canada.sections) as {
    jobsAtRisk: { items: Record<string, unknown>[] };
    resistantJobsByRegion: { items: { jobs: unknown[] }[] };
  };
  for (const item of sections.jobsAtRisk.items) delete item.occupation;
  sections.jobsAtRisk.items[1] = { ...sections.jobsAtRisk.items[1], title: "Office administrators (edited)" };
  for (const region of sections.resistantJobsByRegion.items)
    region.jobs = region.jobs.map((job) => (job as { title: string }).title);
  return { ...canada, sections };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const values = splitEntryValues({ values: buildOldCanada(), storedData: {} }) as typeof contentEntries.$inferInsert;
  await database.db.insert(contentEntries).values({ ...values, type: "guide" });
});

afterAll(async () => {
  await database.close();
});

describe("migration 0009 on a guide stored before it", () => {
  it("names each job's occupation from its words, as the old table did, and can run again", async () => {
    for (let run = 0; run < 2; run++) for (const statement of migration) await database.db.execute(sql.raw(statement));
    const [row] = await database.db.select().from(contentEntries).where(eq(contentEntries.slug, "canada"));
    if (!row) throw new Error("the guide is gone");
    const guide = buildEntrySchema(countryGuideType).parse(flattenEntry(row));
    expect(guide.sections.jobsAtRisk.items.map((item) => [item.title, item.occupation])).toEqual([
      ["Bank tellers and financial clerks", "43-3071.00"],
      ["Office administrators (edited)", null],
      ["Call center agents", "43-4051.00"],
      ["Translators for routine documents", "27-3091.00"],
      ["Insurance claims processors", "43-9041.00"],
    ]);
    expect(guide.sections.resistantJobsByRegion.items[0]?.jobs).toEqual([
      { title: "Registered nurses", occupation: "29-1141.00" },
      { title: "Skilled trades in construction", occupation: null },
      { title: "Early childhood educators", occupation: "25-2011.00" },
    ]);
  });
});
