import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useState } from "react";
import { Button } from "../ui/button";
import { OccupationCombobox } from "../assessment/job-title-input";
import { inputClass } from "./form-styles";
import { LabelledField } from "./labelled-field";

/** The title of the occupation `code` (GET /api/occupations/<code>); null while unknown. */
function useOccupationTitle(code: string | null): string | null {
  const profile = useQuery({
    queryKey: ["occupation-title", code],
    queryFn: async () => {
      const response = await fetch(`/api/occupations/${encodeURIComponent(code ?? "")}`, { credentials: "omit" });
      if (!response.ok) return null;
      return ((await response.json()) as { title?: string }).title ?? null;
    },
    enabled: code !== null,
    staleTime: Infinity,
  });
  return profile.data ?? null;
}

/**
 * An occupation field of a content type: the chosen occupation (title and O*NET-SOC code), a
 * search of the occupation list to pick another (the site's combobox), and Remove to choose none.
 * It stores the code, which a renamed job keeps.
 */
export function OccupationField({
  id,
  label,
  help,
  value,
  onChange,
}: {
  id: string;
  label: string;
  help?: string;
  value: unknown;
  onChange: (code: string | null) => void;
}) {
  const code = typeof value === "string" && value !== "" ? value : null;
  const title = useOccupationTitle(code);
  const [query, setQuery] = useState("");
  const chosenId = `${id}-chosen`;
  return (
    <LabelledField id={id} label={label} hint={help}>
      <p id={chosenId} className="mb-1.5 flex flex-wrap items-center gap-2 text-sm">
        {code === null ? (
          <span className="text-muted">None chosen</span>
        ) : (
          <>
            <span className="font-medium text-ink">{title ?? "…"}</span>
            <span className="text-xs whitespace-nowrap text-muted">{code}</span>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={`Remove the occupation from ${label}`}
              onClick={() => onChange(null)}
            >
              <X aria-hidden="true" /> Remove
            </Button>
          </>
        )}
      </p>
      <OccupationCombobox
        id={id}
        value={query}
        onChange={setQuery}
        onPick={(option) => {
          onChange(option.code);
          setQuery("");
        }}
        placeholder="Search occupations, e.g. registered nurse"
        describedBy={chosenId}
        inputClassName={inputClass}
      />
    </LabelledField>
  );
}
