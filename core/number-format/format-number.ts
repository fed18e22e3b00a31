/**
 * Figures as a visitor reads them: US dollars "US$97,550" (or "US$97.550"), counts "3,175,390",
 * percentages "1.7%". A figure is first described (value, Intl options, suffix), then written in a
 * locale: the server writes en-US, and the browser rewrites the same description in the
 * visitor's own locale (app/components/ui/local-number.tsx, app/lib/page-enhancements.ts), so the
 * description is the one source of how a figure looks.
 */
export type NumberSpec = {
  /** The number given to Intl (a percentage as a fraction: 0.017 for 1.7%). */
  value: number;
  options: Intl.NumberFormatOptions;
  /** Written before the number, in every locale ("US$" for US dollars). */
  prefix?: string;
  /** Written after the number ("+" for a top-coded wage). */
  suffix?: string;
};

export const SERVER_NUMBER_LOCALE = "en-US";

const formatters = new Map<string, Intl.NumberFormat>();

/** Writes a described figure in `locale` (formatters are kept: building one costs far more than using it). */
export function formatNumberSpec({ spec, locale = SERVER_NUMBER_LOCALE }: { spec: NumberSpec; locale?: string }) {
  const key = `${locale}|${JSON.stringify(spec.options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, spec.options);
    formatters.set(key, found);
  }
  return `${spec.prefix ?? ""}${found.format(spec.value)}${spec.suffix ?? ""}`;
}

/**
 * US dollars without cents, always marked "US$" (ADR 034: every amount we show is a US figure, and a
 * locale's own "$" could be its own dollar); "+" after a figure the source top-coded ("US$239,200+").
 * The number itself follows the visitor's locale ("US$97.550" in German).
 */
export function describeDollars({ value, topCoded = false }: { value: number; topCoded?: boolean }): NumberSpec {
  return {
    value,
    options: { maximumFractionDigits: 0 },
    prefix: "US$",
    ...(topCoded ? { suffix: "+" } : {}),
  };
}

/** A whole count: "3,175,390". */
export function describeCount(value: number): NumberSpec {
  return { value, options: { maximumFractionDigits: 0 } };
}

/**
 * A value already in percent (1.7 means 1.7%): one decimal, or two significant digits when it is
 * smaller than 0.1 ("0.017%"), so a small share does not read as zero. `signed` writes "+4.9%".
 */
export function describePercent({ value, signed = false }: { value: number; signed?: boolean }): NumberSpec {
  const small = value !== 0 && Math.abs(value) < 0.1;
  return {
    value: value / 100,
    options: {
      style: "percent",
      ...(small ? { maximumSignificantDigits: 2 } : { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      ...(signed ? { signDisplay: "exceptZero" } : {}),
    },
  };
}

/** A score or index: at most two decimals ("0.54", "-1.23"). */
export function describeDecimal({ value, signed = false }: { value: number; signed?: boolean }): NumberSpec {
  return { value, options: { maximumFractionDigits: 2, ...(signed ? { signDisplay: "exceptZero" } : {}) } };
}

/** How each research figure (SourceFigure ids, core/exposure/assess-exposure.ts) is written; others as decimals. */
const FIGURE_STYLES: Record<string, (value: number) => NumberSpec> = {
  "bls-median-wage": (value) => describeDollars({ value }),
  "bls-employment": (value) => describeCount(value),
  "bls-projected-growth": (value) => describePercent({ value, signed: true }),
  "anthropic-conversation-share": (value) => describePercent({ value }),
  "felten-lm-aioe": (value) => describeDecimal({ value, signed: true }),
};

/**
 * One research figure, stored as text: "97550" and "0.016808" (occupation pages), or "97,550" and
 * "0.017" (assessments store en-US text); null for text that is not a number ("n/a"), which is
 * shown as it is.
 */
export function describeSourceFigure({ id, value }: { id: string; value: string }): NumberSpec | null {
  const plain = value.replaceAll(",", "").trim();
  const number = plain === "" ? Number.NaN : Number(plain);
  if (!Number.isFinite(number)) return null;
  return (FIGURE_STYLES[id] ?? ((n: number) => describeDecimal({ value: n })))(number);
}
