import { readXlsxSheet } from "./read-xlsx-sheet";
import type { SourcePaths } from "./source-paths";
import { parseNumber, round } from "./values";

/**
 * BLS Occupational Requirements Survey 2020 (preliminary estimates): the share of workers in an
 * occupation for whom a licence, or a certification, is required. Published for about a hundred
 * detailed occupations; an occupation BLS does not publish is absent (unknown, never zero).
 */
export interface CredentialShares {
  /** % of workers for whom a licence is required; null when not published. */
  licencePct: number | null;
  /** % of workers for whom a certification is required; null when not published. */
  certificationPct: number | null;
}

const ESTIMATES: Readonly<Record<string, keyof CredentialShares>> = {
  "Percent of workers, credentials: license is required": "licencePct",
  "Percent of workers, credentials: certification is required": "certificationPct",
};

/** SOC 2018 code ("29-1141") → shares; only detailed occupations (six digits not ending in 0000). */
export function readCredentialShares(paths: SourcePaths): Map<string, CredentialShares> {
  const [header = [], ...rows] = readXlsxSheet({
    path: paths.file("bls_ors_2020/ors-complete-dataset-2020.xlsx"),
    sheetPath: "xl/worksheets/sheet3.xml",
  });
  const column = (name: string) => header.indexOf(name);
  const socColumn = column("SOC 2018 CODE");
  const textColumn = column("ESTIMATE TEXT");
  const valueColumn = column("ESTIMATE");
  if (socColumn < 0 || textColumn < 0 || valueColumn < 0) throw new Error("ORS: expected columns are missing");
  const result = new Map<string, CredentialShares>();
  for (const row of rows) {
    const field = ESTIMATES[row[textColumn] ?? ""];
    const digits = row[socColumn] ?? "";
    const value = parseNumber(row[valueColumn]);
    if (!field || !/^\d{6}$/.test(digits) || digits.endsWith("0000") || value === null) continue;
    const soc = `${digits.slice(0, 2)}-${digits.slice(2)}`;
    const shares = result.get(soc) ?? { licencePct: null, certificationPct: null };
    shares[field] = round(value, 1);
    result.set(soc, shares);
  }
  return result;
}
