/**
 * Certifications and certificate courses a field values (ADR 029): real, widely recognised
 * credentials with their awarding body, a typical length, what they assume, why a counsellor would
 * suggest them, and an example occupation that must be offered each. `for` lists the occupations
 * whose own work a credential deepens; `toward` the occupations a move into which it prepares for.
 * The entries live in one file per group of fields; this file joins them into one list.
 */
import type { Certification } from "./catalogue-types";
import { BUSINESS_CERTIFICATIONS } from "./certifications-business";
import { HEALTH_CERTIFICATIONS } from "./certifications-health";
import { OPERATIONS_CERTIFICATIONS } from "./certifications-operations";
import { SERVICE_CERTIFICATIONS } from "./certifications-service";
import { TECH_CERTIFICATIONS } from "./certifications-tech";
import { TRADES_CERTIFICATIONS } from "./certifications-trades";

export const CERTIFICATIONS: readonly Certification[] = [
  ...BUSINESS_CERTIFICATIONS,
  ...OPERATIONS_CERTIFICATIONS,
  ...TECH_CERTIFICATIONS,
  ...HEALTH_CERTIFICATIONS,
  ...SERVICE_CERTIFICATIONS,
  ...TRADES_CERTIFICATIONS,
];
