import { readFileSync } from "node:fs";
import type { RequestListener } from "node:http";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSettings } from "../../db/seed/default-settings";
import { seedContent } from "../../db/seed/content/seed-content";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { startPageServer } from "./jobs-page-server";

// Words that match the site (issue 36): the FAQ states the limit the server applies and points to
// the Delete button; the README says what really happens.

let t: TestApp;
let server: Awaited<ReturnType<typeof startPageServer>>;
let app: RequestListener;

beforeAll(async () => {
  t = await createTestApp({
    env: { DAILY_ASSESSMENT_LIMIT: "7" },
    seed: { settings: [...defaultSettings], content: { faq: seedContent.faq } },
  });
  server = await startPageServer(t);
  app = server.listener;
}, 120_000);

afterAll(async () => {
  await server?.close();
  await t?.close();
});

describe("the FAQ", () => {
  it("states the daily limit the server applies, from DAILY_ASSESSMENT_LIMIT", async () => {
    const faq = await request(app).get("/faq");
    expect(faq.status).toBe(200);
    expect(faq.text).toContain("Each visitor can run 7 assessments in any 24-hour period.");
    expect(faq.text).not.toContain("3 assessments");
    expect(faq.text).not.toContain("{dailyAssessments}");
  });

  it("points to the Delete button rather than the contact page to delete a result", async () => {
    const faq = await request(app).get("/faq");
    expect(faq.text).toContain("Delete this assessment");
    expect(faq.text).not.toContain("ask us to delete it sooner through the contact page");
  });
});

describe("the README", () => {
  const readme = readFileSync("README.md", "utf8");

  it("says how to get npm 11 on Node 20, which ships npm 10", () => {
    expect(readme).toContain("npm install -g npm@11");
    expect(readme).not.toMatch(/You need Node\.js 20\.19\+ and npm 11\. On a fresh clone/);
  });

  it("quotes the start-up line as the JSON the log prints", () => {
    expect(readme).not.toContain("`AI Job Risk listening on http://localhost:3000 (all addresses, 0.0.0.0)`");
    expect(readme).toMatch(/"msg":"AI Job Risk listening on http:\/\/localhost:3000/);
  });

  it("says where a refused title is shown and how the owner adds editors", () => {
    expect(readme).not.toContain("shown on the\nform's Job Title field");
    expect(readme).not.toMatch(/form's Job Title field and in a toast/);
    expect(readme).toMatch(/in a box under the form/);
    expect(readme).not.toContain("The owner invites editors");
    expect(readme).toMatch(/Settings › Team/);
  });
});
