import { Combobox } from "../ui/combobox";
import { useOccupationSearch, type OccupationOption } from "./occupation-search";

/**
 * A free-text field with an occupation autocomplete (the site's combobox). The visitor may keep
 * any text; picking a suggestion fills the field with the standard title.
 */
export function OccupationCombobox({
  id,
  value,
  onChange,
  onPick,
  placeholder,
  invalid,
  describedBy,
  label,
  matchWhenFew = false,
  inputClassName,
}: {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  onPick?: (option: OccupationOption) => void;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
  label?: string;
  /** Also offer the title matcher's candidates when prefix search finds few. */
  matchWhenFew?: boolean;
  /** The box's classes where a form has its own look (the admin's). */
  inputClassName?: string;
}) {
  const { data } = useOccupationSearch(value, { matchWhenFew });
  return (
    <Combobox
      id={id}
      value={value}
      onValueChange={onChange}
      options={(data ?? []).slice(0, 8)}
      optionKey={(option) => option.code + option.title}
      renderOption={(option) => (
        <>
          <span className="text-ink">{option.title}</span>
          <span className="ml-2 text-xs whitespace-nowrap text-muted">{option.code}</span>
        </>
      )}
      onPick={(option) => {
        onChange(option.title);
        onPick?.(option);
      }}
      listLabel="Matching occupations"
      opensWhenBlank
      placeholder={placeholder}
      label={label}
      invalid={invalid}
      describedBy={describedBy}
      inputClassName={inputClassName}
    />
  );
}
