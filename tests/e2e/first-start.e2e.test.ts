import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { benchServerEnv, findFreePort, spawnBuiltServer, waitUntilReady } from "../helpers/server-process";

// Issue 30: on a new database `npm start` printed nothing for ~20 s, never confirmed the
// ADMIN_EMAIL owner, and always named localhost. The built server, started as `npm start` does.

const OWNER = { email: "first-owner@e2e.test", password: "first-start-password-7391" };
const workDir = mkdtempSync(path.join(tmpdir(), "ajr-first-start-"));

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

type Started = { log: () => string; messages: () => string[]; stop: () => Promise<void> };

async function startServer({ host }: { host: string }): Promise<Started> {
  const port = await findFreePort();
  let output = "";
  const child: ChildProcess = spawnBuiltServer({
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: host,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: `pglite:${path.join(workDir, "db")}`,
      MEDIA_DIR: path.join(workDir, "media"),
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const ready = await waitUntilReady({
    url: `http://127.0.0.1:${port}`,
    child,
    timeoutMs: 300_000,
    describe: () => output,
  });
  expect(ready, output).toBe(true);
  return {
    log: () => output,
    // The log's lines in order, as their messages (pino JSON, one object a line).
    messages: () =>
      output
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => String((JSON.parse(line) as { msg?: string }).msg ?? "")),
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

describe("the first start", () => {
  it("says what it prepares with the time each step took, confirms the owner, and names the address it listens on", async () => {
    const first = await startServer({ host: "127.0.0.1" });
    await first.stop();
    const messages = first.messages();
    const listening = messages.findIndex((message) => message.startsWith("AI Job Risk listening on"));
    expect(listening, first.log()).toBeGreaterThan(0);
    const before = messages.slice(0, listening);
    expect(before[0]).toMatch(/^First start: creating the embedded database in .+ \(only this once\)…$/);
    expect(before).toContainEqual(expect.stringMatching(/^Embedded database created in \d+\.\d s$/));
    expect(before).toContainEqual(expect.stringMatching(/^Database schema up to date in \d+\.\d s$/));
    expect(before).toContainEqual(
      expect.stringMatching(/^Added \d+ default settings, \d+ demo posts and \d+ guides and site pages in \d+\.\d s$/),
    );
    expect(before).toContain(`Owner account created for ${OWNER.email}: sign in at /admin`);
    expect(messages[listening]).toMatch(/^AI Job Risk listening on http:\/\/127\.0\.0\.1:\d+$/);
    expect(first.log()).not.toContain(OWNER.password);

    const again = await startServer({ host: "0.0.0.0" });
    await again.stop();
    const next = again.messages();
    expect(next).toContain(
      "An owner account already exists: ADMIN_EMAIL and ADMIN_PASSWORD were not used (sign in at /admin)",
    );
    expect(next.some((message) => message.startsWith("First start"))).toBe(false);
    expect(next).toContainEqual(
      expect.stringMatching(/^AI Job Risk listening on http:\/\/localhost:\d+ \(all addresses, 0\.0\.0\.0\)$/),
    );
    expect(again.log()).not.toContain(OWNER.password);
  }, 700_000);

  it("says in one line that the port is taken, and exits 1, instead of crashing with a stack", async () => {
    const port = await findFreePort();
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(port, "127.0.0.1", resolve));
    try {
      let output = "";
      const child = spawnBuiltServer({
        env: {
          ...benchServerEnv({ port, workDir: path.join(workDir, "port-taken") }),
          MEDIA_DIR: path.join(workDir, "port-taken", "media"),
          LOG_LEVEL: "info",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
      expect(code, output).toBe(1);
      expect(output).toContain(
        `Port ${port} is already in use (is the site already running?): stop the other process or set PORT to a free port`,
      );
      expect(output).not.toContain("Unhandled 'error' event");
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 300_000);
});
