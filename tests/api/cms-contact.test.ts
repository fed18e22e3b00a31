import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema/content";
import type { TestApp } from "../helpers/test-app";
import { asStaff, openStaffApp, testOrigin } from "./cms-staff-session";

let t: TestApp;
let owner = "";
let editor = "";

beforeAll(async () => {
  ({ t, owner, editor } = await openStaffApp());
});

afterAll(async () => {
  await t.close();
});

const visitorMessage = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.org",
  subject: "assessment",
  message: "How often should I retake the assessment?",
};

async function storeMessage(overrides: Partial<typeof visitorMessage> = {}) {
  const [row] = await t.database.db
    .insert(contactMessages)
    .values({ ...visitorMessage, ...overrides })
    .returning();
  return row!;
}

describe("GET /api/cms/contact-messages", () => {
  it("lets the owner and editors read what visitors sent from /contact, newest first", async () => {
    const sent = await request(t.app).post("/api/contact").send(visitorMessage);
    expect(sent.status).toBe(201);
    const later = await storeMessage({ firstName: "Grace", email: "grace@example.org", subject: "privacy" });
    for (const cookie of [owner, editor]) {
      const res = await asStaff(t, cookie, "get", "/api/cms/contact-messages");
      expect(res.status).toBe(200);
      expect(res.body[0]).toMatchObject({ id: later.id, firstName: "Grace", email: "grace@example.org" });
      expect(res.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            firstName: "Ada",
            lastName: "Lovelace",
            email: "ada@example.org",
            subject: "assessment",
            message: "How often should I retake the assessment?",
            createdAt: expect.any(String),
          }),
        ]),
      );
    }
  });

  it("answers 401 to a visitor who is not signed in", async () => {
    const res = await request(t.app).get("/api/cms/contact-messages");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: "Please sign in to continue" });
  });
});

describe("DELETE /api/cms/contact-messages/{id}", () => {
  it("lets only the owner delete a message", async () => {
    const row = await storeMessage({ firstName: "Delete", email: "delete@example.org" });
    const byEditor = await asStaff(t, editor, "delete", `/api/cms/contact-messages/${row.id}`);
    expect(byEditor.status).toBe(403);
    expect(byEditor.body).toEqual({ error: "Only the owner can do this" });
    const signedOut = await request(t.app).delete(`/api/cms/contact-messages/${row.id}`).set("Origin", testOrigin);
    expect(signedOut.status).toBe(401);
    const crossSite = await request(t.app)
      .delete(`/api/cms/contact-messages/${row.id}`)
      .set("Cookie", owner)
      .set("Origin", "https://evil.example");
    expect(crossSite.status).toBe(403);

    const byOwner = await asStaff(t, owner, "delete", `/api/cms/contact-messages/${row.id}`);
    expect(byOwner.status).toBe(200);
    expect(byOwner.body).toMatchObject({ id: row.id, email: "delete@example.org" });
    const list = (await asStaff(t, owner, "get", "/api/cms/contact-messages")).body as { id: number }[];
    expect(list.some((message) => message.id === row.id)).toBe(false);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const unknown = await asStaff(t, owner, "delete", "/api/cms/contact-messages/999999");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: "Message not found" });
    for (const id of ["abc", "0", "0x5", "1e3"]) {
      const res = await asStaff(t, owner, "delete", `/api/cms/contact-messages/${id}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: "Message id must be a whole number from 1 to 2147483647" });
    }
  });
});

describe("contact message retention", () => {
  it("deletes messages older than one year and keeps younger ones", async () => {
    const old = await storeMessage({ firstName: "Old" });
    const recent = await storeMessage({ firstName: "Recent" });
    await t.database.db.execute(
      sql`update contact_messages set created_at = now() - interval '366 days' where id = ${old.id}`,
    );
    await t.database.db.execute(
      sql`update contact_messages set created_at = now() - interval '364 days' where id = ${recent.id}`,
    );
    expect(await t.services.contact.purgeExpired()).toBe(1);
    const ids = ((await asStaff(t, owner, "get", "/api/cms/contact-messages")).body as { id: number }[]).map(
      (message) => message.id,
    );
    expect(ids).not.toContain(old.id);
    expect(ids).toContain(recent.id);
  });
});
