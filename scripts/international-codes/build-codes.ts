import {
  INTERNATIONAL_CODES_SCHEMA_VERSION,
  type InternationalCodesFile,
  type IscoGroupEntry,
  type OccupationCodes,
} from "../../core/international/international-codes";
import { createSourcePaths } from "../occupation-data/source-paths";
import { chooseIscoGroups } from "./choose-isco-groups";
import { ISCO_OVERRIDES } from "./isco-overrides";
import { readIscoGroups } from "./read-isco-groups";
import { readBlsCandidates, readEscoLabelGroups, readEscoWeights, readOnetTitles } from "./read-isco-evidence";
import { readNocGroups } from "./read-noc-groups";

function sumBySoc(weights: Map<string, Map<string, number>>): Map<string, Map<string, number>> {
  const bySoc = new Map<string, Map<string, number>>();
  for (const [onet, inner] of weights) {
    const soc = onet.slice(0, 7);
    const sum = bySoc.get(soc) ?? new Map<string, number>();
    for (const [isco, weight] of inner) sum.set(isco, (sum.get(isco) ?? 0) + weight);
    bySoc.set(soc, sum);
  }
  return bySoc;
}

/** ISCO code → how many of `titles` are an ESCO label filed under it. */
function countLabelMatches({
  titles,
  labelGroups,
}: {
  titles: ReadonlySet<string>;
  labelGroups: Map<string, Set<string>>;
}): Map<string, number> {
  const counts = new Map<string, number>();
  for (const title of titles)
    for (const isco of labelGroups.get(title) ?? []) counts.set(isco, (counts.get(isco) ?? 0) + 1);
  return counts;
}

/**
 * The international codes file from the raw sources (ADR 034): every ISCO-08 unit group with its
 * titles and ILO figure, every NOC 2021 group named, and for each O*NET-SOC occupation its ISCO-08
 * and NOC 2021 groups, the one to show first. Deterministic: keys are written sorted.
 */
export function buildInternationalCodes({ sourceDir }: { sourceDir: string }): InternationalCodesFile {
  const paths = createSourcePaths(sourceDir);
  const groups = readIscoGroups(paths);
  const blsCandidates = readBlsCandidates(paths);
  const escoWeights = readEscoWeights(paths);
  const socEscoWeights = sumBySoc(escoWeights);
  const labelGroups = readEscoLabelGroups(paths);
  const onet = readOnetTitles(paths);
  const noc = readNocGroups(paths);
  const overrides = new Map(ISCO_OVERRIDES.map((entry) => [entry.onetCode, entry]));
  const facts = {
    titleOf: (code: string) => groups.get(code)?.titles.en,
    hasIlo: (code: string) => (groups.get(code)?.ilo ?? null) !== null,
  };

  const occupations: Record<string, OccupationCodes> = {};
  const usedNoc = new Set<string>();
  for (const code of [...onet.titles.keys()].sort()) {
    const candidates = blsCandidates.get(code.slice(0, 7)) ?? [];
    const override = overrides.get(code) ?? null;
    if (override && !candidates.some((candidate) => candidate.code === override.isco))
      throw new Error(`ISCO override for ${code} names ${override.isco}, which the BLS crosswalk does not offer`);
    const isco = chooseIscoGroups({
      evidence: {
        title: onet.titles.get(code) ?? "",
        candidates,
        escoWeight: escoWeights.get(code) ?? new Map(),
        socEscoWeight: socEscoWeights.get(code.slice(0, 7)) ?? new Map(),
        labelMatches: countLabelMatches({ titles: onet.known.get(code) ?? new Set(), labelGroups }),
        override: override?.isco ?? null,
      },
      facts,
    });
    const nocCodes = noc.byOnet.get(code) ?? [];
    for (const nocCode of nocCodes) usedNoc.add(nocCode);
    occupations[code] = { isco, noc: nocCodes };
  }

  const iscoGroups: Record<string, IscoGroupEntry> = {};
  for (const code of [...groups.keys()].sort()) iscoGroups[code] = groups.get(code)!;
  const nocGroups: Record<string, string> = {};
  for (const code of [...usedNoc].sort()) nocGroups[code] = noc.titles.get(code)!;
  return { schemaVersion: INTERNATIONAL_CODES_SCHEMA_VERSION, iscoGroups, nocGroups, occupations };
}
