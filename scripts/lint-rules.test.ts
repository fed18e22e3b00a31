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

/** One import per zone of eslint.config.js: the file it is written in, and the module it names. */
type ZoneCase = { zone: string; filePath: string; imports: string };

const SERVICE_DOMAIN_MODULES: Record<string, string> = {
  assessments: "services/assessments/assessments",
  cms: "services/cms/cms-entries",
  jobs: "services/jobs/occupations",
  site: "services/site/blog",
};

/** A module of `target`, named as an import written in the file at `filePath`. */
function importPath({ filePath, target }: { filePath: string; target: string }): string {
  const relative = path.relative(path.dirname(filePath), target);
  return relative.startsWith(".") ? relative : `./${relative}`;
}

function zoneCase({ zone, filePath, target }: { zone: string; filePath: string; target: string }): ZoneCase {
  return { zone, filePath, imports: importPath({ filePath, target }) };
}

const REFUSED_IMPORTS: ZoneCase[] = [
  zoneCase({ zone: "core → services", filePath: "core/zone-fixture.ts", target: "services/platform/service-error" }),
  zoneCase({ zone: "core → db", filePath: "core/zone-fixture.ts", target: "db/client" }),
  zoneCase({ zone: "core → integrations", filePath: "core/zone-fixture.ts", target: "integrations/ai-provider" }),
  zoneCase({ zone: "db → services", filePath: "db/zone-fixture.ts", target: "services/platform/service-error" }),
  zoneCase({ zone: "db → integrations", filePath: "db/zone-fixture.ts", target: "integrations/ai-provider" }),
  zoneCase({ zone: "integrations → db", filePath: "integrations/zone-fixture.ts", target: "db/client" }),
  zoneCase({
    zone: "integrations → services",
    filePath: "integrations/zone-fixture.ts",
    target: "services/platform/service-error",
  }),
  zoneCase({ zone: "services → server", filePath: "services/site/zone-fixture.ts", target: "server/logger" }),
  zoneCase({ zone: "services → app", filePath: "services/site/zone-fixture.ts", target: "app/lib/result-page-cache" }),
  zoneCase({ zone: "server/api → db", filePath: "server/api/zone-fixture.ts", target: "db/client" }),
  zoneCase({ zone: "app → db", filePath: "app/routes/zone-fixture.ts", target: "db/client" }),
  zoneCase({ zone: "config → core", filePath: "config/zone-fixture.ts", target: "core/content-types/content-types" }),
  zoneCase({ zone: "scripts → app", filePath: "scripts/zone-fixture.ts", target: "app/lib/result-page-cache" }),
  zoneCase({ zone: "server → app", filePath: "server/zone-fixture.ts", target: "app/lib/result-page-cache" }),
  zoneCase({
    zone: "app/components → services",
    filePath: "app/components/zone-fixture.tsx",
    target: "services/site/blog",
  }),
  zoneCase({ zone: "app/hooks → services", filePath: "app/hooks/zone-fixture.ts", target: "services/site/blog" }),
  zoneCase({ zone: "app/lib → server", filePath: "app/lib/zone-fixture.ts", target: "server/logger" }),
  zoneCase({ zone: "the browser entry → services", filePath: "app/entry.client.tsx", target: "services/site/blog" }),
  ...Object.entries(SERVICE_DOMAIN_MODULES).map(([domain, module]) =>
    zoneCase({ zone: `platform → ${domain}`, filePath: "services/platform/zone-fixture.ts", target: module }),
  ),
  zoneCase({
    zone: "platform → container",
    filePath: "services/platform/zone-fixture.ts",
    target: "services/container",
  }),
  ...Object.keys(SERVICE_DOMAIN_MODULES).flatMap((domain) => [
    ...Object.entries(SERVICE_DOMAIN_MODULES)
      .filter(([other]) => other !== domain)
      .map(([other, module]) =>
        zoneCase({ zone: `${domain} → ${other}`, filePath: `services/${domain}/zone-fixture.ts`, target: module }),
      ),
    zoneCase({
      zone: `${domain} → container`,
      filePath: `services/${domain}/zone-fixture.ts`,
      target: "services/container",
    }),
  ]),
];

const ALLOWED_IMPORTS: ZoneCase[] = [
  ...Object.keys(SERVICE_DOMAIN_MODULES).map((domain) =>
    zoneCase({
      zone: `${domain} → platform`,
      filePath: `services/${domain}/zone-fixture.ts`,
      target: "services/platform/engine/assessment-engine",
    }),
  ),
  ...Object.entries(SERVICE_DOMAIN_MODULES).map(([domain, module]) =>
    zoneCase({ zone: `container → ${domain}`, filePath: "services/zone-fixture.ts", target: module }),
  ),
  zoneCase({ zone: "scripts → services", filePath: "scripts/zone-fixture.ts", target: "services/container" }),
  zoneCase({ zone: "services → db", filePath: "services/cms/zone-fixture.ts", target: "db/client" }),
];

describe("eslint layer and service-domain zones", () => {
  // One linter for the table: building one reads the config and the resolver again.
  const linter = createLinter();
  const lintImport = async ({ filePath, imports }: ZoneCase) =>
    listRuleIds(
      await linter.lintText(`import * as module from "${imports}";\nexport const used = module;\n`, { filePath }),
    );

  it.each(REFUSED_IMPORTS)(
    "refuses $zone",
    async (zoneCase) => {
      expect(await lintImport(zoneCase)).toContain("import-x/no-restricted-paths");
    },
    60_000,
  );

  it.each(ALLOWED_IMPORTS)(
    "allows $zone",
    async (zoneCase) => {
      expect(await lintImport(zoneCase)).toEqual([]);
    },
    60_000,
  );

  it("has a refused case for every zone of the config", async () => {
    const config = (await linter.calculateConfigForFile("services/site/blog.ts")) as {
      rules: Record<string, [string, { zones: { target: string | string[] }[] }]>;
    };
    const rule = config.rules["import-x/no-restricted-paths"];
    if (!rule) throw new Error("import-x/no-restricted-paths is not configured");
    const targets = rule[1].zones.flatMap((zone) => (Array.isArray(zone.target) ? zone.target : [zone.target]));
    const tested = new Set(REFUSED_IMPORTS.map((zoneCase) => zoneCase.filePath));
    const untested = targets.filter(
      (target) =>
        ![...tested].some((filePath) => `./${filePath}` === target || `./${filePath}`.startsWith(`${target}/`)),
    );
    expect(targets.length).toBeGreaterThan(15);
    expect(untested).toEqual([]);
  });
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
