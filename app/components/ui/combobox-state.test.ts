import { describe, expect, it } from "vitest";
import {
  buildComboboxAria,
  closedCombobox,
  readComboboxKey,
  readComboboxTyping,
  type ComboboxState,
} from "./combobox-state";

// The one combobox of the site (job title, skills, keywords, the admin's occupation field):
// its keyboard and screen-reader rules, tested once here for all of them.

function press(keys: string[], { optionCount = 3, takesFreeText = false, from = closedCombobox } = {}) {
  let state: ComboboxState = from;
  const effects: string[] = [];
  for (const key of keys) {
    const result = readComboboxKey({ state, key, optionCount, takesFreeText });
    state = result.state;
    effects.push(result.effect.kind === "pick" ? `pick ${result.effect.index}` : result.effect.kind);
  }
  return { state, effects };
}

describe("the combobox's keyboard", () => {
  it("opens on ArrowDown and moves down, wrapping from the last option to the first", () => {
    expect(press(["ArrowDown"]).state).toEqual({ open: true, active: 0 });
    expect(press(["ArrowDown", "ArrowDown", "ArrowDown"]).state).toEqual({ open: true, active: 2 });
    expect(press(["ArrowDown", "ArrowDown", "ArrowDown", "ArrowDown"]).state).toEqual({ open: true, active: 0 });
  });

  it("moves up with ArrowUp, from the first option (or none) to the last, but only while the list shows", () => {
    expect(press(["ArrowDown", "ArrowUp"]).state).toEqual({ open: true, active: 2 });
    expect(press(["ArrowUp"], { from: { open: true, active: -1 } }).state).toEqual({ open: true, active: 2 });
    expect(press(["ArrowUp"]).state).toEqual(closedCombobox);
  });

  it("picks the active option with Enter and closes the list", () => {
    const { state, effects } = press(["ArrowDown", "ArrowDown", "Enter"]);
    expect(effects.at(-1)).toBe("pick 1");
    expect(state).toEqual(closedCombobox);
  });

  it("adds the typed text on Enter with no active option where free text is allowed, and leaves Enter to the form elsewhere", () => {
    const free = readComboboxKey({
      state: { open: true, active: -1 },
      key: "Enter",
      optionCount: 2,
      takesFreeText: true,
    });
    expect(free).toEqual({ state: closedCombobox, effect: { kind: "enter-text" }, preventDefault: true });
    const form = readComboboxKey({
      state: { open: true, active: -1 },
      key: "Enter",
      optionCount: 2,
      takesFreeText: false,
    });
    expect(form.effect).toEqual({ kind: "none" });
    expect(form.preventDefault).toBe(false);
  });

  it("closes on Escape and forgets the active option", () => {
    expect(press(["ArrowDown", "Escape"]).state).toEqual(closedCombobox);
  });

  it("does nothing with arrows while there is no option to move to", () => {
    const result = readComboboxKey({
      state: { open: true, active: -1 },
      key: "ArrowDown",
      optionCount: 0,
      takesFreeText: true,
    });
    expect(result.preventDefault).toBe(false);
    expect(result.state).toEqual({ open: true, active: -1 });
  });

  it("opens as text is typed (blank text too only where it lists on focus) with no option active", () => {
    expect(readComboboxTyping({ text: "ac", opensWhenBlank: false })).toEqual({ open: true, active: -1 });
    expect(readComboboxTyping({ text: "  ", opensWhenBlank: false })).toEqual(closedCombobox);
    expect(readComboboxTyping({ text: "", opensWhenBlank: true })).toEqual({ open: true, active: -1 });
  });
});

describe("what the combobox tells a screen reader", () => {
  it("is a list-autocompleting combobox that controls its listbox and says when the list is shown", () => {
    expect(buildComboboxAria({ state: closedCombobox, listId: "list", optionCount: 3 })).toEqual({
      role: "combobox",
      "aria-expanded": false,
      "aria-controls": "list",
      "aria-autocomplete": "list",
      "aria-activedescendant": undefined,
    });
    // Open but with nothing to offer: the list is not shown, so it is not announced as expanded.
    expect(
      buildComboboxAria({ state: { open: true, active: -1 }, listId: "list", optionCount: 0 })["aria-expanded"],
    ).toBe(false);
  });

  it("names the active option as the active descendant, so the option under the arrow keys is read out", () => {
    const { state } = press(["ArrowDown", "ArrowDown"]);
    expect(buildComboboxAria({ state, listId: "list", optionCount: 3 })).toMatchObject({
      "aria-expanded": true,
      "aria-activedescendant": "list-1",
    });
    // The options shrank under the active one (new results): no stale id is announced.
    expect(buildComboboxAria({ state, listId: "list", optionCount: 1 })["aria-activedescendant"]).toBeUndefined();
  });
});
