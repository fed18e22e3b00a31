import type { RequestListener } from "node:http";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSettings } from "../../db/seed/default-settings";
import { startPageServer } from "../api/jobs-page-server";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * Every answer carries a Permissions-Policy that denies the browser features the site does not
 * use (issue #37): a script that got into a page cannot ask for the camera, the microphone, the
 * visitor's location, payment or USB devices. On the starting commit no answer had the header.
 * Checked on each way an answer leaves the server: React Router pages and their cached repeats,
 * the JSON API and its fast lane, liveness, the input gate's 400, share cards, media and refusals.
 */
let t: TestApp;
let pages: Awaited<ReturnType<typeof startPageServer>>;
let app: RequestListener;

beforeAll(async () => {
  t = await createTestApp({ seed: { settings: [...defaultSettings] } });
  pages = await startPageServer(t);
  app = pages.listener;
}, 300_000);

afterAll(async () => {
  await pages?.close();
  await t?.close();
});

const DENIED = ["camera", "microphone", "geolocation", "payment", "usb", "display-capture", "serial", "hid"];

function expectPolicy(header: string | undefined, label: string): void {
  expect(header, label).toBeTypeOf("string");
  const features = new Map(
    header!.split(",").map((part) => {
      const [name, allow] = part.trim().split("=");
      return [name!, allow!] as const;
    }),
  );
  for (const feature of DENIED) expect(features.get(feature), `${label}: ${feature}`).toBe("()");
  // What our own pages use stays allowed to them alone.
  expect(features.get("clipboard-write"), label).toBe("(self)");
  expect(features.get("web-share"), label).toBe("(self)");
}

describe("Permissions-Policy on every response", () => {
  it("pages, the first time and from the page cache", async () => {
    for (const path of ["/", "/faq", "/faq", "/jobs", "/no-such-page"]) {
      const res = await request(app).get(path);
      expect(res.status, path).toBeLessThan(500);
      expectPolicy(res.headers["permissions-policy"], `${path} (${res.headers["x-page-cache"] ?? "no cache"})`);
    }
  });

  it("the JSON API, its fast lane, liveness, the input gate and refusals", async () => {
    const created = await request(app).post("/api/assessments/manual").send({
      jobTitle: "Accountant",
      industry: "finance",
      experienceLevel: "6-10",
      skills: "Excel",
      responsibilities: "Prepare monthly financial statements",
    });
    expect(created.status).toBe(201);
    const id = created.body.assessmentId as string;
    const answers: [string, request.Test][] = [
      ["assessment JSON", request(app).get(`/api/assessments/${id}`)],
      ["assessment JSON, cached", request(app).get(`/api/assessments/${id}`)],
      ["occupation search", request(app).get("/api/occupations/search?q=nurse")],
      ["occupation search, cached", request(app).get("/api/occupations/search?q=nurse")],
      ["liveness", request(app).get("/api/health")],
      ["readiness", request(app).get("/api/health/ready")],
      ["input gate", request(app).get("/api/%zz")],
      ["upload refused", request(app).post("/api/assessments/upload-file").send({})],
      ["share card", request(app).get(`/assessment/${id}/card.png`)],
      ["report", request(app).get(`/api/assessments/${id}/pdf`)],
      ["media", request(app).get("/media/0123456789abcdef0123456789abcdef.png")],
      ["unknown API route", request(app).get("/api/nothing-here")],
    ];
    for (const [label, call] of answers) expectPolicy((await call).headers["permissions-policy"], label);
  });
});
