/** One of an occupation's task groups (an O*NET IWA) with its share of the work and its exposure mix. */
export interface TaskGroupMix {
  id: string;
  title: string;
  /** Share (0–1) of the occupation's task weight. */
  share: number;
  /** Share (0–1) of the group's weight labelled E1 / E2. */
  e1Share: number;
  e2Share: number;
}
