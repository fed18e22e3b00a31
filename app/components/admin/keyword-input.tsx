import { Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { addKeyword, removeKeyword } from "../../../core/cms/keywords";
import { Button } from "../ui/button";
import { inputClass, labelClass } from "./form-styles";

/** Keywords added one by one (Enter or the plus button); empty input and duplicates are ignored. */
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
  const commit = () => {
    onChange(addKeyword({ keywords, input: draft }));
    setDraft("");
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className={inputClass}
          value={draft}
          placeholder="Add a keyword"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              commit();
            }
          }}
        />
        <Button type="button" variant="secondary" size="icon" onClick={commit} aria-label="Add keyword">
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {keywords.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Added keywords">
          {keywords.map((keyword) => (
            <li
              key={keyword}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-xs font-medium text-brand-800"
            >
              {keyword}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-brand-100"
                onClick={() => onChange(removeKeyword({ keywords, keyword }))}
                aria-label={`Remove keyword ${keyword}`}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
