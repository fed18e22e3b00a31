import type { ExposureLabel, Occupation, OccupationDataset } from "../occupations/dataset";
import {
  CALIBRATION_ANCHORS,
  calibrateExposure,
  classifyRiskLevel,
  HUMAN_LABEL_WEIGHT,
  LABEL_VALUES,
  type RiskLevel,
} from "./calibration";
import {
  prepareExposureData,
  profileOccupation,
  type ExposureDataIndex,
  type ExposureTriple,
  type OccupationProfile,
  type PriorBasis,
  type ProfiledTask,
} from "./exposure-data";
import { assessExperienceModifier, assessSkillsModifier, combineModifiers, type ExperienceLevel } from "./modifiers";
import {
  normaliseResponsibility,
  placeResponsibility,
  splitResponsibilities,
  type BulletPlacement,
} from "./responsibility-matching";
import { describeRiskFactors, type RiskFactor, type WeightedTask } from "./risk-factors";

/**
 * Person-level AI-exposure assessment: the score only (with its band, drivers, sources and tasks).
 * Pure and deterministic: same input, same output. The advice around the score (time story, moves,
 * skills, side income) is composed from it in core/advice (ADR 029).
 * The model is documented in docs/scoring-model.md; the steps below follow its sections.
 */

export interface MatchedOccupation {
  code: string;
  /** Matcher confidence, 0–1. */
  confidence: number;
}

/** A label for a responsibility our matcher could not place, supplied by the visitor's AI provider. */
export interface AiTaskLabel {
  text: string;
  label: ExposureLabel;
}

export interface AssessExposureInput {
  dataset: OccupationDataset;
  /** Matched occupations, any order; at least one must exist in the dataset. */
  occupations: readonly MatchedOccupation[];
  /** Responsibilities / resume bullets, as a list or as free text (one per line). */
  responsibilities?: string | readonly string[];
  skills?: readonly string[];
  /** Free text such as "Senior", "Entry level (0-2 years)". */
  experienceLevel?: string;
  yearsOfExperience?: number;
  aiTaskLabels?: readonly AiTaskLabel[];
}

export interface SourceFigure {
  id: string;
  name: string;
  figure: string;
  value: number | string | null;
  /** Whether the figure enters the risk score (otherwise it is context, or feeds only the timeline). */
  role: "score" | "timeline" | "context";
}

export interface TaskExplanation {
  id: number;
  /** Name of the task's work-activity group (O*NET IWA title); the dataset holds no task text. */
  group: string;
  importance: number | null;
  label: ExposureLabel | null;
  matchedBullet?: string;
}

export interface ExposureAssessment {
  riskScore: number;
  riskLevel: RiskLevel;
  riskFactors: RiskFactor[];
  occupation: {
    code: string;
    title: string;
    confidence: number;
    alternatives: { code: string; title: string; confidence: number }[];
  };
  /** The occupation's α–γ band (title-only, confidence-weighted), as 0–100 scores; the risk score always lies within it. */
  band: { alpha: number; beta: number; gamma: number };
  sources: SourceFigure[];
  tasks: TaskExplanation[];
  explanation: ExposureExplanation;
}

export interface ExposureExplanation {
  /** Occupations that entered the score, with their normalised weights. Exposure indices are 0–1. */
  occupations: {
    code: string;
    weight: number;
    basis: PriorBasis;
    prior: ExposureTriple;
    person: ExposureTriple;
  }[];
  prior: ExposureTriple;
  responsibilities: {
    total: number;
    matched: number;
    aiLabelled: number;
    unmatched: number;
    /** Weight (0–1) of the person's responsibilities against the occupation prior. */
    personalWeight: number;
  };
  beforeModifiers: number;
  modifiers: {
    experience: { level: ExperienceLevel | null; judgementShare: number; factor: number };
    skills: { complementary: string[]; routine: string[]; factor: number };
    total: number;
  };
  afterModifiers: number;
  clampedToBand: boolean;
  finalIndex: number;
  calibration: { humanLabelWeight: number; anchors: readonly (readonly [number, number])[] };
}

export class ExposureAssessmentError extends Error {
  override name = "ExposureAssessmentError";
}

/** Alternatives below this share of the top confidence do not enter the score. */
const MIN_RELATIVE_CONFIDENCE = 0.5;
const MAX_SCORED_OCCUPATIONS = 5;
/** Responsibilities weigh n / (n + 3) against the occupation prior, at most 0.75. */
const PRIOR_PSEUDO_COUNT = 3;
const MAX_PERSONAL_WEIGHT = 0.75;
/** Weight of a bullet that has no task importance to borrow (unmatched or AI-labelled): importance 3 of 5. */
const DEFAULT_BULLET_WEIGHT = 0.6;
/** How much a matched responsibility boosts its task's weight in the risk-factor breakdown. */
const MATCH_BOOST = 2;

