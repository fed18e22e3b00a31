import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Password hashing with scrypt from node:crypto (no dependency). The stored form carries its
 * parameters, so they can be raised later without breaking existing hashes:
 * `scrypt$N$r$p$salt(base64)$hash(base64)`.
 */
const params = { N: 16_384, r: 8, p: 1 } as const;
const keyLength = 64;

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
    scrypt(password.normalize("NFKC"), salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveKey({ password, salt, options: params });
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword({ password, hash }: { password: string; hash: string }): Promise<boolean> {
  const parts = hash.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, n, r, p, saltText, keyText] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(keyText, "base64");
  const key = await deriveKey({
    password,
    salt: Buffer.from(saltText, "base64"),
    options: { N: Number(n), r: Number(r), p: Number(p) },
  });
  return expected.length === key.length && timingSafeEqual(expected, key);
}

/** A hash of a random password, verified against when the account is unknown so timing does not reveal it. */
let decoyHash: Promise<string> | undefined;
export function getDecoyHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(24).toString("base64"));
  return decoyHash;
}
