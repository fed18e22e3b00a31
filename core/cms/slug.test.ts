import { describe, expect, it } from "vitest";
import { deriveBlogSlug, deriveSlug, slugPattern } from "./slug";

describe("deriveSlug (page form and bulk)", () => {
  it("lowercases and turns each run of non-alphanumerics into one hyphen, trimming the edges", () => {
    expect(deriveSlug("  Will AI Replace My Job?! ")).toBe("will-ai-replace-my-job");
    expect(deriveSlug("C++ & Rust -- 2025")).toBe("c-rust-2025");
    expect(deriveSlug("!!!")).toBe("");
  });
});

describe("deriveBlogSlug (blog form)", () => {
  it("turns spaces into hyphens and removes every other character", () => {
    expect(deriveBlogSlug("Will AI Replace My Job?")).toBe("will-ai-replace-my-job");
    expect(deriveBlogSlug("C++ Rust")).toBe("c-rust");
    expect(deriveBlogSlug("Don't panic")).toBe("dont-panic");
  });
  it("collapses the hyphens left by removed characters and trims them at the edges", () => {
    expect(deriveBlogSlug("AI & Jobs")).toBe("ai-jobs");
    expect(deriveBlogSlug("Work - 2030")).toBe("work-2030");
    expect(deriveBlogSlug("C++ & Rust")).toBe("c-rust");
    expect(deriveBlogSlug("- Why now? -")).toBe("why-now");
    expect(deriveBlogSlug("&")).toBe("");
  });
  it("always produces a slug the server pattern accepts when anything is left", () => {
    for (const title of ["AI & Jobs", "Work - 2030", "  --Hello--World--  ", "Ünïcode & more", "a -- b"]) {
      expect(deriveBlogSlug(title)).toMatch(slugPattern);
    }
  });
  it("produces slugs the server pattern accepts for ordinary titles", () => {
    expect(slugPattern.test(deriveBlogSlug("Future of work 2030"))).toBe(true);
    expect(slugPattern.test("Bad Slug")).toBe(false);
  });
});
