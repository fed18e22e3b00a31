import { isBulletLine } from "./bullet-lines";
import { hasDateRange } from "./date-ranges";
import { isPersonName } from "./person-name";
import { readRegion } from "./place-names";
import { hasRoleKeyword } from "./role-keywords";

export type SectionKind =
  "header" | "summary" | "experience" | "skills" | "certifications" | "education" | "contact" | "other";

export interface SectionedLine {
  /** Position in the normalised line list, for looking at neighbouring lines. */
  index: number;
  text: string;
  section: SectionKind;
  isHeading: boolean;
}

const HEADINGS: Record<string, SectionKind> = {
  // summary
  summary: "summary",
  profile: "summary",
  objective: "summary",
  about: "summary",
  "about me": "summary",
  statement: "summary",
  overview: "summary",
  introduction: "summary",
  "summary of qualifications": "summary",
  "qualifications summary": "summary",
  highlights: "skills",
  "highlights of qualifications": "summary",
  // experience
  experience: "experience",
  experiences: "experience",
  employment: "experience",
  "employment history": "experience",
  history: "experience",
  positions: "experience",
  "positions held": "experience",
  appointments: "experience",
  background: "experience",
  teaching: "experience",
  accomplishments: "experience",
  achievements: "experience",
  responsibilities: "experience",
  internships: "experience",
  internship: "experience",
  "military service": "experience",
  "employment record": "experience",
  // skills
  skills: "skills",
  skill: "skills",
  competencies: "skills",
  expertise: "skills",
  "areas of expertise": "skills",
  technologies: "skills",
  technology: "skills",
  tools: "skills",
  "tech stack": "skills",
  proficiencies: "skills",
  strengths: "skills",
  abilities: "skills",
  languages: "skills",
  software: "skills",
  "skill set": "skills",
  skillset: "skills",
  capabilities: "skills",
  "computer skills": "skills",
  "it skills": "skills",
  // certifications
  certifications: "certifications",
  certification: "certifications",
  certificates: "certifications",
  certificate: "certifications",
  licenses: "certifications",
  licences: "certifications",
  license: "certifications",
  licence: "certifications",
  licensure: "certifications",
  credentials: "certifications",
  accreditations: "certifications",
  endorsements: "certifications",
  // education
  education: "education",
  "academic background": "education",
  academics: "education",
  qualifications: "education",
  "academic qualifications": "education",
  "academic qualification": "education",
  "educational qualifications": "education",
  "educational qualification": "education",
  "educational background": "education",
  "educational details": "education",
  "education details": "education",
  degrees: "education",
  training: "education",
  schooling: "education",
  "professional development": "education",
  // contact
  contact: "contact",
  "contact information": "contact",
  "contact details": "contact",
  "personal details": "contact",
  "personal information": "contact",
  details: "contact",
  // sections we read nothing from
  projects: "other",
  publications: "other",
  awards: "other",
  honors: "other",
  honours: "other",
  references: "other",
  interests: "other",
  hobbies: "other",
  volunteer: "other",
  volunteering: "other",
  "volunteer experience": "other",
  "volunteer work": "other",
  activities: "other",
  affiliations: "other",
  memberships: "other",
  associations: "other",
  "research interests": "other",
  presentations: "other",
  conferences: "other",
  grants: "other",
  patents: "other",
  "additional information": "other",
  "community involvement": "other",
  "extracurricular activities": "other",
  coursework: "other",
  // The closing "Declaration" of resumes from India ("I hereby declare…").
  declaration: "other",
  "relevant coursework": "other",
  // German CVs (Lebenslauf), accents folded (#38)
  berufserfahrung: "experience",
  "beruflicher werdegang": "experience",
  werdegang: "experience",
  "berufliche erfahrung": "experience",
  "berufliche stationen": "experience",
  berufspraxis: "experience",
  praktika: "experience",
  ausbildung: "education",
  "schul und berufsausbildung": "education",
  bildungsweg: "education",
  schulbildung: "education",
  studium: "education",
  "aus und weiterbildung": "education",
  weiterbildung: "education",
  weiterbildungen: "education",
  fortbildungen: "education",
  kenntnisse: "skills",
  "kenntnisse und fahigkeiten": "skills",
  "fahigkeiten und kenntnisse": "skills",
  fahigkeiten: "skills",
  kompetenzen: "skills",
  fachkenntnisse: "skills",
  sprachkenntnisse: "skills",
  sprachen: "skills",
  "edv kenntnisse": "skills",
  "it kenntnisse": "skills",
  profil: "summary",
  kurzprofil: "summary",
  "uber mich": "summary",
  zusammenfassung: "summary",
  "personliche daten": "contact",
  "personliche angaben": "contact",
  kontakt: "contact",
  kontaktdaten: "contact",
  zertifikate: "certifications",
  zertifizierungen: "certifications",
  fuhrerschein: "certifications",
  hobbys: "other",
  interessen: "other",
  ehrenamt: "other",
  referenzen: "other",
  // French CVs, accents folded
  "experience professionnelle": "experience",
  "experiences professionnelles": "experience",
  "parcours professionnel": "experience",
  stages: "experience",
  formation: "education",
  formations: "education",
  "formation academique": "education",
  diplomes: "education",
  "diplomes et formations": "education",
  etudes: "education",
  competences: "skills",
  "competences techniques": "skills",
  "competences professionnelles": "skills",
  langues: "skills",
  informatique: "skills",
  "profil professionnel": "summary",
  "a propos": "summary",
  "a propos de moi": "summary",
  "informations personnelles": "contact",
  coordonnees: "contact",
  "etat civil": "contact",
  certificats: "certifications",
  "centres d interet": "other",
  loisirs: "other",
  "references professionnelles": "other",
};

