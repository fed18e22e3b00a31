/**
 * Role words over the work a title names: "Supervisor meter readers", "Typing section chief",
 * "Helper glass blower", "Brickmason contractor". The coding indexes code such titles to the
 * occupation that plays that role in the work's SOC major group (its first-line supervisors, its
 * helpers), while a ranking by words lets the work words win. ADR 007.
 */
import type { Ranking } from "./ranking";
import type { TitleIndex } from "./title-index";

interface RoleRule {
  /** The role word in the written title. */
  word: RegExp;
  /** Occupations that already play the role (the rule does nothing when the top is one). */
  plays: (code: string, title: string) => boolean;
  /** The SOC major groups the rule applies in; all when absent. */
  groups?: ReadonlySet<string>;
  /**
   * The work alone decides, whatever the whole title's top: a contractor of a trade the indexes
   * do not list with the word goes to the trade's supervisors (though the contractors they code as
   * construction managers share the word), and outside the rule's groups the word only says how
   * someone is employed, so the work alone is ranked ("Software Engineer Contractor").
   */
  workDecides?: boolean;
}

const isSupervising = (code: string, title: string): boolean =>
  code.startsWith("11-") || /^First-Line Supervisors\b/.test(title);

const RULES: readonly RoleRule[] = [
  {
    word: /\b(?:supervisors?|foreman|foremen|forewoman|foreperson|chief|head|boss)\b/i,
    plays: isSupervising,
  },
  // A trade contractor runs the crews of the trade: the indexes code them as construction supervisors.
  {
    word: /\bcontractors?\b/i,
    plays: (_code, title) => /^First-Line Supervisors\b/.test(title),
    groups: new Set(["47"]),
    workDecides: true,
  },
  { word: /\bhelpers?\b/i, plays: (_code, title) => /^Helpers\b/.test(title) },
];

/**
 * Which first-line supervisors oversee which work, where a SOC major group has several: the longest
 * prefix of the work's SOC code names the supervising occupation (SOC 2018's structure). "Supervisor
 * child care" is a supervisor of personal service workers, "Chief jailer" of correctional officers.
 */
const SUPERVISED_WORK: readonly (readonly [prefix: string, supervisor: string])[] = [
  ["33-3011", "33-1011"],
  ["33-3012", "33-1011"],
  ["33-3", "33-1012"],
  ["33-2", "33-1021"],
  ["33-9031", "33-1091"],
  ["33-9032", "33-1091"],
  ["33-9", "33-1099"],
  ["37-2", "37-1011"],
  ["37-3", "37-1012"],
  ["39-3011", "39-1013"],
  ["39-3012", "39-1013"],
  ["39-3019", "39-1013"],
  ["39-3", "39-1014"],
  ["39-9032", "39-1014"],
  ["39-", "39-1022"],
  ["41-2", "41-1011"],
  ["41-", "41-1012"],
  ["53-7061", "53-1042"],
  ["53-7062", "53-1042"],
  ["53-7063", "53-1042"],
  ["53-7064", "53-1042"],
  ["53-7065", "53-1042"],
  ["53-7081", "53-1042"],
  ["53-7", "53-1043"],
  ["53-3", "53-1043"],
  ["53-2031", "53-1044"],
  ["53-6061", "53-1044"],
  ["53-", "53-1049"],
];

/** The supervisor SOC code (6 digits) of the work's code, from `SUPERVISED_WORK`; "" when none is listed. */
function supervisorOf(workCode: string): string {
  let best: readonly [string, string] | undefined;
  for (const entry of SUPERVISED_WORK)
    if (workCode.startsWith(entry[0]) && entry[0].length > (best?.[0].length ?? 0)) best = entry;
  return best?.[1] ?? "";
}

/** Per rule and SOC major group, the occupations that play the role there. */
const roleOccupations = new WeakMap<TitleIndex, Map<RoleRule, Map<string, number[]>>>();

