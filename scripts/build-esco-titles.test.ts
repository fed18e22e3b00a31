import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ESCO_TITLES_PATH, ESCO_TITLES_FILE_NAME } from "../integrations/esco-titles";
import { buildEscoTitles, readEscoOccupations } from "./build-esco-titles";

const SOURCE_DIR = fileURLToPath(new URL("../../shared/data", import.meta.url));
const hasSources = existsSync(join(SOURCE_DIR, "esco_1_0_8"));

describe.skipIf(!hasSources)("build-esco-titles (needs ../shared/data; skipped when absent)", () => {
  let outDir: string;
  let report: ReturnType<typeof buildEscoTitles>["report"];

  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), "esco-titles-"));
    report = buildEscoTitles({ sourceDir: SOURCE_DIR, outDir }).report;
  }, 400_000);

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it("writes exactly the shipped file: the data is current with the code that writes labels for search", () => {
    expect(readFileSync(join(outDir, ESCO_TITLES_FILE_NAME)).equals(readFileSync(DEFAULT_ESCO_TITLES_PATH))).toBe(true);
  });

  it("reads every occupation, in all seven languages, and finds codes for all but a few military ranks", () => {
    expect(report.occupations).toBe(2942);
    expect(report.withCode).toBeGreaterThan(2900);
    for (const count of Object.values(report.labels)) expect(count).toBeGreaterThan(8000);
    expect(report.droppedCodes).toEqual([]);
  });

  it("weighs the crosswalk by how often its rows agree with O*NET's own titles, and keeps its code among the occupation's", () => {
    const { occupations } = readEscoOccupations({ sourceDir: SOURCE_DIR });
    const direct = report.crosswalkAgreement["2"];
    expect(direct && direct.agree / direct.sure).toBeGreaterThan(0.9);
    const nurse = occupations.find(({ labels }) => labels.en?.preferred === "nurse responsible for general care");
    expect(nurse?.onet[0]).toBe("29-1141.00");
    // "software developer": the crosswalk says Computer Programmers, O*NET's own titles Software Developers.
    const developer = occupations.find(({ labels }) => labels.en?.preferred === "software developer");
    expect(developer?.onet.slice(0, 2).sort()).toEqual(["15-1251.00", "15-1252.00"]);
    for (const occupation of occupations)
      if (occupation.shares.length > 0)
        expect(occupation.shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 2);
  }, 400_000);
});
