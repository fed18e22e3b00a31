import { Globe2 } from "lucide-react";
import { useEffect, useId } from "react";
import { COUNTRIES, type CountryCode } from "../../../core/countries/countries";
import { detectCountryFromLanguages } from "../../../core/countries/detect-country";
import { cn } from "../../lib/class-names";
import { chevron, selectClass } from "./select-style";

/**
 * "Where do you work?" (ADR 034). The page arrives with the guide's country when the visitor came
 * from one (?country=de), else the United States; once React runs, a visitor with no guide country
 * gets the country their browser's languages point to. The page itself stays the same for everyone,
 * so the home page keeps its place in the page cache.
 */
export function useDetectedCountry({
  preset,
  onDetected,
}: {
  preset: CountryCode | null;
  onDetected: (country: CountryCode) => void;
}): void {
  useEffect(() => {
    if (preset || typeof navigator === "undefined") return;
    const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
    const detected = detectCountryFromLanguages(languages);
    if (detected) onDetected(detected);
    // Once, when the form first runs: a later choice is the visitor's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export function CountrySelect({
  value,
  onChange,
  disabled,
}: {
  value: CountryCode;
  onChange: (country: CountryCode) => void;
  disabled: boolean;
}) {
  const id = useId();
  const helpId = `${id}-help`;
  return (
    <div className="mb-5 grid gap-x-4 gap-y-1.5 sm:grid-cols-[minmax(0,16rem)_1fr] sm:items-center">
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-medium text-ink sm:col-span-2">
        <Globe2 className="size-4 text-brand-600" aria-hidden /> Where do you work?
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as CountryCode)}
        aria-describedby={helpId}
        className={cn(selectClass, "border-line")}
        style={chevron}
        data-testid="country-select"
      >
        {COUNTRIES.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
      <p id={helpId} className="text-xs text-muted">
        We show your job in your country&apos;s classification and mark every figure that comes from the US. Only you
        see this answer.
      </p>
    </div>
  );
}