function occupationsPlaying(index: TitleIndex, rule: RoleRule, group: string): number[] {
  let byRule = roleOccupations.get(index);
  if (!byRule) {
    byRule = new Map();
    roleOccupations.set(index, byRule);
  }
  let byGroup = byRule.get(rule);
  if (!byGroup) {
    byGroup = new Map();
    index.occupations.forEach((occupation, id) => {
      if (occupation.code.startsWith("11-") || !rule.plays(occupation.code, occupation.title)) return;
      const key = occupation.code.slice(0, 2);
      byGroup?.set(key, [...(byGroup.get(key) ?? []), id]);
    });
    byRule.set(rule, byGroup);
  }
  return byGroup.get(group) ?? [];
}

/** How far above the ranking's top the role occupation is put (it leads; the work itself follows). */
const ROLE_LEAD = 0.01;

/**
 * When a title holds a role word, its top is not a title listed word for word and does not play
 * the role, and the rest of the title alone (`rankWork`) ranks an occupation of the same SOC major
 * group as the whole title does, the occupation playing the role in that group is put first (the
 * one the ranking rates highest when the group has several). Groups where nobody plays the role
 * (professional work: "Chief engineer") are left as they are.
 */
export function preferRoleOccupations(
  index: TitleIndex,
  text: string,
  ranking: Ranking,
  rankWork: (work: string) => Ranking | null,
): Ranking {
  const top = ranking.head[0];
  if (!top || ranking.topExact) return ranking;
  const occupationOf = (id: number): { code: string; title: string } => {
    const occupation = index.occupations[id];
    return { code: occupation?.code ?? "", title: occupation?.title ?? "" };
  };
  const topOccupation = occupationOf(top.occupation);
  for (const rule of RULES) {
    if (!rule.word.test(text)) continue;
    const topPlays = rule.plays(topOccupation.code, topOccupation.title);
    // A first-line supervisor of other work than the title names ("Barista Shift Supervisor" drew
    // security supervisors) gives way to the supervisor of the named work, when the work alone is a
    // title the indexes list and is of another SOC major group.
    const recheck = topPlays && rule.plays === isSupervising && !topOccupation.code.startsWith("11-");
    if (topPlays && !rule.workDecides && !recheck) continue;
    const work = text
      .replace(rule.word, " ")
      .replace(/\s+of\s*$|^\s*of\s+/i, " ")
      // When rechecking, the time a supervisor works says nothing of the work ("Barista Shift").
      .replace(recheck ? /\b(?:shift|night|day|overnight|weekend)\b/gi : /$^/, " ")
      .replace(/\s+/g, " ")
      .trim();
    const workRanking = work === "" ? null : rankWork(work);
    const workTop = workRanking?.head[0];
    if (!workRanking || !workTop) continue;
    const workOccupation = occupationOf(workTop.occupation);
    const group = workOccupation.code.slice(0, 2);
    if (rule.groups && !rule.groups.has(group)) {
      if (rule.workDecides) return workRanking;
      continue;
    }
    if (rule.plays(workOccupation.code, workOccupation.title)) continue;
    if (recheck) {
      if (!workRanking.topExact || topOccupation.code.slice(0, 2) === group) continue;
    } else {
      if (topPlays) continue;
      // The whole title must point at the same kind of work ("Chief engineer" is not clearly any one).
      if (!rule.workDecides && topOccupation.code.slice(0, 2) !== group) continue;
    }
    const players = occupationsPlaying(index, rule, group);
    if (players.length === 0) continue;
    // The SOC structure names the supervisor of the work; otherwise the one the ranking rates highest.
    const supervisor = rule.plays === isSupervising ? supervisorOf(workOccupation.code) : "";
    const scoreOf = (id: number): number =>
      (index.occupations[id]?.code.startsWith(supervisor) && supervisor !== "" ? 10 : 0) +
      (ranking.head.find((candidate) => candidate.occupation === id)?.score ?? -1);
    const chosen = players.reduce((best, id) => (scoreOf(id) > scoreOf(best) ? id : best));
    const head = [
      { occupation: chosen, score: top.score + ROLE_LEAD },
      ...ranking.head.filter((candidate) => candidate.occupation !== chosen),
    ];
    return {
      ...ranking,
      head,
      topExact: false,
      topExactIndexOnly: false,
      topExactOwn: false,
      topExactEmploymentShare: 1,
      topExactRestricted: false,
      rivalScore: top.score,
    };
  }
  return ranking;
}
