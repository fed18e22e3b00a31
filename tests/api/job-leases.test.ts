import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobLeases } from "../../services/platform/job-leases";
import { createTestApp, type TestApp } from "../helpers/test-app";

/** Once-per-deployment jobs: of several processes asking at once, exactly one runs the job. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe("job leases", () => {
  it("lets exactly one of several racing processes claim a job until its lease expires", async () => {
    const processes = Array.from({ length: 8 }, () => createJobLeases({ db: t.database.db }));
    const now = new Date(Date.UTC(2031, 0, 1));
    const claims = await Promise.all(processes.map((leases) => leases.claim("nightly", 60_000, now)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    // Still held a moment later; anyone may take it once it has expired.
    expect(await processes[0]!.claim("nightly", 60_000, new Date(now.getTime() + 59_000))).toBe(false);
    const later = new Date(now.getTime() + 61_000);
    const second = await Promise.all(processes.map((leases) => leases.claim("nightly", 60_000, later)));
    expect(second.filter(Boolean)).toHaveLength(1);
  });

  it("keeps each job's lease apart", async () => {
    const leases = createJobLeases({ db: t.database.db });
    expect(await leases.claim("job-a", 60_000)).toBe(true);
    expect(await leases.claim("job-b", 60_000)).toBe(true);
    expect(await leases.claim("job-a", 60_000)).toBe(false);
  });
});
