/**
 * A status rather than a job: no occupation fits, and the visitor is asked for a job title instead
 * of being shown a lookalike (explosives workers for "Unemployed", through "employ"). Each pattern
 * is the whole title; `becomes` is empty because the matcher returns no occupation.
 */
import type { TitleRule, TitleWordTable } from "./title-rule";

const whole = (alternatives: string): RegExp => new RegExp(String.raw`^\W*(?:${alternatives})\W*$`, "i");

const A_STATUS = "A status, not a job: any occupation shown would be a lookalike of the words.";

export const NO_JOB_TITLES: readonly TitleRule[] = [
  {
    pattern: whole(String.raw`unemployed|not\s+employed|job\s*seeker|looking\s+for\s+work|between\s+jobs|none|n\/?a`),
    becomes: "",
    example: "Unemployed",
    reads: "Unemployed",
    code: "",
    why: 'Looking for work is no occupation ("Unemployed" drew explosives workers through "employ").',
  },
  {
    pattern: whole(String.raw`retired`),
    becomes: "",
    example: "Retired",
    reads: "Retired",
    code: "",
    why: A_STATUS,
  },
  {
    pattern: whole(String.raw`student|full[\s-]time\s+student`),
    becomes: "",
    example: "Full-time student",
    reads: "Full-time student",
    code: "",
    why: A_STATUS,
  },
  {
    pattern: whole(
      String.raw`homemaker|housewife|househusband|stay[\s-]at[\s-]home\s+(?:mom|mum|dad|parent|mother|father)`,
    ),
    becomes: "",
    example: "Stay-at-home mom",
    reads: "Stay-at-home",
    code: "",
    why: A_STATUS,
  },
  {
    pattern: whole(
      String.raw`self[\s-]employed|(?:(?:independent|freelance|self[\s-]employed|1099)\s+)?contractor|gig\s+worker`,
    ),
    becomes: "",
    example: "Independent contractor",
    reads: "Independent contractor",
    code: "",
    why: "How someone is employed, with no work named: a bare contractor could be any trade or office.",
  },
  {
    pattern: whole(
      String.raw`(?:retired\s+)?(?:(?:us|u\.s\.|army|navy|air\s+force|marine(?:\s+corps)?|military|disabled)\s+)?veteran`,
    ),
    becomes: "",
    example: "Army Veteran",
    reads: "Army Veteran",
    code: "",
    why: "Having served says nothing of the work done now.",
  },
  {
    pattern: whole(String.raw`(?:civil|public)\s+servant|government\s+employee`),
    becomes: "",
    example: "Civil servant",
    reads: "Civil servant",
    code: "",
    why: "An employer, not a job: civil servants do every kind of work.",
  },
];

/**
 * Words of unpaid work ("Volunteer Tutor"): the resume reader takes a volunteer role for the title
 * only when the resume names no paid job (`core/resume-profile/extract-job-title.ts`). Words are
 * regular-expression sources.
 */
export const UNPAID_WORK_WORDS: TitleWordTable = {
  why: "Unpaid work is no occupation: an ongoing volunteer role must not hide the paid job the resume names.",
  words: [
    { word: "volunteer", example: "Volunteer Tutor", code: "25-3041.00" },
    { word: "volunteering", example: "Volunteering Coordinator", code: "13-1071.00" },
  ],
};
