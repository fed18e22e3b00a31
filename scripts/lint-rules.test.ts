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
});
