import { classifyRiskLevel } from "../exposure/calibration";
import { prepareExposureData, profileOccupation, type ProfiledTask } from "../exposure/exposure-data";
import { scoreTitleOnly } from "../exposure/assess-exposure";
import { estimateTimeline, type Timeline } from "../exposure/timeline";
import type { OccupationDataset } from "../occupations/dataset";
import { chooseMoves, type ChosenMoves, type AdviceMove } from "./moves/choose-moves";
import { choosePayBasis, isExperienced, type PayBasis } from "./moves/pay-level";
import { readHeldEducation } from "./person-education";
import { prepareAdviceData } from "./prepare-advice-data";
import { recommendSideIncome, type SideIncome } from "./side-income/recommend-side-income";
import { readPersonSkills } from "./skills/person-skills";
import { recommendSkills, type ExposedGroup, type SkillAdvice } from "./skills/recommend-skills";

/**
 * The one place the advice is composed (ADR 029): from the score and the occupation (core/exposure
 * computes the score only), the time story, the career moves, what to learn and side income, for
 * the result page, the PDF, the occupation pages and `npm run eval:advice` alike.
 */
export interface AdviceInput {
  dataset: OccupationDataset;
  /** The occupation the result is for (O*NET-SOC code). */
  occupationCode: string;
  /** The visitor's score, 0–100. */
  riskScore: number;
  /** The occupation's α–γ band as 0–100 scores. */
  band: { alpha: number; gamma: number };
  person?: {
    skills?: readonly string[];
    certifications?: readonly string[];
    yearsOfExperience?: number;
    experienceLevel?: string;
    jobTitle?: string;
    /** Degrees and qualifications the resume names ("B.A. Political Science"): a degree held is never asked for. */
    education?: readonly string[];
    /** The resume shows the visitor working for themselves (their own practice or business). */
    selfEmployed?: boolean;
  };
}

export interface Advice {
  timeline: Timeline;
  /** How the timeline was reached: pace = 0.6·score/100 + 0.4·adoption, and its tier. */
  timelineBasis: { pace: number; adoption: number; tier: number };
  moves: ChosenMoves;
  skills: SkillAdvice[];
  services: SideIncome[];
  payBasis: PayBasis;
}

export type { AdviceMove, SideIncome, SkillAdvice };

/** Each work-activity group of the job with its share of the work and how exposed it is. */
function groupTasks(input: { dataset: OccupationDataset; tasks: readonly ProfiledTask[] }): ExposedGroup[] {
  const titles = prepareExposureData(input.dataset).iwaTitles;
  const groups = new Map<string, { weight: number; exposed: number }>();
  let total = 0;
  for (const task of input.tasks) {
    if (!task.exposure || task.task.iwaIds.length === 0) continue;
    total += task.importance;
    const share = task.importance / task.task.iwaIds.length;
    for (const id of task.task.iwaIds) {
      const group = groups.get(id) ?? { weight: 0, exposed: 0 };
      group.weight += share;
      group.exposed += share * task.exposure.beta;
      groups.set(id, group);
    }
  }
  if (total === 0) return [];
  return [...groups].map(([id, group]) => ({
    title: titles.get(id)?.title ?? id,
    share: group.weight / total,
    exposure: group.exposed / group.weight,
  }));
}

function round4(value: number): number {
  return Math.round(value * 10000) / 10000;
}

export function composeAdvice(input: AdviceInput): Advice {
  const { dataset, occupationCode, riskScore, band, person = {} } = input;
  const index = prepareExposureData(dataset);
  const profile = profileOccupation(dataset, occupationCode);
  const occupation = index.byCode.get(occupationCode);
  if (!profile || !occupation) throw new Error(`composeAdvice: ${occupationCode} cannot be scored`);
  const data = prepareAdviceData(dataset);
  const adoptionRanks = [index.microsoftRank.get(occupationCode), index.anthropicRank.get(occupationCode)].filter(
    (rank): rank is number => rank !== undefined,
  );
  const time = estimateTimeline({ riskScore, adoptionRanks, band });
  const payBasis = choosePayBasis(person);
  const scoreOf = (code: string) => {
    const target = profileOccupation(dataset, code);
    return target ? scoreTitleOnly(target) : null;
  };
  const moves = chooseMoves({
    data,
    occupation,
    riskScore,
    exposed: classifyRiskLevel(riskScore) !== "Low Risk",
    payBasis,
    scoreOf,
    person: {
      held: readHeldEducation(person.education ?? []),
      yearsOfExperience: person.yearsOfExperience ?? null,
      selfEmployed: person.selfEmployed ?? false,
    },
  });
  const personSkills = readPersonSkills(person.skills ?? []);
  const skills = recommendSkills({
    data,
    occupation,
    moves: moves.moves,
    groups: groupTasks({ dataset, tasks: profile.tasks }),
    riskScore,
    person: personSkills,
    certifications: person.certifications ?? [],
    experienced: isExperienced(person),
  });
  const services = recommendSideIncome({
    occupation,
    person: personSkills,
    resolve: (code) => index.byCode.get(code) ?? null,
    wageVintage: dataset.vintages.oews ?? "latest release",
    payBasis,
  });
  return {
    timeline: time.timeline,
    timelineBasis: { pace: round4(time.pace), adoption: round4(time.adoption), tier: time.tier },
    moves,
    skills,
    services,
    payBasis,
  };
}
