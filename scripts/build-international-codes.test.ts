import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeInternationalCodes, type InternationalCodesFile } from "../core/international/international-codes";
import { INTERNATIONAL_CODES_FILE_NAME, writeInternationalCodes } from "./build-international-codes";
import { ISCO_OVERRIDES } from "./international-codes/isco-overrides";

const SOURCE_DIR = fileURLToPath(new URL("../../shared/data", import.meta.url));
const hasSources = existsSync(join(SOURCE_DIR, "MANIFEST.md"));
const COMMITTED = fileURLToPath(new URL(`../data/${INTERNATIONAL_CODES_FILE_NAME}`, import.meta.url));

describe.skipIf(!hasSources)("build-international-codes (needs ../shared/data; skipped when absent)", () => {
  let outDir: string;
  let text: string;
  let file: InternationalCodesFile;
  const view = (code: string) => describeInternationalCodes({ file, code });

  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), "international-codes-"));
    writeInternationalCodes({ sourceDir: SOURCE_DIR, outDir });
    text = readFileSync(join(outDir, INTERNATIONAL_CODES_FILE_NAME), "utf8");
    file = JSON.parse(text) as InternationalCodesFile;
  }, 120_000);

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it("is the file committed in data/ (rebuild with npm run data:build-international)", () => {
    expect(readFileSync(COMMITTED, "utf8")).toBe(text);
  });

  it("titles all 436 ISCO-08 unit groups in English, German and French", () => {
    const groups = Object.values(file.iscoGroups);
    expect(groups).toHaveLength(436);
    for (const group of groups)
      for (const title of Object.values(group.titles)) expect(title.length).toBeGreaterThan(2);
    expect(file.iscoGroups["2221"]?.titles).toEqual({
      en: "Nursing professionals",
      de: "Akademische und vergleichbare Krankenpflegefachkräfte",
      fr: "Cadres infirmiers",
    });
  });

  it("carries the ILO 2025 figure of 427 groups, each a 0–1 score with one of the paper's gradients", () => {
    const figures = Object.values(file.iscoGroups).flatMap((group) => (group.ilo ? [group.ilo] : []));
    expect(figures).toHaveLength(427);
    for (const figure of figures) {
      expect(figure.score).toBeGreaterThanOrEqual(0);
      expect(figure.score).toBeLessThanOrEqual(1);
    }
    expect(file.iscoGroups["4313"]?.ilo?.gradient).toBe("Exposed: Gradient 4");
  });

  it("places registered nurses in ISCO 2221 and NOC 31301, payroll clerks in 4313 and 13102", () => {
    expect(view("29-1141.00")).toMatchObject({ isco: { code: "2221" }, noc: { code: "31301" } });
    expect(view("29-1141.00")?.noc?.title).toBe("Registered nurses and registered psychiatric nurses");
    expect(view("43-3051.00")).toMatchObject({ isco: { code: "4313" }, noc: { code: "13102" } });
  });

  it("shows chief executives under 1120, not the government officials the ESCO crosswalk sends there", () => {
    expect(view("11-1011.00")?.isco?.code).toBe("1120");
    expect(view("11-1011.00")?.otherIsco.map((group) => group.code)).toContain("1112");
  });

  it("applies every reviewed override", () => {
    for (const override of ISCO_OVERRIDES) expect(view(override.onetCode)?.isco?.code).toBe(override.isco);
  });

  it("gives nearly every O*NET occupation an ISCO group and most a NOC group, with five-digit NOC codes", () => {
    const entries = Object.values(file.occupations);
    expect(entries.length).toBeGreaterThan(1000);
    expect(entries.filter((entry) => entry.isco.length > 0).length).toBeGreaterThan(entries.length - 5);
    expect(entries.filter((entry) => entry.noc.length > 0).length).toBeGreaterThan(entries.length * 0.95);
    for (const code of Object.keys(file.nocGroups)) expect(code).toMatch(/^\d{5}$/);
    expect(view("11-1011.00")?.noc?.code).toMatch(/^000\d\d$/);
  });
});
