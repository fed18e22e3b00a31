/**
 * Reviewed choices of the ISCO-08 group shown for an O*NET occupation, where the BLS crosswalk names
 * several groups for its SOC code and the ranking rule (choose-isco-groups.ts) cannot tell them
 * apart from the data. Each entry must name one of the BLS candidates (the build fails otherwise)
 * and says why.
 */
export type IscoOverride = { onetCode: string; isco: string; reason: string };

const SPECIALTY =
  "A medical specialty: ISCO-08 files specialists under 2212 (specialist medical practitioners) and keeps 2211 for generalists; the BLS table names both for this SOC code.";

export const ISCO_OVERRIDES: readonly IscoOverride[] = [
  { onetCode: "29-1212.00", isco: "2212", reason: SPECIALTY },
  { onetCode: "29-1213.00", isco: "2212", reason: SPECIALTY },
  { onetCode: "29-1214.00", isco: "2212", reason: SPECIALTY },
  { onetCode: "29-1217.00", isco: "2212", reason: SPECIALTY },
  { onetCode: "29-1222.00", isco: "2212", reason: SPECIALTY },
  { onetCode: "29-1224.00", isco: "2212", reason: SPECIALTY },
  { onetCode: "29-1229.01", isco: "2212", reason: SPECIALTY },
  { onetCode: "29-1229.03", isco: "2212", reason: SPECIALTY },
  { onetCode: "29-1229.04", isco: "2212", reason: SPECIALTY },
  { onetCode: "29-1229.06", isco: "2212", reason: SPECIALTY },
  { onetCode: "29-1241.00", isco: "2212", reason: SPECIALTY },
];
