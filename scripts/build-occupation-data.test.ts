import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync, inflateRawSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeBinaryOccupationDataset } from "../core/occupations/binary-dataset";
import type { OccupationDataset } from "../core/occupations/dataset";
import { unpackOccupationDataset, type PackedOccupationDataset } from "../core/occupations/packed-dataset";
import { BINARY_DATASET_FILE_NAME, buildOccupationData, DATASET_FILE_NAME } from "./build-occupation-data";
import { readTable } from "./occupation-data/parse-delimited";

const SOURCE_DIR = fileURLToPath(new URL("../../shared/data", import.meta.url));
const hasSources = existsSync(join(SOURCE_DIR, "MANIFEST.md"));

describe.skipIf(!hasSources)("build-occupation-data (needs ../shared/data; skipped when absent)", () => {
  let firstDir: string;
  let secondDir: string;
  let dataset: OccupationDataset;

  beforeAll(() => {
    firstDir = mkdtempSync(join(tmpdir(), "occupations-a-"));
    secondDir = mkdtempSync(join(tmpdir(), "occupations-b-"));
    buildOccupationData({ sourceDir: SOURCE_DIR, outDir: firstDir });
    buildOccupationData({ sourceDir: SOURCE_DIR, outDir: secondDir });
    const packed = JSON.parse(
      gunzipSync(readFileSync(join(firstDir, DATASET_FILE_NAME))).toString("utf8"),
    ) as PackedOccupationDataset;
    dataset = unpackOccupationDataset(packed);
  }, 400_000);

  afterAll(() => {
    rmSync(firstDir, { recursive: true, force: true });
    rmSync(secondDir, { recursive: true, force: true });
  });

  const occupation = (code: string) => dataset.occupations.find((candidate) => candidate.code === code);

  it("writes byte-identical output on two builds", () => {
    for (const name of [DATASET_FILE_NAME, BINARY_DATASET_FILE_NAME])
      expect(readFileSync(join(firstDir, name)).equals(readFileSync(join(secondDir, name)))).toBe(true);
  });

  it("stays under 30 MB on disk, both forms together", () => {
    const bytes = [DATASET_FILE_NAME, BINARY_DATASET_FILE_NAME].map(
      (name) => readFileSync(join(firstDir, name)).length,
    );
    expect(bytes[0] ?? 0).toBeGreaterThan(0);
    expect(bytes[1] ?? 0).toBeGreaterThan(0);
    expect(bytes.reduce((sum, count) => sum + count, 0)).toBeLessThan(30 * 1024 * 1024);
  });

  it("lists the coding indexes' titles in people's order, broad codes spread over their occupations", () => {
    // BLS: "General Contractor" → 11-9021; Census: "Head waiter" → 35-1012, "Engineer, civil"-style rows read in order.
    expect(occupation("11-9021.00")?.indexTitles.map((entry) => entry.title)).toContain("General Contractor");
    expect(occupation("35-1012.00")?.indexTitles.map((entry) => entry.title.toLowerCase())).toContain("head waiter");
    // Census codes "Delivery driver" in libraries (industry 6770) as library technicians: a restricted title.
    const library = occupation("25-4031.00")?.indexTitles.find((entry) => entry.title === "Delivery driver");
    expect(library?.industries).not.toBe(0);
    // O*NET's own titles are not repeated as index titles.
    expect(occupation("47-2031.00")?.indexTitles.map((entry) => entry.title)).not.toContain("Carpenter");
  });

  it("writes the same dataset in binary form", () => {
    const binary = decodeBinaryOccupationDataset(readFileSync(join(firstDir, BINARY_DATASET_FILE_NAME)), {
      decompress: (bytes) => inflateRawSync(bytes),
    });
    expect(JSON.stringify(binary) === JSON.stringify(dataset)).toBe(true);
  }, 60_000);

  it("covers every O*NET occupation, 923 of them with tasks", () => {
    expect(dataset.coverage.occupations).toBe(1016);
    expect(dataset.coverage.occupationsWithTasks).toBe(923);
    expect(dataset.coverage.tasks).toBe(18796);
    expect(dataset.coverage.eloundou).toBe(923);
  });

  it("keeps Software Developers' job zone, OEWS median wage and Eloundou β as in the sources", () => {
    const software = occupation("15-1252.00");
    expect(software?.jobZone).toBe(4);
    const oews = readTable({
      path: join(SOURCE_DIR, "bls/oews_national_M2025_dl__national_M2025_dl.tsv"),
      delimiter: "\t",
    }).find((row) => row["OCC_CODE"] === "15-1252");
    expect(software?.labourMarket?.medianAnnualWage).toBe(Number(oews?.["A_MEDIAN"]));
    // The hourly quartiles price side incomes (ADR 025).
    expect(software?.labourMarket?.hourlyWageP25).toBe(Number(oews?.["H_PCT25"]));
    expect(software?.labourMarket?.hourlyWageP75).toBe(Number(oews?.["H_PCT75"]));
    const eloundou = readTable({ path: join(SOURCE_DIR, "gpts_are_gpts/occ_level.csv"), delimiter: "," }).find(
      (row) => row["O*NET-SOC Code"] === "15-1252.00",
    );
    expect(software?.exposure.eloundou?.human.beta).toBeCloseTo(Number(eloundou?.["human_rating_beta"]), 4);
    expect(software?.exposure.eloundou?.gpt4.beta).toBeCloseTo(Number(eloundou?.["dv_rating_beta"]), 4);
  });

  it("keeps related occupations sorted by O*NET's index and tasks with their DWA/IWA ids", () => {
    const chiefs = occupation("11-1011.00");
    expect(chiefs?.related[0]).toEqual({ code: "11-1021.00", tier: "Primary-Short", index: 1 });
    const task = chiefs?.tasks.find((candidate) => candidate.id === 20461);
    expect(task?.dwaIds).toContain("4.A.2.a.4.I09.D03");
    expect(task?.iwaIds).toContain("4.A.2.a.4.I09");
  });

  it("stores task term weights, never task sentences", () => {
    const sentence = "Direct or coordinate an organization's financial or budget activities";
    const text = readFileSync(join(firstDir, DATASET_FILE_NAME));
    const json = gunzipSync(text).toString("utf8");
    expect(json).not.toContain(sentence);
    const binary = readFileSync(join(firstDir, BINARY_DATASET_FILE_NAME));
    expect(binary.includes(sentence)).toBe(false);
    const rows: string[] = [];
    const decoded = decodeBinaryOccupationDataset(binary, {
      decompress: (bytes) => {
        const row = inflateRawSync(bytes);
        rows.push(row.toString("utf8"));
        return row;
      },
    });
    const taskCount = decoded.occupations.reduce((sum, occupation) => sum + occupation.tasks.length, 0);
    expect(taskCount).toBe(dataset.coverage.tasks);
    expect(rows).toHaveLength(dataset.occupations.length);
    expect(rows.some((row) => row.includes(sentence))).toBe(false);
    const task = occupation("11-1011.00")?.tasks.find((candidate) => candidate.id === 8823);
    expect(Object.keys(task?.terms ?? {}).length).toBeGreaterThan(3);
  });
});
