import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";

export type OccupationOption = { code: string; title: string };

/** Below this many prefix-search results, the title matcher's candidates are added. */
export const FEW_SEARCH_RESULTS = 3;

async function searchOccupations(query: string): Promise<OccupationOption[]> {
  const response = await fetch(`/api/occupations/search?q=${encodeURIComponent(query)}`, { credentials: "omit" });
  if (!response.ok) return [];
  return (await response.json()) as OccupationOption[];
}

/** The same ranking the assessment uses (GET /api/occupations/match), as plain options. */
async function matchOccupationTitle(title: string): Promise<OccupationOption[]> {
  const response = await fetch(`/api/occupations/match?title=${encodeURIComponent(title)}`, { credentials: "omit" });
  if (!response.ok) return [];
  const body = (await response.json()) as { candidates?: OccupationOption[] };
  return (body.candidates ?? []).map(({ code, title: candidateTitle }) => ({ code, title: candidateTitle }));
}

function useDebouncedValue(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** Search results first, then matcher candidates not already listed (one option per code). */
export function mergeOccupationOptions(
  searched: readonly OccupationOption[],
  matched: readonly OccupationOption[],
): OccupationOption[] {
  const merged = [...searched];
  const seen = new Set(searched.map((option) => option.code));
  for (const option of matched) {
    if (seen.has(option.code)) continue;
    seen.add(option.code);
    merged.push(option);
  }
  return merged;
}

/**
 * Occupation titles for the typed text: O*NET titles and alternates by prefix search. With
 * `matchWhenFew`, a query that finds fewer than three also asks the title matcher, so a title
 * written in the visitor's own words ("general contractor", "uber driver") still finds its occupation.
 */
export function useOccupationSearch(query: string, { matchWhenFew = false }: { matchWhenFew?: boolean } = {}) {
  const debounced = useDebouncedValue(query.trim(), 200);
  const enabled = debounced.length >= 2;
  const searched = useQuery({
    queryKey: ["occupation-search", debounced],
    queryFn: () => searchOccupations(debounced),
    enabled,
    staleTime: 5 * 60_000,
  });
  const few = searched.data !== undefined && searched.data.length < FEW_SEARCH_RESULTS;
  const matched = useQuery({
    queryKey: ["occupation-match", debounced],
    queryFn: () => matchOccupationTitle(debounced),
    enabled: enabled && matchWhenFew && few,
    staleTime: 5 * 60_000,
  });
  const data = useMemo(
    () =>
      searched.data === undefined
        ? undefined
        : few && matched.data
          ? mergeOccupationOptions(searched.data, matched.data)
          : searched.data,
    [searched.data, matched.data, few],
  );
  return { data };
}
