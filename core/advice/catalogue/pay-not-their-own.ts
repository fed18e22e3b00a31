import type { CodeOrPrefix } from "./catalogue-types";

/**
 * Occupations whose OEWS pay is not what a person moving there would earn (ADR 029), so "better pay"
 * cannot be claimed from it: OEWS annual figures are hourly pay × 2,080 hours, which a part-year or
 * part-day job never works, and some employers hire every newcomer into a lower-paid tier than the
 * median describes. Neither OEWS nor O*NET carries a schedule or a hiring tier, so each entry is
 * written down with its source; a move into one is held back unless it is a curated rung.
 */
export interface PayNotTheirOwn {
  code: CodeOrPrefix;
  kind: "part-year" | "starts-below";
  /** Where the fact comes from and what the figure gets wrong. */
  why: string;
}

export const PAY_NOT_THEIR_OWN: readonly PayNotTheirOwn[] = [
  {
    code: "53-3051.00",
    kind: "part-year",
    why: "BLS Occupational Outlook Handbook (bus drivers): most school bus drivers work part time, split shifts in the school year only; the annual figure assumes a full-time year.",
  },
  {
    code: "33-9092.00",
    kind: "part-year",
    why: "BLS Occupational Outlook Handbook: lifeguards and ski patrol work is largely seasonal and part time.",
  },
  {
    code: "43-5051.00",
    kind: "starts-below",
    why: "USPS hires most new clerks as non-career Postal Support Employees, paid well below the career median OEWS reports.",
  },
  {
    code: "43-5052.00",
    kind: "starts-below",
    why: "USPS hires most new carriers as non-career City Carrier Assistants (or rural carrier associates), paid well below the career median OEWS reports, after the USPS entrance exam.",
  },
  {
    code: "43-5053.00",
    kind: "starts-below",
    why: "USPS hires most new mail handlers and processors into non-career assistant grades, paid below the career median OEWS reports.",
  },
];
