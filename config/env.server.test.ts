import { describe, expect, it } from "vitest";
import { ConfigError, parseServerEnv } from "./env.server";

describe("parseServerEnv", () => {
  it("gives a working embedded default when nothing is set", () => {
    const env = parseServerEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe("pglite:./data/db");
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.DAILY_ASSESSMENT_LIMIT).toBe(3);
    expect(env.AI_TIMEOUT_MS).toBe(30_000);
  });

  it("derives the public URL from the port and trims a trailing slash", () => {
    expect(parseServerEnv({ PORT: "4100" }).PUBLIC_URL).toBe("http://localhost:4100");
    expect(parseServerEnv({ PUBLIC_URL: "https://example.org/" }).PUBLIC_URL).toBe("https://example.org");
  });

  it("rejects an unknown database scheme with a message naming the variable", () => {
    expect(() => parseServerEnv({ DATABASE_URL: "mysql://x" })).toThrow(ConfigError);
    expect(() => parseServerEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });

  it("accepts WEB_CONCURRENCY workers on PostgreSQL and refuses them on the embedded database in one line", () => {
    expect(parseServerEnv({}).WEB_CONCURRENCY).toBe(1);
    expect(parseServerEnv({ DATABASE_URL: "postgres://db/app", WEB_CONCURRENCY: "4" }).WEB_CONCURRENCY).toBe(4);
    expect(parseServerEnv({ WEB_CONCURRENCY: "1" }).WEB_CONCURRENCY).toBe(1);
    expect(() => parseServerEnv({ WEB_CONCURRENCY: "2" })).toThrow(
      "Invalid configuration: WEB_CONCURRENCY: above 1 needs PostgreSQL (DATABASE_URL=postgres://…): the embedded database is one process's folder and cannot be shared by several worker processes",
    );
    expect(() => parseServerEnv({ DATABASE_URL: "postgres://db/app", WEB_CONCURRENCY: "zero" })).toThrow(
      /WEB_CONCURRENCY/,
    );
  });

  it("reads DATABASE_POOL_SIZE (20 by default) and refuses a size that is not a whole number from 1 to 200", () => {
    expect(parseServerEnv({}).DATABASE_POOL_SIZE).toBe(20);
    expect(parseServerEnv({ DATABASE_POOL_SIZE: "8" }).DATABASE_POOL_SIZE).toBe(8);
    expect(() => parseServerEnv({ DATABASE_POOL_SIZE: "0" })).toThrow(
      "DATABASE_POOL_SIZE: DATABASE_POOL_SIZE must be at least 1",
    );
    expect(() => parseServerEnv({ DATABASE_POOL_SIZE: "many" })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it("rejects a port that is not a number", () => {
    expect(() => parseServerEnv({ PORT: "abc" })).toThrow(/PORT/);
  });

  it("treats empty strings as unset", () => {
    const env = parseServerEnv({ ADMIN_EMAIL: "", TRUST_PROXY: "" });
    expect(env.ADMIN_EMAIL).toBeUndefined();
    expect(env.TRUST_PROXY).toBeUndefined();
  });
});
