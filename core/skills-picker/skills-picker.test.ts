import { describe, expect, it } from "vitest";
import { addSkill, removeSkill, showCustomAdd, skillsHelperText, visibleSuggestions } from "./skills-picker";

const suggestions = [
  { name: "Python", category: "Programming", relevance: 9 },
  { name: "SQL", category: "Data", relevance: 8 },
  { name: "Project Management", category: "Management", relevance: 6 },
];

describe("addSkill", () => {
  it("adds a trimmed entry to the end of the selection", () => {
    expect(addSkill({ selected: ["SQL"], entry: "  Python  " })).toEqual(["SQL", "Python"]);
  });

  it("ignores a blank entry", () => {
    expect(addSkill({ selected: ["SQL"], entry: "   " })).toEqual(["SQL"]);
  });

  it("ignores a skill already selected, whatever its case, keeping the first spelling", () => {
    expect(addSkill({ selected: ["Python"], entry: "python" })).toEqual(["Python"]);
    expect(addSkill({ selected: ["Python"], entry: " PYTHON " })).toEqual(["Python"]);
  });

  it("does not mutate the selection it was given", () => {
    const selected = ["SQL"];
    addSkill({ selected, entry: "Python" });
    expect(selected).toEqual(["SQL"]);
  });
});

describe("removeSkill", () => {
  it("removes the chip regardless of case", () => {
    expect(removeSkill({ selected: ["Python", "SQL"], skill: "python" })).toEqual(["SQL"]);
  });
});

describe("visibleSuggestions", () => {
  it("hides suggestions that are already selected, ignoring case", () => {
    const visible = visibleSuggestions({ suggestions, selected: ["sql", "Excel"] });
    expect(visible.map((s) => s.name)).toEqual(["Python", "Project Management"]);
  });

  it("keeps the whole suggestion item so category and relevance can be shown", () => {
    expect(visibleSuggestions({ suggestions, selected: [] })[0]).toEqual(suggestions[0]);
  });
});

describe("showCustomAdd", () => {
  it("offers a custom add for text that matches no suggestion", () => {
    expect(showCustomAdd({ typed: "Kotlin", suggestions })).toBe(true);
  });

  it("hides the custom add when the text matches a suggestion name ignoring case", () => {
    expect(showCustomAdd({ typed: "python", suggestions })).toBe(false);
    expect(showCustomAdd({ typed: " project management ", suggestions })).toBe(false);
  });

  it("still offers a custom add for a partial match", () => {
    expect(showCustomAdd({ typed: "Pyth", suggestions })).toBe(true);
  });

  it("hides the custom add while the box is blank", () => {
    expect(showCustomAdd({ typed: "  ", suggestions })).toBe(false);
  });
});

describe("skillsHelperText", () => {
  it("names the job title and industry when both are set", () => {
    expect(skillsHelperText({ jobTitle: "Data Analyst", industry: "finance" })).toBe(
      "Suggestions based on Data Analyst in finance. Type to search or add custom skills.",
    );
  });

  it("asks for a job title and industry when either is missing", () => {
    const prompt = "Select job title and industry above for personalized skill suggestions.";
    expect(skillsHelperText({ jobTitle: "", industry: "finance" })).toBe(prompt);
    expect(skillsHelperText({ jobTitle: "Data Analyst", industry: undefined })).toBe(prompt);
    expect(skillsHelperText({ jobTitle: "  ", industry: "  " })).toBe(prompt);
  });
});
