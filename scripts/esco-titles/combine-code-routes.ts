/**
 * The O*NET codes an ESCO occupation leads to, by two routes (ADR 031):
 *
 * 1. the ESCO → O*NET crosswalk (Nesta 2020, O*NET-SOC 2010 codes carried to 2019), trusted as
 *    often as codes of its kind (its confidence 2, 1 or 0.5; the occupation's own row or an
 *    ancestor's) agree with O*NET's own titles: measured here, on the occupations whose English
 *    label the English matcher is sure of;
 * 2. the English matcher's calibrated reading of the occupation's English preferred label.
 *
 * Each code's share is its evidence from both routes over the total; codes below a twentieth are
 * dropped. The crosswalk predates O*NET-SOC 2019 (it cannot name Data Scientists, Spa Managers or
 * Nannies, and children inherit their parent's code), which is why its word is weighed, not final.
 */
import type { EscoOccupation } from "../../core/occupations/foreign-titles/esco-titles";

/** The English matcher's reading of a label: its candidates with their calibrated confidence. */
export interface EnglishReading {
  sure: boolean;
  matches: { code: string; confidence: number }[];
}

const MIN_SHARE = 0.05;
const MAX_CODES = 4;

/** The class of a crosswalk row whose reliability is measured: its confidence, and whether it is inherited. */
function routeClass(occupation: EscoOccupation): string {
  return `${occupation.confidence}${occupation.inherited ? " inherited" : ""}`;
}

export interface CrosswalkReliability {
  /** Per class: occupations the English matcher is sure of, and how many of them the crosswalk agrees with. */
  classes: Record<string, { sure: number; agree: number }>;
  reliability: (occupation: EscoOccupation) => number;
}

/** How often each class of crosswalk row names the code the English matcher is sure of. */
export function measureCrosswalkReliability({
  occupations,
  readings,
}: {
  occupations: readonly EscoOccupation[];
  readings: readonly EnglishReading[];
}): CrosswalkReliability {
  const classes: CrosswalkReliability["classes"] = {};
  occupations.forEach((occupation, position) => {
    const reading = readings[position];
    const top = reading?.matches[0]?.code;
    if (!reading?.sure || !top || occupation.crosswalk.length === 0) return;
    const tally = (classes[routeClass(occupation)] ??= { sure: 0, agree: 0 });
    tally.sure++;
    if (occupation.crosswalk.includes(top)) tally.agree++;
  });
  return {
    classes,
    // A class with few observations leans towards one half (two pseudo-observations each way).
    reliability: (occupation) => {
      const tally = classes[routeClass(occupation)] ?? { sure: 0, agree: 0 };
      return (tally.agree + 1) / (tally.sure + 2);
    },
  };
}

/** Sets each occupation's `onet` and `shares` from the two routes. */
export function combineCodeRoutes({
  occupations,
  readings,
  reliability,
}: {
  occupations: EscoOccupation[];
  readings: readonly EnglishReading[];
  reliability: (occupation: EscoOccupation) => number;
}): void {
  occupations.forEach((occupation, position) => {
    const evidence = new Map<string, number>();
    const add = (code: string, weight: number): void => {
      evidence.set(code, (evidence.get(code) ?? 0) + weight);
    };
    const trust = occupation.crosswalk.length > 0 ? reliability(occupation) : 0;
    // A 2010 code that 2019 split: the crosswalk names one of the parts, not which.
    for (const code of occupation.crosswalk) add(code, trust / occupation.crosswalk.length);
    for (const { code, confidence } of readings[position]?.matches ?? []) add(code, confidence);
    const total = [...evidence.values()].reduce((sum, value) => sum + value, 0);
    const ranked = [...evidence]
      .map(([code, value]) => ({ code, share: total > 0 ? value / total : 0 }))
      .filter(({ share }) => share >= MIN_SHARE)
      .sort((a, b) => b.share - a.share || (a.code < b.code ? -1 : 1))
      .slice(0, MAX_CODES);
    const kept = ranked.reduce((sum, { share }) => sum + share, 0) || 1;
    occupation.onet = ranked.map(({ code }) => code);
    occupation.shares = ranked.map(({ share }) => Math.round((share / kept) * 1000) / 1000);
  });
}
