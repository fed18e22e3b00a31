/**
 * The learnable-subjects table, row by row: each element exists in the dataset, traits have no
 * entry, and what a person signs up for is a named course, never the raw element name.
 */
import { describe, expect, it } from "vitest";
import { loadCatalogueDataset } from "./catalogue-fixture";
import { LEARNABLE_SUBJECTS } from "./learnable-subjects";

const dataset = loadCatalogueDataset();
const elementNames = new Set(dataset.elements.map((element) => element.name));
/** Traits and generic abilities no course teaches as such: never offered as "a skill to learn". */
const TRAITS = [
  "Critical Thinking",
  "Social Perceptiveness",
  "Judgment and Decision Making",
  "Active Listening",
  "Service Orientation",
  "Complex Problem Solving",
  "Active Learning",
  "Reading Comprehension",
  "Monitoring",
  "Coordination",
  "Time Management",
  "Systems Evaluation",
];

describe("learnable subjects table", () => {
  it("has one entry per element, and none for a trait", () => {
    const elements = LEARNABLE_SUBJECTS.map((entry) => entry.element);
    expect(new Set(elements).size).toBe(elements.length);
    for (const trait of TRAITS) {
      expect(elementNames.has(trait), trait).toBe(true);
      expect(elements).not.toContain(trait);
    }
    expect(LEARNABLE_SUBJECTS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(LEARNABLE_SUBJECTS)("$element: a named course with its length and a reason tied to the move", (entry) => {
    expect(elementNames.has(entry.element)).toBe(true);
    for (const text of [entry.name, entry.duration, entry.why]) {
      expect(text.trim()).toBe(text);
      expect(text.length).toBeGreaterThan(5);
    }
    // Never the raw element name (nor any other element's name) as the thing to learn.
    expect(elementNames.has(entry.name)).toBe(false);
    expect(entry.name.toLowerCase()).not.toBe(entry.element.toLowerCase());
    expect(entry.why).toMatch(/^\{move\} /);
    expect(entry.why.match(/\{move\}/g)?.length).toBe(1);
    expect(entry.why).toMatch(/\.$/);
    expect(entry.duration).toMatch(/\d|One|Two|A (few|semester|\d)/);
  });

  it("names the courses the review asked for", () => {
    const byElement = new Map(LEARNABLE_SUBJECTS.map((entry) => [entry.element, entry.name]));
    expect(byElement.get("Management of Personnel Resources")).toMatch(/first-time supervisor course/);
    expect(byElement.get("Negotiation")).toMatch(/^Negotiation: a short course/);
    expect(byElement.get("Economics and Accounting")).toMatch(/financial and managerial accounting/);
    expect(byElement.get("Operations Analysis")).toBe("Lean Six Sigma Yellow Belt");
    expect(byElement.get("Programming")).toMatch(/Python/);
  });
});
