import { describe, expect, it } from "vitest";
import { buildCreateSchema, buildEntrySchema, buildUpdateSchema } from "./build-content-schema";
import { defineContentType } from "./content-type";
import type { EntryValues } from "./field-values";
import { defineSitePageParts } from "./site-page-entry";

const noteType = defineContentType({
  path: "notes",
  noun: "note",
  label: "Notes",
  fields: [
    { kind: "text", name: "title", label: "Title", required: true, max: 20 },
    { kind: "slug", name: "slug", label: "Slug" },
    { kind: "text", name: "summary", label: "Summary", max: 50 },
    { kind: "select", name: "mood", label: "Mood", options: ["calm", "bright", "dark"], default: "calm" },
    { kind: "keywords", name: "keywords", label: "Keywords" },
    { kind: "textList", name: "lines", label: "Lines", max: 10, minItems: 2, maxItems: 2 },
    {
      kind: "groupList",
      name: "items",
      label: "Items",
      maxItems: 3,
      fields: [
        { kind: "text", name: "name", label: "Name", required: true, max: 10 },
        { kind: "text", name: "figure", label: "Figure", max: 10 },
        { kind: "occupation", name: "occupation", label: "Occupation" },
      ],
    },
    { kind: "textList", name: "notes", label: "Notes", max: 10, maxItems: 2, required: false },
  ],
  ...defineSitePageParts("notes"),
});

const createNote = buildCreateSchema(noteType);
const updateNote = buildUpdateSchema(noteType);
const valid = { title: " Hello ", slug: "hello", lines: ["a", "b"], items: [{ name: "One" }] };

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.error?.issues[0]?.message;
}

describe("schemas derived from a content type", () => {
  it("trims required text, fills defaults and stores blank optional text as null on create", () => {
    expect(createNote.parse({ ...valid, summary: "  " })).toEqual({
      ...valid,
      title: "Hello",
      summary: null,
      mood: "calm",
      keywords: [],
      items: [{ name: "One", figure: null, occupation: null }],
    });
  });

  it("requires a list unless it says required: false, and checks an occupation code", () => {
    const { lines: _lines, ...withoutLines } = valid;
    expect(firstMessage(createNote.safeParse(withoutLines))).toBe("Lines must be a list");
    expect(createNote.safeParse({ ...valid, notes: undefined }).success).toBe(true);
    const coded = createNote.parse({ ...valid, items: [{ name: "One", occupation: " 43-4051.00 " }] });
    expect(coded.items).toEqual([{ name: "One", figure: null, occupation: "43-4051.00" }]);
    expect(firstMessage(createNote.safeParse({ ...valid, items: [{ name: "One", occupation: "Bookkeepers" }] }))).toBe(
      "Occupation must be an O*NET-SOC code such as 43-4051.00",
    );
  });

  it("reads a stored entry into the values its type derives: optional fields null, nothing cast", () => {
    const stored = { ...createNote.parse(valid), status: "published" };
    const entry: EntryValues<typeof noteType> = buildEntrySchema(noteType).parse(stored);
    // Typed from the fields: a required text is a string, an optional one may be null.
    const title: string = entry.title;
    const summary: string | null = entry.summary;
    const occupation: string | null = entry.items[0]?.occupation ?? null;
    expect({ title, summary, occupation, notes: entry.notes, mood: entry.mood }).toEqual({
      title: "Hello",
      summary: null,
      occupation: null,
      notes: null,
      mood: "calm",
    });
    expect(buildEntrySchema(noteType).safeParse({ ...stored, lines: "one line" }).success).toBe(false);
  });

  it("names the field and the rule in every refusal", () => {
    expect(firstMessage(createNote.safeParse({ ...valid, title: "  " }))).toBe("Title is required");
    expect(firstMessage(createNote.safeParse({ ...valid, title: "x".repeat(21) }))).toBe(
      "Title must be at most 20 characters",
    );
    expect(firstMessage(createNote.safeParse({ ...valid, slug: "Not A Slug" }))).toBe(
      "Slug may contain only lowercase letters, digits and single hyphens",
    );
    expect(firstMessage(createNote.safeParse({ ...valid, mood: "grey" }))).toBe("Mood must be calm, bright or dark");
    expect(firstMessage(createNote.safeParse({ ...valid, lines: ["a"] }))).toBe("Lines needs at least 2");
    expect(firstMessage(createNote.safeParse({ ...valid, items: [{ name: "" }] }))).toBe("Name is required");
    expect(firstMessage(createNote.safeParse({ ...valid, items: [{}, {}, {}, {}] }))).toBe("Items may hold at most 3");
  });

  it("accepts any subset of fields on update and fills no default in", () => {
    expect(updateNote.parse({ title: "Renamed" })).toEqual({ title: "Renamed" });
    expect(updateNote.parse({ keywords: ["AI", "ai", " jobs "] })).toEqual({ keywords: ["ai", "jobs"] });
    expect(firstMessage(updateNote.safeParse({ mood: 3 }))).toBe("Mood must be calm, bright or dark");
  });
});
