import PDFDocument from "pdfkit";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { baseUrl } from "./browser";

/** A key the fake AI provider accepts, and one it rejects as invalid. */
export const VALID_KEY = "sk-test-valid-key-123456";
export const INVALID_KEY = "sk-invalid-key-123456789";

export const ACCOUNTANT_RESUME = [
  "Jane Doe",
  "Senior Accountant",
  "Austin, TX",
  "",
  "Experience",
  "Senior Accountant, Acme Corp, 2016 - 2024",
  "- Prepared monthly financial statements and management reports",
  "- Reconciled general ledger accounts and bank statements",
  "- Managed accounts payable and accounts receivable",
  "- Led the annual audit with external auditors",
  "",
  "Skills: Excel, QuickBooks, SAP, financial reporting",
].join("\n");

/** A one-page PDF resume, made here so the test owns its data. */
export async function makeResumePdf(text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 50 });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  for (const line of text.split("\n")) doc.fontSize(11).text(line === "" ? " " : line);
  doc.end();
  return done;
}

/** Creates an assessment through the API (as the home page would) and returns its id. */
export async function createAssessment(options: { apiKey?: string; resumeText?: string } = {}): Promise<string> {
  return (await createOwnedAssessment(options)).id;
}

/**
 * Creates an assessment through the API and returns its id with its owner key (the delete token
 * the creating browser keeps; `openAsOwner` hands it to a browser).
 */
export async function createOwnedAssessment({
  apiKey,
  resumeText = ACCOUNTANT_RESUME,
}: { apiKey?: string; resumeText?: string } = {}): Promise<{ id: string; ownerKey: string }> {
  const response = await fetch(`${baseUrl()}/api/assessments/text`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...newVisitorHeaders(),
      ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}),
    },
    body: JSON.stringify({ resumeText }),
  });
  const body = (await response.json()) as { assessmentId?: string; deleteToken?: string; error?: string };
  expect(body.error, body.error).toBeUndefined();
  expect(body.assessmentId).toBeTruthy();
  expect(body.deleteToken).toBeTruthy();
  return { id: body.assessmentId as string, ownerKey: body.deleteToken as string };
}

/**
 * Makes `page`'s browser the one that created the assessment: its owner key is in localStorage
 * where the home page puts it (app/hooks/use-delete-token.ts), before any page script runs.
 */
export async function openAsOwner(page: Page, { id, ownerKey }: { id: string; ownerKey: string }): Promise<void> {
  await page.addInitScript(
    ([storageKey, value]) => window.localStorage.setItem(storageKey!, value!),
    [`ajr-delete-token:${id}`, ownerKey],
  );
}

/** Types a key into the FREE card and connects it with Enter. */
export async function connectKey(page: Page, key = VALID_KEY): Promise<void> {
  await page.getByLabel("API key", { exact: true }).fill(key);
  await page.getByLabel("API key", { exact: true }).press("Enter");
  await page.getByRole("button", { name: "Connected" }).waitFor();
}

export async function waitForResultPage(page: Page): Promise<void> {
  await page.waitForURL(/\/assessment\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await page.getByRole("heading", { level: 1, name: "Career Automation Impact Analysis" }).waitFor();
}

let visitorCounter = 0;

/**
 * A fresh visitor address (the e2e server trusts X-Forwarded-For from loopback), so each test
 * has its own daily assessment quota. The test files run in parallel workers, so the address
 * carries the worker's process id (IPv6 documentation range): two workers never share one.
 */
export function newVisitorHeaders(): Record<string, string> {
  visitorCounter += 1;
  return { "X-Forwarded-For": `2001:db8::${process.pid.toString(16)}:${visitorCounter.toString(16)}` };
}
