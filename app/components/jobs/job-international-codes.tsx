import type { InternationalCodesView } from "../../../core/international/international-codes";
import { ISCO_LANGUAGE_NAMES } from "../../../core/international/international-text";

/**
 * Where the occupation sits outside the US (ADR 034): its ISCO-08 group, titled in English with the
 * German and French titles beside it (the page is the same for every visitor, so it names all three
 * rather than guessing a language), and Canada's NOC 2021 group.
 */
export function JobInternationalCodes({ international }: { international: InternationalCodesView | null }) {
  if (!international?.isco) return null;
  const { isco, otherIsco, noc } = international;
  return (
    <div className="mt-1 space-y-0.5 text-sm text-muted" data-testid="job-international-codes">
      <p>
        ISCO-08 <span className="font-medium text-ink tabular-nums">{isco.code}</span> {isco.titles.en}
        {otherIsco.length > 0 ? ` (also ${otherIsco.map((group) => group.code).join(", ")})` : null}
        <span className="block text-xs sm:inline sm:before:content-['_·_']">
          {ISCO_LANGUAGE_NAMES.de}: <span lang="de">{isco.titles.de}</span> · {ISCO_LANGUAGE_NAMES.fr}:{" "}
          <span lang="fr">{isco.titles.fr}</span>
        </span>
      </p>
      {noc ? (
        <p>
          Canada: NOC 2021 <span className="font-medium text-ink tabular-nums">{noc.code}</span> {noc.title}
        </p>
      ) : null}
    </div>
  );
}
