import { isBulletLine, isSentenceLike, stripBullet } from "./bullet-lines";
import { hasDateRange } from "./date-ranges";
import { uniqueItems } from "./list-items";
import { hasRoleKeyword } from "./role-keywords";
import type { SectionedLine } from "./resume-sections";

const MAX_RESPONSIBILITIES = 40;
const MAX_RESPONSIBILITY_LENGTH = 300;

// An un-bulleted line under a job is a duty when it reads as prose, not as a job header
// (title, company, dates).
function isProseDuty(text: string): boolean {
  if (hasDateRange(text) || / \| /.test(text)) return false;
  if (!isSentenceLike(text)) return false;
  return /[.!]$/.test(text) || !hasRoleKeyword(text);
}

// PDF extraction wraps a long bullet onto the next line; a line that starts in lowercase
// continues the previous duty.
function isContinuation(text: string): boolean {
  return /^[\p{Ll}(&%]/u.test(text);
}

function truncate(text: string): string {
  return text.length <= MAX_RESPONSIBILITY_LENGTH ? text : `${text.slice(0, MAX_RESPONSIBILITY_LENGTH).trimEnd()}…`;
}

/** Duties and achievements from experience sections: bullets of any shape and prose lines. */
export function extractResponsibilities({
  lines,
  fallback,
}: {
  lines: readonly SectionedLine[];
  /** Used when the experience sections hold no duties, e.g. a functional resume. */
  fallback: readonly string[];
}): string[] {
  const duties: string[] = [];
  let previousWasDuty = false;
  for (const line of lines) {
    if (line.section !== "experience" || line.isHeading || line.text === "") {
      previousWasDuty = false;
      continue;
    }
    const text = line.text;
    const last = duties.length - 1;
    if (isBulletLine(text)) {
      const duty = stripBullet(text);
      previousWasDuty = duty !== "";
      if (previousWasDuty) duties.push(duty);
    } else if (previousWasDuty && last >= 0 && isContinuation(text)) {
      duties[last] = `${duties[last]} ${text}`;
    } else if (isProseDuty(text)) {
      duties.push(text);
      previousWasDuty = true;
    } else {
      previousWasDuty = false;
    }
  }
  const chosen = duties.length > 0 ? duties : [...fallback];
  return uniqueItems({ items: chosen.map(truncate), limit: MAX_RESPONSIBILITIES });
}
