import { SIDE_SERVICES } from "../../core/advice/catalogue/side-services";
import type { Occupation, OccupationDataset } from "../../core/occupations/dataset";
import type { AssessedOccupation } from "./assess-every-occupation";

/**
 * The checks of `npm run eval:advice` (issue #35), measured here independently of the advice's own
 * code where they can be: the skill overlap is recomputed from O*NET ratings, fields of study from
 * the dataset's CIP lists, and keyword matches from the visitor's skills.
 */
export interface TargetCheck {
  name: string;
  value: string;
  target: string;
  met: boolean;
}

const percent = (part: number, whole: number): number => (whole > 0 ? (100 * part) / whole : 0);
const show = (part: number, whole: number): string => `${percent(part, whole).toFixed(1)}% (${part} of ${whole})`;

/** Centred cosine of two occupations' O*NET Skills and Knowledge importance; null when either is unrated. */
function centredCosine(dataset: OccupationDataset): (a: Occupation, b: Occupation) => number | null {
  const ids = dataset.elements.map((element) => element.id);
  const rated = dataset.occupations.filter((o) => o.skills.length + o.knowledge.length > 0);
  const importance = (o: Occupation) => new Map([...o.skills, ...o.knowledge].map((r) => [r.id, r.importance]));
  const means = new Map(ids.map((id) => [id, 0]));
  for (const o of rated)
    for (const [id, value] of importance(o)) means.set(id, (means.get(id) ?? 0) + value / rated.length);
  const vector = (o: Occupation) => {
    if (o.skills.length + o.knowledge.length === 0) return null;
    const own = importance(o);
    return ids.map((id) => (own.get(id) ?? means.get(id)!) - means.get(id)!);
  };
  return (a, b) => {
    const x = vector(a);
    const y = vector(b);
    if (!x || !y) return null;
    let dot = 0;
    let nx = 0;
    let ny = 0;
    x.forEach((value, i) => {
      dot += value * y[i]!;
      nx += value * value;
      ny += y[i]! * y[i]!;
    });
    return nx > 0 && ny > 0 ? dot / Math.sqrt(nx * ny) : null;
  };
}

const DEGREE_LEVELS = new Set([
  "Associate's degree",
  "Bachelor's degree",
  "Master's degree",
  "Doctoral or professional degree",
]);
const CREDENTIAL_WORDS =
  /degree|doctor|juris|master|bachelor|associate|programme|program|apprenticeship|certificate|residency|academy|school|licen[cs]e|MD|DO\b|JD\b/i;

