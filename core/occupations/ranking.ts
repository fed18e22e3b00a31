/** The ranking the title matcher builds for one query text (`match-occupations.ts`), shared with its refinements. */

/** The ranked head of the list for one query text, before calibration. */
export interface Ranking {
  /** Best candidates, best first; scores scaled so a clear, well-supported match is about 1. */
  head: {
    occupation: number;
    score: number;
    /** The factor the industry and skill nudges multiplied `score` by (1 or absent: none). */
    nudge?: number;
  }[];
  /** True when the top candidate lists the query title word for word. */
  topExact: boolean;
  /** Similarity of the query to the top candidate's nearest title (0–1). */
  topNearest: number;
  /** Score of the best candidate that is a different SOC occupation from the top one. */
  rivalScore: number;
  /** That candidate's `nudge` (1 or absent: none). */
  rivalNudge?: number;
  /** True when the top candidate lists the query word for word only as a coding-index title (an index row may code it otherwise in other industries). */
  topExactIndexOnly: boolean;
  /** True when the query is the top candidate's own title (its O*NET title or a part of it). */
  topExactOwn: boolean;
  /** Distinct SOC occupations (6-digit) that list the query word for word (a title coded several ways is ambiguous). */
  exactSocCount: number;
  /**
   * When the top lists the query word for word: its SOC occupation's share of the employment of all
   * SOC occupations that do ("Cashier": cashiers, not casino booth cashiers). 1 otherwise.
   */
  topExactEmploymentShare: number;
  /** True when the top lists the query word for word as a coding-index title limited to some industries. */
  topExactRestricted: boolean;
  /** Words of the query no title or task uses, read as the indexed word they most likely are (a spelling fix, a completion). */
  guessedWords: number;
}
