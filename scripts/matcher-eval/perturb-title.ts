/**
 * Rewrites a job title the way people type them, for `eval:matcher`'s robustness figures: one
 * change per title, chosen by a seeded random number, among
 * - a common abbreviation ("Manager" → "Mgr", "Assistant" → "Asst"), when the title has such a
 *   word (otherwise a seniority word);
 * - a seniority or contract word ("Senior …", "… II", "… (Contract)");
 * - one typo in the longest word (two inner letters swapped, or one dropped);
 * - lower case without punctuation.
 */
const ABBREVIATED: [RegExp, string][] = [
  [/\bManager\b/, "Mgr"],
  [/\bEngineer\b/, "Eng"],
  [/\bAssistant\b/, "Asst"],
  [/\bTechnician\b/, "Tech"],
  [/\bRepresentative\b/, "Rep"],
  [/\bSupervisor\b/, "Supv"],
  [/\bDirector\b/, "Dir"],
  [/\bCoordinator\b/, "Coord"],
  [/\bSpecialist\b/, "Spec"],
  [/\bAdministrative\b/, "Admin"],
  [/\bExecutive\b/, "Exec"],
  [/\bDepartment\b/, "Dept"],
  [/\bOperations\b/, "Ops"],
  [/\bMarketing\b/, "Mktg"],
  [/\bMaintenance\b/, "Maint"],
  [/\bManufacturing\b/, "Mfg"],
  [/\bHuman Resources\b/, "HR"],
  [/\bVice President\b/, "VP"],
  [/\bDeveloper\b/, "Dev"],
  [/\bAccountant\b/, "Acct"],
];

const SENIORITY: ((title: string) => string)[] = [
  (title) => `Senior ${title}`,
  (title) => `Sr. ${title}`,
  (title) => `Junior ${title}`,
  (title) => `${title} II`,
  (title) => `${title} (Contract)`,
];

function withTypo(title: string, random: () => number): string {
  const words = title.split(" ");
  let longest = 0;
  words.forEach((word, position) => {
    if (word.length > (words[longest]?.length ?? 0)) longest = position;
  });
  const word = words[longest] ?? "";
  if (word.length < 5) return title.toLowerCase();
  // An inner position, never the first or last letter.
  const at = 1 + Math.floor(random() * (word.length - 3));
  const changed =
    random() < 0.5
      ? `${word.slice(0, at)}${word[at + 1] ?? ""}${word[at] ?? ""}${word.slice(at + 2)}`
      : `${word.slice(0, at)}${word.slice(at + 1)}`;
  words[longest] = changed;
  return words.join(" ");
}

export function perturbTitle(title: string, random: () => number): string {
  const kind = Math.floor(random() * 4);
  if (kind === 0) {
    const rule = ABBREVIATED.find(([pattern]) => pattern.test(title));
    if (rule) return title.replace(rule[0], rule[1]);
  }
  if (kind <= 1) {
    const add = SENIORITY[Math.floor(random() * SENIORITY.length)];
    return add ? add(title) : title;
  }
  if (kind === 2) return withTypo(title, random);
  return title
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
