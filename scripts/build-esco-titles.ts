/**
 * Builds data/esco-titles.json.gz, the job titles of ESCO's occupations in seven languages with the
 * O*NET codes they lead to, written as the foreign-title search compares them (ADR 031), from the
 * shared data folder:
 *
 *   tsx scripts/build-esco-titles.ts <source-dir> [out-dir]      (npm run data:build-esco)
 *
 * Needs data/occupations.bin (`npm run data:build`): codes outside the occupation dataset are
 * dropped, and the English matcher orders the codes an O*NET-SOC 2010 code split into. The output is
 * deterministic (occupations by id, labels in ESCO's order, gzip without a timestamp).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { EscoOccupation } from "../core/occupations/foreign-titles/esco-titles";
import { ESCO_TITLES_VERSION } from "../core/occupations/foreign-titles/esco-titles";
import { toEscoTitleIndexData } from "../core/occupations/foreign-titles/label-entries";
import { matchOccupations } from "../core/occupations/match-occupations";
import { buildTitleIndex } from "../core/occupations/title-index";
import { loadOccupationDatasetSync } from "../integrations/occupation-data";
import { ESCO_TITLES_FILE_NAME, serializeEscoTitles } from "../integrations/esco-titles";
import {
  combineCodeRoutes,
  measureCrosswalkReliability,
  type CrosswalkReliability,
  type EnglishReading,
} from "./esco-titles/combine-code-routes";
import { ESCO_SOURCES, readEscoTitles, type EscoTitleReport } from "./esco-titles/read-esco-titles";

/**
 * ESCO's occupations with their labels and the O*NET codes they lead to (`combine-code-routes.ts`),
 * read from the shared data folder (also for the evaluation).
 */
export function readEscoOccupations({ sourceDir }: { sourceDir: string }): {
  occupations: EscoOccupation[];
  report: EscoTitleReport & { crosswalkAgreement: CrosswalkReliability["classes"] };
} {
  const dataset = loadOccupationDatasetSync();
  const index = buildTitleIndex(dataset);
  const { occupations, report } = readEscoTitles({
    sourceDir,
    knownCodes: new Set(dataset.occupations.map((occupation) => occupation.code)),
  });
  const readings: EnglishReading[] = occupations.map(({ labels }) => {
    const label = labels.en?.preferred ?? "";
    if (label === "") return { sure: false, matches: [] };
    const { matches, sureEnough } = matchOccupations({ index, title: label, limit: 5 });
    return { sure: sureEnough, matches: matches.map(({ code, confidence }) => ({ code, confidence })) };
  });
  const { classes, reliability } = measureCrosswalkReliability({ occupations, readings });
  combineCodeRoutes({ occupations, readings, reliability });
  return { occupations, report: { ...report, crosswalkAgreement: classes } };
}

export function buildEscoTitles({ sourceDir, outDir }: { sourceDir: string; outDir: string }): {
  path: string;
  bytes: number;
  report: ReturnType<typeof readEscoOccupations>["report"];
} {
  const { occupations, report } = readEscoOccupations({ sourceDir });
  const data = toEscoTitleIndexData({ occupations, sources: ESCO_SOURCES, version: ESCO_TITLES_VERSION });
  const bytes = serializeEscoTitles(data);
  mkdirSync(outDir, { recursive: true });
  const path = join(outDir, ESCO_TITLES_FILE_NAME);
  writeFileSync(path, bytes);
  return { path, bytes: bytes.length, report };
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  const [sourceArg, outArg] = process.argv.slice(2);
  if (!sourceArg) {
    console.error("usage: tsx scripts/build-esco-titles.ts <source-dir> [out-dir]");
    process.exit(1);
  }
  const started = performance.now();
  const { path, bytes, report } = buildEscoTitles({ sourceDir: resolve(sourceArg), outDir: resolve(outArg ?? "data") });
  console.log(`wrote ${path} (${(bytes / 1024).toFixed(0)} KB) in ${Math.round(performance.now() - started)} ms`);
  console.log(JSON.stringify(report, null, 2));
}
