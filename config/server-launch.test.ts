import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { describeStartCommand, SERVER_ENTRY, SERVER_NODE_ARGS } from "./server-launch";

describe("the server's launch command", () => {
  it("is what `npm start` runs", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe(describeStartCommand());
  });

  it("starts the built entry with a bounded main heap", () => {
    expect(describeStartCommand().endsWith(` node ${SERVER_NODE_ARGS.join(" ")} ${SERVER_ENTRY}`)).toBe(true);
    const probe = spawnSync(
      process.execPath,
      [
        ...SERVER_NODE_ARGS,
        "-e",
        "process.stdout.write(String(require('node:v8').getHeapStatistics().heap_size_limit))",
      ],
      { encoding: "utf8" },
    );
    const limitMb = Number(probe.stdout) / 1024 / 1024;
    // Without the flag, V8 sizes the heap from the machine's memory (gigabytes here).
    expect(limitMb).toBeGreaterThan(256);
    expect(limitMb).toBeLessThan(400);
  });
});
