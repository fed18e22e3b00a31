import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import e2eConfig from "../e2e/vitest.config";
import rootConfig from "../../vitest.config";

// The noise guard only protects the suites if it really fails a test. These tests run vitest in a
// child process on fixtures that make noise on purpose (tests/fixtures/noise-guard/), under the
// same setup file, and read each fixture test's outcome from the JSON report.

const runVitest = promisify(execFile);
const setupFile = "tests/helpers/fail-on-noise.ts";

type JsonReport = {
  testResults: { name: string; assertionResults: { title: string; status: string; failureMessages: string[] }[] }[];
};

let outcomes: Map<string, { status: string; failure: string }>;
let reportDir: string;

beforeAll(async () => {
  reportDir = mkdtempSync(path.join(tmpdir(), "noise-guard-"));
  const outputFile = path.join(reportDir, "report.json");
  // The run fails (some fixtures must): its exit code is expected, the report says which.
  await runVitest(
    process.execPath,
    [
      "node_modules/vitest/vitest.mjs",
      "run",
      "--config",
      "tests/fixtures/noise-guard/vitest.config.ts",
      "--reporter=json",
      `--outputFile=${outputFile}`,
    ],
    { cwd: process.cwd(), env: { ...process.env, CI: "" }, maxBuffer: 16 * 1024 * 1024 },
  ).catch((error: { code?: number }) => {
    if (error.code !== 1) throw error;
  });
  const report = JSON.parse(readFileSync(outputFile, "utf8")) as JsonReport;
  outcomes = new Map(
    report.testResults.flatMap((file) =>
      file.assertionResults.map((result) => [
        `${path.basename(file.name)} > ${result.title}`,
        { status: result.status, failure: result.failureMessages.join("\n") },
      ]),
    ),
  );
}, 120_000);

afterAll(() => {
  rmSync(reportDir, { recursive: true, force: true });
});

function outcomeOf(name: string): { status: string; failure: string } {
  const outcome = outcomes.get(name);
  if (!outcome) throw new Error(`no fixture test named ${name}`);
  return outcome;
}

describe("the noise guard", () => {
  it("fails a test that logs a planted console.error, naming the line", () => {
    const outcome = outcomeOf("console-error.test.ts > planted console.error");
    expect(outcome.status).toBe("failed");
    expect(outcome.failure).toContain("console.error was called without expectErrorLog(): a planted error line");
  });

  it("lets a console.error through when the test declares it, and fails a declaration no log meets", () => {
    expect(outcomeOf("console-error.test.ts > declared console.error").status).toBe("passed");
    const stale = outcomeOf("console-error.test.ts > declared error log that never comes");
    expect(stale.status).toBe("failed");
    expect(stale.failure).toContain("expectErrorLog(/never logged/) was declared, but no error log matched it");
    expect(outcomeOf("console-error.test.ts > console.warn is not an error").status).toBe("passed");
  });

  it("fails a test whose app logger logs at error or fatal level, even when the logger is silent", () => {
    const error = outcomeOf("logger-error.test.ts > planted error on a silent app logger");
    expect(error.status).toBe("failed");
    expect(error.failure).toContain("logger.error was called without expectErrorLog(): write failed; Error: disk full");
    const fatal = outcomeOf("logger-error.test.ts > planted fatal on a child logger");
    expect(fatal.status).toBe("failed");
    expect(fatal.failure).toContain("logger.fatal was called without expectErrorLog(): the process cannot go on");
    expect(outcomeOf("logger-error.test.ts > declared error on the app logger").status).toBe("passed");
    expect(outcomeOf("logger-error.test.ts > an info line is not an error").status).toBe("passed");
  });

  it("refuses and fails a connection outside loopback, and lets loopback through", () => {
    for (const [name, host] of [
      ["planted request outside loopback", "192.0.2.1"],
      ["planted request to a host name", "api.openai.com"],
    ]) {
      const outcome = outcomeOf(`outbound.test.ts > ${name}`);
      expect(outcome.status).toBe("failed");
      expect(outcome.failure).toContain(`a connection to ${host} (outside loopback) was refused`);
    }
    expect(outcomeOf("outbound.test.ts > a request to loopback").status).toBe("passed");
  });

  it("is the setup file of both projects of the repository's config and of the browser suite", () => {
    const projects = rootConfig.test?.projects ?? [];
    const setupFilesOf = (project: unknown) => (project as { test?: { setupFiles?: string[] } }).test?.setupFiles;
    expect(projects.map((project) => setupFilesOf(project))).toEqual([[setupFile], [setupFile]]);
    expect(e2eConfig.test?.setupFiles).toEqual([setupFile]);
  });
});
