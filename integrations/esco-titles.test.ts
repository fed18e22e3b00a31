import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { ESCO_TITLES_VERSION, type EscoOccupation } from "../core/occupations/foreign-titles/esco-titles";
import { toEscoTitleIndexData } from "../core/occupations/foreign-titles/label-entries";
import { DEFAULT_ESCO_TITLES_PATH, loadEscoTitles, loadEscoTitlesSync, serializeEscoTitles } from "./esco-titles";

const folder = mkdtempSync(join(tmpdir(), "esco-titles-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const OCCUPATIONS: EscoOccupation[] = [
  {
    id: "a",
    isco: "2611",
    crosswalk: ["23-1011.00"],
    confidence: 2,
    inherited: false,
    onet: ["23-1011.00"],
    shares: [1],
    labels: {
      en: { preferred: "lawyer", other: [] },
      de: { preferred: "Rechtsanwalt/Rechtsanwältin", other: ["Anwalt"] },
    },
  },
];

describe("the stored ESCO titles", () => {
  it("reads back what it writes: keys and stems as text, number columns in place", async () => {
    const data = toEscoTitleIndexData({
      occupations: OCCUPATIONS,
      sources: { esco: "e", crosswalk: "c" },
      version: ESCO_TITLES_VERSION,
    });
    const path = join(folder, "round-trip.json.gz");
    writeFileSync(path, serializeEscoTitles(data));
    const read = loadEscoTitlesSync({ path });
    expect(read.occupations).toEqual(data.occupations);
    expect(read.entries.key).toEqual(data.entries.key);
    expect(read.entries.stems).toEqual(data.entries.stems);
    expect([...read.entries.stemIds]).toEqual([...data.entries.stemIds]);
    expect([...read.entries.stemOffsets]).toEqual([...data.entries.stemOffsets]);
    expect([...read.entries.endingOrder]).toEqual([...data.entries.endingOrder]);
    expect(await loadEscoTitles({ path })).toBe(read);
  });

  it("refuses a file of another version with a message that says how to rebuild it", () => {
    const path = join(folder, "old.json.gz");
    writeFileSync(path, gzipSync(Buffer.from(JSON.stringify({ version: ESCO_TITLES_VERSION - 1, occupations: [] }))));
    expect(() => loadEscoTitlesSync({ path })).toThrow(/npm run data:build-esco/);
  });

  it("ships a file this code reads: ESCO's 2,942 occupations, each with an English label", () => {
    const data = loadEscoTitlesSync({ path: DEFAULT_ESCO_TITLES_PATH });
    expect(data.occupations).toHaveLength(2942);
    expect(data.occupations.every(({ english }) => english !== "")).toBe(true);
    expect(data.occupations.filter(({ onet }) => onet.length > 0).length).toBeGreaterThan(2900);
    expect(data.entries.key.length).toBeGreaterThan(100_000);
  });
});
