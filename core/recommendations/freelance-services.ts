/**
 * Freelance services a person could sell, named after their occupation's most AI-complemented
 * task groups (O*NET IWAs where AI helps but a person still does the work: many E2 labels, work
 * that is exposed but not handed over wholesale) and priced from their BLS median wage.
 *
 * Pricing: employee-equivalent hourly = median annual wage / 2080 (52 weeks × 40 hours).
 * Independent rates run above that because a freelancer pays both halves of payroll tax, buys
 * their own benefits (≈ 30% of U.S. employee compensation, BLS Employer Costs for Employee
 * Compensation) and cannot bill every hour; we quote 1.25× to 2× the employee-equivalent
 * hourly, rounded to $5.
 */

export interface FreelanceService {
  name: string;
  /** "$X - $Y" per hour. */
  earning: string;
  unit: "per hour";
  /** IWA id of the task group the service is named after. */
  groupId: string;
}

export const FREELANCE_RATE_MULTIPLIERS = { low: 1.25, high: 2 } as const;
export const HOURS_PER_YEAR = 2080;
const MAX_SERVICES = 3;

export interface TaskGroupMix {
  id: string;
  title: string;
  /** Share (0–1) of the occupation's task weight. */
  share: number;
  /** Share (0–1) of the group's weight labelled E1 / E2. */
  e1Share: number;
  e2Share: number;
}

/** "$45 - $75" from an annual wage; null when there is no wage. */
export function priceFreelanceHour(medianAnnualWage: number | null): string | null {
  if (medianAnnualWage === null || !(medianAnnualWage > 0)) return null;
  const hourly = medianAnnualWage / HOURS_PER_YEAR;
  const low = Math.max(5, Math.round((hourly * FREELANCE_RATE_MULTIPLIERS.low) / 5) * 5);
  const high = Math.max(low + 5, Math.round((hourly * FREELANCE_RATE_MULTIPLIERS.high) / 5) * 5);
  return `$${low} - $${high}`;
}

export function recommendFreelanceServices(input: {
  groups: readonly TaskGroupMix[];
  medianAnnualWage: number | null;
}): FreelanceService[] {
  const earning = priceFreelanceHour(input.medianAnnualWage);
  if (earning === null) return [];
  // Complemented = tools-assisted (E2) counts fully, direct (E1) half: E1 work is the part a
  // client can increasingly do with a model alone. Physical-only groups (no exposure at all)
  // still rank by share, after the complemented ones.
  const ranked = [...input.groups]
    .filter((group) => group.share >= 0.03)
    .map((group) => ({ group, complement: group.e2Share + 0.5 * group.e1Share }))
    .sort(
      (a, b) =>
        b.complement * b.group.share - a.complement * a.group.share ||
        b.group.share - a.group.share ||
        a.group.id.localeCompare(b.group.id),
    );
  return ranked.slice(0, MAX_SERVICES).map(({ group }) => ({
    name: group.title.replace(/\.$/, ""),
    earning,
    unit: "per hour" as const,
    groupId: group.id,
  }));
}
