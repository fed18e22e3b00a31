/**
 * The duties a visitor lists (resume bullets, the manual form's main responsibilities) as evidence
 * for which of the title's candidate occupations they do. The title ranking stays the prior; each
 * candidate's probability is multiplied by how well the duties fit its O*NET tasks, and the list
 * is normalised again (a Bayes update over the candidates):
 *
 *   p'(o) ∝ p(o | title) · exp(weight · fit(o)),
 *   fit(o) = mean over duty lines of the best cosine to one of o's tasks.
 *
 * The probability the ranking leaves to occupations outside its list keeps the duties' mean fit,
 * so duties that fit none of the candidates change nothing. Only near ties move: the fit is at
 * most 1, so two candidates' odds change by at most e^weight (7.4), and a title the ranking is sure
 * of (0.98 against 0.02) keeps its top. A re-ordered list is never `sureEnough`; a list whose top
 * stays keeps the ranking's answer. The weight was set on training folds of the coding-index
 * splits, with held-out O*NET task statements as duties (ADR 007).
 */
import type { Occupation, OccupationDataset } from "../occupations/dataset";
import type { MatchResult, OccupationMatch } from "../occupations/match-occupations";
import { prepareExposureData, profileOccupation } from "./exposure-data";
import { vectorizeText } from "./responsibility-matching";

export const DUTY_EVIDENCE = {
  /** Weight of the fit (mean best-task cosine, 0–1) in the update. */
  weight: 2,
  /** Duty lines read, first first (a resume's latest role comes first). */
  maxDuties: 12,
  /** Lines with fewer distinct content words say too little ("Sales", "Various duties"). */
  minTerms: 3,
};

/**
 * Words that say a line is about work without saying which ("Daily tasks as assigned", "General
 * duties", "Responsible for various roles"): left out before a line's content words are counted,
 * so filler fits no occupation's tasks by chance. On the coding-index splits, such filler moved
 * 1.5 points of top-1 before (ADR 007).
 */
const FILLER_WORDS =
  /\b(?:daily|days?|tasks?|assigned|assignments?|duties|duty|responsib\w*|roles?|jobs?|general(?:ly)?|various|variety|misc\w*|needed|required|requested|etc|team|company|organi[sz]ations?)\b/gi;

/** Term vectors of the duty lines worth reading (see `DUTY_EVIDENCE`). */
function dutyVectors(dataset: OccupationDataset, duties: readonly string[]): Map<string, number>[] {
  const index = prepareExposureData(dataset);
  const vectors: Map<string, number>[] = [];
  for (const duty of duties) {
    const vector = vectorizeText(index, duty.replace(FILLER_WORDS, " "));
    if (vector.size >= DUTY_EVIDENCE.minTerms) vectors.push(vector);
    if (vectors.length === DUTY_EVIDENCE.maxDuties) break;
  }
  return vectors;
}

/** An occupation's task terms, inverted: term → [task position, weight] pairs (built once per occupation). */
interface TaskTermIndex {
  tasks: number;
  postings: Map<string, number[]>;
}
const taskTermIndexes = new WeakMap<Occupation, TaskTermIndex>();

function taskTermIndex(occupation: Occupation): TaskTermIndex {
  let index = taskTermIndexes.get(occupation);
  if (!index) {
    const postings = new Map<string, number[]>();
    occupation.tasks.forEach((task, position) => {
      for (const [term, weight] of Object.entries(task.terms)) {
        const list = postings.get(term);
        if (list) list.push(position, weight);
        else postings.set(term, [position, weight]);
      }
    });
    index = { tasks: occupation.tasks.length, postings };
    taskTermIndexes.set(occupation, index);
  }
  return index;
}

/** Mean, over the duty vectors, of the best cosine to one of the occupation's tasks (0 when it has none). */
export function dutyFit(dataset: OccupationDataset, code: string, vectors: readonly Map<string, number>[]): number {
  const occupation = prepareExposureData(dataset).byCode.get(code);
  if (!occupation || occupation.tasks.length === 0 || vectors.length === 0) return 0;
  const { tasks, postings } = taskTermIndex(occupation);
  const similarity = new Float64Array(tasks);
  let sum = 0;
  for (const vector of vectors) {
    similarity.fill(0);
    let best = 0;
    for (const [term, weight] of vector) {
      const list = postings.get(term);
      if (!list) continue;
      for (let slot = 0; slot < list.length; slot += 2) {
        const position = list[slot] ?? 0;
        const value = (similarity[position] ?? 0) + weight * (list[slot + 1] ?? 0);
        similarity[position] = value;
        if (value > best) best = value;
      }
    }
    sum += best;
  }
  return sum / vectors.length;
}

