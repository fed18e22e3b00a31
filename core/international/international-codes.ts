/**
 * Where an O*NET occupation sits in the international classification (ISCO-08) and in Canada's
 * (NOC 2021), with the ILO's 2025 global exposure figure for its ISCO group: the shape of
 * `data/international-codes.json` (built by `scripts/build-international-codes.ts`, ADR 034) and the
 * view the result and occupation pages show.
 */

/** Bumped whenever a field of the file changes meaning or shape. */
export const INTERNATIONAL_CODES_SCHEMA_VERSION = 1;

/** The languages ESCO gives ISCO-08 group titles in (ISCOGroups_<lang>.csv). */
export const ISCO_TITLE_LANGUAGES = ["en", "de", "fr"] as const;
export type IscoTitleLanguage = (typeof ISCO_TITLE_LANGUAGES)[number];

/**
 * The ILO's exposure gradients (Gmyrek et al. 2025, `potential25`), least to most exposed, as the
 * paper names them.
 */
export const ILO_GRADIENTS = [
  "Not Exposed",
  "Minimal Exposure",
  "Exposed: Gradient 1",
  "Exposed: Gradient 2",
  "Exposed: Gradient 3",
  "Exposed: Gradient 4",
] as const;
export type IloGradient = (typeof ILO_GRADIENTS)[number];

/** The ILO 2025 figure for one ISCO-08 unit group: its mean task score (0–1) and exposure gradient. */
export type IloGroupFigure = { score: number; gradient: IloGradient };

/** One ISCO-08 4-digit unit group: its titles (ESCO v1.0.8) and the ILO figure, null where the ILO has none. */
export type IscoGroupEntry = { titles: Record<IscoTitleLanguage, string>; ilo: IloGroupFigure | null };

/** An O*NET occupation's groups: the one shown first, then the others the crosswalks name, best first. */
export type OccupationCodes = { isco: string[]; noc: string[] };

export type InternationalCodesFile = {
  schemaVersion: typeof INTERNATIONAL_CODES_SCHEMA_VERSION;
  /** ISCO-08 4-digit code ("2221") → titles and ILO figure. */
  iscoGroups: Record<string, IscoGroupEntry>;
  /** NOC 2021 5-digit code ("31301") → its English title as the crosswalk gives it. */
  nocGroups: Record<string, string>;
  /** O*NET-SOC code → its ISCO-08 and NOC 2021 codes (each list may be empty). */
  occupations: Record<string, OccupationCodes>;
};

/** An ISCO-08 group as a page shows it. */
export type IscoGroupView = { code: string; titles: Record<IscoTitleLanguage, string> };

/** A NOC 2021 group as a page shows it. */
export type NocGroupView = { code: string; title: string };

/**
 * What a result or an occupation page shows of the international codes. `isco` is the group shown
 * (null when no crosswalk names one); `otherIsco` the further groups the crosswalks name; `ilo` the
 * ILO's figure for the group shown; `noc` Canada's group (null when the crosswalk has none).
 */
export type InternationalCodesView = {
  isco: IscoGroupView | null;
  otherIsco: IscoGroupView[];
  ilo: IloGroupFigure | null;
  noc: NocGroupView | null;
  otherNoc: NocGroupView[];
};

/** Further groups a page lists after the one it shows. */
export const MAX_OTHER_GROUPS = 3;

/** The international codes of one O*NET occupation; null when the file does not know the code. */
export function describeInternationalCodes({
  file,
  code,
}: {
  file: InternationalCodesFile;
  code: string;
}): InternationalCodesView | null {
  const entry = file.occupations[code];
  if (!entry) return null;
  const isco = entry.isco.flatMap((groupCode) => {
    const group = file.iscoGroups[groupCode];
    return group ? [{ code: groupCode, titles: group.titles }] : [];
  });
  const noc = entry.noc.flatMap((groupCode) => {
    const title = file.nocGroups[groupCode];
    return title === undefined ? [] : [{ code: groupCode, title }];
  });
  const shown = isco[0] ?? null;
  return {
    isco: shown,
    otherIsco: isco.slice(1, 1 + MAX_OTHER_GROUPS),
    ilo: shown ? (file.iscoGroups[shown.code]?.ilo ?? null) : null,
    noc: noc[0] ?? null,
    otherNoc: noc.slice(1, 1 + MAX_OTHER_GROUPS),
  };
}
