import type { Occupation } from "../../occupations/dataset";
import type { SideService } from "../catalogue/catalogue-types";
import { matchesAnyCode } from "../catalogue/match-code";
import { HOURS_A_YEAR, type PayBasis } from "../moves/pay-level";
import { SIDE_SERVICES } from "../catalogue/side-services";
import { holdsPhrase, type PersonSkills } from "../skills/person-skills";

/**
 * Side income a person can legally and realistically offer (ADR 029). A service fits when it is the
 * visitor's own kind of work (its `for`), or when their own skills name it as whole words. A
 * service that needs a licence or degree is offered only to occupations that hold it: no nursing
 * shifts for a dental hygienist, no contract review for anyone but a lawyer. Prices say whose pay
 * they come from: the OEWS hourly middle half of the occupation that does the work, or, where the
 * service is the visitor's own trade and their own pay is higher (a certified teacher tutoring),
 * the visitor's own.
 */
export interface SideIncome {
  id: string;
  name: string;
  /** "$X - $Y" per hour. */
  earning: string;
  unit: "per hour";
  /** Title and code of the occupation whose pay sets the price. */
  pricedFrom: string;
  pricedFromCode: string;
  /** One line saying where the price comes from. */
  basis: string;
}

const MAX_SERVICES = 3;
/** A service paying under this share of the visitor's own lower-quartile pay is no advice, unless their skills name it. */
const MIN_SHARE_OF_OWN_PAY = 0.5;

/** Hourly 25th and 75th percentile pay, from BLS hourly figures or, where BLS publishes annual ones only, the annual ones. */
function hourlyQuartiles(occupation: Occupation): { p25: number; p75: number; median: number } | null {
  const labour = occupation.labourMarket;
  if (!labour) return null;
  const p25 = labour.hourlyWageP25 ?? (labour.annualWageP25 ? labour.annualWageP25 / HOURS_A_YEAR : null);
  const p75 = labour.hourlyWageP75 ?? (labour.annualWageP75 ? labour.annualWageP75 / HOURS_A_YEAR : null);
  const median = labour.medianAnnualWage ? labour.medianAnnualWage / HOURS_A_YEAR : null;
  if (p25 === null || p75 === null || !(p25 > 0) || !(p75 >= p25)) return null;
  return { p25, p75, median: median ?? (p25 + p75) / 2 };
}

/** "$21 - $30" from hourly quartiles; null when BLS publishes no figures. */
export function formatHourlyRange(input: {
  p25: number | null | undefined;
  p75: number | null | undefined;
}): string | null {
  const { p25, p75 } = input;
  if (typeof p25 !== "number" || typeof p75 !== "number" || !(p25 > 0) || !(p75 >= p25)) return null;
  return `$${Math.round(p25)} - $${Math.round(p75)}`;
}

/**
 * What the service is and needs first (its `why`), then where the price comes from: an employee's
 * wage, which a freelancer's rate must also cover costs and taxes from.
 */
function describeBasis(input: {
  service: SideService;
  pricing: Occupation;
  own: boolean;
  vintage: string;
  earlyCareer: boolean;
}): string {
  const { service, pricing, own, vintage, earlyCareer } = input;
  const whose = own ? `your own pay as ${pricing.title}` : `what ${pricing.title} earn per hour`;
  const ceiling = pricing.labourMarket?.wageTopCoded ? " (the top of the range is BLS's published ceiling)" : "";
  const range = earlyCareer
    ? "early-career range (US figures: BLS OEWS " + vintage + ", 25th percentile to median)"
    : "middle half (US figures: BLS OEWS " + vintage + ", 25th–75th percentile)";
  return `${service.why} Priced from ${whose}, ${range}${ceiling}: an employee's wage, so a freelance rate must also cover your own costs and taxes.`;
}

/** Lower is a better fit: named by the visitor's skills 0, their own work (by how specific) 1–2; null when it does not fit. */
function rankFit(input: { service: SideService; occupation: Occupation; person: PersonSkills }): number | null {
  const { service, occupation, person } = input;
  if (service.requires && !matchesAnyCode({ code: occupation.code, keys: service.requires.heldBy })) return null;
  if (service.notFor && matchesAnyCode({ code: occupation.code, keys: service.notFor })) return null;
  if (service.keywords.some((phrase) => holdsPhrase({ person, phrase }))) return 0;
  const keys = service.for.filter((key) => occupation.code.startsWith(key));
  if (keys.length === 0) return null;
  return 1 + 1 / Math.max(...keys.map((key) => key.length));
}

export function recommendSideIncome(input: {
  occupation: Occupation;
  person: PersonSkills;
  resolve: (code: string) => Occupation | null;
  /** OEWS vintage for the basis line, e.g. "May 2025". */
  wageVintage: string;
  /** The visitor's pay level: early in a career, prices run from the 25th percentile to the median. */
  payBasis?: PayBasis;
  catalogue?: readonly SideService[];
}): SideIncome[] {
  const { occupation, person, resolve, wageVintage } = input;
  const own = hourlyQuartiles(occupation);
  const fits = (input.catalogue ?? SIDE_SERVICES)
    .map((service) => ({ service, rank: rankFit({ service, occupation, person }) }))
    .filter((fit): fit is { service: SideService; rank: number } => fit.rank !== null)
    .map((fit) => {
      const pricing = resolve(fit.service.pricedFrom);
      const theirs = pricing ? hourlyQuartiles(pricing) : null;
      // Never a better-paid occupation's pay: a junior analyst's dashboards are priced from their own
      // pay, not a data scientist's. The visitor's own pay, where it is higher, only for work in their
      // own field (a teacher's tutoring); work from another field sells at that field's rate (a
      // developer's technical writing at technical writers' pay), ADR 029.
      const sameField = occupation.code.slice(0, 2) === fit.service.pricedFrom.slice(0, 2);
      const ownTrade =
        own !== null &&
        (fit.service.pricedFrom === occupation.code ||
          (theirs !== null && theirs.median >= own.median) ||
          (fit.rank >= 1 && sameField && theirs !== null && own.median > theirs.median));
      const priced = ownTrade
        ? { occupation, quartiles: own }
        : pricing && theirs
          ? { occupation: pricing, quartiles: theirs }
          : null;
      return { ...fit, priced, ownTrade };
    })
    .filter((fit): fit is typeof fit & { priced: NonNullable<typeof fit.priced> } => fit.priced !== null)
    .filter((fit) => fit.rank === 0 || own === null || fit.priced.quartiles.p75 >= MIN_SHARE_OF_OWN_PAY * own.p25)
    .sort(
      (a, b) =>
        a.rank - b.rank || b.priced.quartiles.p75 - a.priced.quartiles.p75 || a.service.id.localeCompare(b.service.id),
    );
  // Early in a career, the range runs from the 25th percentile to the median: the top quarter's rates
  // come with years of the work.
  const earlyCareer = input.payBasis === "early-career";
  return fits.slice(0, MAX_SERVICES).map(({ service, priced, ownTrade }) => ({
    id: service.id,
    name: service.name,
    earning:
      formatHourlyRange(earlyCareer ? { p25: priced.quartiles.p25, p75: priced.quartiles.median } : priced.quartiles) ??
      "",
    unit: "per hour",
    pricedFrom: priced.occupation.title,
    pricedFromCode: priced.occupation.code,
    basis: describeBasis({ service, pricing: priced.occupation, own: ownTrade, vintage: wageVintage, earlyCareer }),
  }));
}
