import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asStaff, openStaffApp, testOrigin } from "../api/cms-staff-session";
import type { TestApp } from "../helpers/test-app";
import request from "supertest";

/**
 * Issue 28, "Get a 500 with one NUL byte": a \u0000 in any stored text answered 500 (PostgreSQL
 * cannot store NUL). The input gate refuses it, and every other control character but tab, line
 * feed and carriage return, with 400 and a message, before any service sees it.
 */
let t: TestApp;
let owner = "";
let editor = "";

beforeAll(async () => {
  ({ t, owner, editor } = await openStaffApp());
});

afterAll(async () => {
  await t.close();
});

const GATE_MESSAGE = /^Remove the control characters \(such as NUL\) from your input and try again/;
const resume = `Jordan Avery\nSenior Accountant\n${"Prepared monthly financial statements and reconciliations. ".repeat(4)}`;

type Call = { name: string; method: "post" | "put" | "patch"; url: string; as?: "owner" | "editor"; body: object };

const calls: Call[] = [
  {
    name: "the contact form",
    method: "post",
    url: "/api/contact",
    body: {
      firstName: "Ada\u0000",
      lastName: "L",
      email: "ada@example.org",
      subject: "general",
      message: "Hello there!",
    },
  },
  {
    name: "a manual assessment",
    method: "post",
    url: "/api/assessments/manual",
    body: {
      jobTitle: "Accountant\u0000",
      industry: "finance",
      experienceLevel: "3-5",
      skills: "Excel",
      responsibilities: "Prepare statements",
    },
  },
  { name: "a text assessment", method: "post", url: "/api/assessments/text", body: { resumeText: `${resume}\u0000` } },
  {
    name: "the login e-mail",
    method: "post",
    url: "/api/auth/login",
    body: { email: "owner\u0000@cms.test", password: "whatever-password" },
  },
  {
    name: "a CMS post",
    method: "post",
    url: "/api/cms/blog-posts",
    as: "editor",
    body: { title: "T\u0000", slug: "nul-post", content: "C" },
  },
  {
    name: "a CMS page",
    method: "post",
    url: "/api/cms/pages",
    as: "editor",
    body: { title: "T", slug: "nul-page", content: "C\u0000" },
  },
  {
    name: "a setting",
    method: "post",
    url: "/api/cms/settings",
    as: "owner",
    body: { key: "site_title", value: "Title\u0000", type: "text" },
  },
  {
    name: "a staff account",
    method: "post",
    url: "/api/cms/staff",
    as: "owner",
    body: { email: "new@cms.test", password: "a-long-enough-password-1", displayName: "New\u0000" },
  },
  {
    name: "an approval",
    method: "post",
    url: "/api/approvals/submit",
    as: "editor",
    body: {
      contentType: "settings",
      contentId: "settings",
      submitterName: "Ed\u0000",
      submitterEmail: "editor@cms.test",
      contentSnapshot: { site_title: "X" },
    },
  },
  {
    name: "a mobile debug report",
    method: "post",
    url: "/api/mobile-debug",
    body: { type: "layout", debugInfo: { note: "width\u0000" } },
  },
];

function send(call: Call, body: object) {
  const cookie = call.as === "owner" ? owner : call.as === "editor" ? editor : undefined;
  if (cookie) return asStaff(t, cookie, call.method, call.url).send(body);
  return request(t.app)[call.method](call.url).set("Origin", testOrigin).send(body);
}

async function countStoredRows(): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select (select count(*) from contact_messages) + (select count(*) from assessments)
      + (select count(*) from blog_posts) + (select count(*) from pages) + (select count(*) from approvals)
      + (select count(*) from users) + (select count(*) from site_settings) as total`,
  )) as unknown as { rows: { total: number | string }[] };
  return Number(result.rows[0]!.total);
}

describe("the input gate refuses a NUL byte in stored text", () => {
  it.each(calls)("answers 400 with a message for a NUL in $name, and stores nothing", async (call) => {
    const before = await countStoredRows();
    const res = await send(call, call.body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(GATE_MESSAGE);
    expect(await countStoredRows()).toBe(before);
  });

  it("names the field that holds the character, however deep", async () => {
    const res = await request(t.app)
      .post("/api/mobile-debug")
      .send({ type: "layout", debugInfo: { screens: [{ label: "ok" }, { label: "bell\u0007" }] } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(
      'Remove the control characters (such as NUL) from your input and try again (in "debugInfo.screens[1].label")',
    );
  });

  it("refuses the other control characters and a control character in a key", async () => {
    for (const character of ["\u0001", "\u0008", "\u000b", "\u000c", "\u001b", "\u001f", "\u007f"]) {
      const res = await request(t.app)
        .post("/api/contact")
        .send({
          firstName: `A${character}`,
          lastName: "L",
          email: "a@example.org",
          subject: "general",
          message: "0123456789",
        });
      expect(res.status, JSON.stringify(character)).toBe(400);
    }
    const key = await request(t.app)
      .post("/api/mobile-debug")
      .send({ type: "layout", debugInfo: { "a\u0000b": "x" } });
    expect(key.status).toBe(400);
  });

  it("lets tab, line feed and carriage return through where text allows them", async () => {
    const res = await request(t.app).post("/api/contact").set("X-Forwarded-For", "203.0.113.7").send({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.org",
      subject: "general",
      message: "First line\r\nSecond line\tindented\nThird line",
    });
    expect(res.status).toBe(201);
  });

  it("refuses a control character in a query string with 400", async () => {
    const res = await request(t.app).get("/api/occupations/search?q=nurse%00");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "This address is not valid: it contains control characters" });
  });

  it("refuses a control character in an uploaded file's name with 400", async () => {
    // The name as RFC 5987 writes it (filename*), which the multipart parser decodes.
    const boundary = "gate-boundary";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename*=UTF-8''cv%01.pdf\r\n` +
          "Content-Type: application/pdf\r\n\r\n%PDF-1.4\n",
      ),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await request(t.app)
      .post("/api/assessments/upload-file")
      .set("Content-Type", `multipart/form-data; boundary=${boundary}`)
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(GATE_MESSAGE);
  });

  it("answers a part header with a raw control character with 400, not 500", async () => {
    const res = await request(t.app)
      .post("/api/assessments/upload-file")
      .attach("resume", Buffer.from("%PDF-1.4\n"), { filename: "cv\u0001.pdf", contentType: "application/pdf" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "Please upload one PDF, DOC, or DOCX file in the field named resume." });
  });
});
