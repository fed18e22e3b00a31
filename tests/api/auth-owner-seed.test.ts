import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { editorCredentials } from "./cms-staff-session";

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});

afterEach(async () => {
  await t.close();
});

describe("creating the owner from ADMIN_EMAIL/ADMIN_PASSWORD at start-up", () => {
  it("creates the owner once, then leaves it alone", async () => {
    const seed = { email: "Boss@cms.test", password: "owner-seed-password-1" };
    expect(await t.services.staffAccounts.ensureOwner(seed)).toBe("created");
    expect(await t.services.staffAccounts.ensureOwner(seed)).toBe("exists");
    const accounts = await t.services.staffAccounts.listAccounts();
    expect(accounts).toEqual([expect.objectContaining({ email: "boss@cms.test", role: "owner" })]);
  });

  it("says plainly that an editor already uses the e-mail, instead of blaming the password", async () => {
    await t.services.staffAccounts.createAccount({ ...editorCredentials, role: "editor", actorId: null });
    await expect(
      t.services.staffAccounts.ensureOwner({ email: " EDITOR@cms.test ", password: "owner-seed-password-1" }),
    ).rejects.toThrow(
      "an editor already uses the ADMIN_EMAIL address editor@cms.test; set ADMIN_EMAIL to another address for the owner",
    );
    expect(await t.services.staffAccounts.hasOwner()).toBe(false);
  });

  it("names ADMIN_EMAIL for an address that is not an e-mail, and passes password problems on", async () => {
    await expect(
      t.services.staffAccounts.ensureOwner({ email: "not-an-address", password: "owner-seed-password-1" }),
    ).rejects.toThrow('ADMIN_EMAIL "not-an-address" is not a valid e-mail address');
    await expect(t.services.staffAccounts.ensureOwner({ email: "boss@cms.test", password: "short" })).rejects.toThrow(
      "Password must be at least 12 characters",
    );
  });
});
