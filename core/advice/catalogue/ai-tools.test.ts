/**
 * The AI tools table, row by row, read the way the engine reads it (the longest matching key wins,
 * no key means no tool): every key exists and belongs to one entry, each example reaches its own
 * entry, exposed work gets a tool, and the fields the review said have no fitting tool get none.
 */
import { describe, expect, it } from "vitest";
import { AI_TOOLS } from "./ai-tools";
import type { AiToolAdvice } from "./catalogue-types";
import {
  CODE_OR_PREFIX,
  FULL_CODE,
  loadCatalogueDataset,
  longestCoveringKey,
  occupationsUnder,
} from "./catalogue-fixture";

const dataset = loadCatalogueDataset();
const codes = new Set(dataset.occupations.map((occupation) => occupation.code));
const keys = AI_TOOLS.flatMap((entry) => entry.for);
const owners = new Map<string, AiToolAdvice>(
  AI_TOOLS.flatMap((entry) => entry.for.map((key) => [key, entry] as const)),
);

function toolFor(code: string): AiToolAdvice | null {
  const key = longestCoveringKey({ keys, code });
  return key === null ? null : (owners.get(key) ?? null);
}

describe("AI tools table", () => {
  it("has between 60 and 120 entries, and each key belongs to one entry only", () => {
    expect(AI_TOOLS.length).toBeGreaterThanOrEqual(60);
    expect(AI_TOOLS.length).toBeLessThanOrEqual(120);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(AI_TOOLS.map((entry) => [entry.example, entry] as const))(
    "the entry for %s: keys exist, it says who keeps the judgement, and its example reaches it",
    (_example, entry) => {
      expect(entry.for.length).toBeGreaterThan(0);
      for (const key of entry.for) {
        expect(key).toMatch(CODE_OR_PREFIX);
        expect(occupationsUnder({ key, occupations: dataset.occupations }).length, key).toBeGreaterThan(0);
      }
      for (const text of [entry.name, entry.use]) {
        expect(text.trim()).toBe(text);
        expect(text.length).toBeGreaterThan(10);
      }
      // "to <what it is for>; you <what stays yours>"
      expect(entry.use).toMatch(/^to [^;]+; (you|the pharmacist)\b/);
      expect(entry.example).toMatch(FULL_CODE);
      expect(codes.has(entry.example)).toBe(true);
      expect(toolFor(entry.example)).toBe(entry);
    },
  );

  it("gives a tool to every occupation where at least half the work is exposed to language models", () => {
    const exposed = dataset.occupations.filter((occupation) => (occupation.exposure.eloundou?.human.beta ?? 0) >= 0.5);
    expect(exposed.length).toBeGreaterThan(150);
    const without = exposed.filter((occupation) => toolFor(occupation.code) === null).map((o) => o.code);
    expect(without).toEqual([]);
  });

  it("gives no tool to fields with little exposed work that no real tool fits", () => {
    const handsOn = ["35-2", "35-3", "35-9", "37-2", "37-3", "45-2", "47-2", "47-3", "49-3", "51-4", "53-3", "53-7"];
    for (const key of handsOn)
      for (const occupation of occupationsUnder({ key, occupations: dataset.occupations }))
        expect(toolFor(occupation.code), occupation.code).toBeNull();
  });

  it("fixes the tools the review rejected and keeps the ones it signed", () => {
    // Rejected: writing assistants for a rideshare driver, drafting and design tools for an electrician and a line cook.
    for (const code of ["53-3054.00", "47-2111.00", "35-2014.00", "53-7064.00"]) expect(toolFor(code)).toBeNull();
    // Rejected: note-taking for a copywriter, data analysis for an ICU nurse, research assistants for a graphic designer.
    expect(toolFor("27-3043.00")?.name).toMatch(/writing/i);
    expect(toolFor("27-3043.00")?.name).not.toMatch(/note/i);
    expect(toolFor("29-1141.03")?.name).toMatch(/documentation/i);
    expect(toolFor("29-1141.03")?.name).not.toMatch(/data analysis/i);
    expect(toolFor("27-1024.00")?.name).toMatch(/image|design/i);
    // Signed: scheduling for a dispatcher, paperwork for a medical receptionist, research for a paralegal, coding for developers.
    expect(toolFor("43-5032.00")?.name).toMatch(/dispatch|route/i);
    expect(toolFor("43-6013.00")?.use).toMatch(/insurance|forms/);
    expect(toolFor("23-2011.00")?.name).toMatch(/research/i);
    expect(toolFor("15-1252.00")?.name).toMatch(/coding assistants/i);
    expect(toolFor("15-1254.00")?.name).toMatch(/coding assistants/i);
  });
});
