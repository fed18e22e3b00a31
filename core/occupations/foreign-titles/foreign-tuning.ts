/**
 * The foreign-title stage's weights (ADR 031), chosen by `npm run eval:titles-international -- --fit`
 * on the training occupations' labels (never the held-out occupations or the everyday titles): the
 * setting with the best cross-fitted top-1.
 */
export interface ForeignMatchTuning {
  /**
   * Softmax temperature over the candidates' similarity when their codes are pooled: low, the
   * closest label decides; higher, a bare word's many labels ("sprzątacz budynków", "sprzątacz
   * terenu", …) outvote one specific occupation that lists the bare word.
   */
  temperature: number;
  /**
   * Added to the similarity of a label equal to the title before the pooling: how much an equal
   * label counts against many close ones.
   */
  exactBonus: number;
  /** How much ESCO's alternative and hidden labels count against its preferred label. */
  otherLabelWeight: number;
  /** How much labels in another language than most of the title's words count. */
  otherLanguageWeight: number;
}

/**
 * Fitted 2026-11-28 (cross-fitted top-1 on training titles ESCO does not list / lists): with no
 * exact bonus, temperature 0.06 20.3% / 83.6%, 0.15 23.1% / 83.2%, 0.25 23.9% / 81.2%, 0.4
 * 23.7% / 74.3%; at 0.25 an exact bonus of 0.3 keeps equal labels first (23.7% / 83.6%).
 */
export const FOREIGN_MATCH_TUNING: ForeignMatchTuning = {
  temperature: 0.25,
  exactBonus: 0.3,
  otherLabelWeight: 0.97,
  otherLanguageWeight: 0.9,
};
