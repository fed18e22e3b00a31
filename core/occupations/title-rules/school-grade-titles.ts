import type { TitleRule } from "./title-rule";

/**
 * Teachers often name the grade they teach rather than the school: "3rd Grade Teacher", "Grade 9
 * Math Teacher", "K-5 Teacher", "Year 10 Maths Teacher". The indexes code teachers by school
 * level (elementary, middle, secondary), and a grade number alone tells the matcher nothing: "7th
 * Grade Teacher" spread its confidence over every school level and "First Grade Teacher" went to
 * secondary schools. The grade is rewritten into the school level it belongs to, so the title
 * reads as the indexes word it ("elementary school teacher").
 *
 * A span of grades is read by its middle: K-8 is elementary, 5-8 middle school, 6-12 high school.
 * British and Irish school years (Year 1 to Year 6 primary, Year 7 up secondary) read the same way.
 * Only titles of people who teach are rewritten: a "Grade 3 operator" keeps its words.
 */

const ORDINAL_WORDS: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
};

/** A grade as people write it: "3rd", "third", "3", "K" (kindergarten is grade 0). */
const GRADE = String.raw`(?:\d{1,2}(?:st|nd|rd|th)?|k|kg|${Object.keys(ORDINAL_WORDS).join("|")})`;
const SPAN = String.raw`${GRADE}(?:\s*(?:-|–|to|through|thru|and|&|\/)\s*${GRADE})?`;

/** Only titles of people who teach go through these rules: a "Grade 3 operator" keeps its words. */
export const TEACHER_TITLE = /\b(?:teach(?:er|ers|ing)?|educator|instructor|tutor)\b/i;

function gradeNumber(written: string): number | undefined {
  const word = written.toLowerCase().replace(/(?:st|nd|rd|th)$/, "");
  if (word === "k" || word === "kg") return 0;
  const named = ORDINAL_WORDS[written.toLowerCase()];
  if (named !== undefined) return named;
  const value = Number(word);
  return Number.isInteger(value) && value >= 0 && value <= 12 ? value : undefined;
}

/** The school level for grades from `low` to `high`, read by the middle of the span. */
function schoolLevel(low: number, high: number): string {
  if (high === 0) return "kindergarten";
  const middle = (low + high) / 2;
  if (middle <= 5) return "elementary school";
  if (middle <= 8.5) return "middle school";
  return "high school";
}

function levelOfSpan(span: string): string | undefined {
  const grades = span.match(new RegExp(GRADE, "gi"))?.map(gradeNumber) ?? [];
  if (grades.length === 0 || grades.some((grade) => grade === undefined)) return undefined;
  const numbers = grades as number[];
  return schoolLevel(Math.min(...numbers), Math.max(...numbers));
}

/** A span of grades as written, read as its school level; the phrase unchanged when a number is no grade. */
const readGradeSpan = (phrase: string, span: string): string => levelOfSpan(span) ?? phrase;

const GRADES_NAME_NO_SCHOOL =
  'A grade number alone tells the matcher nothing: "7th Grade Teacher" spread its confidence over every school level and "First Grade Teacher" went to secondary schools. The indexes code teachers by school level.';

export const SCHOOL_GRADE_TITLES: readonly TitleRule[] = [
  {
    pattern: new RegExp(String.raw`\b(${SPAN})\s+grades?\b`, "gi"),
    becomes: readGradeSpan,
    example: "3rd Grade Teacher",
    reads: "elementary school Teacher",
    code: "25-2021.00",
    why: GRADES_NAME_NO_SCHOOL,
  },
  {
    pattern: new RegExp(String.raw`\bgrades?\s+(${SPAN})\b`, "gi"),
    becomes: readGradeSpan,
    example: "Grade 9 Math Teacher",
    reads: "high school Math Teacher",
    code: "25-2031.00",
    why: GRADES_NAME_NO_SCHOOL,
  },
  {
    // A bare span before the teacher: "K-5 teacher", "6-12 science teacher".
    pattern: new RegExp(
      String.raw`(?:^|(?<=\s))((?:k|kg|\d{1,2})\s*[-–]\s*\d{1,2})(?=\s+(?:[a-z]+\s+){0,2}(?:teacher|educator|instructor|tutor)s?\b)`,
      "gi",
    ),
    becomes: readGradeSpan,
    example: "K-8 Music Teacher",
    reads: "elementary school Music Teacher",
    code: "25-2021.00",
    why: GRADES_NAME_NO_SCHOOL,
  },
  {
    // British and Irish school years: Year 1 to Year 6 primary, Year 7 up secondary.
    pattern: /\byears?\s+(\d{1,2})(?:\s*(?:-|–|to|and|&|\/)\s*(\d{1,2}))?\b/gi,
    becomes: (phrase: string, low: string, high: string | undefined) => {
      const first = Number(low);
      const last = high === undefined ? first : Number(high);
      if (first < 1 || last > 13 || last < first) return phrase;
      return last <= 6 ? "elementary school" : "high school";
    },
    region: ["uk", "ie"],
    example: "Year 10 Maths Teacher",
    reads: "high school Maths Teacher",
    code: "25-2031.00",
    why: "British and Irish teachers name the school year they teach; the indexes code teachers by school level.",
  },
];
