import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { Occupation, OccupationDataset } from "../../occupations/dataset";
import { unpackOccupationDataset, type PackedOccupationDataset } from "../../occupations/packed-dataset";
import type { DegreeLevel, EntryRequirement, EntryStep } from "./catalogue-types";
import { ENTRY_REQUIREMENTS } from "./entry-requirements";

const dataset: OccupationDataset = unpackOccupationDataset(
  JSON.parse(
    gunzipSync(readFileSync(new URL("../../../data/occupations.json.gz", import.meta.url))).toString("utf8"),
  ) as PackedOccupationDataset,
);
const byCode = new Map(dataset.occupations.map((occupation) => [occupation.code, occupation]));

const FULL_CODE = /^\d{2}-\d{4}\.\d{2}$/;
const PREFIX = /^\d{2}-\d{1,4}$/;

/** BLS entry education categories, lowest first. */
const EDUCATION_RANK: Readonly<Record<string, number>> = {
  "No formal educational credential": 0,
  "High school diploma or equivalent": 1,
  "Some college, no degree": 2,
  "Postsecondary nondegree award": 3,
  "Associate's degree": 4,
  "Bachelor's degree": 5,
  "Master's degree": 6,
  "Doctoral or professional degree": 7,
};
const LEVEL_RANK: Readonly<Record<DegreeLevel, number>> = { associate: 4, bachelor: 5, master: 6, doctoral: 7 };

function existsInDataset(key: string): boolean {
  if (FULL_CODE.test(key)) return byCode.has(key);
  return PREFIX.test(key) && dataset.occupations.some((occupation) => occupation.code.startsWith(key));
}

/** The entry covering an occupation: the longest key it starts with. */
function findEntry(code: string): EntryRequirement | undefined {
  let best: EntryRequirement | undefined;
  for (const entry of ENTRY_REQUIREMENTS)
    if (code.startsWith(entry.code) && (!best || entry.code.length > best.code.length)) best = entry;
  return best;
}

/** How the engine decides a visitor already holds a step (see entry-requirements.ts). */
function isHeld(step: EntryStep, from: Occupation): boolean {
  if (step.heldBy?.some((key) => from.code.startsWith(key))) return true;
  if (step.kind !== "degree" || !step.anyField || !step.level) return false;
  const rank = EDUCATION_RANK[from.preparation?.entryEducation ?? ""];
  return rank !== undefined && rank >= LEVEL_RANK[step.level];
}

/** The steps a move from `from` into `to` still needs, and those it skips. */
function splitSteps(input: { from: string; to: string }): { needed: string[]; held: string[] } {
  const from = byCode.get(input.from)!;
  const steps = findEntry(input.to)?.steps ?? [];
  return {
    needed: steps.filter((step) => !isHeld(step, from)).map((step) => step.name.toLowerCase()),
    held: steps.filter((step) => isHeld(step, from)).map((step) => step.name.toLowerCase()),
  };
}

/** What is wrong with an example: a phrase it should name that the visitor holds, or the reverse. */
function checkExample(input: { from: string; to: string; mentions: readonly string[]; omits?: readonly string[] }) {
  const { needed, held } = splitSteps(input);
  const label = `${input.from} → ${input.to}`;
  const problems: string[] = [];
  for (const phrase of input.mentions)
    if (!needed.some((name) => name.includes(phrase.toLowerCase())))
      problems.push(`${label} does not name "${phrase}"`);
  for (const phrase of input.omits ?? []) {
    if (!held.some((name) => name.includes(phrase.toLowerCase()))) problems.push(`${label} does not hold "${phrase}"`);
    if (needed.some((name) => name.includes(phrase.toLowerCase()))) problems.push(`${label} still names "${phrase}"`);
  }
  return problems;
}

const targetOf = (entry: EntryRequirement): string => entry.example.to ?? entry.code;

