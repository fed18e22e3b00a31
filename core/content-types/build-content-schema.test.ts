import { describe, expect, it } from "vitest";
import { buildCreateSchema, buildUpdateSchema } from "./build-content-schema";
import { defineContentType } from "./content-type";

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
      ],
    },
  ],
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
      items: [{ name: "One", figure: null }],
    });
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
