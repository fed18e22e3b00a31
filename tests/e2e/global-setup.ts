import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startFakeOpenAI } from "../fake-openai/fake-openai-server";
import { findFreePort, spawnBuiltServer, waitUntilReady } from "../helpers/server-process";

export const E2E_ADMIN = { email: "owner@e2e.test", password: "correct-horse-battery-staple-42" };

/**
 * Starts the fake AI provider and the built production server (fresh embedded database in a
 * temp folder, media in a temp folder), and hands their addresses to the tests.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(process.env.BUILD_DIR ?? "build", "server/index.js")))
    throw new Error("No build: run `npm run build` before the browser tests.");
  if (!existsSync("/usr/bin/chromium")) throw new Error("Chromium is missing: apt-get install -y chromium");
  const fake = await startFakeOpenAI();
  const workDir = mkdtempSync(path.join(tmpdir(), "ajr-e2e-"));
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = "";
  const child = spawnBuiltServer({
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      DATABASE_URL: `pglite:${path.join(workDir, "db")}`,
      MEDIA_DIR: path.join(workDir, "media"),
      AI_BASE_URL: fake.url,
      AI_MODEL: "fake-model",
      AI_TIMEOUT_MS: "3000",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: "warn",
      // Requests from this machine may name a visitor in X-Forwarded-For, so browser tests that
      // create assessments each get their own daily quota; without the header nothing changes.
      TRUST_PROXY: "loopback",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  // Readiness waits for the occupation dataset: over a minute when the machine is busy.
  if (!(await waitUntilReady({ url: baseUrl, child, timeoutMs: 180_000, describe: () => log })))
    throw new Error(`server did not become healthy:\n${log}`);

  project.provide("e2e", { baseUrl, aiBaseUrl: fake.url });
  return async () => {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    await fake.close();
    rmSync(workDir, { recursive: true, force: true });
    if (/"level":(50|60)/.test(log)) console.error(`server logged errors during the run:\n${log}`);
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    e2e: { baseUrl: string; aiBaseUrl: string };
  }
}
