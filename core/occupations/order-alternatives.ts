/**
 * Which candidates stand beside the title matcher's top one: the alternatives a result offers
 * ("Not your job?"), the choices when the visitor is asked, the AI pick's list. The matcher's top
 * candidate and every confidence stay as ranked; only the order of the others changes, and beside
 * a confident top, candidates from unrelated work drop out:
 *
 * - Beside a confident top (used without asking: sure enough, or at least MATCH_CONFIRM_BELOW),
 *   only candidates from its field: first those whose own O*NET title holds a word of the typed
 *   title that says what the work is ("payroll and accounts payable specialist" → Payroll and
 *   Timekeeping Clerks, which the matcher ranked sixth), then the others of its SOC major group or
 *   related to it in O*NET, then its related occupations the matcher did not list. "Solicitor"
 *   scored as Lawyers offers judges and law clerks, not Insurance Sales Agents.
 * - When the visitor is asked, the candidates with a real chance (confidence ≥ REAL_CHANCE) come
 *   first as ranked, whatever their field, then the same order as above, then the rest.
 *
 * So "Dental hygienist" (100%) offers Dental Assistants rather than Occupational Health and Safety
 * Technicians. This is ranking of the matcher's candidates; it reads no title rules of its own
 * beyond the shared word tables that say which words name no kind of work.
 */
import type { Occupation } from "./dataset";
import type { MatchResult, OccupationMatch } from "./match-occupations";
import { normaliseSearchQuery } from "./search-occupations";
import { stemWord } from "./stem-word";
import { LEADING_LEVEL_WORDS } from "./title-rules/level-words";
import { NOISE_WORDS } from "./title-rules/noise-words";
import { ROLE_NOUNS } from "./title-rules/role-nouns";
import { MATCH_CONFIRM_BELOW } from "./weak-match";

/** A candidate with at least this confidence keeps its rank whatever its field. */
export const REAL_CHANCE = 0.1;

/** Words of a title that name no kind of work: levels, employment, small words and role nouns ("specialist"). */
const GENERIC_STEMS: ReadonlySet<string> = new Set(
  [...NOISE_WORDS.words, ...LEADING_LEVEL_WORDS.words, ...ROLE_NOUNS.words].map(({ word }) => stemWord(word)),
);

/** The stems of a title's words that say what the work is ("payroll", "account", "dental"). */
function readWorkStems(title: string): Set<string> {
  return new Set(
    normaliseSearchQuery(title)
      .split(" ")
      .filter((word) => word.length >= 3)
      .map((word) => stemWord(word))
      .filter((stem) => !GENERIC_STEMS.has(stem)),
  );
}

function isSameField(a: Occupation, b: Occupation): boolean {
  if (a.code.slice(0, 2) === b.code.slice(0, 2)) return true;
  return a.related.some((r) => r.code === b.code) || b.related.some((r) => r.code === a.code);
}

export function orderAlternatives({
  result,
  title,
  findOccupation,
  isScorable,
  limit,
}: {
  result: MatchResult;
  /** The title as typed or read. */
  title: string;
  findOccupation: (code: string) => Occupation | null;
  /** Related occupations are added only where they can be scored once chosen. */
  isScorable: (code: string) => boolean;
  limit: number;
}): MatchResult {
  const [top, ...rest] = result.matches;
  const topOccupation = top ? findOccupation(top.code) : null;
  if (!top || !topOccupation) return result;
  const workStems = readWorkStems(title);
  const sharesWork = (match: OccupationMatch) => {
    const occupation = findOccupation(match.code);
    return occupation !== null && [...readWorkStems(occupation.title)].some((stem) => workStems.has(stem));
  };
  const inField = (match: OccupationMatch) => {
    const occupation = findOccupation(match.code);
    return occupation !== null && isSameField(topOccupation, occupation);
  };
  const confident = result.sureEnough || top.confidence >= MATCH_CONFIRM_BELOW;
  const likely = confident ? [] : rest.filter((match) => match.confidence >= REAL_CHANCE);
  const unlikely = confident ? rest : rest.filter((match) => match.confidence < REAL_CHANCE);
  const sharing = unlikely.filter(sharesWork);
  const field = unlikely.filter((match) => !sharesWork(match) && inField(match));
  const listed = new Set(result.matches.map((match) => match.code));
  const related: OccupationMatch[] = topOccupation.related
    .filter((r) => !listed.has(r.code) && isScorable(r.code))
    .map((r) => findOccupation(r.code))
    .filter((occupation): occupation is Occupation => occupation !== null)
    .map((occupation) => ({ code: occupation.code, title: occupation.title, score: 0, confidence: 0 }));
  const others = confident ? [] : unlikely.filter((match) => !sharesWork(match) && !inField(match));
  const matches = [top, ...likely, ...sharing, ...field, ...related, ...others].slice(0, Math.max(limit, 1));
  return { matches, sureEnough: result.sureEnough };
}
