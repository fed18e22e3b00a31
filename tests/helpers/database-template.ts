import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../db/client";

/**
 * Vitest global setup for the "db" project: migrates one template database once, so each test
 * file starts from a fresh copy in about a second instead of migrating its own.
 * PGlite: a dumped data directory. PostgreSQL (TEST_DATABASE_URL): a template database.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const templateName = `ajr_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
    await admin.query(`CREATE DATABASE ${templateName}`);
    const template = await openDatabase({ url: withDatabase(serverUrl, templateName) });
    await template.close();
    project.provide("databaseTemplate", { kind: "postgres", name: templateName });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
      await admin.end();
    };
  }

  const handle = await openDatabase({ url: "pglite:memory" });
  const client = (handle.db as unknown as { $client: { dumpDataDir: (c: "none" | "gzip") => Promise<File | Blob> } })
    .$client;
  const dump = await client.dumpDataDir("none");
  await handle.close();
  const dir = path.resolve("tmp");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("databaseTemplate", { kind: "pglite", name: file });
  return () => rmSync(file, { force: true });
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplate: { kind: "pglite" | "postgres"; name: string };
  }
}
