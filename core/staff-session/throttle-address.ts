/**
 * The address a sign-in attempt is throttled under (ADR 005). An IPv4 address is itself. An IPv6
 * address is its /64 network: one household or server is given a whole /64 and can use any address
 * in it, so throttling single IPv6 addresses would let one sender pick a fresh, blameless address
 * for every guess. IPv4-mapped IPv6 (`::ffff:192.0.2.1`) counts as the IPv4 address it carries.
 */
export function describeThrottleAddress(address: string): string {
  const plain = address.trim().toLowerCase().split("%")[0] ?? "";
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain);
  if (mapped) return mapped[1]!;
  if (!plain.includes(":")) return plain;
  const groups = expandIpv6(plain);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : plain;
}

/** The eight groups of an IPv6 address (an IPv4 tail counts as two), without leading zeros; null if malformed. */
function expandIpv6(address: string): string[] | null {
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const readGroups = (part: string | undefined): string[] | null => {
    if (!part) return [];
    const groups: string[] = [];
    for (const piece of part.split(":")) {
      if (/^\d{1,3}(\.\d{1,3}){3}$/.test(piece)) {
        const [a, b, c, d] = piece.split(".").map(Number) as [number, number, number, number];
        groups.push(((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) groups.push(Number.parseInt(piece, 16).toString(16));
      else return null;
    }
    return groups;
  };
  const head = readGroups(halves[0]);
  const tail = readGroups(halves[1]);
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return null;
  return [...head, ...Array.from({ length: missing }, () => "0"), ...tail];
}