export function assessExposure(input: AssessExposureInput): ExposureAssessment {
  const { dataset } = input;
  const index = prepareExposureData(dataset);
  const scored = selectScoredOccupations(dataset, input.occupations);
  const primary = scored[0]!;

  const bullets = splitResponsibilities(input.responsibilities);
  const externalLabels = new Map<string, ExposureLabel>();
  for (const item of input.aiTaskLabels ?? []) {
    const key = normaliseResponsibility(item.text);
    if (key.length > 0 && !externalLabels.has(key)) externalLabels.set(key, item.label);
  }
  const bulletKeys = new Set(bullets.map((bullet) => normaliseResponsibility(bullet)));
  const extraLabels = [...externalLabels].filter(([key]) => !bulletKeys.has(key));

  // Steps 1–2: per occupation, the title-only prior and the person's responsibilities on its tasks.
  const perOccupation = scored.map(({ profile, weight }) =>
    assessOccupationForPerson({ index, profile, weight, bullets, externalLabels, extraLabels }),
  );
  const prior = weightTriples(perOccupation.map((o) => ({ weight: o.weight, triple: o.profile.prior })));
  const person = weightTriples(perOccupation.map((o) => ({ weight: o.weight, triple: o.person })));

  // Step 3: bounded person-level modifiers, then the band clamp.
  const experience = assessExperienceModifier({
    level: input.experienceLevel,
    years: input.yearsOfExperience,
    responsibilities: bullets,
  });
  const skills = assessSkillsModifier(input.skills ?? []);
  const modifier = combineModifiers(experience, skills);
  const afterModifiers = person.beta * modifier;
  const finalIndex = Math.min(prior.gamma, Math.max(prior.alpha, afterModifiers));
  const clampedToBand = finalIndex !== afterModifiers;

  // Step 4: calibration to 0–100 and level.
  const riskScore = Math.round(calibrateExposure(finalIndex));
  const riskLevel = classifyRiskLevel(riskScore);
  const band = {
    alpha: Math.round(calibrateExposure(prior.alpha)),
    beta: Math.round(calibrateExposure(prior.beta)),
    gamma: Math.round(calibrateExposure(prior.gamma)),
  };

  const primaryOccupation = primary.profile.occupation;
  const primaryAssessment = perOccupation[0]!;
  const riskFactors = describeRiskFactors({ index, tasks: primaryAssessment.weightedTasks });

  const confidenceByCode = new Map(input.occupations.map((m) => [m.code, m.confidence]));
  // In the order given: the matcher's ranking of the candidates beside the top one (order-alternatives.ts).
  const alternatives = input.occupations
    .filter((m) => m.code !== primaryOccupation.code && index.byCode.has(m.code))
    .map((m) => ({ code: m.code, title: index.byCode.get(m.code)!.title, confidence: m.confidence }));

  const counts = { matched: 0, aiLabelled: 0, unmatched: 0 };
  for (const kind of primaryAssessment.bulletKinds) counts[kind]++;

  return {
    riskScore,
    riskLevel,
    riskFactors,
    occupation: {
      code: primaryOccupation.code,
      title: primaryOccupation.title,
      confidence: confidenceByCode.get(primaryOccupation.code) ?? 0,
      alternatives,
    },
    band,
    sources: listSources(primaryOccupation),
    tasks: explainTasks(index, primaryAssessment),
    explanation: {
      occupations: perOccupation.map((o) => ({
        code: o.profile.occupation.code,
        weight: round4(o.weight),
        basis: o.profile.basis,
        prior: roundTriple(o.profile.prior),
        person: roundTriple(o.person),
      })),
      prior: roundTriple(prior),
      responsibilities: {
        total: primaryAssessment.bulletKinds.length,
        ...counts,
        personalWeight: round4(primaryAssessment.personalWeight),
      },
      beforeModifiers: round4(person.beta),
      modifiers: {
        experience: {
          level: experience.level,
          judgementShare: round4(experience.judgementShare),
          factor: round4(experience.factor),
        },
        skills: { complementary: skills.complementary, routine: skills.routine, factor: round4(skills.factor) },
        total: round4(modifier),
      },
      afterModifiers: round4(afterModifiers),
      clampedToBand,
      finalIndex: round4(finalIndex),
      calibration: { humanLabelWeight: HUMAN_LABEL_WEIGHT, anchors: CALIBRATION_ANCHORS },
    },
  };
}

/** Title-only score of an occupation: its prior β through the calibration, no person-level input. */
export function scoreTitleOnly(profile: OccupationProfile): number {
  return Math.round(calibrateExposure(profile.prior.beta));
}

