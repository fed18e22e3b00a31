import type { Occupation } from "../occupations/dataset";
import { FREELANCE_CATALOGUE, type FreelanceServiceDefinition } from "./freelance-catalogue";

/**
 * Side income from real pay data (ADR 025): services from our catalogue that use the visitor's
 * own skills, each priced from the OEWS hourly 25th–75th percentile of the occupation that does
 * that work, and saying so. A freelance bookkeeper is priced from Bookkeeping, Accounting, and
 * Auditing Clerks, whatever the visitor's own job pays.
 *
 * A service fits when its pricing occupation is the visitor's own, one of its O*NET related
 * occupations, when the visitor's occupation sits in one of the service's SOC groups, or when
 * the visitor's own skills name it. The last fallback is per-hour contract work in the visitor's
 * own occupation, priced from its own quartiles. No task statement is ever a service name.
 */

export interface FreelanceService {
  name: string;
  /** "$X - $Y" per hour: the pricing occupation's OEWS hourly 25th–75th percentile. */
  earning: string;
  unit: "per hour";
  /** Catalogue id, or "own-occupation". */
  id: string;
  /** Title and code of the occupation the price comes from. */
  pricedFrom: string;
  pricedFromCode: string;
  /** One line saying where the price comes from. */
  basis: string;
}

const MAX_SERVICES = 3;
/**
 * A side income whose upper quartile is below this share of the visitor's own lower-quartile
 * hourly pay is no advice (a chief executive offered virtual-assistant work at $19–28 an hour),
 * unless the visitor's own skills name it.
 */
const MIN_SHARE_OF_OWN_PAY = 0.5;
/** The fallback's id. */
export const OWN_OCCUPATION_SERVICE = "own-occupation";

/** "$21 - $30" from hourly quartiles; null when BLS publishes no hourly figures. */
export function formatHourlyRange(input: {
  p25: number | null | undefined;
  p75: number | null | undefined;
}): string | null {
  const { p25, p75 } = input;
  if (typeof p25 !== "number" || typeof p75 !== "number" || !(p25 > 0) || !(p75 >= p25)) return null;
  return `$${Math.round(p25)} - $${Math.round(p75)}`;
}

function describeBasis(pricing: Occupation, vintage: string): string {
  const topCoded = pricing.labourMarket?.wageTopCoded ? " (the top of the range is BLS's published ceiling)" : "";
  return `Priced from what ${pricing.title} earn per hour, middle half (BLS OEWS ${vintage}, 25th–75th percentile)${topCoded}.`;
}

function priceService(input: {
  definition: Pick<FreelanceServiceDefinition, "id" | "name">;
  pricing: Occupation | null;
  vintage: string;
}): FreelanceService | null {
  const { pricing } = input;
  if (!pricing) return null;
  const earning = formatHourlyRange({
    p25: pricing.labourMarket?.hourlyWageP25,
    p75: pricing.labourMarket?.hourlyWageP75,
  });
  if (earning === null) return null;
  return {
    id: input.definition.id,
    name: input.definition.name,
    earning,
    unit: "per hour",
    pricedFrom: pricing.title,
    pricedFromCode: pricing.code,
    basis: describeBasis(pricing, input.vintage),
  };
}

/** Lower is a better fit: own occupation 0, named in the person's skills 1, Primary-Short 2, other related 3, SOC group 4 (+ shorter prefix). */
function rankFit(input: {
  definition: FreelanceServiceDefinition;
  occupation: Occupation;
  personSkills: readonly string[];
}): number | null {
  const { definition, occupation } = input;
  if (definition.pricedFrom === occupation.code) return 0;
  const skills = input.personSkills.map((skill) => skill.trim().toLowerCase()).filter(Boolean);
  if (definition.keywords.some((keyword) => skills.some((skill) => skill.includes(keyword)))) return 1;
  const related = occupation.related.find((r) => r.code === definition.pricedFrom);
  if (related) return related.tier === "Primary-Short" ? 2 : 3;
  const prefixes = definition.for.filter((prefix) => occupation.code.startsWith(prefix));
  if (prefixes.length === 0) return null;
  // A detailed or minor group fits better than a whole major group.
  return 4 + 1 / Math.max(...prefixes.map((prefix) => prefix.length));
}

export function recommendFreelanceServices(input: {
  occupation: Occupation;
  personSkills: readonly string[];
  /** Finds an occupation by code in the dataset; null when unknown. */
  resolve: (code: string) => Occupation | null;
  /** OEWS vintage for the basis line, e.g. "May 2025". */
  wageVintage: string;
  catalogue?: readonly FreelanceServiceDefinition[];
}): FreelanceService[] {
  const { occupation, personSkills, resolve, wageVintage } = input;
  const ownFloor = MIN_SHARE_OF_OWN_PAY * (occupation.labourMarket?.hourlyWageP25 ?? 0);
  const fits = (input.catalogue ?? FREELANCE_CATALOGUE)
    .map((definition) => ({ definition, rank: rankFit({ definition, occupation, personSkills }) }))
    .filter((fit): fit is { definition: FreelanceServiceDefinition; rank: number } => fit.rank !== null)
    .map((fit) => {
      const pricing = resolve(fit.definition.pricedFrom);
      const service = priceService({ definition: fit.definition, pricing, vintage: wageVintage });
      return { ...fit, service, upper: pricing?.labourMarket?.hourlyWageP75 ?? 0 };
    })
    .filter((fit): fit is typeof fit & { service: FreelanceService } => fit.service !== null)
    .filter((fit) => fit.rank <= 1 || fit.upper >= ownFloor)
    // Equal fits: the better-paid first (upper quartile), then by id.
    .sort((a, b) => a.rank - b.rank || b.upper - a.upper || a.definition.id.localeCompare(b.definition.id));
  const services = fits.slice(0, MAX_SERVICES).map((fit) => fit.service);
  if (services.length < MAX_SERVICES) {
    const own = priceService({
      definition: { id: OWN_OCCUPATION_SERVICE, name: `Per-hour contract work in your field (${occupation.title})` },
      pricing: occupation,
      vintage: wageVintage,
    });
    if (own && !services.some((service) => service.pricedFromCode === occupation.code)) services.push(own);
  }
  return services;
}
