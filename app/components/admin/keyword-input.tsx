import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { addKeyword, removeKeyword, suggestedKeywords } from "../../../core/cms/keywords";
import { Button } from "../ui/button";
import { ChipList } from "../ui/chip-list";
import { Combobox } from "../ui/combobox";
import { inputClass, labelClass } from "./form-styles";

/** Suggested keywords (content-and-cms.md §9) that contain the typed text and are not added yet. */
function matchSuggestions({ typed, keywords }: { typed: string; keywords: readonly string[] }) {
  const text = typed.trim().toLowerCase();
  if (text === "") return [];
  const added = new Set(keywords.map((keyword) => keyword.toLowerCase()));
  return suggestedKeywords.filter(
    ({ keyword }) => keyword.toLowerCase().includes(text) && !added.has(keyword.toLowerCase()),
  );
}

/**
 * Keywords added one by one (Enter or the plus button; empty input and duplicates are ignored),
 * with the spec's suggested keywords offered as they match what is typed.
 */
export function KeywordInput({
  keywords,
  onChange,
  label = "Keywords",
}: {
  keywords: string[];
  onChange: (keywords: string[]) => void;
  label?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const add = (input: string) => {
    onChange(addKeyword({ keywords, input }));
    setDraft("");
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex gap-2">
        <div className="flex-1">
          <Combobox
            id={id}
            value={draft}
            onValueChange={setDraft}
            options={matchSuggestions({ typed: draft, keywords })}
            optionKey={(option) => option.keyword}
            renderOption={(option) => (
              <span className="flex items-center justify-between gap-3">
                <span className="text-ink">{option.keyword}</span>
                <span className="text-xs text-muted">{option.volume} a month</span>
              </span>
            )}
            onPick={(option) => add(option.keyword)}
            onEnterText={add}
            listLabel="Suggested keywords"
            placeholder="Add a keyword"
            inputClassName={inputClass}
          />
        </div>
        <Button type="button" variant="secondary" size="icon" onClick={() => add(draft)} aria-label="Add keyword">
          <Plus aria-hidden="true" />
        </Button>
      </div>
      <ChipList
        items={keywords}
        listLabel="Added keywords"
        removeLabel={(keyword) => `Remove keyword ${keyword}`}
        onRemove={(keyword) => onChange(removeKeyword({ keywords, keyword }))}
        size="xs"
        className="mt-2"
      />
    </div>
  );
}
