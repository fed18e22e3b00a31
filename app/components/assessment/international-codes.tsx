import { Globe2 } from "lucide-react";
import type { CountryCode } from "../../../core/countries/countries";
import { chooseIscoLanguage } from "../../../core/countries/isco-language";
import type {
  InternationalCodesView,
  IscoGroupView,
  IscoTitleLanguage,
} from "../../../core/international/international-codes";
import {
  describeIloGradient,
  describeIloScore,
  ILO_FIGURE_NAME,
  ILO_FIGURE_NOTE,
  ILO_FIGURE_SOURCE,
} from "../../../core/international/international-text";

/**
 * The language of the ISCO-08 titles on a result: English for a stranger and on the server; for the
 * browser that made the result, the language of the country it chose (or its own languages).
 */
export function readIscoLanguage(country: CountryCode | null | undefined): IscoTitleLanguage {
  if (!country) return "en";
  const languages = typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]);
  return chooseIscoLanguage({ country, languages });
}

/** "2221 Akademische und vergleichbare Krankenpflegefachkräfte (Nursing professionals)". */
function IscoTitle({ group, language }: { group: IscoGroupView; language: IscoTitleLanguage }) {
  return (
    <>
      <span lang={language}>{group.titles[language]}</span>
      {language === "en" ? null : <span className="text-muted"> ({group.titles.en})</span>}
    </>
  );
}

/**
 * The occupation in the international classification (ISCO-08, with ESCO's titles) and, for a
 * visitor who works in Canada, in Canada's NOC 2021 (ADR 034).
 */
export function InternationalCodes({
  international,
  language,
  showNoc,
}: {
  international: InternationalCodesView | null | undefined;
  language: IscoTitleLanguage;
  showNoc: boolean;
}) {
  if (!international?.isco) return null;
  const { isco, otherIsco, noc } = international;
  return (
    <div className="mt-3 space-y-2 rounded-xl bg-surface p-3 text-sm" data-testid="international-codes">
      <div>
        <p className="text-ink">
          <Globe2 className="mr-1.5 inline size-4 align-[-3px] text-brand-600" aria-hidden />
          <span className="font-medium">ISCO-08 {isco.code}</span> · <IscoTitle group={isco} language={language} />
        </p>
        <p className="text-xs text-muted">
          The International Standard Classification of Occupations, with the titles of the EU&apos;s ESCO.
          {otherIsco.length > 0 ? ` Also classed under ${otherIsco.map((group) => group.code).join(", ")}.` : ""}
        </p>
      </div>
      {showNoc && noc ? (
        <div data-testid="noc-code">
          <p className="text-ink">
            <span className="font-medium">NOC 2021 {noc.code}</span> · {noc.title}
          </p>
          <p className="text-xs text-muted">Canada&apos;s National Occupational Classification.</p>
        </div>
      ) : null}
    </div>
  );
}

/** The ILO's figure for the occupation's ISCO-08 group, named as such, beside our score. */
export function IloFigure({
  international,
  language,
}: {
  international: InternationalCodesView | null | undefined;
  language: IscoTitleLanguage;
}) {
  if (!international?.isco || !international.ilo) return null;
  const { isco, ilo } = international;
  return (
    <div className="mt-3 rounded-xl border border-line bg-surface p-3 text-left text-sm" data-testid="ilo-figure">
      <p className="text-ink">
        <span className="font-semibold">{ILO_FIGURE_NAME}:</span> {describeIloScore(ilo.score)},{" "}
        {describeIloGradient(ilo.gradient)}
      </p>
      <p className="mt-0.5 text-xs text-muted">
        For ISCO-08 {isco.code} <IscoTitle group={isco} language={language} />, {ILO_FIGURE_NOTE} (
        <a href="/data-sources#ilo" className="font-medium text-brand-700 hover:underline">
          {ILO_FIGURE_SOURCE}
        </a>
        ).
      </p>
    </div>
  );
}
