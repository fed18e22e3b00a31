import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createManual,
  createPostgresDatabase,
  isRefused,
  postgresUrl,
  send,
  startInstance,
  type Instance,
} from "./instances";

/**
 * Restarts under load. On PostgreSQL: two instances, and the client sends to B what A refuses
 * (as a proxy would). On the embedded database: one instance, restarted on its own folder.
 */
const setUp = postgresUrl ? "two instances on PostgreSQL" : "one instance on the embedded database";

let visitor = 0;
/** A new visitor address per write, so the daily cap does not refuse the load. */
const nextAddress = () => {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
};

type Tally = {
  answered: number[];
  /** Answers from each instance with when the request was sent and when it was answered. */
  timeline: { base: string; sentAt: number; answeredAt: number }[];
  dropped: string[];
  refused: number;
  ids: string[];
};

/**
 * `loops` concurrent clients, each sending writes and reads in turn to the first instance that
 * accepts the connection, until `until()` says stop.
 */
async function runLoad({
  targets,
  loops,
  until,
  onAnswer,
}: {
  targets: () => string[];
  loops: number;
  until: () => boolean;
  onAnswer?: () => void;
}): Promise<Tally> {
  const tally: Tally = { answered: [], timeline: [], dropped: [], refused: 0, ids: [] };
  const one = async (index: number) => {
    for (let turn = 0; !until(); turn++) {
      const answeredBefore = tally.answered.length;
      for (const base of targets()) {
        const sentAt = Date.now();
        try {
          const write = (turn + index) % 2 === 0 || tally.ids.length === 0;
          const answer = write
            ? await createManual(base, nextAddress())
            : await send(base, `/api/assessments/${tally.ids[(turn * 7 + index) % tally.ids.length]}`);
          tally.answered.push(answer.status);
          tally.timeline.push({ base, sentAt, answeredAt: Date.now() });
          if (write && answer.status === 201)
            tally.ids.push((JSON.parse(answer.body) as { assessmentId: string }).assessmentId);
          onAnswer?.();
          break;
        } catch (error) {
          if (isRefused(error)) {
            tally.refused += 1;
            continue;
          }
          tally.dropped.push(`${base}: ${error instanceof Error ? error.message : String(error)}`);
          break;
        }
      }
      // Nobody accepted the connection (or there is nobody to ask): wait a little before trying again.
      if (tally.answered.length === answeredBefore) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await Promise.all(Array.from({ length: loops }, (_, i) => one(i)));
  return tally;
}

/** Longer than the readiness poll below can take on a busy machine (a proxy's check interval). */
const env = { SHUTDOWN_NOTICE_MS: "3000" };

describe(`restarts under load (${setUp})`, () => {
  let a: Instance;
  let b: Instance | undefined;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  const aDir = mkdtempSync(path.join(tmpdir(), "ajr-multi-a-"));

  beforeAll(async () => {
    if (postgresUrl) {
      database = await createPostgresDatabase();
      a = await startInstance({ name: "a", databaseUrl: database.url, workDir: aDir, env });
      b = await startInstance({ name: "b", databaseUrl: database.url, env });
    } else {
      a = await startInstance({ name: "a", workDir: aDir, env });
    }
  });

  afterAll(async () => {
    await a?.stop();
    a?.cleanUp();
    await b?.stop();
    b?.cleanUp();
    await database?.drop();
  });

  it("SIGTERM mid-load: in-flight requests complete, new ones go elsewhere, exit 0, and the restart serves again", async () => {
    let aUp = true;
    let stopAt = Date.now() + 60_000;
    let answers = 0;
    let signalled = false;
    let signalledAt = 0;
    let exitCode: number | null | undefined;
    const targets = () => [...(aUp ? [a.url] : []), ...(b ? [b.url] : [])];
    const load = runLoad({
      targets,
      loops: 12,
      until: () => Date.now() > stopAt,
      onAnswer: () => {
        answers += 1;
        if (answers === 60 && !signalled) {
          signalled = true;
          signalledAt = Date.now();
          // As a proxy does: stop sending new requests to A once its readiness says so (or it refuses).
          const watch = setInterval(() => {
            send(a.url, "/api/health/ready").then(
              (answer) => {
                if (answer.status !== 200) aUp = false;
              },
              () => (aUp = false),
            );
          }, 100);
          void a.stop().then((code) => {
            clearInterval(watch);
            exitCode = code;
            aUp = false;
            stopAt = Date.now() + (b ? 1000 : 0);
          });
        }
      },
    });
    const tally = await load;
    expect(signalled).toBe(true);
    expect(exitCode).toBe(0);
    // Requests A had accepted before the signal were answered after it (drained, not dropped).
    const drained = tally.timeline.filter(
      (entry) => entry.base === a.url && entry.sentAt < signalledAt && entry.answeredAt > signalledAt,
    );
    expect(drained.length).toBeGreaterThan(0);
    expect(tally.dropped).toEqual([]);
    expect(tally.answered.length).toBeGreaterThan(60);
    expect(tally.answered.every((status) => status === 200 || status === 201)).toBe(true);
    const other = b?.url;
    if (other) expect(tally.timeline.some((entry) => entry.base === other && entry.sentAt > signalledAt)).toBe(true);

    // The rolling restart's second half: A comes back on its own directory and serves everything.
    a = await startInstance({ name: "a", databaseUrl: database?.url, workDir: aDir, env });
    for (const id of tally.ids.slice(-10)) expect((await send(a.url, `/api/assessments/${id}`)).status).toBe(200);
  });

  it("kill -9 during a stream of writes loses no acknowledged assessment", async () => {
    if (a.child.exitCode !== null || a.child.signalCode !== null)
      a = await startInstance({ name: "a", databaseUrl: database?.url, workDir: aDir, env });
    let killed = false;
    let answers = 0;
    let stopAt = Date.now() + 60_000;
    const tally = await runLoad({
      targets: () => (killed ? [] : [a.url]),
      loops: 8,
      until: () => killed || Date.now() > stopAt,
      onAnswer: () => {
        answers += 1;
        if (answers === 80 && !killed) {
          stopAt = Date.now();
          void a.kill().then(() => (killed = true));
        }
      },
    });
    await a.kill();
    killed = true;
    const acknowledged = tally.ids;
    expect(acknowledged.length).toBeGreaterThan(30);
    // The survivor (B), or A restarted on its own folder, reads back every acknowledged id.
    const reader = b ?? (a = await startInstance({ name: "a", databaseUrl: database?.url, workDir: aDir, env }));
    const missing: string[] = [];
    for (const id of acknowledged) {
      const answer = await send(reader.url, `/api/assessments/${id}`);
      if (answer.status !== 200) missing.push(`${id}: ${answer.status}`);
    }
    expect(missing).toEqual([]);
  });
});

describe("WEB_CONCURRENCY", () => {
  it("stops start-up on the embedded database with one clear line", async () => {
    const instance = await startInstance({
      name: "workers-embedded",
      env: { WEB_CONCURRENCY: "2" },
      waitForReady: false,
    });
    const code = await new Promise<number | null>((resolve) => instance.child.once("exit", resolve));
    instance.cleanUp();
    expect(code).toBe(1);
    expect(instance.log().trim()).toBe(
      "Invalid configuration: WEB_CONCURRENCY: above 1 needs PostgreSQL (DATABASE_URL=postgres://…): the embedded database is one process's folder and cannot be shared by several worker processes",
    );
  });

  it.runIf(postgresUrl)("starts that many workers on PostgreSQL, which serve and stop with exit 0", async () => {
    const database = await createPostgresDatabase();
    try {
      const instance = await startInstance({
        name: "workers",
        databaseUrl: database.url,
        env: { WEB_CONCURRENCY: "2", LOG_LEVEL: "info" },
      });
      const workers = execFileSync("pgrep", ["-P", String(instance.child.pid)])
        .toString()
        .trim()
        .split("\n");
      expect(workers).toHaveLength(2);
      for (let i = 0; i < 10; i++) expect((await createManual(instance.url, nextAddress())).status).toBe(201);
      expect(instance.log()).toContain("started 2 worker processes");
      expect(await instance.stop()).toBe(0);
      instance.cleanUp();
    } finally {
      await database.drop();
    }
  });
});