function wholeWord(input: { text: string; phrase: string }): boolean {
  const escaped = input.phrase.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^a-z0-9])${escaped}($|[^a-z0-9])`).test(input.text.toLowerCase());
}

export interface AdviceFigures {
  results: number;
  moves: number;
  movesByKind: Record<string, number>;
  lowOverlap: number;
  unmeasured: number;
  lowOverlapExamples: string[];
  growthPayCuts: number;
  otherFieldSecondDegree: number;
  newFieldUnnamed: number;
  newFieldMoves: number;
  newFieldExamples: string[];
  rawElementSkills: number;
  skills: number;
  services: number;
  servicesInsideWord: number;
  servicesWithoutLicence: number;
  serviceExamples: string[];
  primaryLadderResults: number;
  primaryLadderShown: number;
  primaryLadderMissed: string[];
  noMove: number;
  noMoveReasons: Record<string, number>;
}

export function measureAdvice(input: {
  dataset: OccupationDataset;
  assessed: readonly AssessedOccupation[];
}): AdviceFigures {
  const { dataset, assessed } = input;
  const byCode = new Map(dataset.occupations.map((o) => [o.code, o]));
  const cosine = centredCosine(dataset);
  const elementNames = new Set(dataset.elements.map((element) => element.name.toLowerCase()));
  const services = new Map(SIDE_SERVICES.map((service) => [service.id, service]));
  const f: AdviceFigures = {
    results: assessed.length,
    moves: 0,
    movesByKind: {},
    lowOverlap: 0,
    unmeasured: 0,
    lowOverlapExamples: [],
    growthPayCuts: 0,
    otherFieldSecondDegree: 0,
    newFieldUnnamed: 0,
    newFieldMoves: 0,
    newFieldExamples: [],
    rawElementSkills: 0,
    skills: 0,
    services: 0,
    servicesInsideWord: 0,
    servicesWithoutLicence: 0,
    serviceExamples: [],
    primaryLadderResults: 0,
    primaryLadderShown: 0,
    primaryLadderMissed: [],
    noMove: 0,
    noMoveReasons: {},
  };
  for (const { occupation, assessment, skills } of assessed) {
    const moves = assessment.recommendations.careerPivots;
    if (moves.length === 0) {
      f.noMove++;
      const reason = assessment.recommendations.careerMoves.noMoveReason ?? "unexplained";
      f.noMoveReasons[reason] = (f.noMoveReasons[reason] ?? 0) + 1;
    }
    for (const move of moves) {
      f.moves++;
      f.movesByKind[move.kind] = (f.movesByKind[move.kind] ?? 0) + 1;
      const target = byCode.get(move.code)!;
      const overlap = cosine(occupation, target);
      if (overlap === null) f.unmeasured++;
      else if (overlap < 0.4) {
        f.lowOverlap++;
        if (f.lowOverlapExamples.length < 12)
          f.lowOverlapExamples.push(
            `${occupation.title} → ${target.title} (${overlap.toFixed(2)}, ${move.relatedness})`,
          );
      }
      if ((move.kind === "ladder" || move.kind === "growth") && (move.pay.changePct ?? 0) < 0) f.growthPayCuts++;
      // Stored results and older engines named them "Second-degree"; today's engine offers none.
      if ((move.relatedness as string) === "Second-degree" && move.code.slice(0, 2) !== occupation.code.slice(0, 2))
        f.otherFieldSecondDegree++;
      const fromFields = occupation.preparation?.fieldsOfStudy ?? [];
      const toFields = target.preparation?.fieldsOfStudy ?? [];
      const newField =
        DEGREE_LEVELS.has(target.preparation?.entryEducation ?? "") &&
        toFields.length > 0 &&
        !toFields.some((field) => fromFields.includes(field));
      if (newField) {
        f.newFieldMoves++;
        const named = move.preparation.needs.some((need) => CREDENTIAL_WORDS.test(need));
        // Named as already held ("… which your job already asks for, counts"), or stated as not needed.
        const holdsLevel = move.preparation.notes.some((note) =>
          /degree|licen[cs]e|programme|apprenticeship/.test(note),
        );
        if (!named && !holdsLevel) {
          f.newFieldUnnamed++;
          if (f.newFieldExamples.length < 12)
            f.newFieldExamples.push(
              `${occupation.title} → ${target.title}: ${move.preparation.label ?? "(nothing named)"}`,
            );
        }
      }
    }
    const ladderTargets = occupation.related.filter((related) => {
      const to = byCode.get(related.code);
      const from = occupation.labourMarket?.medianAnnualWage;
      const there = to?.labourMarket?.medianAnnualWage;
      return (
        related.tier !== "Supplemental" &&
        related.code.slice(0, 2) === occupation.code.slice(0, 2) &&
        !!from &&
        !!there &&
        there >= 1.1 * from
      );
    });
    if (ladderTargets.length > 0) {
      f.primaryLadderResults++;
      if (moves.some((move) => ladderTargets.some((target) => target.code === move.code))) f.primaryLadderShown++;
      else if (f.primaryLadderMissed.length < 15)
        f.primaryLadderMissed.push(
          `${occupation.title} (${ladderTargets.map((t) => byCode.get(t.code)?.title).join("; ")})`,
        );
    }
    for (const skill of assessment.recommendations.skills) {
      f.skills++;
      if (elementNames.has(skill.name.toLowerCase())) f.rawElementSkills++;
    }
    for (const offered of assessment.recommendations.services) {
      f.services++;
      const service = services.get(offered.id);
      if (!service) continue;
      if (service.requires && !service.requires.heldBy.some((key) => occupation.code.startsWith(key))) {
        f.servicesWithoutLicence++;
        f.serviceExamples.push(`${occupation.title}: ${service.name} needs ${service.requires.what}`);
      }
      const ownWork = service.for.some((key) => occupation.code.startsWith(key));
      if (!ownWork) {
        const text = skills.join(" | ");
        const whole = service.keywords.some((keyword) =>
          skills.some((skill) => wholeWord({ text: skill, phrase: keyword })),
        );
        if (!whole) {
          f.servicesInsideWord++;
          if (f.serviceExamples.length < 12)
            f.serviceExamples.push(`${occupation.title}: ${service.name} from "${text}"`);
        }
      }
    }
  }
  return f;
}

export function checkAdviceTargets(f: AdviceFigures): TargetCheck[] {
  return [
    {
      name: "Moves under 0.40 centred skill-and-knowledge overlap",
      value: `${show(f.lowOverlap, f.moves - f.unmeasured)} (${f.unmeasured} moves to or from an unrated job not measured)`,
      target: "≤ 5%",
      met: percent(f.lowOverlap, f.moves - f.unmeasured) <= 5,
    },
    { name: "Growth moves with a pay cut", value: String(f.growthPayCuts), target: "0", met: f.growthPayCuts === 0 },
    {
      name: "Two-steps-away moves into another SOC major group",
      value: String(f.otherFieldSecondDegree),
      target: "0",
      met: f.otherFieldSecondDegree === 0,
    },
    {
      name: "Moves into a field with no shared field of study that do not name the new credential",
      value: `${f.newFieldUnnamed} (of ${f.newFieldMoves} such moves)`,
      target: "0",
      met: f.newFieldUnnamed === 0,
    },
    {
      name: "Skills given as raw O*NET element names",
      value: `${f.rawElementSkills} (of ${f.skills})`,
      target: "0",
      met: f.rawElementSkills === 0,
    },
    {
      name: "Side incomes matched inside a word, or needing a licence the occupation lacks",
      value: `${f.servicesInsideWord} inside a word, ${f.servicesWithoutLicence} without the licence (of ${f.services})`,
      target: "0",
      met: f.servicesInsideWord === 0 && f.servicesWithoutLicence === 0,
    },
    {
      name: "Results showing a Primary related occupation in the same major group paying ≥ 10% more, where O*NET lists one",
      value: show(f.primaryLadderShown, f.primaryLadderResults),
      target: "≥ 95%",
      met: percent(f.primaryLadderShown, f.primaryLadderResults) >= 95,
    },
    {
      name: "Results with no move, each with a reason",
      value: `${show(f.noMove, f.results)}; ${JSON.stringify(f.noMoveReasons)}`,
      target: "every one explained",
      met: !("unexplained" in f.noMoveReasons),
    },
  ];
}
