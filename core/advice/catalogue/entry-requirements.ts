import type { EntryRequirement } from "./catalogue-types";
import { ARTS_MEDIA_ENTRY_REQUIREMENTS } from "./entry-requirements-arts-media";
import { BUSINESS_FINANCE_ENTRY_REQUIREMENTS } from "./entry-requirements-business-finance";
import { COMPUTING_SCIENCE_ENTRY_REQUIREMENTS } from "./entry-requirements-computing-science";
import { EDUCATION_ENTRY_REQUIREMENTS } from "./entry-requirements-education";
import { ENGINEERING_ENTRY_REQUIREMENTS } from "./entry-requirements-engineering";
import { FIELD_MANAGER_ENTRY_REQUIREMENTS } from "./entry-requirements-field-managers";
import { DOCTOR_ENTRY_REQUIREMENTS } from "./entry-requirements-health-practitioners";
import { NURSING_THERAPY_ENTRY_REQUIREMENTS } from "./entry-requirements-health-nursing-therapy";
import { HEALTH_SUPPORT_ENTRY_REQUIREMENTS } from "./entry-requirements-health-support";
import { HEALTH_TECHNICIAN_ENTRY_REQUIREMENTS } from "./entry-requirements-health-technicians";
import { MANAGEMENT_ENTRY_REQUIREMENTS } from "./entry-requirements-management";
import { PROTECTIVE_PERSONAL_ENTRY_REQUIREMENTS } from "./entry-requirements-protective-personal";
import { SALES_OFFICE_ENTRY_REQUIREMENTS } from "./entry-requirements-sales-office";
import { SOCIAL_LEGAL_ENTRY_REQUIREMENTS } from "./entry-requirements-social-legal";
import { SUPERVISOR_ENTRY_REQUIREMENTS } from "./entry-requirements-supervisors";
import { TRADES_ENTRY_REQUIREMENTS } from "./entry-requirements-trades";
import { TRANSPORT_PRODUCTION_ENTRY_REQUIREMENTS } from "./entry-requirements-transport-production";

/**
 * What it takes to enter each occupation, the usual US route step by step (ADR 029): the degree and
 * its field, the programme, licence, certification, exam, apprenticeship, residency or years of
 * experience, in order, with how long each takes and which occupations already hold it. The move
 * card's "What it takes" line reads this table; an entry for a SOC prefix covers the family under
 * it, and the longest matching key wins.
 *
 * How a step counts as already held for a visitor in occupation X: X matches one of the step's
 * `heldBy` codes or prefixes, or the step is a degree with `anyField` and X's BLS entry education is
 * at that level or above. A step's name never carries its length (experience names leave the years
 * to `length` too), so the card can say both without repeating itself: "years in a construction
 * trade (5+ years)". The parts are split by SOC major group to keep each file readable.
 */
export const ENTRY_REQUIREMENTS: readonly EntryRequirement[] = [
  ...DOCTOR_ENTRY_REQUIREMENTS,
  ...NURSING_THERAPY_ENTRY_REQUIREMENTS,
  ...HEALTH_TECHNICIAN_ENTRY_REQUIREMENTS,
  ...HEALTH_SUPPORT_ENTRY_REQUIREMENTS,
  ...SOCIAL_LEGAL_ENTRY_REQUIREMENTS,
  ...EDUCATION_ENTRY_REQUIREMENTS,
  ...MANAGEMENT_ENTRY_REQUIREMENTS,
  ...FIELD_MANAGER_ENTRY_REQUIREMENTS,
  ...SUPERVISOR_ENTRY_REQUIREMENTS,
  ...BUSINESS_FINANCE_ENTRY_REQUIREMENTS,
  ...SALES_OFFICE_ENTRY_REQUIREMENTS,
  ...COMPUTING_SCIENCE_ENTRY_REQUIREMENTS,
  ...ENGINEERING_ENTRY_REQUIREMENTS,
  ...ARTS_MEDIA_ENTRY_REQUIREMENTS,
  ...PROTECTIVE_PERSONAL_ENTRY_REQUIREMENTS,
  ...TRADES_ENTRY_REQUIREMENTS,
  ...TRANSPORT_PRODUCTION_ENTRY_REQUIREMENTS,
];
