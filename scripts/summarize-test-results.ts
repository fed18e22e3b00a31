/**
 * Sums the JSON reports Vitest wrote in CI (tmp/test-results/*.json) into one line per run and
 * a closing "N passed, N failed" line, so the CI log states plainly how many tests ran.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

type Report = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };

const dir = path.resolve("tmp/test-results");
const files = existsSync(dir)
  ? readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort()
  : [];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of files) {
  const report = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Report;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  console.log(`${file.replace(/\.json$/, "")}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
if (files.length === 0) {
  console.log("no test reports found");
  process.exit(1);
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
