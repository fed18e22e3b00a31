import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import { SERVER_ENTRY, SERVER_LAUNCH_ENV, SERVER_NODE_ARGS } from "../../config/server-launch";

/**
 * Starts the built server (`npm run build` first) the way `npm start` does: the same Node flags
 * and environment (config/server-launch.ts), then `env` on top. `nodeArgs` go before them
 * (profiling flags, for instance).
 */
export function spawnBuiltServer({
  env,
  stdio,
  nodeArgs = [],
}: {
  env: NodeJS.ProcessEnv;
  stdio: StdioOptions;
  nodeArgs?: string[];
}): ChildProcess {
  return spawn(process.execPath, [...nodeArgs, ...SERVER_NODE_ARGS, SERVER_ENTRY], {
    env: { ...SERVER_LAUNCH_ENV, ...env },
    stdio,
  });
}

/**
 * The environment of a benchmark's own built server: production, on 127.0.0.1:`port` (also its
 * public address), a new embedded database under `workDir`, warnings only in the log.
 */
export function benchServerEnv({ port, workDir }: { port: number; workDir: string }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: `pglite:${path.join(workDir, "db")}`,
    LOG_LEVEL: "warn",
  };
}

/** A TCP port free on 127.0.0.1 right now (the OS picks it; the probe is closed before returning). */
export async function findFreePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", resolve);
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Polls a started server's readiness check (`/api/health/ready`) until it answers 200.
 * Returns false when `timeoutMs` passes first; throws as soon as the process exits, with
 * `describe()` (typically its captured output) in the message.
 */
export async function waitUntilReady({
  url,
  child,
  timeoutMs,
  intervalMs = 150,
  describe = () => "",
}: {
  url: string;
  child: ChildProcess;
  timeoutMs: number;
  intervalMs?: number;
  describe?: () => string;
}): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${describe()}`);
    try {
      if ((await fetch(`${url}/api/health/ready`)).status === 200) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}