describe("entry requirements: the table's shape", () => {
  it("names only occupations and prefixes that exist in the dataset", () => {
    for (const entry of ENTRY_REQUIREMENTS) {
      expect(existsInDataset(entry.code), `key ${entry.code}`).toBe(true);
      for (const step of entry.steps)
        for (const key of step.heldBy ?? []) expect(existsInDataset(key), `${entry.code} heldBy ${key}`).toBe(true);
      expect(byCode.has(entry.example.from), `${entry.code} example from ${entry.example.from}`).toBe(true);
      expect(byCode.has(targetOf(entry)), `${entry.code} example to ${targetOf(entry)}`).toBe(true);
    }
  });

  it("has one entry per code or prefix", () => {
    const keys = ENTRY_REQUIREMENTS.map((entry) => entry.code);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it("names every step, gives degrees a level, experience its years, and schooling its length", () => {
    for (const entry of ENTRY_REQUIREMENTS) {
      expect(entry.steps.length, entry.code).toBeGreaterThan(0);
      for (const step of entry.steps) {
        const label = `${entry.code}: ${step.name}`;
        expect(step.name.trim().length, label).toBeGreaterThan(8);
        expect(step.name, label).not.toMatch(/\s$|^\s|\.$/);
        if (step.kind === "degree") expect(step.level, label).toBeDefined();
        else expect(step.level ?? step.anyField, label).toBeUndefined();
        // The years belong in `length`, so "5+ years" is not said twice.
        if (step.kind === "experience") expect(step.name, label).not.toMatch(/\d+\+? years?\b/);
        if (step.kind === "experience") expect(step.years, label).toBeGreaterThan(0);
        else expect(step.years, label).toBeUndefined();
        if (["degree", "programme", "apprenticeship", "residency", "experience", "training"].includes(step.kind))
          expect(step.length, label).not.toBeNull();
      }
    }
  });

  it("says where each entry's facts come from", () => {
    for (const entry of ENTRY_REQUIREMENTS) expect(entry.why.length, entry.code).toBeGreaterThan(20);
  });

  it("gives each entry an example that lands on it, from another occupation", () => {
    for (const entry of ENTRY_REQUIREMENTS) {
      if (!FULL_CODE.test(entry.code)) expect(entry.example.to, `${entry.code} needs example.to`).toBeDefined();
      expect(findEntry(targetOf(entry))?.code, `${entry.code} example target`).toBe(entry.code);
      expect(entry.example.from, entry.code).not.toBe(targetOf(entry));
      expect(entry.example.mentions.length, entry.code).toBeGreaterThan(0);
    }
  });

  it("says in each example what the visitor lacks and skips what they hold", () => {
    const problems = ENTRY_REQUIREMENTS.flatMap((entry) => checkExample({ ...entry.example, to: targetOf(entry) }));
    expect(problems).toEqual([]);
  });
});

/** Where BLS ORS's licence share reaches 60% but no state licence is the usual route, and why. */
const LICENCE_LEFT_OUT: Readonly<Record<string, string>> = {
  "29-1122.01":
    "shares the occupational therapists' SOC code and its ORS figure; orientation and mobility and vision rehabilitation specialists are certified by ACVREP, not licensed by states",
};

/** Occupations of 50,000+ workers with more than a high school entry that have no entry, and why. */
const COVERAGE_LEFT_OUT: Readonly<Record<string, string>> = {
  "11-9039.00": "an 'All Other' residual; its members' routes differ",
  "11-9199.00": "an 'All Other' residual; its members' routes differ",
  "19-4099.00": "an 'All Other' residual; its members' routes differ",
  "21-1029.00": "an 'All Other' residual; its members' routes differ",
  "21-1099.00": "an 'All Other' residual; its members' routes differ",
  "21-2011.00": "each faith sets its own requirements for clergy",
  "25-3041.00": "no licence or degree is required to tutor; subject mastery is the requirement",
  "25-3099.00": "an 'All Other' residual; its members' routes differ",
  "25-9049.00": "an 'All Other' residual; its members' routes differ",
  "25-9099.00": "an 'All Other' residual; its members' routes differ",
  "27-2011.00": "actors train and audition; there is no credential to name",
  "29-2099.00": "an 'All Other' residual; its members' routes differ",
  "29-2099.08":
    "patient representatives have no common credential; BLS's postsecondary award belongs to the wider group",
  "43-4151.00": "order clerks need no credential; BLS's 'some college' is typical, not required",
};

const HIGH_SCHOOL_OR_LESS = new Set(["High school diploma or equivalent", "No formal educational credential"]);

describe("entry requirements: coverage", () => {
  it("gives every occupation where most workers need a licence (BLS ORS ≥ 60%) an entry with a licence step", () => {
    const missing = dataset.occupations
      .filter((occupation) => (occupation.preparation?.licenceRequiredPct ?? 0) >= 60)
      .filter((occupation) => !LICENCE_LEFT_OUT[occupation.code])
      .filter((occupation) => !findEntry(occupation.code)?.steps.some((step) => step.kind === "licence"))
      .map((occupation) => `${occupation.code} ${occupation.title}`);
    expect(missing).toEqual([]);
    for (const code of Object.keys(LICENCE_LEFT_OUT))
      expect(byCode.get(code)?.preparation?.licenceRequiredPct, code).toBeGreaterThanOrEqual(60);
  });

  it("covers every occupation of 50,000+ workers whose entry takes more than high school, an apprenticeship, a residency or long training", () => {
    const needsEntry = (occupation: Occupation) => {
      const preparation = occupation.preparation;
      if ((occupation.labourMarket?.employment ?? 0) < 50_000) return false;
      const education = preparation?.entryEducation ?? "";
      const training = preparation?.entryTraining ?? "";
      return (
        (education !== "" && !HIGH_SCHOOL_OR_LESS.has(education)) || /Apprentice|Internship|Long-term/.test(training)
      );
    };
    const missing = dataset.occupations
      .filter(needsEntry)
      .filter((occupation) => !COVERAGE_LEFT_OUT[occupation.code] && !findEntry(occupation.code))
      .map((occupation) => `${occupation.code} ${occupation.title}`);
    expect(missing).toEqual([]);
    for (const code of Object.keys(COVERAGE_LEFT_OUT)) {
      expect(needsEntry(byCode.get(code)!), `${code} is still a gap`).toBe(true);
      expect(findEntry(code), `${code} now has an entry`).toBeUndefined();
    }
  });

  it("gives every first-line supervisor and the big management jobs a years-of-experience step held by the jobs below them", () => {
    const supervisors = dataset.occupations.filter((occupation) =>
      occupation.title.startsWith("First-Line Supervisors"),
    );
    const managers = [
      "11-1021.00",
      "11-2022.00",
      "11-3021.00",
      "11-3031.00",
      "11-3121.00",
      "11-9021.00",
      "11-9032.00",
      "11-9033.00",
      "11-9041.00",
      "11-9051.00",
      "11-9111.00",
      "11-9141.00",
    ];
    // Military supervisors (55-) and the protective-service residual have no civilian route to name.
    const codes = [...supervisors.map((occupation) => occupation.code), ...managers].filter(
      (code) => !code.startsWith("55-") && code !== "33-1099.00",
    );
    expect(codes.length).toBeGreaterThan(25);
    for (const code of codes) {
      const experience = findEntry(code)?.steps.find((step) => step.kind === "experience");
      expect(experience?.years, code).toBeGreaterThan(0);
      expect(experience?.heldBy?.length, code).toBeGreaterThan(0);
    }
  });

  it("has about 300–450 entries", () => {
    expect(ENTRY_REQUIREMENTS.length).toBeGreaterThanOrEqual(300);
    expect(ENTRY_REQUIREMENTS.length).toBeLessThanOrEqual(450);
  });
});

/**
 * The moves the counsellor's review (advice-review-2026-11) rejected or asked for, each with what
 * "What it takes" must now say (`mentions`), what the visitor already holds (`omits`) and what it
 * must never claim (`never`).
 */
const REVIEW_CASES: readonly {
  from: string;
  to: string;
  mentions: readonly string[];
  omits?: readonly string[];
  never?: readonly string[];
}[] = [
  // Pharmacist → physicians: medical school, not just "a residency and a medical licence".
  {
    from: "29-1051.00",
    to: "29-1216.00",
    mentions: ["Doctor of Medicine", "MCAT", "residency"],
    omits: ["premedical"],
  },
  { from: "29-1051.00", to: "29-1214.00", mentions: ["Doctor of Medicine", "residency in emergency medicine"] },
  { from: "29-1051.00", to: "29-1218.00", mentions: ["Doctor of Medicine", "obstetrics and gynecology"] },
  // Pharmacist → NP and CRNA: the nursing degree and RN licence first.
  {
    from: "29-1051.00",
    to: "29-1171.00",
    mentions: ["Bachelor of Science in Nursing", "registered nurse licence", "nurse practitioner programme"],
  },
  {
    from: "29-1051.00",
    to: "29-1151.00",
    mentions: ["Bachelor of Science in Nursing", "registered nurse licence", "intensive care unit", "nurse anesthesia"],
  },
  // Translator → therapy assistants and SLP: a programme in the field and a licence.
  { from: "27-3091.00", to: "31-2021.00", mentions: ["physical therapist assistant programme", "licence"] },
  { from: "27-3091.00", to: "31-2011.00", mentions: ["occupational therapy assistant programme", "licence"] },
  { from: "27-3091.00", to: "29-1127.00", mentions: ["speech-language pathology", "clinical fellowship"] },
  { from: "27-3091.00", to: "25-2031.00", mentions: ["teaching licence"], omits: ["bachelor's degree"] },
  // Claims adjuster → detectives: a police career first.
  { from: "13-1031.00", to: "33-3021.00", mentions: ["police academy", "years as a police officer"] },
  { from: "13-1031.00", to: "33-3021.02", mentions: ["police academy", "years as a police officer"] },
  {
    from: "13-1031.00",
    to: "33-9021.00",
    mentions: ["private investigator licence"],
    omits: ["investigative experience"],
  },
  // ICU and other nurses → CRNA, NP; a hygienist → CRNA, anesthesiologist assistant, prosthodontist.
  {
    from: "29-1141.03",
    to: "29-1151.00",
    mentions: ["doctoral nurse anesthesia programme"],
    omits: ["registered nurse licence", "intensive care unit"],
  },
  { from: "29-1141.00", to: "29-1151.00", mentions: ["intensive care unit"], omits: ["registered nurse licence"] },
  {
    from: "29-1141.00",
    to: "29-1171.00",
    mentions: ["nurse practitioner programme"],
    omits: ["registered nurse licence"],
  },
  {
    from: "29-1292.00",
    to: "29-1151.00",
    mentions: [
      "Bachelor of Science in Nursing",
      "registered nurse licence",
      "intensive care unit",
      "doctoral nurse anesthesia",
    ],
  },
  {
    from: "29-1292.00",
    to: "29-1071.01",
    mentions: ["anesthesiologist assistant programme", "NCCAA"],
    never: ["physician assistant licence"],
  },
  { from: "29-1292.00", to: "29-1024.00", mentions: ["Doctor of Dental Surgery", "prosthodontics residency"] },
  { from: "29-1141.03", to: "29-1212.00", mentions: ["Doctor of Medicine", "cardiology fellowship"] },
  { from: "29-1141.03", to: "29-1124.00", mentions: ["degree in radiation therapy", "ARRT"] },
  { from: "29-1141.03", to: "29-1071.00", mentions: ["physician assistant programme"], omits: ["patient care"] },
  // Lab technician → technologist, respiratory and radiation therapy.
  { from: "29-2012.00", to: "29-2011.00", mentions: ["medical laboratory science", "ASCP MLS"] },
  { from: "29-2012.00", to: "29-1126.00", mentions: ["associate's degree in respiratory therapy", "licence"] },
  { from: "29-2012.00", to: "29-1124.00", mentions: ["degree in radiation therapy", "licence"] },
  // The counsellor's named ladders, with the credential each needs.
  { from: "23-2011.00", to: "23-1011.00", mentions: ["Juris Doctor", "bar exam"] },
  { from: "23-2011.00", to: "23-1021.00", mentions: ["Juris Doctor", "practising law"] },
  { from: "43-3031.00", to: "13-2011.00", mentions: ["bachelor's degree in accounting", "CPA"] },
  { from: "43-3031.00", to: "13-2082.00", mentions: ["PTIN"] },
  { from: "43-3071.00", to: "13-2072.00", mentions: ["NMLS"], omits: ["experience in banking"] },
  { from: "41-9022.00", to: "41-9021.00", mentions: ["broker licence"], omits: ["salesperson licence"] },
  { from: "41-9022.00", to: "11-9141.00", mentions: [], omits: ["real estate licence", "real estate, leasing"] },
  { from: "41-9022.00", to: "13-2023.00", mentions: ["appraiser trainee"] },
  {
    from: "35-2014.00",
    to: "35-1011.00",
    mentions: ["food protection manager"],
    omits: ["cooking in restaurant kitchens"],
  },
  { from: "27-1024.00", to: "27-1011.00", mentions: [], omits: ["graphic designer", "bachelor's degree"] },
  { from: "13-1071.00", to: "11-3121.00", mentions: [], omits: ["human resources work", "bachelor's degree"] },
  { from: "17-2141.00", to: "11-9041.00", mentions: [], omits: ["years as an engineer", "degree in engineering"] },
  // Supervisors of other trades need years in that trade.
  { from: "43-3051.00", to: "47-1011.00", mentions: ["a construction trade"] },
  { from: "43-3051.00", to: "49-1011.00", mentions: ["installation, maintenance or repair"] },
  { from: "43-1011.00", to: "53-1043.00", mentions: ["driving or operating"] },
  { from: "47-2111.00", to: "47-1011.00", mentions: ["OSHA 30-hour"], omits: ["a construction trade"] },
  { from: "47-2111.00", to: "47-4011.00", mentions: ["ICC"], omits: ["construction trade"] },
  // A teacher into special education: the endorsement, not a second licence.
  { from: "25-2031.00", to: "25-2058.00", mentions: ["special education endorsement"], omits: ["teaching licence"] },
  // A teacher changing level adds the level's exams and licence, not a second preparation programme.
  {
    from: "25-2021.00",
    to: "25-2031.00",
    mentions: ["certification exams for the grade level", "secondary teaching licence"],
    omits: ["teacher preparation programme", "bachelor's degree"],
  },
  // Drivers: the CDL class and endorsements; a picker: forklift training.
  { from: "53-3054.00", to: "53-3052.00", mentions: ["passenger (P) endorsement"] },
  { from: "53-3054.00", to: "53-3051.00", mentions: ["school bus (S)"] },
  { from: "53-3054.00", to: "53-3032.00", mentions: ["Class A commercial driver's licence"] },
  { from: "53-7064.00", to: "53-7051.00", mentions: ["forklift training"] },
  // Electricians into other licensed trades need that trade's apprenticeship.
  { from: "47-2111.00", to: "47-2152.00", mentions: ["plumber, pipefitter or steamfitter apprenticeship"] },
  { from: "47-2111.00", to: "47-2011.00", mentions: ["boilermaker apprenticeship"] },
  { from: "47-2111.00", to: "49-9051.00", mentions: ["lineworker apprenticeship", "CDL"] },
  // Software and marketing people into engineering need an engineering degree.
  { from: "15-1252.00", to: "17-2061.00", mentions: ["computer or electrical engineering"] },
  { from: "15-1252.00", to: "17-2199.05", mentions: ["core engineering discipline"] },
  { from: "13-1161.01", to: "17-2061.00", mentions: ["computer or electrical engineering"] },
  // A junior analyst into management needs the years.
  { from: "15-2051.01", to: "11-2021.00", mentions: ["years of experience in marketing"] },
  { from: "13-2031.00", to: "11-1011.00", mentions: ["senior manager"] },
  // Dispatcher → rail and logistics; medical receptionist → clinical support.
  { from: "43-5032.00", to: "53-4031.00", mentions: ["conductor training programme"] },
  { from: "43-5032.00", to: "13-1081.00", mentions: ["supply chain management"] },
  { from: "43-6013.00", to: "31-9092.00", mentions: ["medical assisting programme"] },
  { from: "43-6013.00", to: "29-2052.00", mentions: ["pharmacy technician training"] },
];

describe("entry requirements: the counsellor's review cases", () => {
  it("says what each reviewed move takes, skips what the visitor holds, and never names the wrong credential", () => {
    const problems = REVIEW_CASES.flatMap((item) => {
      const found = checkExample(item);
      const names = (findEntry(item.to)?.steps ?? []).map((step) => step.name.toLowerCase());
      for (const phrase of item.never ?? [])
        if (names.some((name) => name.includes(phrase.toLowerCase())))
          found.push(`${item.from} → ${item.to} names "${phrase}"`);
      if (item.mentions.length + (item.omits?.length ?? 0) === 0)
        found.push(`${item.from} → ${item.to} checks nothing`);
      return found;
    });
    expect(problems).toEqual([]);
  });
});
