import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { findFreePort, spawnBuiltServer, waitUntilReady } from "../helpers/server-process";

/** The owner every instance seeds (same ADMIN_* everywhere, as one deployment would set). */
export const OWNER = { email: "owner@multi.test", password: "correct-horse-battery-staple-42" };
/** The one public address all instances stand behind (a proxy's), used as Origin by the tests. */
export const PUBLIC_URL = "http://multi.test";

export const postgresUrl = process.env.TEST_DATABASE_URL;

/** A fresh database on the TEST_DATABASE_URL server for one test file, dropped by `drop`. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!postgresUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `ajr_multi_${randomBytes(6).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export type Instance = {
  name: string;
  url: string;
  port: number;
  child: ChildProcess;
  log(): string;
  /** SIGTERM (graceful) and wait for the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL, as a crash or a pulled plug would. */
  kill(): Promise<void>;
  /** Removes the instance's own temp directory (its disk: embedded database, MEDIA_DIR). */
  cleanUp(): void;
};

/**
 * Starts a built server (`node server/start.js`) with its own temp directory and port, like a
 * separate machine, and waits until /api/health/ready answers 200.
 */
export async function startInstance({
  name,
  databaseUrl,
  env = {},
  workDir = mkdtempSync(path.join(tmpdir(), `ajr-multi-${name}-`)),
  waitForReady = true,
}: {
  name: string;
  /** PostgreSQL URL, or undefined for an embedded database in the instance's own directory. */
  databaseUrl?: string;
  env?: Record<string, string>;
  workDir?: string;
  waitForReady?: boolean;
}): Promise<Instance> {
  if (!existsSync(path.join(process.env.BUILD_DIR ?? "build", "server/index.js")))
    throw new Error("No build: run `npm run build` before the multi-instance tests.");
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawnBuiltServer({
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL,
      DATABASE_URL: databaseUrl ?? `pglite:${path.join(workDir, "db")}`,
      MEDIA_DIR: path.join(workDir, "media"),
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      SESSION_SECRET: "multi-instance-test-secret-0123456789",
      TRUST_PROXY: "loopback",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const instance: Instance = {
    name,
    url,
    port,
    child,
    log: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
    cleanUp: () => rmSync(workDir, { recursive: true, force: true }),
  };
  if (!waitForReady) return instance;
  if (await waitUntilReady({ url, child, timeoutMs: 90_000, intervalMs: 200, describe: () => output })) return instance;
  await instance.kill();
  throw new Error(`${name} did not become ready:\n${output}`);
}

export type RawAnswer = { status: number; body: string; headers: Record<string, string | string[] | undefined> };

/**
 * One HTTP request on a new connection (no keep-alive), so a refused connection (the instance
 * no longer listens: safe to send elsewhere) is told apart from a request dropped after it was
 * sent (ECONNRESET, socket hang up).
 */
export function send(
  base: string,
  pathname: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${pathname}`,
      {
        method,
        agent: false,
        headers: {
          Connection: "close",
          ...(body !== undefined
            ? { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) }
            : {}),
          ...headers,
        },
        timeout: 20_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), headers: res.headers }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout after 20 s")));
    req.on("error", reject);
    req.end(body);
  });
}

export const isRefused = (error: unknown) => (error as { code?: string }).code === "ECONNREFUSED";

export const MANUAL = {
  jobTitle: "Accountant",
  industry: "finance",
  experienceLevel: "6-10",
  skills: "Excel, Financial reporting",
  responsibilities: "Prepare monthly financial statements\nReconcile bank accounts",
};

/** POST /api/assessments/manual as the visitor at `address` (TRUST_PROXY lets the header name it). */
export const createManual = (base: string, address: string) =>
  send(base, "/api/assessments/manual", {
    method: "POST",
    headers: { "X-Forwarded-For": address },
    body: JSON.stringify(MANUAL),
  });

/** Signs the owner in on one instance and returns the session cookie. */
export async function signIn(base: string): Promise<string> {
  const res = await send(base, "/api/auth/login", {
    method: "POST",
    headers: { Origin: PUBLIC_URL },
    body: JSON.stringify(OWNER),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.body}`);
  const cookie = [res.headers["set-cookie"] ?? []].flat()[0] ?? "";
  return cookie.split(";")[0] ?? "";
}
