import { useQuery } from "@tanstack/react-query";
import { Plus, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import {
  addSkill,
  removeSkill,
  showCustomAdd,
  skillsHelperText,
  visibleSuggestions,
  type SkillSuggestion,
} from "../../../core/skills-picker/skills-picker";
import { ChipList } from "../ui/chip-list";
import { buildComboboxInputClass, Combobox } from "../ui/combobox";

const SUGGESTION_CACHE_MS = 5 * 60_000;

async function fetchSkillSuggestions({
  jobTitle,
  industry,
  query,
}: {
  jobTitle: string;
  industry: string;
  query: string;
}): Promise<SkillSuggestion[]> {
  const params = new URLSearchParams();
  if (jobTitle.trim()) params.set("jobTitle", jobTitle.trim());
  if (industry.trim()) params.set("industry", industry.trim());
  if (query.trim()) params.set("query", query.trim());
  const response = await fetch(`/api/skill-suggestions?${params.toString()}`, { credentials: "omit" });
  if (!response.ok) throw new Error("Failed to fetch suggestions");
  return (await response.json()) as SkillSuggestion[];
}

/**
 * The Key Skills picker (assessment-flow.md §2 "Skills picker"): chips, a text box with a clear
 * button and a suggestions dropdown (name, category, n/10) that opens while text is typed.
 */
export function SkillsPicker({
  id,
  skills,
  onChange,
  jobTitle,
  industry,
  industryLabel,
  invalid,
  describedBy,
}: {
  id?: string;
  skills: string[];
  onChange: (skills: string[]) => void;
  jobTitle: string;
  industry: string;
  industryLabel: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const helperId = useId();
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState("");

  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(typed.trim()), 150);
    return () => window.clearTimeout(timer);
  }, [typed]);

  const suggestionsQuery = useQuery({
    queryKey: ["skill-suggestions", jobTitle.trim(), industry, query],
    queryFn: () => fetchSkillSuggestions({ jobTitle, industry, query }),
    enabled: query !== "",
    staleTime: SUGGESTION_CACHE_MS,
    gcTime: SUGGESTION_CACHE_MS,
  });
  // A failed fetch ('Failed to fetch suggestions') simply shows no suggestions.
  const fetched = suggestionsQuery.isError ? [] : (suggestionsQuery.data ?? []);
  const suggestions = visibleSuggestions({ suggestions: fetched, selected: skills }).slice(0, 8);
  const offerCustom = showCustomAdd({ typed, suggestions: fetched });
  const options: SkillOption[] = [
    ...suggestions.map((suggestion) => ({ name: suggestion.name, suggestion })),
    ...(offerCustom ? [{ name: typed.trim(), suggestion: null }] : []),
  ];

  function add(entry: string) {
    onChange(addSkill({ selected: skills, entry }));
    setTyped("");
    setQuery("");
  }

  const helperText = skillsHelperText({ jobTitle, industry: industry ? industryLabel : "" });

  return (
    <div>
      <ChipList
        items={skills}
        listLabel="Selected skills"
        removeLabel={(skill) => `Remove ${skill}`}
        onRemove={(skill) => onChange(removeSkill({ selected: skills, skill }))}
        className="mb-2"
      />
      <Combobox
        id={id}
        value={typed}
        onValueChange={setTyped}
        options={options}
        optionKey={(option) => `${option.suggestion ? "suggestion" : "custom"}-${option.name}`}
        renderOption={renderSkillOption}
        onPick={(option) => add(option.name)}
        onEnterText={add}
        listLabel="Skill suggestions"
        listClassName="max-h-72"
        placeholder="Search or add a skill, e.g. Excel"
        invalid={invalid}
        describedBy={[helperId, describedBy].filter(Boolean).join(" ")}
        inputClassName={buildComboboxInputClass({ invalid, extra: "pr-10" })}
      >
        {typed !== "" ? (
          <button
            type="button"
            onClick={() => {
              setTyped("");
              setQuery("");
            }}
            className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded-md p-2 text-muted hover:bg-surface hover:text-ink"
            aria-label="Clear skill search"
          >
            <X className="size-4" aria-hidden />
          </button>
        ) : null}
      </Combobox>
      <p id={helperId} className="mt-1.5 text-xs text-muted">
        {helperText}
      </p>
    </div>
  );
}

type SkillOption = { name: string; suggestion: SkillSuggestion | null };

/** A suggestion (name, category, n/10), or the offer to add what was typed. */
function renderSkillOption(option: SkillOption) {
  return option.suggestion ? (
    <span className="flex items-center justify-between gap-3">
      <span>
        <span className="font-medium text-ink">{option.suggestion.name}</span>
        <span className="ml-2 text-xs text-muted">{option.suggestion.category}</span>
      </span>
      <span className="shrink-0 text-xs font-semibold text-brand-700 tabular-nums">
        {Math.round(option.suggestion.relevance)}/10
      </span>
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 font-medium text-brand-800">
      <Plus className="size-4" aria-hidden />
      {`Add "${option.name}"`}
    </span>
  );
}
