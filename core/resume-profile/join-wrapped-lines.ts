import { isBulletLine } from "./bullet-lines";
import { findDateRangePositions } from "./date-ranges";

/**
 * A line that ends with a field mark ("…, Etna, OH —", "… | Acme Corp |"): its next field was
 * pushed onto the next line by the page's width.
 */
const DANGLING_FIELD_MARK = /\s(?:[—–|·•]|-{1,2})$|,$/u;

/**
 * Whether `next` continues `line` (one printed line of a job header, wrapped by a narrow page:
 * a PDF, or text copied out of one). Pasted and Word text keep that header on one line, so the
 * reader must see one line in every case:
 * - a date range broken across the two lines ("… Jan / 2020 –" + "Present");
 * - a header whose last field mark dangles, followed by a line that holds its dates
 *   ("…, Etna, OH —" + "Jan 2020 – Present"; "… | Evergreen Senior Living |" + "Spokane, WA | 2017 – Present").
 * A bullet, a blank line or a line of its own dates after a complete header are left alone. The
 * end of a range that starts the next line with its dash ("… — Jun 2015" + "– Mar 2017") is no
 * bullet: the dash joins the two dates.
 */
export function continuesWrappedLine({ line, next }: { line: string; next: string }): boolean {
  const left = line.trimEnd();
  const right = next.trim();
  if (left === "" || right === "") return false;
  const joined = `${left} ${right}`;
  const crossesTheBreak = findDateRangePositions(joined).some(
    (range) => range.start < left.length && range.end > left.length + 1,
  );
  if (crossesTheBreak) return !findDateRangePositions(left).some((range) => range.end === left.length);
  if (isBulletLine(right)) return false;
  return DANGLING_FIELD_MARK.test(left) && findDateRangePositions(right).length > 0;
}

/** The lines with every wrapped job-header line joined back into one (see `continuesWrappedLine`). */
export function joinWrappedLines(lines: readonly string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    if (previous !== undefined && continuesWrappedLine({ line: previous, next: line })) {
      joined[joined.length - 1] = `${previous.trimEnd()} ${line.trim()}`;
    } else {
      joined.push(line);
    }
  }
  return joined;
}
