import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAI, type FakeOpenAI } from "../fake-openai/fake-openai-server";
import {
  createManual,
  createPostgresDatabase,
  PUBLIC_URL,
  postgresUrl,
  send,
  signIn,
  startInstance,
  type Instance,
} from "./instances";

/**
 * Two instances (A and B), each with its own temp directory and port, as two machines would
 * run them, on one PostgreSQL: everything that must hold for all visitors holds across both.
 * PostgreSQL only (the embedded database is one process's folder).
 */
if (!postgresUrl) {
  console.warn(
    "multi-instance: TEST_DATABASE_URL is not set, so the two-instance tests on PostgreSQL are NOT run (run them with scripts/throwaway-postgres.sh npm run test:multi)",
  );
}

describe.runIf(postgresUrl)("two instances on one PostgreSQL", () => {
  let a: Instance;
  let b: Instance;
  let fake: FakeOpenAI;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    database = await createPostgresDatabase();
    const env = { AI_BASE_URL: fake.url, AI_MODEL: "fake-model", AI_TIMEOUT_MS: "10000" };
    // A first creates the schema and the owner; B starts on the migrated database.
    a = await startInstance({ name: "a", databaseUrl: database.url, env });
    b = await startInstance({ name: "b", databaseUrl: database.url, env });
  });

  afterAll(async () => {
    for (const instance of [a, b]) {
      await instance?.stop();
      instance?.cleanUp();
    }
    await database?.drop();
    await fake?.close();
  });

  it("holds the daily cap across both: 50 parallel assessments from one visitor, split over A and B, create exactly 3", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createManual(i % 2 === 0 ? a.url : b.url, "198.51.100.10")),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(47);
  });

  it("accepts a session cookie made on A on B, and shows a post published on A on B's /blog within 2 s", async () => {
    const cookie = await signIn(a.url);
    const me = await send(b.url, "/api/auth/me", { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body)).toMatchObject({ user: { email: "owner@multi.test" } });

    const title = `Shared across instances ${Date.now()}`;
    // B renders /blog once first, so its page cache holds the old list.
    expect((await send(b.url, "/blog")).status).toBe(200);
    const created = await send(a.url, "/api/cms/blog-posts", {
      method: "POST",
      headers: { Cookie: cookie, Origin: PUBLIC_URL },
      body: JSON.stringify({
        title,
        slug: `shared-${Date.now()}`,
        content: "A post written on instance A.",
        status: "published",
      }),
    });
    expect(created.status).toBe(201);
    const publishedAt = Date.now();
    let seenAfterMs = Number.POSITIVE_INFINITY;
    while (Date.now() - publishedAt < 2000) {
      const page = await send(b.url, "/blog");
      if (page.status === 200 && page.body.includes(title)) {
        seenAfterMs = Date.now() - publishedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seenAfterMs).toBeLessThanOrEqual(2000);
  });

  it("shows a guide edited in the admin on A on B's guide page within 2 s", async () => {
    const cookie = await signIn(a.url);
    // B renders the guide once first, so its page cache holds the old words.
    const before = await send(b.url, "/germany");
    expect(before.status).toBe(200);
    const list = await send(a.url, "/api/cms/guides", { headers: { Cookie: cookie } });
    const germany = (JSON.parse(list.body) as { id: number; slug: string; hero: { eyebrow: string } }[]).find(
      (guide) => guide.slug === "germany",
    );
    expect(germany).toBeDefined();
    const eyebrow = `Germany career guide, corrected ${Date.now()}`;
    expect(before.body).not.toContain(eyebrow);
    const edited = await send(a.url, `/api/cms/guides/${germany?.id}`, {
      method: "PUT",
      headers: { Cookie: cookie, Origin: PUBLIC_URL },
      body: JSON.stringify({ hero: { ...germany?.hero, eyebrow } }),
    });
    expect(edited.status).toBe(200);
    const editedAt = Date.now();
    let seenAfterMs = Number.POSITIVE_INFINITY;
    while (Date.now() - editedAt < 2000) {
      const page = await send(b.url, "/germany");
      if (page.status === 200 && page.body.includes(eyebrow)) {
        seenAfterMs = Date.now() - editedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seenAfterMs).toBeLessThanOrEqual(2000);
  });

  it("serves on B a media file uploaded on A (bytes in the database, not on A's disk)", async () => {
    const cookie = await signIn(a.url);
    const pdf = Buffer.from("%PDF-1.4\n% uploaded on instance A\n");
    const form = new FormData();
    form.append("files", new Blob([pdf], { type: "application/pdf" }), "shared.pdf");
    const uploaded = await fetch(`${a.url}/api/cms/media/upload`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: PUBLIC_URL },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const [row] = (await uploaded.json()) as { path: string }[];
    const served = await fetch(`${b.url}${row!.path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(pdf);
    const revalidated = await fetch(`${a.url}${row!.path}`, {
      headers: { "If-None-Match": served.headers.get("etag") ?? "" },
    });
    expect(revalidated.status).toBe(304);
  });

  it("shares the login throttle: five failures split over A and B lock the account on both", async () => {
    const wrong = JSON.stringify({ email: "ghost@multi.test", password: "wrong-password-guess" });
    const attempt = (base: string) =>
      send(base, "/api/auth/login", {
        method: "POST",
        headers: { Origin: PUBLIC_URL, "X-Forwarded-For": "198.51.100.20" },
        body: wrong,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt(i % 2 === 0 ? a.url : b.url)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await attempt(a.url)).status).toBe(429);
    expect((await attempt(b.url)).status).toBe(429);
  });

  it("shares the key-check limit: of 40 parallel checks from one visitor over A and B, exactly 20 are let through", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        send(i % 2 === 0 ? a.url : b.url, "/api/validate-key", {
          method: "POST",
          headers: { "X-Forwarded-For": "198.51.100.30" },
          body: JSON.stringify({ apiKey: "sk-test-good-key-1234567890" }),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(20).fill(200), ...Array<number>(20).fill(429)]);
  });
});
