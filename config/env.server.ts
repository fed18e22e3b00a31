import { z } from "zod";

/**
 * The whole configuration of the server, read once at boot from the environment.
 * Every variable is optional: a fresh clone runs on the embedded database with no key.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    DATABASE_URL: z
      .string()
      .trim()
      .default("pglite:./data/db")
      .refine(
        (value) => /^(postgres|postgresql):\/\//.test(value) || value.startsWith("pglite:"),
        "DATABASE_URL must start with postgres://, postgresql:// or pglite:",
      ),
    PUBLIC_URL: optionalText.pipe(z.url({ message: "PUBLIC_URL must be an absolute URL" }).optional()),
    TRUST_PROXY: optionalText,
    AI_BASE_URL: z.url({ message: "AI_BASE_URL must be an absolute URL" }).default("https://api.openai.com/v1"),
    AI_MODEL: z.string().trim().min(1).default("gpt-4o-mini"),
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
    DAILY_ASSESSMENT_LIMIT: z.coerce.number().int().min(1).max(10_000).default(3),
    UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(30),
    ADMIN_EMAIL: optionalText.pipe(z.email({ message: "ADMIN_EMAIL must be an e-mail address" }).optional()),
    ADMIN_PASSWORD: optionalText,
    MEDIA_DIR: z.string().trim().min(1).default("./data/media"),
    MEDIA_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(25 * 1024 * 1024),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SESSION_SECRET: optionalText,
    SHUTDOWN_NOTICE_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(60_000, { error: "SHUTDOWN_NOTICE_MS must be at most 60000" })
      .default(1000),
    DATABASE_POOL_SIZE: z.coerce
      .number({ error: "DATABASE_POOL_SIZE must be a whole number of connections" })
      .int({ error: "DATABASE_POOL_SIZE must be a whole number of connections" })
      .min(1, { error: "DATABASE_POOL_SIZE must be at least 1" })
      .max(200, { error: "DATABASE_POOL_SIZE must be at most 200" })
      .default(20),
    WEB_CONCURRENCY: z.coerce
      .number({ error: "WEB_CONCURRENCY must be a whole number of worker processes" })
      .int({ error: "WEB_CONCURRENCY must be a whole number of worker processes" })
      .min(1, { error: "WEB_CONCURRENCY must be at least 1" })
      .max(64, { error: "WEB_CONCURRENCY must be at most 64" })
      .default(1),
  })
  .refine((env) => !(env.NODE_ENV === "production" && env.TRUST_PROXY?.toLowerCase() === "true"), {
    path: ["TRUST_PROXY"],
    message:
      '"true" trusts every X-Forwarded-For address, which any client can write: set the number of proxies in front of the server (usually 1) or their addresses',
  })
  .refine((env) => env.WEB_CONCURRENCY === 1 || !env.DATABASE_URL.startsWith("pglite:"), {
    path: ["WEB_CONCURRENCY"],
    message:
      "above 1 needs PostgreSQL (DATABASE_URL=postgres://…): the embedded database is one process's folder and cannot be shared by several worker processes",
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
  }));

export type ServerEnv = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses an environment (process.env by default); throws a ConfigError naming the first bad variable. */
export function parseServerEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = issue?.path.join(".") || "environment";
    throw new ConfigError(`Invalid configuration: ${variable}: ${issue?.message ?? "invalid value"}`);
  }
  return result.data;
}

/** The part of the configuration the browser may see. */
export function getPublicEnv(env: ServerEnv) {
  return { PUBLIC_URL: env.PUBLIC_URL };
}

export type PublicEnv = ReturnType<typeof getPublicEnv>;
