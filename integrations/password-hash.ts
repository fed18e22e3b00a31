import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Password hashing with scrypt from node:crypto (no dependency). The stored form carries its
 * parameters, so they can be raised without breaking existing hashes:
 * `scrypt$N$r$p$salt(base64)$hash(base64)`. New hashes use N=2^17, r=8, p=1 (the OWASP
 * minimum; 128 MiB and a few hundred milliseconds per hash); older, weaker hashes keep
 * verifying and are replaced at the next successful sign-in ({@link needsRehash}).
 */
export const passwordHashParams = { N: 2 ** 17, r: 8, p: 1 } as const;
type HashParams = { readonly N: number; readonly r: number; readonly p: number };
let activeParams: HashParams = passwordHashParams;

/**
 * For API test suites only (they create accounts and sign in hundreds of times): new hashes use
 * the first release's cheaper N=2^14. Never called by the app; the unit test checks the real
 * parameters.
 */
export function cheapenPasswordHashingForTests(): void {
  activeParams = { N: 2 ** 14, r: 8, p: 1 };
}
const keyLength = 64;
/** scrypt needs 128·N·r bytes (128 MiB here); node's default ceiling is 32 MiB. */
const maxmem = 256 * 1024 * 1024;

type StoredHash = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

function deriveKey({
  password,
  salt,
  options,
}: {
  password: string;
  salt: Buffer;
  options: ScryptOptions;
}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function parseHash(hash: string): StoredHash | null {
  const parts = hash.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [, n, r, p, saltText, keyText] = parts as [string, string, string, string, string, string];
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  const valid = (value: number) => Number.isSafeInteger(value) && value > 0;
  if (!valid(N) || !valid(R) || !valid(P)) return null;
  // Refuse parameters that would need more memory than we allow instead of throwing later.
  if (128 * N * R > maxmem) return null;
  return { N, r: R, p: P, salt: Buffer.from(saltText, "base64"), key: Buffer.from(keyText, "base64") };
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = activeParams;
  const key = await deriveKey({ password, salt, options: { N, r, p } });
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword({ password, hash }: { password: string; hash: string }): Promise<boolean> {
  const stored = parseHash(hash);
  if (!stored) return false;
  let key: Buffer;
  try {
    key = await deriveKey({ password, salt: stored.salt, options: { N: stored.N, r: stored.r, p: stored.p } });
  } catch {
    return false; // e.g. N not a power of two
  }
  return stored.key.length === key.length && timingSafeEqual(stored.key, key);
}

/** True when a stored hash uses weaker parameters than new hashes (rehash it after a successful sign-in). */
export function needsRehash(hash: string): boolean {
  const stored = parseHash(hash);
  if (!stored) return false;
  return (
    stored.N < activeParams.N || stored.r < activeParams.r || stored.p < activeParams.p || stored.key.length < keyLength
  );
}

/** A hash of a random password, verified against when the account is unknown so timing does not reveal it. */
let decoyHash: Promise<string> | undefined;
export function getDecoyHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(24).toString("base64"));
  return decoyHash;
}
