import { calibrateExposure } from "./calibration";
import type { ExposureDataIndex, ExposureTriple, ProfiledTask } from "./exposure-data";

/**
 * Explains a score in terms of the work itself: the most exposed groups of tasks (grouped by
 * O*NET Intermediate Work Activity, named by its IWA title) and a few named drivers built from
 * families of Generalized Work Activities. Exposure figures are on the same 0–100 scale as the
 * risk score; shares are of the person's task weight (importance, boosted where their
 * responsibilities matched).
 */

export interface RiskFactor {
  name: string;
  description: string;
  /** 0–100, same calibration as the risk score. */
  exposure: number;
  /** Share (0–1) of the weighted work this factor covers. */
  share: number;
  kind: "task-group" | "driver";
  /** IWA id (task groups) or driver id. */
  id: string;
}

export interface WeightedTask {
  task: ProfiledTask;
  weight: number;
}

interface DriverFamily {
  id: string;
  /** Name when the family is a large part of the job (share ≥ PROMINENT_SHARE). */
  prominentName: string;
  name: string;
  description: string;
  gwaPrefixes: readonly string[];
  /** Protective families lower exposure; they are listed only when they are a large share. */
  protective: boolean;
}

const DRIVER_FAMILIES: readonly DriverFamily[] = [
  {
    id: "information-processing",
    prominentName: "High share of information-processing tasks",
    name: "Information-processing tasks",
    description:
      "Getting, processing and analysing information and working with computers: the work language models handle best.",
    gwaPrefixes: ["4.A.1.a.1", "4.A.2.a.2", "4.A.2.a.3", "4.A.2.a.4", "4.A.3.b.1"],
    protective: false,
  },
  {
    id: "routine-documentation",
    prominentName: "Routine documentation",
    name: "Documentation and administration",
    description: "Recording information, paperwork, scheduling and other administrative activities.",
    gwaPrefixes: ["4.A.3.b.6", "4.A.4.c.1", "4.A.2.b.5"],
    protective: false,
  },
  {
    id: "written-communication",
    prominentName: "Communication-heavy work",
    name: "Informing and corresponding",
    description: "Explaining, informing and corresponding with people inside and outside the organisation.",
    gwaPrefixes: ["4.A.4.a.1", "4.A.4.a.2", "4.A.4.a.3"],
    protective: false,
  },
  {
    id: "physical-work",
    prominentName: "Hands-on physical work",
    name: "Hands-on physical work",
    description: "Physical, manual and equipment work that language models cannot do; it lowers exposure.",
    gwaPrefixes: ["4.A.3.a", "4.A.3.b.4", "4.A.3.b.5", "4.A.1.b.1", "4.A.1.b.2"],
    protective: true,
  },
  {
    id: "people-and-care",
    prominentName: "Care, leadership and interpersonal work",
    name: "Care, leadership and interpersonal work",
    description:
      "Caring for people, building relationships, resolving conflicts and leading teams; it lowers exposure.",
    gwaPrefixes: ["4.A.4.a.4", "4.A.4.a.5", "4.A.4.a.7", "4.A.4.a.8", "4.A.4.b"],
    protective: true,
  },
];

const PROMINENT_SHARE = 0.3;
/** How much less exposed (β) than the job overall a protective family must be to be listed. */
const PROTECTIVE_MARGIN = 0.05;
const MIN_DRIVER_SHARE = 0.15;
const MIN_GROUP_SHARE = 0.04;
const MAX_TASK_GROUPS = 4;
/** Groups scoring below this are not "exposed" and are not listed as risk factors. */
const MIN_GROUP_EXPOSURE = 30;

interface Accumulator {
  weight: number;
  beta: number;
}

