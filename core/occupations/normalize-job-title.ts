/**
 * Job-title normalisation shared by the title index and queries: both sides go through the same
 * steps, so "Sr. Software Eng" and O*NET's "Software Engineer" meet on "software engineer".
 */
import { splitWords, stemWord } from "./stem-word";

/**
 * Abbreviations people type in job titles → the words O*NET titles use. Expansions are in the
 * vocabulary of O*NET titles (e.g. "rn" → "registered nurse") so they hit indexed titles directly.
 */
const ABBREVIATION_TABLE: Record<string, string> = {
  sr: "senior",
  snr: "senior",
  jr: "junior",
  mgr: "manager",
  mngr: "manager",
  mgmt: "management",
  eng: "engineer",
  engr: "engineer",
  dev: "developer",
  devs: "developers",
  swe: "software engineer",
  sde: "software developer",
  sw: "software",
  hw: "hardware",
  rn: "registered nurse",
  lpn: "licensed practical nurse",
  lvn: "licensed vocational nurse",
  cna: "certified nursing assistant",
  np: "nurse practitioner",
  crna: "nurse anesthetist",
  emt: "emergency medical technician",
  cpa: "certified public accountant",
  vp: "vice president",
  svp: "vice president",
  evp: "vice president",
  avp: "vice president",
  hr: "human resources",
  qa: "quality assurance",
  qc: "quality control",
  ux: "user experience",
  ui: "user interface",
  pm: "project manager",
  asst: "assistant",
  assoc: "associate",
  admin: "administrative",
  adm: "administrative",
  acct: "accountant",
  accts: "accounts",
  ap: "accounts payable",
  ar: "accounts receivable",
  tech: "technician",
  techs: "technicians",
  coord: "coordinator",
  dir: "director",
  exec: "executive",
  rep: "representative",
  reps: "representatives",
  spec: "specialist",
  supv: "supervisor",
  supvr: "supervisor",
  sup: "supervisor",
  mktg: "marketing",
  mkt: "marketing",
  ops: "operations",
  it: "information technology",
  dba: "database administrator",
  sysadmin: "systems administrator",
  sre: "site reliability engineer",
  ml: "machine learning",
  ai: "artificial intelligence",
  bi: "business intelligence",
  csr: "customer service representative",
  sdr: "sales development representative",
  bdr: "business development representative",
  cs: "customer service",
  sys: "systems",
  prog: "programmer",
  md: "physician",
  pt: "physical therapist",
  ot: "occupational therapist",
  slp: "speech language pathologist",
  rt: "respiratory therapist",
  gm: "general manager",
  ceo: "chief executive officer",
  cfo: "chief financial officer",
  coo: "chief operating officer",
  cto: "chief technology officer",
  cio: "chief information officer",
  cmo: "chief marketing officer",
  cno: "chief nursing officer",
  ciso: "chief information security officer",
  cdl: "commercial truck driver",
  hvac: "hvac",
  pr: "public relations",
  seo: "search engine optimization",
  cad: "computer aided design",
  cnc: "computer numerical control",
  acctg: "accounting",
  fin: "finance",
  govt: "government",
  intl: "international",
  natl: "national",
  mfg: "manufacturing",
  maint: "maintenance",
  elec: "electrical",
  mech: "mechanical",
  med: "medical",
  pharm: "pharmacy",
  psych: "psychiatric",
  dept: "department",
  env: "environmental",
  info: "information",
  ed: "education",
  edu: "education",
  "&": "and",
};

// A Map, not the object: words such as "constructor" must not resolve to Object.prototype members.
const ABBREVIATIONS = new Map(Object.entries(ABBREVIATION_TABLE));

/**
 * Seniority, employment and other words that don't change which occupation a title belongs to.
 * "Contract" and "contractor" are not among them: a contract specialist and a roofing contractor
 * are jobs of their own. Where they only say how someone is employed ("Contract Nurse", "Software
 * Engineer Contractor"), the matcher drops them from the typed title (`title-query.ts`).
 */
const NOISE_WORDS = new Set([
  "senior",
  "junior",
  "i",
  "ii",
  "iii",
  "iv",
  "entry",
  "level",
  "experienced",
  "trainee",
  "remote",
  "hybrid",
  "temporary",
  "temp",
  "freelance",
  "seasonal",
  "parttime",
  "fulltime",
  "the",
  "a",
  "an",
  "of",
  "and",
  "for",
  "in",
  "at",
  "to",
  "with",
  "on",
  "or",
  "my",
  "im",
  "am",
]);

const stemCache = new Map<string, string>();