/**
 * The title's candidates re-weighed by the duties (see the module comment). Returns the result as
 * it is when there are no usable duty lines or fewer than two candidates.
 */
export function weighDuties({
  dataset,
  result,
  duties,
}: {
  dataset: OccupationDataset;
  result: MatchResult;
  duties: readonly string[];
}): MatchResult {
  if (result.matches.length < 2) return result;
  const vectors = dutyVectors(dataset, duties);
  if (vectors.length === 0) return result;
  const fits = result.matches.map((match) => dutyFit(dataset, match.code, vectors));
  const meanFit = fits.reduce((sum, fit) => sum + fit, 0) / fits.length;
  const listed = result.matches.reduce((sum, match) => sum + match.confidence, 0);
  const weights = result.matches.map(
    (match, position) => Math.exp(DUTY_EVIDENCE.weight * ((fits[position] ?? 0) - meanFit)) * match.confidence,
  );
  const total = weights.reduce((sum, weight) => sum + weight, 0) + Math.max(0, 1 - listed);
  if (total <= 0) return result;
  const matches: OccupationMatch[] = result.matches
    .map((match, position) => ({
      ...match,
      confidence: Math.round(((weights[position] ?? 0) / total) * 1000) / 1000,
    }))
    .sort((a, b) => b.confidence - a.confidence);
  const sameTop = matches[0]?.code === result.matches[0]?.code;
  return { matches, sureEnough: result.sureEnough && sameTop };
}

/**
 * The most a ranking from duties alone may claim for its top occupation. Without a title the
 * duties say which kind of work it is, rarely which occupation exactly, so the visitor always
 * chooses (below `MATCH_CONFIRM_BELOW`, core/occupations/weak-match.ts).
 */
export const DUTY_RANKING_MAX_CONFIDENCE = 0.4;

/**
 * Duty lines that must each fit one of the top occupation's tasks (cosine ≥ MIN_DUTY_LINE_FIT) for
 * the ranking to stand: a text about something else ("I love my family and my dog…", a question to
 * us) has one chance fit at most, a description of work has several.
 */
const MIN_FITTING_DUTIES = 2;
const MIN_DUTY_LINE_FIT = 0.2;

/** How sharply the shares follow the fits: a fit 0.05 higher multiplies an occupation's share by e (e^(20·0.05)). */
const DUTY_RANKING_SHARPNESS = 20;

/**
 * Candidates for work described without a title ("I teach English as a second language to adults
 * at a community college…"): every occupation with tasks ranked by how well the duty lines fit
 * them, best first, for the visitor to choose from. An empty list when the duties fit nothing.
 */
export function rankOccupationsByDuties({
  dataset,
  duties,
  limit,
}: {
  dataset: OccupationDataset;
  duties: readonly string[];
  limit: number;
}): MatchResult {
  const vectors = dutyVectors(dataset, duties);
  if (vectors.length === 0) return { matches: [], sureEnough: false };
  const fits = [...prepareExposureData(dataset).byCode.values()]
    .filter((occupation) => occupation.tasks.length > 0 && profileOccupation(dataset, occupation.code) !== null)
    .map((occupation) => ({ occupation, fit: dutyFit(dataset, occupation.code, vectors) }))
    .sort((a, b) => b.fit - a.fit || a.occupation.code.localeCompare(b.occupation.code))
    .slice(0, limit);
  // Work, not chatter: at least two duty lines each fit one of the top occupation's tasks.
  const top = fits[0]?.occupation.code ?? "";
  const fitting = vectors.filter((vector) => dutyFit(dataset, top, [vector]) >= MIN_DUTY_LINE_FIT).length;
  if (fitting < MIN_FITTING_DUTIES) return { matches: [], sureEnough: false };
  const weights = fits.map(({ fit }) => Math.exp(DUTY_RANKING_SHARPNESS * fit));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const matches: OccupationMatch[] = fits.map(({ occupation, fit }, position) => ({
    code: occupation.code,
    title: occupation.title,
    score: Math.round(fit * 1000) / 1000,
    confidence: Math.round(Math.min(DUTY_RANKING_MAX_CONFIDENCE, (weights[position] ?? 0) / total) * 1000) / 1000,
  }));
  return { matches, sureEnough: false };
}
