/**
 * The shapes of ESCO's job titles as the matcher uses them (ADR 031). `EscoOccupation` is what the
 * build reads from ESCO v1.0.8 and the ESCO → O*NET crosswalk: per occupation its ISCO-08 group,
 * the O*NET-SOC 2019 codes it leads to and its labels in the seven languages. The shipped file,
 * data/esco-titles.json.gz (`npm run data:build-esco`), holds `EscoTitleIndexData`: the codes and
 * English label per occupation and every label already written as the search compares it
 * (`LabelEntries`), so a process only fills lookup tables. Labels and codes only: no descriptions.
 */

/** The languages whose job titles the matcher reads: English and ESCO's six other site languages. */
export const TITLE_LANGUAGES = ["en", "de", "fr", "es", "it", "nl", "pl"] as const;
export type TitleLanguage = (typeof TITLE_LANGUAGES)[number];

/**
 * Bumped when the stored shape changes or when `fold-title.ts` or `label-entries.ts` write labels
 * differently: a file of another version is refused (rebuild with `npm run data:build-esco`).
 */
export const ESCO_TITLES_VERSION = 1;

export interface EscoLabels {
  /** ESCO's preferred label ("Rechtsanwalt/Rechtsanwältin": masculine and feminine written as one). */
  preferred: string;
  /** Alternative labels, then hidden ones (old and misspelt forms ESCO keeps for search). */
  other: string[];
}

/** What an occupation leads to, without its labels. */
export interface EscoOccupationCodes {
  /** The ESCO concept's id (the UUID that ends its URI). */
  id: string;
  /** ISCO-08 unit group, four digits. */
  isco: string;
  /**
   * The crosswalk's O*NET-SOC 2019 codes (empty when it has none). The crosswalk names O*NET-SOC
   * 2010 codes, carried to 2019 by O*NET's own crosswalk; a 2010 code that 2019 split keeps every part.
   */
  crosswalk: string[];
  /** The crosswalk's confidence in the match: 2 (highest), 1 or 0.5; 0 when there is no match. */
  confidence: number;
  /** True when the code is an ancestor's: the crosswalk lists ESCO's level-5 occupations only. */
  inherited: boolean;
  /**
   * The O*NET codes the occupation leads to, most likely first, and each one's share (summing to 1):
   * the crosswalk's codes weighed by how often codes of their confidence agree with O*NET's own
   * titles, and the English matcher's calibrated reading of the occupation's English label
   * (`scripts/esco-titles/combine-code-routes.ts`). Empty when neither route gives a code.
   */
  onet: string[];
  shares: number[];
}

export interface EscoOccupation extends EscoOccupationCodes {
  labels: Partial<Record<TitleLanguage, EscoLabels>>;
}

/**
 * Every label form of every occupation, one column per field, sorted by key so that a key is found
 * by binary search (`label-entries.ts`).
 */
export interface LabelEntries {
  /** The exact key (`titleKey`), ascending. */
  key: string[];
  /** The occupation's position in the occupation list. */
  occupation: Uint16Array;
  /** The language's position in TITLE_LANGUAGES. */
  language: Uint8Array;
  /** 0: ESCO's preferred label; 1: an alternative or hidden one. */
  kind: Uint8Array;
  /** Entry e's content stems are `stemIds[stemOffsets[e] .. stemOffsets[e + 1])`, positions in `stems`. */
  stemOffsets: Int32Array;
  stemIds: Uint16Array;
  /** Every content stem, ascending. */
  stems: string[];
  /** Stem ids in the order of their reversed text: the stems that end alike stand together. */
  endingOrder: Uint16Array;
}

export interface EscoTitleIndexData {
  version: number;
  /** Where the data came from. */
  sources: { esco: string; crosswalk: string };
  occupations: (EscoOccupationCodes & { english: string })[];
  entries: LabelEntries;
}
