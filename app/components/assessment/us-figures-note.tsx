import { Flag } from "lucide-react";
import { findCountry, type CountryCode } from "../../../core/countries/countries";
import { describeUsFiguresNote } from "../../../core/assessment-display/us-figures-note";

/**
 * Says plainly which figures on the page are American (ADR 034). Everyone sees it; the browser that
 * made the result, and chose a country other than the US, reads it addressed to them.
 */
export function UsFiguresNote({ country }: { country: CountryCode | null | undefined }) {
  const note = describeUsFiguresNote({ country: country ? findCountry(country) : null });
  return (
    <aside
      aria-label="US figures"
      className="flex items-start gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950"
      data-testid="us-figures-note"
    >
      <Flag className="mt-0.5 size-4 shrink-0 text-sky-700" aria-hidden />
      <p>
        <span className="font-semibold">{note.heading}</span> {note.text}
      </p>
    </aside>
  );
}
