import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The import rules of ADR 003 only protect the code if they really run. These tests lint small
// fixtures with the repository's own eslint.config.js, so a setting that silences a rule (as the
// missing import-x parser once did for no-cycle) fails here instead of passing quietly.

function createLinter(): ESLint {
  // ignore: false — the fixtures are kept out of `npm run lint` by the config's ignores.
  return new ESLint({ cwd: process.cwd(), ignore: false });
}

function listRuleIds(results: ESLint.LintResult[]): string[] {
  return results.flatMap((result) => result.messages.map((message) => message.ruleId ?? "fatal"));
}

/** Where a service module lives now (services/ is grouped by domain), relative to `fromDir`. */
function locateService({ fileName, fromDir }: { fileName: string; fromDir: string }): string {
  const found = readdirSync("services", { recursive: true, encoding: "utf8" }).find(
    (entry) => path.basename(entry) === fileName,
  );
  if (!found) throw new Error(`no services module named ${fileName}`);
  return path.relative(fromDir, path.join("services", found)).replace(/\.ts$/, "");
}

/** Lints `code` as if it were the file at `filePath` (the file need not exist). */
async function lintAs({ code, filePath }: { code: string; filePath: string }): Promise<string[]> {
  return listRuleIds(await createLinter().lintText(code, { filePath }));
}

describe("eslint import rules", () => {
  it("reports two modules that import each other as a dependency cycle", async () => {
    const results = await createLinter().lintFiles([
      "tests/fixtures/lint-cycle/first-half.ts",
      "tests/fixtures/lint-cycle/second-half.ts",
    ]);
    expect(listRuleIds(results)).toEqual(["import-x/no-cycle", "import-x/no-cycle"]);
  }, 60_000);

  it("keeps the cycle fixtures out of the normal lint run", async () => {
    expect(await createLinter().isPathIgnored("tests/fixtures/lint-cycle/first-half.ts")).toBe(false);
    expect(await new ESLint({ cwd: process.cwd() }).isPathIgnored("tests/fixtures/lint-cycle/first-half.ts")).toBe(
      true,
    );
  });

  it("refuses a browser component that imports a service", async () => {
    const service = locateService({ fileName: "job-pages.ts", fromDir: "app/components/jobs" });
    const code = `import { createJobPagesService } from "${service}";\nexport const made = createJobPagesService;\n`;
    expect(await lintAs({ code, filePath: "app/components/jobs/zone-fixture.tsx" })).toContain(
      "import-x/no-restricted-paths",
    );
  }, 60_000);

  it("refuses a browser component that imports even a service's type", async () => {
    const service = locateService({ fileName: "job-pages.ts", fromDir: "app/components/jobs" });
    const code = `import type { JobLookup } from "${service}";\nexport type Lookup = JobLookup;\n`;
    expect(await lintAs({ code, filePath: "app/components/jobs/zone-fixture.tsx" })).toContain(
      "import-x/no-restricted-paths",
    );
  }, 60_000);

  it("refuses a route module that imports service code, and lets it name a service's type", async () => {
    const service = locateService({ fileName: "occupations.ts", fromDir: "app/routes" });
    const valueImport = `import { createOccupationsService } from "${service}";\nexport const made = createOccupationsService;\n`;
    const typeImport = `import type { OccupationsService } from "${service}";\nexport type Service = OccupationsService;\n`;
    expect(await lintAs({ code: valueImport, filePath: "app/routes/zone-fixture.tsx" })).toContain(
      "@typescript-eslint/no-restricted-imports",
    );
    expect(await lintAs({ code: typeImport, filePath: "app/routes/zone-fixture.tsx" })).toEqual([]);
  }, 60_000);

  it("refuses server code that imports from app/lib", async () => {
    const code = `import { RESULT_PAGE_CACHE_CONTROL } from "../../app/lib/result-page-cache";\nexport const cacheControl = RESULT_PAGE_CACHE_CONTROL;\n`;
    expect(await lintAs({ code, filePath: "server/middleware/zone-fixture.ts" })).toContain(
      "import-x/no-restricted-paths",
    );
  }, 60_000);
});

describe("eslint file length rule", () => {
  const fixture = "tests/fixtures/lint-max-lines/long-module.ts";

  it("reports a source file of 601 lines", async () => {
    const results = await createLinter().lintFiles([fixture]);
    expect(listRuleIds(results)).toEqual(["max-lines"]);
  }, 60_000);

  it("accepts a source file of exactly 600 lines", async () => {
    const code = readFileSync(fixture, "utf8").split("\n").slice(1).join("\n");
    expect(code.trimEnd().split("\n")).toHaveLength(600);
    expect(await lintAs({ code, filePath: "core/long-fixture.ts" })).toEqual([]);
  }, 60_000);

  it("lets a test file run past 600 lines", async () => {
    const code = readFileSync(fixture, "utf8");
    expect(await lintAs({ code, filePath: "core/long-fixture.test.ts" })).toEqual([]);
  }, 60_000);

  it("keeps the length fixture out of the normal lint run", async () => {
    expect(await new ESLint({ cwd: process.cwd() }).isPathIgnored(fixture)).toBe(true);
  });
});
