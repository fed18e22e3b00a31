/**
 * The keyboard and screen-reader rules of the site's one combobox (components/ui/combobox.tsx),
 * used for the job title, the skills, the keywords and the admin's occupation field. Pure, so
 * the rules are tested once (combobox-state.test.ts) whatever the options are.
 *
 * - ArrowDown opens the list and moves to the next option (from the last back to the first);
 *   ArrowUp moves to the previous one (from the first, or none, to the last).
 * - Enter picks the active option; with none active, a combobox that takes free text adds what
 *   was typed, and any other lets Enter do what it does in the form.
 * - Escape closes the list and forgets the active option.
 * - Typing opens the list (for some, only once the text is not blank) and forgets the active
 *   option; focus opens it where the combobox lists on focus; leaving the field closes it.
 */
export type ComboboxState = { open: boolean; active: number };

export const closedCombobox: ComboboxState = { open: false, active: -1 };

export type ComboboxKeyResult = {
  state: ComboboxState;
  /** What the key asks the combobox to do besides moving: pick the active option, or add the typed text. */
  effect: { kind: "none" } | { kind: "pick"; index: number } | { kind: "enter-text" };
  /** Whether the key's own effect (submitting the form, moving the caret) must be prevented. */
  preventDefault: boolean;
};

export function readComboboxKey({
  state,
  key,
  optionCount,
  takesFreeText,
}: {
  state: ComboboxState;
  key: string;
  optionCount: number;
  /** Whether Enter with no active option adds the typed text (skills, keywords). */
  takesFreeText: boolean;
}): ComboboxKeyResult {
  const unchanged: ComboboxKeyResult = { state, effect: { kind: "none" }, preventDefault: false };
  const listed = state.open && optionCount > 0;
  switch (key) {
    case "ArrowDown":
      if (optionCount === 0) return unchanged;
      return {
        state: { open: true, active: state.open ? (state.active + 1) % optionCount : 0 },
        effect: { kind: "none" },
        preventDefault: true,
      };
    case "ArrowUp":
      if (!listed) return unchanged;
      return {
        state: { open: true, active: state.active <= 0 ? optionCount - 1 : state.active - 1 },
        effect: { kind: "none" },
        preventDefault: true,
      };
    case "Enter":
      if (listed && state.active >= 0 && state.active < optionCount)
        return { state: closedCombobox, effect: { kind: "pick", index: state.active }, preventDefault: true };
      if (takesFreeText) return { state: closedCombobox, effect: { kind: "enter-text" }, preventDefault: true };
      return unchanged;
    case "Escape":
      return state.open ? { state: closedCombobox, effect: { kind: "none" }, preventDefault: false } : unchanged;
    default:
      return unchanged;
  }
}

/** After the text changed: open (unless it must not be blank and is) with no active option. */
export function readComboboxTyping({ text, opensWhenBlank }: { text: string; opensWhenBlank: boolean }): ComboboxState {
  return { open: opensWhenBlank || text.trim() !== "", active: -1 };
}

/** The id of option `index` of the listbox `listId`: what aria-activedescendant names. */
export function readOptionId({ listId, index }: { listId: string; index: number }): string {
  return `${listId}-${index}`;
}

/**
 * The ARIA attributes of the text box: a combobox that controls its listbox, says whether the list
 * is shown, autocompletes from a list, and names the active option so a screen reader reads it.
 */
export function buildComboboxAria({
  state,
  listId,
  optionCount,
}: {
  state: ComboboxState;
  listId: string;
  optionCount: number;
}) {
  const shown = state.open && optionCount > 0;
  return {
    role: "combobox" as const,
    "aria-expanded": shown,
    "aria-controls": listId,
    "aria-autocomplete": "list" as const,
    "aria-activedescendant":
      shown && state.active >= 0 && state.active < optionCount
        ? readOptionId({ listId, index: state.active })
        : undefined,
  };
}
