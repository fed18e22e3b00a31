import type { Preparation } from "../../core/occupations/dataset";
import type { Row } from "./parse-delimited";
import type { CredentialShares } from "./read-requirements-survey";

/**
 * Entry requirements per occupation, for the career moves' "what it takes": O*NET's Education,
 * Training, and Experience distributions reduced to their median category, and BLS Employment
 * Projections Table 1.2's typical entry education, related experience and on-the-job training.
 * Only category numbers and BLS's category names are kept.
 */

/** O*NET scale ids of the three distributions we keep. */
const ONET_SCALES = { education: "RL", experience: "RW", training: "OJ" } as const;
type OnetFigures = Pick<Preparation, "education" | "experience" | "training">;
type BlsFigures = Pick<Preparation, "entryEducation" | "entryExperience" | "entryTraining">;

/** The category at which the cumulative share of respondents first reaches half. */
export function findMedianCategory(shares: ReadonlyMap<number, number>): number | null {
  const categories = [...shares.keys()].sort((a, b) => a - b);
  const total = categories.reduce((sum, category) => sum + (shares.get(category) ?? 0), 0);
  if (total <= 0) return null;
  let running = 0;
  for (const category of categories) {
    running += shares.get(category) ?? 0;
    if (running >= total / 2) return category;
  }
  return categories.at(-1) ?? null;
}

/** O*NET "Education, Training, and Experience" rows → median categories per O*NET-SOC code. */
export function readOnetPreparation(rows: readonly Row[]): Map<string, OnetFigures> {
  const shares = new Map<string, Map<string, Map<number, number>>>();
  for (const row of rows) {
    const scale = row["Scale ID"] ?? "";
    if (!Object.values(ONET_SCALES).includes(scale as (typeof ONET_SCALES)[keyof typeof ONET_SCALES])) continue;
    if (row["Recommend Suppress"] === "Y") continue;
    const code = row["O*NET-SOC Code"] ?? "";
    const category = Number(row["Category"]);
    const value = Number(row["Data Value"]);
    if (!code || !Number.isFinite(category) || !Number.isFinite(value)) continue;
    const byScale = shares.get(code) ?? new Map<string, Map<number, number>>();
    const distribution = byScale.get(scale) ?? new Map<number, number>();
    distribution.set(category, value);
    byScale.set(scale, distribution);
    shares.set(code, byScale);
  }
  const result = new Map<string, OnetFigures>();
  for (const [code, byScale] of shares) {
    const median = (scale: string) => {
      const distribution = byScale.get(scale);
      return distribution ? findMedianCategory(distribution) : null;
    };
    result.set(code, {
      education: median(ONET_SCALES.education),
      experience: median(ONET_SCALES.experience),
      training: median(ONET_SCALES.training),
    });
  }
  return result;
}

/** BLS Employment Projections Table 1.2 rows → typical entry requirements per NEM/SOC code. */
export function readBlsEntryRequirements(rows: readonly Row[]): Map<string, BlsFigures> {
  const result = new Map<string, BlsFigures>();
  const category = (text: string | undefined): string | null => {
    const value = (text ?? "").trim();
    return value === "" || value === "—" ? null : value;
  };
  for (const row of rows) {
    const code = row["2024 National Employment Matrix code"] ?? "";
    if (!code || result.has(code)) continue;
    const figures = {
      entryEducation: category(row["Typical education needed for entry"]),
      entryExperience: category(row["Work experience in a related occupation"]),
      entryTraining: category(row["Typical on-the-job training needed to attain competency in the occupation"]),
    };
    if (figures.entryEducation || figures.entryExperience || figures.entryTraining) result.set(code, figures);
  }
  return result;
}

/**
 * One occupation's preparation from its O*NET code, the BLS code its labour-market figures use, its
 * fields of study and the BLS ORS credential shares of its SOC code.
 */
export function buildPreparation(input: {
  code: string;
  blsCode: string | null;
  onet: ReadonlyMap<string, OnetFigures>;
  bls: ReadonlyMap<string, BlsFigures>;
  fieldsOfStudy: ReadonlyMap<string, string[]>;
  credentials: ReadonlyMap<string, CredentialShares>;
}): Preparation | null {
  const onet = input.onet.get(input.code);
  const bls = input.blsCode ? input.bls.get(input.blsCode) : undefined;
  const fields = input.fieldsOfStudy.get(input.code) ?? [];
  const credentials = input.credentials.get(input.code.slice(0, 7));
  if (!onet && !bls && fields.length === 0 && !credentials) return null;
  return {
    education: onet?.education ?? null,
    experience: onet?.experience ?? null,
    training: onet?.training ?? null,
    entryEducation: bls?.entryEducation ?? null,
    entryExperience: bls?.entryExperience ?? null,
    entryTraining: bls?.entryTraining ?? null,
    fieldsOfStudy: fields,
    licenceRequiredPct: credentials?.licencePct ?? null,
    certificationRequiredPct: credentials?.certificationPct ?? null,
  };
}
