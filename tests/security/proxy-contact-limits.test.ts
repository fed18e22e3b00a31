import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema/content";
import { createContactService } from "../../services/site/contact";
import { createTestApp, type TestApp } from "../helpers/test-app";

/**
 * Issue 28: "One client also closed the contact form for everyone by filling its global cap of
 * 30 a minute", and the per-visitor limit lived in one process's memory. Each visitor has its own
 * limit, kept in the database; beyond the global rate messages are held for review, not refused.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "1" } });
});

afterAll(async () => {
  await t.close();
});

const message = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.org",
  subject: "general" as const,
  message: "A question about my result, please.",
};

function sendFrom(address: string) {
  return request(t.app).post("/api/contact").set("X-Forwarded-For", address).send(message);
}

describe("the contact form's limits", () => {
  it("stays open to a new visitor after a flood from many addresses, holding the excess for review", async () => {
    await t.database.db.delete(contactMessages);
    for (let i = 1; i <= 40; i++) expect((await sendFrom(`203.0.113.${i}`)).status).toBe(201);
    const newcomer = await sendFrom("198.51.100.20");
    expect(newcomer.status).toBe(201);
    expect(newcomer.body).toEqual({ message: "Thank you for your message. We will reply by email." });
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(41);
    expect(rows.filter((row) => row.heldForReview)).toHaveLength(11);
  }, 120_000);

  it("refuses one visitor's sixth message in 10 minutes, while others still get through", async () => {
    for (let i = 0; i < 5; i++) expect((await sendFrom("192.0.2.50")).status).toBe(201);
    const sixth = await sendFrom("192.0.2.50");
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ error: "Too many messages. Please try again later." });
    expect((await sendFrom("192.0.2.51")).status).toBe(201);
  });

  it("keeps one visitor's limit across processes: it lives in the database", async () => {
    const shared = { db: t.database.db, rateLimits: t.services.rateLimits, hashVisitor: t.services.hashVisitor };
    const limits = { perVisitor: 2, perVisitorWindowMs: 60_000, globalPerMinute: 1000 };
    const first = createContactService({ ...shared, limits });
    const second = createContactService({ ...shared, limits });
    await first.sendMessage({ message, visitor: "192.0.2.77" });
    await second.sendMessage({ message, visitor: "192.0.2.77" });
    await expect(first.sendMessage({ message, visitor: "192.0.2.77" })).rejects.toMatchObject({ status: 429 });
    await expect(second.sendMessage({ message, visitor: "192.0.2.77" })).rejects.toMatchObject({ status: 429 });
  });
});
