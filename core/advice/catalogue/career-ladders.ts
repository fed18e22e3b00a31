import { BUSINESS_LADDERS } from "./career-ladders-business";
import { HEALTH_LADDERS } from "./career-ladders-health";
import { PEOPLE_LADDERS } from "./career-ladders-people";
import { SALES_AND_OFFICE_LADDERS } from "./career-ladders-sales-office";
import { SERVICE_LADDERS } from "./career-ladders-service";
import { TECHNICAL_LADDERS } from "./career-ladders-technical";
import { TRADES_LADDERS } from "./career-ladders-trades";
import type { LadderStep } from "./catalogue-types";

/**
 * Each job's own ladder (ADR 029): the next rungs in the same line of work, with more responsibility
 * or more pay, that the advice shows first, whatever their exposure. The data misses many of them
 * (O*NET lists some only as "Supplemental", some not at all), so they are written down here.
 *
 * Rules every entry keeps (checked by career-ladders.test.ts):
 * - `to` pays at least the median of every occupation `from` covers, except the listed exceptions;
 * - an occupation gets one to three steps;
 * - where a code and a prefix above it both have entries, the code's entries repeat every step of the
 *   prefix's, so "longest key wins" and "every matching key applies" give the same ladder;
 * - steps are in the order a counsellor would show them, the most usual rung first.
 */
export const CAREER_LADDERS: readonly LadderStep[] = [
  ...BUSINESS_LADDERS,
  ...TECHNICAL_LADDERS,
  ...PEOPLE_LADDERS,
  ...HEALTH_LADDERS,
  ...SERVICE_LADDERS,
  ...SALES_AND_OFFICE_LADDERS,
  ...TRADES_LADDERS,
];
