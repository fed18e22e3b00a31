import { Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { OccupationCombobox } from "./job-title-input";
import type { OccupationOption } from "./occupation-search";

/** "Search for your occupation": the labelled combobox (with the matcher's candidates when few) and a spinner while saving. */
export function OccupationSearchField({
  onPick,
  saving,
  savingLabel,
}: {
  onPick: (option: OccupationOption) => void;
  saving: boolean;
  savingLabel: string;
}) {
  const searchId = useId();
  const [query, setQuery] = useState("");
  return (
    <div className="mt-4">
      <label htmlFor={searchId} className="text-sm font-medium text-ink">
        Search for your occupation
      </label>
      <div className="mt-1.5 flex items-center gap-2">
        <div className="flex-1">
          <OccupationCombobox
            id={searchId}
            value={query}
            onChange={setQuery}
            onPick={onPick}
            placeholder="e.g. Payroll clerk"
            matchWhenFew
          />
        </div>
        {saving ? <Loader2 className="size-5 animate-spin text-brand-600" aria-label={savingLabel} /> : null}
      </div>
    </div>
  );
}
