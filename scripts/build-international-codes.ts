/**
 * Builds data/international-codes.json: each O*NET occupation's ISCO-08 and NOC 2021 groups, the
 * ISCO-08 group titles in English, German and French, and the ILO 2025 exposure figure per ISCO-08
 * group (ADR 034). Kept apart from the occupation dataset so either can be rebuilt alone.
 *
 *   tsx scripts/build-international-codes.ts <source-dir> [out-dir]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { buildInternationalCodes } from "./international-codes/build-codes";

export const INTERNATIONAL_CODES_FILE_NAME = "international-codes.json";

export function writeInternationalCodes({ sourceDir, outDir }: { sourceDir: string; outDir: string }): {
  path: string;
  bytes: number;
} {
  const file = buildInternationalCodes({ sourceDir });
  const text = `${JSON.stringify(file)}\n`;
  mkdirSync(outDir, { recursive: true });
  const path = join(outDir, INTERNATIONAL_CODES_FILE_NAME);
  writeFileSync(path, text);
  return { path, bytes: Buffer.byteLength(text) };
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  const [sourceArg, outArg] = process.argv.slice(2);
  if (!sourceArg) {
    console.error("usage: tsx scripts/build-international-codes.ts <source-dir> [out-dir]");
    process.exit(1);
  }
  const { path, bytes } = writeInternationalCodes({ sourceDir: resolve(sourceArg), outDir: resolve(outArg ?? "data") });
  console.log(`wrote ${path} (${(bytes / 1024).toFixed(0)} KB)`);
}