export function describeRiskFactors(input: { index: ExposureDataIndex; tasks: readonly WeightedTask[] }): RiskFactor[] {
  const { index, tasks } = input;
  const groups = new Map<string, Accumulator>();
  const families = new Map<string, Accumulator>();
  let total = 0;
  let directWeight = 0;
  for (const { task, weight } of tasks) {
    if (!task.exposure || weight <= 0) continue;
    total += weight;
    if (task.label === "E1") directWeight += weight;
    const iwaIds = task.task.iwaIds;
    const familiesHit = new Set<string>();
    for (const iwaId of iwaIds) {
      add(groups, iwaId, weight / iwaIds.length, task.exposure);
      const gwaId = index.iwaTitles.get(iwaId)?.gwaId ?? iwaId.split(".I")[0] ?? "";
      for (const family of DRIVER_FAMILIES) {
        if (family.gwaPrefixes.some((prefix) => gwaId.startsWith(prefix))) familiesHit.add(family.id);
      }
    }
    // A task counts fully towards every family it touches (a share says "how much of the work
    // involves this"), so family shares may sum to more than one.
    for (const familyId of familiesHit) add(families, familyId, weight, task.exposure);
  }
  if (total === 0) return [];

  const taskGroups: RiskFactor[] = [...groups]
    .map(([id, acc]) => ({
      id,
      name: index.iwaTitles.get(id)?.title.replace(/\.$/, "") ?? id,
      description: `${percent(acc.weight / total)} of the work; ${percent(acc.beta / acc.weight)} of it exposed to language models (β).`,
      exposure: Math.round(calibrateExposure(acc.beta / acc.weight)),
      share: round3(acc.weight / total),
      kind: "task-group" as const,
    }))
    .filter((group) => group.share >= MIN_GROUP_SHARE && group.exposure >= MIN_GROUP_EXPOSURE)
    // Rank by how much exposed work a group holds (share × exposure), so a large, moderately
    // exposed group outranks a sliver of fully exposed work; then list by exposure.
    .sort((a, b) => b.share * b.exposure - a.share * a.exposure || a.id.localeCompare(b.id))
    .slice(0, MAX_TASK_GROUPS)
    .sort((a, b) => b.exposure - a.exposure || b.share - a.share || a.id.localeCompare(b.id));

  const drivers: RiskFactor[] = [];
  const directShare = directWeight / total;
  if (directShare >= MIN_DRIVER_SHARE) {
    drivers.push({
      id: "direct-exposure",
      name: "Tasks a language model could do on its own",
      description: `${percent(directShare)} of the work is rated E1: with a language model alone it could be done in half the time or less.`,
      exposure: Math.round(calibrateExposure(1)),
      share: round3(directShare),
      kind: "driver",
    });
  }
  const overallBeta = [...groups.values()].reduce((sum, acc) => sum + acc.beta, 0) / total;
  for (const family of DRIVER_FAMILIES) {
    const acc = families.get(family.id);
    if (!acc) continue;
    const share = acc.weight / total;
    const familyBeta = acc.beta / acc.weight;
    // A family is a driver only when it pushes the way its name says: exposure-raising families
    // must be more exposed than the job overall, protective ones clearly less.
    if (
      family.protective
        ? share < PROMINENT_SHARE || familyBeta > overallBeta - PROTECTIVE_MARGIN
        : share < MIN_DRIVER_SHARE || familyBeta < overallBeta
    ) {
      continue;
    }
    drivers.push({
      id: family.id,
      name: share >= PROMINENT_SHARE ? family.prominentName : family.name,
      description: `${family.description} ${percent(share)} of the work; ${percent(familyBeta)} of it exposed (β).`,
      exposure: Math.round(calibrateExposure(familyBeta)),
      share: round3(share),
      kind: "driver",
    });
  }
  drivers.sort((a, b) => b.exposure - a.exposure || b.share - a.share || a.id.localeCompare(b.id));
  return [...taskGroups, ...drivers];
}

function add(map: Map<string, Accumulator>, key: string, weight: number, exposure: ExposureTriple): void {
  const acc = map.get(key) ?? { weight: 0, beta: 0 };
  acc.weight += weight;
  acc.beta += weight * exposure.beta;
  map.set(key, acc);
}

function percent(value: number): string {
  return `${Math.round(value * 100)}%`;
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
