/**
 * Whether an If-None-Match header names this entity tag, by the weak comparison HTTP asks of
 * If-None-Match (RFC 9110 §13.1.2): `W/"x"` and `"x"` are the same tag, and `*` names any.
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const wanted = dropWeakPrefix(etag);
  return header.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || dropWeakPrefix(value) === wanted;
  });
}

function dropWeakPrefix(tag: string): string {
  return tag.startsWith("W/") ? tag.slice(2) : tag;
}