/**
 * Title words the shared stemmer would merge with a different role: an "engineering technician" is
 * not an engineer, and "engineering" must not meet "engineer"; an account manager looks after
 * clients' accounts, not the books, so "account" must not meet "accounting" or "accountant".
 */
const TITLE_STEM_EXCEPTIONS = new Map([
  ["engineering", "engineering"],
  ["accounting", "accounting"],
  ["accountant", "accountant"],
  ["accountants", "accountant"],
]);

function cachedStem(word: string): string {
  let stem = stemCache.get(word);
  if (stem === undefined) {
    stem = TITLE_STEM_EXCEPTIONS.get(word) ?? stemWord(word);
    stemCache.set(word, stem);
  }
  return stem;
}

/** Expands abbreviations and drops noise words; returns unstemmed lower-case words in title order. */
export function expandJobTitleWords(title: string): string[] {
  let prepared = title;
  if (/time/i.test(prepared)) prepared = prepared.replace(/\b(part|full)[\s-]+time\b/gi, "$1time");
  // Punctuation needs no replacing: `splitWords` only keeps letter/digit runs ("c++", "c#" aside).
  const words: string[] = [];
  for (const word of splitWords(prepared)) {
    const expansion = ABBREVIATIONS.get(word);
    const parts = expansion === undefined ? [word] : expansion.split(" ");
    for (const part of parts) {
      if (!NOISE_WORDS.has(part) && !/^\d+$/.test(part)) words.push(part);
    }
  }
  return words;
}

/**
 * Normalised, stemmed title tokens in title order with duplicates removed (a title and its
 * parenthesised abbreviation, "Registered Nurse (RN)", must not count the words twice).
 */
export function tokenizeJobTitle(title: string): string[] {
  const tokens: string[] = [];
  const seen = new Set<string>();
  for (const word of expandJobTitleWords(title)) {
    const stem = cachedStem(word);
    if (!seen.has(stem)) {
      seen.add(stem);
      tokens.push(stem);
    }
  }
  return tokens;
}

/** Where the head (role) part of a title ends: "Manager, Operations", "Director of Nursing", "Cook - Line". */
const HEAD_SEGMENT_END = /,|\(|\s[-–—]\s|\s(?:of|for|in|at|with|to)\s/i;

export interface AnalyzedJobTitle {
  /** As `tokenizeJobTitle`. */
  tokens: string[];
  /**
   * The head noun: the last word of the title's first segment ("cook" for "Cooks, Fast Food",
   * "director" for "Director of Nursing", "teacher" for "Elementary School Teacher"); usually the
   * word that names the role. Undefined only when there are no tokens.
   */
  head: string | undefined;
}

/** Tokens plus the head noun of a job title; both the index and queries use this. */
export function analyzeJobTitle(title: string): AnalyzedJobTitle {
  const hasOf = /\sof\s/i.test(title);
  // "Head of Sales" is a sales director, not a head (cook, custodian…).
  if (hasOf && /^\s*head\s+of\s/i.test(title))
    return analyzeJobTitle(`${title.replace(/^\s*head\s+of\s+/i, "")} director`);
  // "Director of Nursing" reads as "Nursing Director": same words in the order titles usually use,
  // so the word pairs line up with "Nursing Director" and "Sales and Marketing Vice President".
  const ofPhrase = hasOf ? /^([^,(]+?)\s+of\s+([^,(]+)$/i.exec(title) : null;
  const cut = HEAD_SEGMENT_END.exec(title);
  if (cut === null || cut.index === 0) {
    const tokens = tokenizeJobTitle(title);
    return { tokens, head: tokens[tokens.length - 1] };
  }
  const firstSegment = tokenizeJobTitle(title.slice(0, cut.index));
  const segmentHead = firstSegment[firstSegment.length - 1];
  if (ofPhrase) {
    const tokens = tokenizeJobTitle(`${ofPhrase[2] ?? ""} ${ofPhrase[1] ?? ""}`);
    return { tokens, head: segmentHead ?? tokens[tokens.length - 1] };
  }
  // The cut is at a word boundary, so the title's tokens are the first segment's followed by the
  // rest's (duplicates dropped); this saves tokenising the title twice.
  const tokens = [...firstSegment];
  for (const token of tokenizeJobTitle(title.slice(cut.index))) if (!tokens.includes(token)) tokens.push(token);
  return { tokens, head: segmentHead ?? tokens[tokens.length - 1] };
}

/** Canonical text form of a job title: "Sr. Software Eng." → "software engineer" (stems joined by spaces). */
export function normalizeJobTitle(title: string): string {
  return tokenizeJobTitle(title).join(" ");
}