function selectScoredOccupations(
  dataset: OccupationDataset,
  matches: readonly MatchedOccupation[],
): { profile: OccupationProfile; weight: number }[] {
  const candidates = matches
    .map((match) => ({ match, profile: profileOccupation(dataset, match.code) }))
    .filter((c): c is { match: MatchedOccupation; profile: OccupationProfile } => c.profile !== null)
    .sort((a, b) => b.match.confidence - a.match.confidence || a.match.code.localeCompare(b.match.code));
  const top = candidates[0];
  if (!top) throw new ExposureAssessmentError("None of the matched occupations can be scored.");
  const topConfidence = Math.max(top.match.confidence, 0);
  const kept = candidates
    .filter((c, i) => i === 0 || (topConfidence > 0 && c.match.confidence >= MIN_RELATIVE_CONFIDENCE * topConfidence))
    .slice(0, MAX_SCORED_OCCUPATIONS);
  const total = kept.reduce((sum, c) => sum + Math.max(c.match.confidence, 0), 0);
  return kept.map((c) => ({
    profile: c.profile,
    weight: total > 0 ? Math.max(c.match.confidence, 0) / total : 1 / kept.length,
  }));
}

type BulletKind = "matched" | "aiLabelled" | "unmatched";

interface OccupationForPerson {
  profile: OccupationProfile;
  weight: number;
  person: ExposureTriple;
  personalWeight: number;
  placements: BulletPlacement[];
  bulletKinds: BulletKind[];
  weightedTasks: WeightedTask[];
}

function labelTriple(label: ExposureLabel): ExposureTriple {
  return { alpha: LABEL_VALUES.alpha[label], beta: LABEL_VALUES.beta[label], gamma: LABEL_VALUES.gamma[label] };
}

/**
 * Each responsibility becomes an exposure estimate with a weight:
 * - placed on labelled tasks: similarity-weighted mean of their labels, weighted by the best task's importance / 5;
 * - not placed but labelled by the visitor's AI provider: that label, default weight;
 * - neither: the occupation prior, default weight (so it neither raises nor lowers the estimate).
 * The person's estimate blends these with the prior by n / (n + 3), capped at 0.75.
 */
function assessOccupationForPerson(input: {
  index: ExposureDataIndex;
  profile: OccupationProfile;
  weight: number;
  bullets: readonly string[];
  externalLabels: ReadonlyMap<string, ExposureLabel>;
  extraLabels: readonly [string, ExposureLabel][];
}): OccupationForPerson {
  const { index, profile, weight, bullets, externalLabels, extraLabels } = input;
  const placements = bullets.map((bullet) => placeResponsibility(index, profile.tasks, bullet));
  const estimates: { weight: number; triple: ExposureTriple }[] = [];
  const bulletKinds: BulletKind[] = [];
  const matchCounts = new Map<ProfiledTask, number>();

  for (const placement of placements) {
    if (placement.labelled.length > 0) {
      const triple = weightTriples(placement.labelled.map((m) => ({ weight: m.similarity, triple: m.task.exposure! })));
      const best = placement.labelled[0]!.task;
      estimates.push({ weight: best.importance / 5, triple });
      matchCounts.set(best, (matchCounts.get(best) ?? 0) + 1);
      bulletKinds.push("matched");
      continue;
    }
    const external = externalLabels.get(normaliseResponsibility(placement.text));
    if (external) {
      estimates.push({ weight: DEFAULT_BULLET_WEIGHT, triple: labelTriple(external) });
      bulletKinds.push("aiLabelled");
    } else {
      estimates.push({ weight: DEFAULT_BULLET_WEIGHT, triple: profile.prior });
      bulletKinds.push("unmatched");
    }
  }
  for (const [, label] of extraLabels) {
    estimates.push({ weight: DEFAULT_BULLET_WEIGHT, triple: labelTriple(label) });
    bulletKinds.push("aiLabelled");
  }

  const n = estimates.length;
  const personalWeight = n > 0 ? Math.min(MAX_PERSONAL_WEIGHT, n / (n + PRIOR_PSEUDO_COUNT)) : 0;
  const personal = n > 0 ? weightTriples(estimates) : profile.prior;
  const person = weightTriples([
    { weight: 1 - personalWeight, triple: profile.prior },
    { weight: personalWeight, triple: personal },
  ]);
  const weightedTasks = profile.tasks.map((task) => ({
    task,
    weight: task.importance * (1 + MATCH_BOOST * (matchCounts.get(task) ?? 0)),
  }));
  return { profile, weight, person, personalWeight, placements, bulletKinds, weightedTasks };
}

