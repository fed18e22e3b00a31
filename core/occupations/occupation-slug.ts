/**
 * Web addresses of occupation pages (/jobs/<slug>): a slug made from the title, unique across
 * the dataset. Pure functions; the services build the table once per dataset.
 */

/** O*NET-SOC 2019 code, e.g. "29-1141.00". */
export const ONET_SOC_CODE_PATTERN = /^\d{2}-\d{4}\.\d{2}$/;

/**
 * "Registered Nurses" → "registered-nurses"; "Chief Executives & Legislators" → "chief-executives-and-legislators".
 * Accents are dropped, "&" and "+" read as words, everything else that is not a letter or digit
 * separates words. Never empty: a title without letters or digits gives "occupation".
 */
export function slugifyOccupationTitle(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/\+/g, " plus ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "occupation";
}

/** "29-1141.00" → "29-1141-00": the suffix that tells two occupations with the same title apart. */
function codeSuffix(code: string): string {
  return code.replace(/[^0-9]+/g, "-");
}

/**
 * One slug per occupation code. Titles that give the same slug (O*NET repeats a few titles
 * across specialisations) are told apart by the code: every occupation in such a group gets
 * "<slug>-<code>", so no slug depends on the order the dataset lists them in.
 */
export function assignOccupationSlugs(occupations: readonly { code: string; title: string }[]): Map<string, string> {
  const byBase = new Map<string, string[]>();
  for (const { code, title } of occupations) {
    const base = slugifyOccupationTitle(title);
    const codes = byBase.get(base) ?? [];
    codes.push(code);
    byBase.set(base, codes);
  }
  const slugs = new Map<string, string>();
  const taken = new Set<string>();
  // Unique titles first, so a disambiguated slug can never take a title's own slug.
  for (const [base, codes] of byBase) {
    if (codes.length === 1) {
      slugs.set(codes[0]!, base);
      taken.add(base);
    }
  }
  for (const base of [...byBase.keys()].sort()) {
    const codes = byBase.get(base)!;
    if (codes.length === 1) continue;
    for (const code of [...codes].sort()) {
      let slug = `${base}-${codeSuffix(code)}`;
      for (let n = 2; taken.has(slug); n++) slug = `${base}-${codeSuffix(code)}-${n}`;
      slugs.set(code, slug);
      taken.add(slug);
    }
  }
  return slugs;
}
