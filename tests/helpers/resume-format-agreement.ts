import type { ResumeFixture } from "../../core/resume-profile/fixtures/all-resume-fixtures";
import { extractResumeProfile } from "../../core/resume-profile/resume-profile";
import { prepareFromText } from "../../services/assessments/assessment-prepared";
import type { AssessmentEngine } from "../../services/platform/engine/assessment-engine";
import { makeDocx, makePdf, makeWord97Doc } from "./make-documents";

/**
 * One resume, four ways in (issue #30): pasted, or uploaded as a PDF, a DOCX or a Word 97 DOC. What
 * the reader takes from each form (title, dates, years, occupation) must be the same. Shared by the
 * upload test (tests/api/resume-fixture-files.test.ts) and `npm run eval:resume-formats`.
 */
export const FILE_FORMATS = ["pdf", "docx", "doc"] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];
export type ResumeForm = "pasted" | FileFormat;

/** "Present" in every reading: results must not depend on the day the test runs. */
export const AGREEMENT_NOW = new Date(Date.UTC(2026, 5, 15));

/** The resume written to a real file of the format. */
export async function makeResumeFile({ format, text }: { format: FileFormat; text: string }): Promise<Buffer> {
  if (format === "pdf") return makePdf({ text });
  return format === "docx" ? makeDocx({ text }) : makeWord97Doc({ text });
}

export type FormReading = {
  jobTitle: string | null;
  yearsOfExperience: number | null;
  industry: string;
  /** The best-matching occupation's code, as an analysis of this text picks it. */
  occupation: string | null;
};

/** What the reader and the matcher take from a resume's text (pasted, or extracted from a file). */
export function readResumeForm({ text, engine }: { text: string; engine: AssessmentEngine }): FormReading {
  const profile = extractResumeProfile(text, { now: AGREEMENT_NOW });
  const prepared = prepareFromText({ resumeText: text, engine });
  return {
    jobTitle: profile.jobTitle,
    yearsOfExperience: profile.yearsOfExperience,
    industry: profile.industry,
    occupation: prepared.match?.matches[0]?.code ?? null,
  };
}

export type AgreementRow = { id: string; form: FileFormat; pasted: FormReading; file: FormReading };

const FIELDS = [
  ["title", (r: FormReading) => r.jobTitle],
  ["years", (r: FormReading) => r.yearsOfExperience],
  ["occupation", (r: FormReading) => r.occupation],
] as const;

/** Per field, how many file readings agree with the pasted reading of the same resume. */
export function countAgreement(rows: readonly AgreementRow[]): { field: string; agree: number; total: number }[] {
  return FIELDS.map(([field, pick]) => ({
    field,
    agree: rows.filter((row) => pick(row.pasted) === pick(row.file)).length,
    total: rows.length,
  }));
}

/** The agreement as printable lines: one per resume and format, then the totals. */
export function formatAgreementTable(rows: readonly AgreementRow[]): string[] {
  const mark = (same: boolean) => (same ? "=" : "≠");
  const lines = rows.map((row) => {
    const cells = FIELDS.map(([field, pick]) => `${field} ${mark(pick(row.pasted) === pick(row.file))}`);
    const shown = `${row.file.jobTitle ?? "—"} · ${row.file.yearsOfExperience ?? "—"} y · ${row.file.occupation ?? "—"}`;
    return `${row.id.padEnd(40)} ${row.form.padEnd(5)} ${cells.join("  ")}   ${shown}`;
  });
  const totals = countAgreement(rows).map(
    ({ field, agree, total }) => `${field}: ${agree}/${total} (${((100 * agree) / Math.max(1, total)).toFixed(1)}%)`,
  );
  return [...lines, "", `Agreement with the pasted text over ${rows.length} files: ${totals.join(", ")}`];
}

/** Every fixture in every file format, read by `readFile` (the upload API, or the reader itself). */
export async function collectAgreementRows({
  fixtures,
  engine,
  readFile,
}: {
  fixtures: readonly ResumeFixture[];
  engine: AssessmentEngine;
  readFile: (input: { format: FileFormat; bytes: Buffer }) => Promise<string>;
}): Promise<AgreementRow[]> {
  const rows: AgreementRow[] = [];
  for (const fixture of fixtures) {
    const pasted = readResumeForm({ text: fixture.text, engine });
    for (const form of FILE_FORMATS) {
      const text = await readFile({ format: form, bytes: await makeResumeFile({ format: form, text: fixture.text }) });
      rows.push({ id: fixture.id, form, pasted, file: readResumeForm({ text, engine }) });
    }
  }
  return rows;
}