function weightTriples(entries: readonly { weight: number; triple: ExposureTriple }[]): ExposureTriple {
  let total = 0;
  const sum = { alpha: 0, beta: 0, gamma: 0 };
  for (const { weight, triple } of entries) {
    if (weight <= 0) continue;
    total += weight;
    sum.alpha += weight * triple.alpha;
    sum.beta += weight * triple.beta;
    sum.gamma += weight * triple.gamma;
  }
  if (total === 0) return { alpha: 0, beta: 0, gamma: 0 };
  return { alpha: sum.alpha / total, beta: sum.beta / total, gamma: sum.gamma / total };
}

function explainTasks(index: ExposureDataIndex, assessment: OccupationForPerson): TaskExplanation[] {
  const matchedBullet = new Map<ProfiledTask, string>();
  for (const placement of assessment.placements) {
    const best = placement.labelled[0]?.task ?? placement.best?.task;
    if (best && !matchedBullet.has(best)) matchedBullet.set(best, placement.text);
  }
  return assessment.profile.tasks.map((task) => {
    const iwaId = task.task.iwaIds[0];
    const explanation: TaskExplanation = {
      id: task.task.id,
      group: (iwaId ? index.iwaTitles.get(iwaId)?.title.replace(/\.$/, "") : undefined) ?? "Other duties",
      importance: task.task.importance,
      label: task.label,
    };
    const bullet = matchedBullet.get(task);
    if (bullet !== undefined) explanation.matchedBullet = bullet;
    return explanation;
  });
}

function listSources(occupation: Occupation): SourceFigure[] {
  const { eloundou, microsoft, felten, anthropic, ilo, freyOsborne } = occupation.exposure;
  const labour = occupation.labourMarket;
  return [
    {
      id: "eloundou-human-beta",
      name: "GPTs are GPTs (Eloundou et al. 2023), human annotators",
      figure: "β: share of tasks exposed to language models (E1 + ½·E2), 0–1",
      value: eloundou?.human.beta ?? null,
      role: "score",
    },
    {
      id: "eloundou-gpt4-beta",
      name: "GPTs are GPTs (Eloundou et al. 2023), GPT-4 as annotator",
      figure: "β: share of tasks exposed to language models (E1 + ½·E2), 0–1",
      value: eloundou?.gpt4.beta ?? null,
      role: "score",
    },
    {
      id: "microsoft-applicability",
      name: "Working with AI (Tomlinson et al. 2025, Microsoft Copilot conversations)",
      figure: "AI applicability score, 0–1",
      value: microsoft?.applicability ?? null,
      role: "timeline",
    },
    {
      id: "anthropic-conversation-share",
      name: "Anthropic Economic Index (February 2025 release)",
      figure: "Share of Claude.ai conversations on this occupation's tasks, % of all conversations",
      value: anthropic?.conversationSharePct ?? null,
      role: "timeline",
    },
    {
      id: "felten-lm-aioe",
      name: "Language-modelling AI Occupational Exposure (Felten, Raj & Seamans 2023)",
      figure: "LM-AIOE, standardised (0 = average occupation)",
      value: felten?.lmAioe ?? null,
      role: "context",
    },
    {
      id: "ilo-score",
      name: "Generative AI and jobs (ILO, Gmyrek et al. 2025)",
      figure: "Mean task exposure score, 0–1",
      value: ilo?.score ?? null,
      role: "context",
    },
    {
      id: "ilo-gradient",
      name: "Generative AI and jobs (ILO, Gmyrek et al. 2025)",
      figure: "Exposure gradient",
      value: ilo?.gradient ?? null,
      role: "context",
    },
    {
      id: "frey-osborne",
      name: "The Future of Employment (Frey & Osborne 2013/2017)",
      figure:
        "Probability of computerisation, including physical/robotic automation (pre-LLM; a different question, not used in the score)",
      value: freyOsborne?.probability ?? null,
      role: "context",
    },
    {
      id: "bls-median-wage",
      name: "BLS Occupational Employment and Wage Statistics (May 2025)",
      figure: "Median annual wage, USD",
      value: labour?.medianAnnualWage ?? null,
      role: "context",
    },
    {
      id: "bls-employment",
      name: "BLS Occupational Employment and Wage Statistics (May 2025)",
      figure: "Employment, jobs",
      value: labour?.employment ?? null,
      role: "context",
    },
    {
      id: "bls-projected-growth",
      name: "BLS Employment Projections 2024–34",
      figure: "Projected employment change 2024–34, %",
      value: labour?.projectedGrowthPct ?? null,
      role: "context",
    },
  ];
}

function round4(value: number): number {
  return Math.round(value * 10000) / 10000;
}

function roundTriple(triple: ExposureTriple): ExposureTriple {
  return { alpha: round4(triple.alpha), beta: round4(triple.beta), gamma: round4(triple.gamma) };
}
