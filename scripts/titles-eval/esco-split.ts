/**
 * The evaluation split of ESCO's occupations (ADR 031): a fixed share, chosen by a stable hash of
 * each occupation's id and the seed, is held out. The held-out occupations' labels are the test
 * titles and are left out of the index they are matched against; nothing is tuned on them. The rest
 * (training) fall in five hash folds for cross-fitting the calibration.
 */
import type { EscoOccupation } from "../../core/occupations/foreign-titles/esco-titles";

export const HELD_OUT_SHARE = 0.2;
export const FOLDS = 5;

/** FNV-1a over the text: a stable 32-bit hash. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A number in [0, 1) fixed by the occupation and the seed. */
export function positionOf({ id, seed }: { id: string; seed: number }): number {
  return hashText(`${seed}:${id}`) / 2 ** 32;
}

export function splitEscoOccupations({ occupations, seed }: { occupations: readonly EscoOccupation[]; seed: number }): {
  heldOut: EscoOccupation[];
  training: EscoOccupation[];
  foldOf: (occupation: EscoOccupation) => number;
} {
  const heldOut: EscoOccupation[] = [];
  const training: EscoOccupation[] = [];
  for (const occupation of occupations)
    (positionOf({ id: occupation.id, seed }) < HELD_OUT_SHARE ? heldOut : training).push(occupation);
  const foldOf = (occupation: EscoOccupation): number =>
    Math.floor(((positionOf({ id: occupation.id, seed }) - HELD_OUT_SHARE) / (1 - HELD_OUT_SHARE)) * FOLDS);
  return { heldOut, training, foldOf };
}
