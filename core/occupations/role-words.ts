/**
 * Role words over the work a title names: "Supervisor meter readers", "Typing section chief",
 * "Helper glass blower", "Brickmason contractor". The coding indexes code such titles to the
 * occupation that plays that role in the work's SOC major group (its first-line supervisors, its
 * helpers), while a ranking by words lets the work words win. ADR 007.
 */
import type { Ranking } from "./ranking";
import type { TitleIndex } from "./title-index";
import { ROLE_WORDS, SUPERVISED_WORK, SUPERVISOR_HOURS, type RoleWord } from "./title-rules/role-words";
import { alternationOf, type TitleWord } from "./title-rules/title-rule";

/** The hours a supervisor works ("Barista Shift Supervisor"), dropped when the work is checked again. */
const SUPERVISOR_HOURS_PATTERN = new RegExp(String.raw`\b(?:${alternationOf(SUPERVISOR_HOURS)})\b`, "gi");

/** True when the occupation already plays the role (`RoleWord.playedBy`; managers too for a supervisor). */
function playsRole(role: RoleWord, code: string, title: string): boolean {
  return (role.supervises === true && code.startsWith("11-")) || role.playedBy.test(title);
}

/** The supervisor SOC code (6 digits) of the work's code, from `SUPERVISED_WORK`; "" when none is listed. */
function supervisorOf(workCode: string): string {
  let best: TitleWord | undefined;
  for (const entry of SUPERVISED_WORK.words)
    if (workCode.startsWith(entry.word) && entry.word.length > (best?.word.length ?? 0)) best = entry;
  return best?.becomes ?? "";
}

/** Per rule and SOC major group, the occupations that play the role there. */
const roleOccupations = new WeakMap<TitleIndex, Map<RoleWord, Map<string, number[]>>>();

function occupationsPlaying(index: TitleIndex, rule: RoleWord, group: string): number[] {
  let byRule = roleOccupations.get(index);
  if (!byRule) {
    byRule = new Map();
    roleOccupations.set(index, byRule);
  }
  let byGroup = byRule.get(rule);
  if (!byGroup) {
    byGroup = new Map();
    index.occupations.forEach((occupation, id) => {
      if (occupation.code.startsWith("11-") || !playsRole(rule, occupation.code, occupation.title)) return;
      const key = occupation.code.slice(0, 2);
      byGroup?.set(key, [...(byGroup.get(key) ?? []), id]);
    });
    byRule.set(rule, byGroup);
  }
  return byGroup.get(group) ?? [];
}

/** How far above the ranking's top the role occupation is put (it leads; the work itself follows). */
const ROLE_LEAD = 0.01;

/** A role word found in a title, with the rest of the title (the work) to rank alone. */
export interface RoleWork {
  role: RoleWord;
  work: string;
  topPlays: boolean;
  recheck: boolean;
}

const occupationOf = (index: TitleIndex, id: number): { code: string; title: string } => {
  const occupation = index.occupations[id];
  return { code: occupation?.code ?? "", title: occupation?.title ?? "" };
};

/**
 * The role words of a title whose top is not a title listed word for word, each with the work the
 * rest of the title names, for the ranking to rank alone (`preferRoleOccupations` then decides).
 */
export function findRoleWork(index: TitleIndex, text: string, ranking: Ranking): RoleWork[] {
  const top = ranking.head[0];
  if (!top || ranking.topExact) return [];
  const topOccupation = occupationOf(index, top.occupation);
  const found: RoleWork[] = [];
  for (const role of ROLE_WORDS) {
    if (!role.pattern.test(text)) continue;
    const topPlays = playsRole(role, topOccupation.code, topOccupation.title);
    // A first-line supervisor of other work than the title names ("Barista Shift Supervisor" drew
    // security supervisors) gives way to the supervisor of the named work, when the work alone is a
    // title the indexes list and is of another SOC major group.
    const recheck = topPlays && role.supervises === true && !topOccupation.code.startsWith("11-");
    if (topPlays && !role.workDecides && !recheck) continue;
    const work = text
      .replace(role.pattern, " ")
      .replace(/\s+of\s*$|^\s*of\s+/i, " ")
      // When rechecking, the time a supervisor works says nothing of the work ("Barista Shift").
      .replace(recheck ? SUPERVISOR_HOURS_PATTERN : /$^/, " ")
      .replace(/\s+/g, " ")
      .trim();
    if (work !== "") found.push({ role, work, topPlays, recheck });
  }
  return found;
}

/**
 * When a title holds a role word (`findRoleWork`) and the rest of the title alone (its ranking in
 * `workRankings`, in the same order) ranks an occupation of the same SOC major group as the whole
 * title does, the occupation playing the role in that group is put first (the one the ranking
 * rates highest when the group has several). Groups where nobody plays the role (professional
 * work: "Chief engineer") are left as they are.
 */
export function preferRoleOccupations(
  index: TitleIndex,
  ranking: Ranking,
  roleWork: readonly (RoleWork & { workRanking: Ranking | null })[],
): Ranking {
  const top = ranking.head[0];
  if (!top) return ranking;
  const topOccupation = occupationOf(index, top.occupation);
  for (const { role, topPlays, recheck, workRanking } of roleWork) {
    const workTop = workRanking?.head[0];
    if (!workRanking || !workTop) continue;
    const workOccupation = occupationOf(index, workTop.occupation);
    const group = workOccupation.code.slice(0, 2);
    if (role.groups && !role.groups.has(group)) {
      if (role.workDecides) return workRanking;
      continue;
    }
    if (playsRole(role, workOccupation.code, workOccupation.title)) continue;
    if (recheck) {
      if (!workRanking.topExact || topOccupation.code.slice(0, 2) === group) continue;
    } else {
      if (topPlays) continue;
      // The whole title must point at the same kind of work ("Chief engineer" is not clearly any one).
      if (!role.workDecides && topOccupation.code.slice(0, 2) !== group) continue;
    }
    const players = occupationsPlaying(index, role, group);
    if (players.length === 0) continue;
    // The SOC structure names the supervisor of the work; otherwise the one the ranking rates highest.
    const supervisor = role.supervises === true ? supervisorOf(workOccupation.code) : "";
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