// Words that qualify a heading without changing its meaning: "Professional Experience",
// "Key Skills", "Clinical Experience", "Work History".
const HEADING_MODIFIERS = new Set([
  "professional",
  "relevant",
  "work",
  "key",
  "core",
  "technical",
  "additional",
  "selected",
  "career",
  "other",
  "related",
  "clinical",
  "research",
  "academic",
  "industry",
  "military",
  "personal",
  "executive",
  "teaching",
  "my",
  "top",
  "employment",
  "summary",
  "of",
  "main",
  "areas",
]);

const MAX_HEADING_WORDS = 5;
const MAX_HEADING_LENGTH = 45;

function normaliseHeading(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function lookUpHeading(normalised: string): SectionKind | null {
  const direct = HEADINGS[normalised];
  if (direct) return direct;
  const words = normalised.split(" ");
  while (words.length > 1 && HEADING_MODIFIERS.has(words[0] ?? "")) {
    words.shift();
    const found = HEADINGS[words.join(" ")];
    if (found) return found;
  }
  return null;
}

// "Licenses & Certifications", "Skills and Abilities": every part must itself be a heading,
// so a job title such as "Research and Development Engineer" is never mistaken for one.
function lookUpCompoundHeading(normalised: string): SectionKind | null {
  const parts = normalised.split(/ and | or /);
  if (parts.length < 2) return null;
  const kinds = parts.map((part) => lookUpHeading(part.trim()));
  if (kinds.some((kind) => kind === null)) return null;
  return kinds[0] ?? null;
}

export interface HeadingMatch {
  kind: SectionKind;
  /** Text after a "Heading:" label on the same line, e.g. the list in "Skills: Go, SQL". */
  rest: string;
}

const TOO_MANY_WORDS = new RegExp(`(?:\\S+\\s+){${MAX_HEADING_WORDS + 2}}\\S`);

function matchHeadingLabel(label: string): SectionKind | null {
  // Cheap rejections first: this runs on every line.
  if (/[\d@(),.]/.test(label) || TOO_MANY_WORDS.test(label)) return null;
  const cleaned = label.replace(/^[\s#=*_~|:>\-–—]+|[\s#=*_~|:>\-–—]+$/g, "");
  if (cleaned === "" || /\d/.test(cleaned) || cleaned.length > MAX_HEADING_LENGTH) return null;
  const normalised = normaliseHeading(cleaned);
  if (normalised === "" || normalised.split(" ").length > MAX_HEADING_WORDS) return null;
  return lookUpHeading(normalised) ?? lookUpCompoundHeading(normalised);
}

// Decorated headings ("== SKILLS ==") are a little longer than the words themselves.
const MAX_DECORATED_LENGTH = MAX_HEADING_LENGTH + 15;

export function classifyHeading(line: string): HeadingMatch | null {
  if (line === "" || isBulletLine(line)) return null;
  const whole = line.length <= MAX_DECORATED_LENGTH ? matchHeadingLabel(line) : null;
  if (whole) return { kind: whole, rest: "" };
  const colon = line.indexOf(":");
  if (colon <= 0 || colon > MAX_DECORATED_LENGTH) return null;
  const kind = matchHeadingLabel(line.slice(0, colon));
  return kind ? { kind, rest: line.slice(colon + 1).trim() } : null;
}

const RESUMABLE_SECTIONS = new Set<SectionKind>(["skills", "certifications", "other", "contact"]);

// In a flattened two-column PDF a sidebar block ("SKILLS", a list) can land between two
// jobs, and the second job then has no heading of its own. A short title-like line with a
// date range on it or just below it means the experience section has resumed.
function startsJobEntry({ lines, index }: { lines: readonly string[]; index: number }): boolean {
  const line = lines[index] ?? "";
  if (isBulletLine(line) || !hasRoleKeyword(line) || line.split(/\s+/).length > 10) return false;
  return [0, 1, 2].some((offset) => hasDateRange(lines[index + offset] ?? ""));
}

// LinkedIn's PDF export puts the sidebar (Contact, Top Skills, Certifications) before the
// person's name, headline and location, with no heading in between. A name-shaped line
// followed by a headline or a place starts the header again.
function startsHeaderBlock({ lines, index }: { lines: readonly string[]; index: number }): boolean {
  if (!isPersonName(lines[index] ?? "")) return false;
  const next = lines[index + 1] ?? "";
  const lastPart = next.split(",").pop() ?? "";
  return hasRoleKeyword(next) || readRegion(lastPart) !== null;
}

function looksLikeNameLine(text: string): boolean {
  const unlabelled = text.replace(/^(?:full\s+)?name\s*:\s*/i, "");
  const firstField = unlabelled.split(/,|\s{2,}|\s[|•·-]\s/)[0] ?? "";
  return isPersonName(unlabelled.replace(/\s+/g, " ")) || isPersonName(firstField);
}

export function splitIntoSections(lines: readonly string[]): SectionedLine[] {
  const result: SectionedLine[] = [];
  let section: SectionKind = "header";
  let experienceSeen = false;
  // Only a resume whose top block named nobody can have its header further down.
  let nameSeen = false;
  lines.forEach((text, index) => {
    const heading = classifyHeading(text);
    if (heading) {
      section = heading.kind;
      if (section === "experience") experienceSeen = true;
      result.push({ index, text, section, isHeading: true });
      if (heading.rest !== "") result.push({ index, text: heading.rest, section, isHeading: false });
      return;
    }
    if (RESUMABLE_SECTIONS.has(section)) {
      if (experienceSeen && startsJobEntry({ lines, index })) section = "experience";
      else if (!experienceSeen && !nameSeen && startsHeaderBlock({ lines, index })) section = "header";
    }
    if ((section === "header" || section === "contact") && !nameSeen) {
      nameSeen = looksLikeNameLine(text);
    }
    result.push({ index, text, section, isHeading: false });
  });
  return result;
}
