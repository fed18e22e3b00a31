/**
 * Accept-Encoding as the cached lanes read it: the weight (q) a client gives a content coding,
 * where a coding it does not name takes the weight of `*`, and one named without q takes 1.
 * Parsed answers for the few header values browsers send are kept, so a hit costs a map lookup.
 */

const parsed = new Map<string, ReadonlyMap<string, number>>();
/** How many distinct header values are kept before the memo starts over. */
const MEMO_SIZE = 64;
/** Longer values are parsed each time rather than kept (nobody sends them twice). */
const MEMO_MAX_LENGTH = 200;

function parseWeights(header: string): ReadonlyMap<string, number> {
  const weights = new Map<string, number>();
  for (const entry of header.split(",")) {
    const [coding = "", ...params] = entry.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const value = q === undefined ? 1 : Number(q.slice(2));
    weights.set(coding.trim(), Number.isFinite(value) ? value : 0);
  }
  return weights;
}

/** The weight the client gives `coding` (0 = not acceptable); 0 for every coding when there is no header. */
export function codingWeight(header: string | undefined, coding: string): number {
  if (!header) return 0;
  let weights = parsed.get(header);
  if (weights === undefined) {
    weights = parseWeights(header);
    if (header.length <= MEMO_MAX_LENGTH) {
      if (parsed.size >= MEMO_SIZE) parsed.clear();
      parsed.set(header, weights);
    }
  }
  return weights.get(coding) ?? weights.get("*") ?? 0;
}
