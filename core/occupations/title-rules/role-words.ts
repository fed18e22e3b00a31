/**
 * Role words over the work a title names: "Supervisor meter readers", "Typing section chief",
 * "Helper glass blower", "Brickmason contractor". The coding indexes code such titles to the
 * occupation that plays that role in the work's SOC major group (its first-line supervisors, its
 * helpers), while a ranking by words lets the work words win. The ranking applies them after it
 * has ranked the title (`core/occupations/role-words.ts`).
 */
import type { TitleWordTable } from "./title-rule";

export interface RoleWord {
  /** The role word in the written title. */
  pattern: RegExp;
  /** The titles of the occupations that already play the role (the rule does nothing when the top is one). */
  playedBy: RegExp;
  /**
   * Managers (SOC major group 11) play the role too, and the SOC structure names which first-line
   * supervisors oversee the work (`SUPERVISED_WORK`).
   */
  supervises?: boolean;
  /** The SOC major groups the rule applies in; all when absent. */
  groups?: ReadonlySet<string>;
  /**
   * The work alone decides, whatever the whole title's top: a contractor of a trade the indexes
   * do not list with the word goes to the trade's supervisors, and outside the rule's groups the
   * word only says how someone is employed, so the work alone is ranked ("Software Engineer Contractor").
   */
  workDecides?: boolean;
  example: string;
  code: string;
  why: string;
}

export const ROLE_WORDS: readonly RoleWord[] = [
  {
    pattern: /\b(?:supervisors?|foreman|foremen|forewoman|foreperson|chief|head|boss)\b/i,
    playedBy: /^First-Line Supervisors\b/,
    supervises: true,
    example: "Supervisor meter readers",
    code: "43-1011.00",
    why: "The indexes code a supervisor of some work to the first-line supervisors of that work's SOC major group; ranked by words, the work (meter readers) won.",
  },
  {
    pattern: /\bcontractors?\b/i,
    playedBy: /^First-Line Supervisors\b/,
    groups: new Set(["47"]),
    workDecides: true,
    example: "Brickmason contractor",
    code: "47-1011.00",
    why: "A trade contractor runs the crews of the trade: the indexes code them as construction supervisors. Outside construction the word only says how someone is employed.",
  },
  {
    pattern: /\bhelpers?\b/i,
    playedBy: /^Helpers\b/,
    example: "Helper glass blower",
    code: "51-9198.00",
    why: "The indexes code a helper of a trade to the helpers of its major group; ranked by words, the trade itself won.",
  },
];

/**
 * Which first-line supervisors oversee which work, where a SOC major group has several (SOC 2018's
 * structure): the longest prefix of the work's SOC code (`word`) names the supervising occupation
 * (`becomes`). "Supervisor child care" is a supervisor of personal service workers, "Chief jailer"
 * of correctional officers.
 */
export const SUPERVISED_WORK: TitleWordTable = {
  why: "Several first-line supervisor occupations share the major group; the SOC structure says which one oversees the work.",
  words: [
    { word: "33-3011", becomes: "33-1011", example: "Supervisor bailiffs", code: "33-1011.00" },
    { word: "33-3012", becomes: "33-1011", example: "Supervisor correctional officers", code: "33-1011.00" },
    { word: "33-3", becomes: "33-1012", example: "Supervisor detectives", code: "33-1012.00" },
    { word: "33-2", becomes: "33-1021", example: "Supervisor firefighters", code: "33-1021.00" },
    { word: "33-9031", becomes: "33-1091", example: "Supervisor gambling surveillance officers", code: "33-1091.00" },
    { word: "33-9032", becomes: "33-1091", example: "Supervisor security guards", code: "33-1091.00" },
    { word: "33-9", becomes: "33-1099", example: "Supervisor animal control workers", code: "33-1099.00" },
    { word: "37-2", becomes: "37-1011", example: "Supervisor janitors", code: "37-1011.00" },
    { word: "37-3", becomes: "37-1012", example: "Supervisor landscaping", code: "37-1012.00" },
    { word: "39-3011", becomes: "39-1013", example: "Supervisor gambling dealers", code: "39-1013.00" },
    { word: "39-3012", becomes: "39-1013", example: "Supervisor gambling", code: "39-1013.00" },
    { word: "39-3019", becomes: "39-1013", example: "Supervisor gambling service workers", code: "39-1013.00" },
    { word: "39-3", becomes: "39-1014", example: "Supervisor motion picture projectionists", code: "39-1014.00" },
    { word: "39-9032", becomes: "39-1014", example: "Supervisor recreation workers", code: "39-1014.00" },
    { word: "39-", becomes: "39-1022", example: "Supervisor child care", code: "39-1022.00" },
    { word: "41-2", becomes: "41-1011", example: "Supervisor gambling change persons", code: "41-1011.00" },
    { word: "41-", becomes: "41-1012", example: "Supervisor advertising sales agents", code: "41-1012.00" },
    { word: "53-7061", becomes: "53-1042", example: "Supervisor cleaners of vehicles", code: "53-1042.00" },
    { word: "53-7062", becomes: "53-1042", example: "Supervisor laborers", code: "53-1042.00" },
    { word: "53-7063", becomes: "53-1042", example: "Supervisor machine feeders", code: "53-1042.00" },
    { word: "53-7064", becomes: "53-1042", example: "Supervisor packers", code: "53-1042.00" },
    { word: "53-7065", becomes: "53-1042", example: "Supervisor stockers", code: "53-1042.00" },
    { word: "53-7081", becomes: "53-1042", example: "Supervisor refuse", code: "53-1042.00" },
    { word: "53-7", becomes: "53-1043", example: "Supervisor conveyor operators", code: "53-1043.00" },
    { word: "53-3", becomes: "53-1043", example: "Supervisor ambulance drivers", code: "53-1043.00" },
    { word: "53-2031", becomes: "53-1044", example: "Supervisor flight attendants", code: "53-1044.00" },
    { word: "53-6061", becomes: "53-1044", example: "Supervisor passenger attendants", code: "53-1044.00" },
    { word: "53-", becomes: "53-1049", example: "Supervisor recycling coordinators", code: "53-1049.00" },
  ],
};

/**
 * When a supervisor's title is checked again for the work it supervises ("Barista Shift
 * Supervisor"), the hours it is worked say nothing of the work and are dropped
 * (`core/occupations/role-words.ts`).
 */
export const SUPERVISOR_HOURS: TitleWordTable = {
  why: 'The hours a supervisor works are no work of their own: left in, "night" and "shift" drew security and transport supervisors.',
  words: [
    { word: "shift", example: "Barista Shift Supervisor", code: "35-1012.00" },
    { word: "night", example: "Barista Night Supervisor", code: "35-1012.00" },
    { word: "day", example: "Barista Day Supervisor", code: "35-1012.00" },
    { word: "overnight", example: "Barista Overnight Supervisor", code: "35-1012.00" },
    { word: "weekend", example: "Kitchen Weekend Supervisor", code: "35-1012.00" },
  ],
};
