import {
  describeInternationalCodes,
  type InternationalCodesFile,
  type InternationalCodesView,
} from "../../../core/international/international-codes";
import { loadInternationalCodes } from "../../../integrations/international-codes";

/**
 * An occupation's ISCO-08 and NOC 2021 groups and the ILO's figure for its ISCO group, for the result
 * and occupation pages (ADR 034). The file (data/international-codes.json) is read on first use.
 */
export function createInternationalCodesService({
  load = () => loadInternationalCodes(),
}: { load?: () => InternationalCodesFile } = {}) {
  let file: InternationalCodesFile | null = null;
  return {
    describe(code: string): InternationalCodesView | null {
      file ??= load();
      return describeInternationalCodes({ file, code });
    },
  };
}

export type InternationalCodesService = ReturnType<typeof createInternationalCodesService>;
