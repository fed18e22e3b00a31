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
import { cn } from "../../lib/class-names";

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
  const listId = useId();
  const helperId = useId();
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

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
  const options = [
    ...suggestions.map((suggestion) => ({ kind: "suggestion" as const, name: suggestion.name, suggestion })),
    ...(offerCustom ? [{ kind: "custom" as const, name: typed.trim(), suggestion: null }] : []),
  ];
  const showList = open && typed.trim() !== "" && options.length > 0;

  function add(entry: string) {
    onChange(addSkill({ selected: skills, entry }));
    setTyped("");
    setQuery("");
    setOpen(false);
    setActive(-1);
  }

  const helperText = skillsHelperText({ jobTitle, industry: industry ? industryLabel : "" });

  return (
    <div>
      {skills.length > 0 ? (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label="Selected skills">
          {skills.map((skill) => (
            <li
              key={skill}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900"
            >
              {skill}
              <button
                type="button"
                onClick={() => onChange(removeSkill({ selected: skills, skill }))}
                className="rounded-full p-1 hover:bg-brand-100"
                aria-label={`Remove ${skill}`}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={[helperId, describedBy].filter(Boolean).join(" ")}
          autoComplete="off"
          value={typed}
          placeholder="Search or add a skill, e.g. Excel"
          onChange={(event) => {
            setTyped(event.target.value);
            setOpen(event.target.value.trim() !== "");
            setActive(-1);
          }}
          onBlur={() => window.setTimeout(() => setOpen(false), 120)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              const option = active >= 0 ? options[active] : undefined;
              add(option ? option.name : typed);
            } else if (event.key === "Escape") {
              setOpen(false);
            } else if (event.key === "ArrowDown" && options.length > 0) {
              event.preventDefault();
              setOpen(true);
              setActive((index) => (index + 1) % options.length);
            } else if (event.key === "ArrowUp" && options.length > 0) {
              event.preventDefault();
              setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
            }
          }}
          className={cn(
            "h-11 w-full rounded-lg border bg-white pr-10 pl-3 text-sm text-ink placeholder:text-muted focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200",
            invalid ? "border-red-400" : "border-line",
          )}
        />
        {typed !== "" ? (
          <button
            type="button"
            onClick={() => {
              setTyped("");
              setQuery("");
              setOpen(false);
            }}
            className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded-md p-2 text-muted hover:bg-surface hover:text-ink"
            aria-label="Clear skill search"
          >
            <X className="size-4" aria-hidden />
          </button>
        ) : null}
        <ul
          id={listId}
          role="listbox"
          aria-label="Skill suggestions"
          className={cn(
            "absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-line bg-white py-1 shadow-lg",
            showList ? "block" : "hidden",
          )}
        >
          {options.map((option, index) => (
            <li
              key={`${option.kind}-${option.name}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                add(option.name);
              }}
              className={cn(
                "flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm",
                index === active ? "bg-brand-50" : "hover:bg-surface",
              )}
            >
              {option.suggestion ? (
                <>
                  <span>
                    <span className="font-medium text-ink">{option.suggestion.name}</span>
                    <span className="ml-2 text-xs text-muted">{option.suggestion.category}</span>
                  </span>
                  <span className="shrink-0 text-xs font-semibold text-brand-700 tabular-nums">
                    {Math.round(option.suggestion.relevance)}/10
                  </span>
                </>
              ) : (
                <span className="inline-flex items-center gap-1.5 font-medium text-brand-800">
                  <Plus className="size-4" aria-hidden />
                  {`Add "${option.name}"`}
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
      <p id={helperId} className="mt-1.5 text-xs text-muted">
        {helperText}
      </p>
    </div>
  );
}
