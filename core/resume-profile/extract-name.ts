import { splitFields } from "./bullet-lines";
import { isPersonName } from "./person-name";
import type { SectionedLine } from "./resume-sections";

const DOCUMENT_TITLES = /^(?:europass\s+)?(?:curriculum vitae|resume|résumé|cv|c\.v\.)$/i;
const HONORIFIC = /^(?:dr|mr|mrs|ms|miss|mx|prof)\.?\s+/i;
const NAME_LABEL = /^(?:full\s+)?name\s*[:\-–]\s*(.+)$/i;
const MAX_HEADER_LINES = 8;

// Names typed in capitals are shown in normal case; names already in mixed case are kept as
// written ("McAllister", "DeShawn").
function toNameCase(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s'’-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

function readNameFrom(text: string): string | null {
  const collapsed = text.replace(/\s+/g, " ").replace(HONORIFIC, "").trim();
  const fields = splitFields(text)
    .flatMap((field) => field.split(","))
    .map((part) => part.replace(HONORIFIC, "").trim());
  // The whole line first, so a name typed with odd spacing ("ALEX  RIVERA") stays whole.
  const candidates = [collapsed, ...fields];
  const name = candidates.find((candidate) => isPersonName(candidate));
  return name ? toNameCase(name) : null;
}

/** The person's name: a "Name:" label, else the first name-shaped line at the top. */
export function extractName(lines: readonly SectionedLine[]): string | null {
  const top = lines.filter((line) => !line.isHeading && line.text !== "").slice(0, 15);
  for (const line of top) {
    const labelled = NAME_LABEL.exec(line.text);
    if (labelled?.[1]) return readNameFrom(labelled[1]);
  }
  const header = lines.filter((line) => (line.section === "header" || line.section === "contact") && !line.isHeading);
  for (const line of header.filter((l) => l.text !== "").slice(0, MAX_HEADER_LINES)) {
    if (DOCUMENT_TITLES.test(line.text.trim())) continue;
    const name = readNameFrom(line.text);
    if (name) return name;
  }
  return null;
}
