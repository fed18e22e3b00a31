/**
 * O*NET writes many titles with a second name for the same job in brackets at the end: an
 * abbreviation ("Aviation Maintenance Technician (AMT)") or the words an abbreviation stands for
 * ("Lab Technician (Laboratory Technician)"). Read as one title, the two names run together
 * ("laboratory technician lab"), and neither name typed alone matches it word for word: an
 * aviation maintenance technician went to Avionics Technicians, the one occupation listing the
 * title without brackets. Each name is indexed as a title of its own.
 *
 * Brackets inside a title ("Transportation Security Administration (TSA) Screener") name a part
 * of it, and the title is kept whole.
 */
const TRAILING_SECOND_NAME = /^(.*\S)\s*\(([^()]*\S[^()]*)\)\s*$/;

/** An abbreviation as O*NET writes one: "AMT", "PMH-APRN", "3D", "sUAS". */
const ABBREVIATION = /^(?=(?:[^A-Z]*[A-Z]){2})[A-Za-z0-9&./-]+$/;

/** The first or last word, lower case and without a plural "s". */
function word(text: string, at: 0 | -1): string {
  return (
    text
      .toLowerCase()
      .match(/[a-z]+/g)
      ?.at(at) ?? ""
  ).replace(/s$/, "");
}

/**
 * The names one listed title holds: the title and its bracketed second name, or the title alone.
 * The brackets hold a second name when they are an abbreviation, or start or end with the same
 * word ("Lab Technician (Laboratory Technician)", "Telemetry Registered Nurse (Telemetry RN)");
 * other brackets qualify the title ("Intelligence Officer (General)") and stay in it.
 */
export function titleForms(title: string): string[] {
  const parts = TRAILING_SECOND_NAME.exec(title);
  const outer = parts?.[1];
  const inner = parts?.[2]?.trim();
  if (outer === undefined || inner === undefined || outer.includes("(")) return [title];
  const abbreviated = ABBREVIATION.test(inner) || ABBREVIATION.test(outer.split(/\s+/)[0] ?? "");
  const sameWords = ([0, -1] as const).some((at) => word(inner, at) !== "" && word(inner, at) === word(outer, at));
  return abbreviated || sameWords ? [outer, inner] : [title];
}
