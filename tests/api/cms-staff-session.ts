import request from "supertest";
import { cheapenPasswordHashingForTests } from "../../integrations/password-hash";
import { createTestApp, type TestApp } from "../helpers/test-app";

// Staff are created and sign in many times per suite: the production cost (N=2^17, about a
// second per hash on a busy machine) would make these suites slow; the unit test covers it.
cheapenPasswordHashingForTests();

/** Test helpers: staff accounts and signed-in agents (Origin set, as a browser would). */
export const testOrigin = "http://localhost:3000";
export const ownerCredentials = { email: "owner@cms.test", password: "owner-password-for-tests-1" };
export const editorCredentials = { email: "editor@cms.test", password: "editor-password-for-tests-1" };

export async function createStaff(t: TestApp): Promise<void> {
  await t.services.staffAccounts.createAccount({ ...ownerCredentials, role: "owner", actorId: null });
  await t.services.staffAccounts.createAccount({ ...editorCredentials, role: "editor", actorId: null });
}

/** Signs in and returns the session cookie to send with later requests. */
export async function signIn(t: TestApp, credentials: { email: string; password: string }): Promise<string> {
  const res = await request(t.app).post("/api/auth/login").set("Origin", testOrigin).send(credentials);
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  const cookie = [res.headers["set-cookie"] ?? []].flat()[0] ?? "";
  return cookie.split(";")[0] ?? "";
}

type Method = "get" | "post" | "put" | "patch" | "delete";

/** A request as a signed-in browser sends it: the cookie and our own Origin. */
export function asStaff(t: TestApp, cookie: string, method: Method, url: string) {
  return request(t.app)[method](url).set("Cookie", cookie).set("Origin", testOrigin);
}

/** A fresh app with the owner and an editor created and signed in: the set-up every CMS suite shares. */
export async function openStaffApp({ env }: { env?: Record<string, string> } = {}): Promise<{
  t: TestApp;
  owner: string;
  editor: string;
}> {
  const t = await createTestApp({ env });
  await createStaff(t);
  return { t, owner: await signIn(t, ownerCredentials), editor: await signIn(t, editorCredentials) };
}
