/**
 * One reading of a resume, whatever the format (npm run eval:resume-formats): every resume fixture
 * (core/resume-profile/fixtures) written to a real PDF, DOCX and Word 97 DOC, read back by the
 * upload reader (integrations/document-text.ts, the code the reading thread runs), and compared with
 * the same resume pasted: job title, years of experience and best-matching occupation. Prints one
 * line per file and the agreement per field; exits 1 below 100%.
 */
import { allResumeFixtures } from "../core/resume-profile/fixtures/all-resume-fixtures";
import { extractDocumentText } from "../integrations/document-text";
import { MAX_RESUME_TEXT_CHARACTERS, MIN_RESUME_TEXT_CHARACTERS } from "../services/assessments/assessment-input";
import { createAssessmentEngine } from "../services/platform/engine/assessment-engine";
import { collectAgreementRows, countAgreement, formatAgreementTable } from "../tests/helpers/resume-format-agreement";

const rows = await collectAgreementRows({
  fixtures: allResumeFixtures,
  engine: createAssessmentEngine(),
  readFile: ({ format, bytes }) =>
    extractDocumentText({
      fileName: `resume.${format}`,
      bytes,
      minCharacters: MIN_RESUME_TEXT_CHARACTERS,
      maxCharacters: MAX_RESUME_TEXT_CHARACTERS,
    }),
});
for (const line of formatAgreementTable(rows)) console.log(line);
process.exitCode = countAgreement(rows).every(({ agree, total }) => agree === total) ? 0 : 1;
