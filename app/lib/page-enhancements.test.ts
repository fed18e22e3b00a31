import { describe, expect, it } from "vitest";
import { isStaticPage, staticPageHandle } from "./content-route";
import { pageEnhancementScript } from "./page-enhancements";

describe("the page enhancement script", () => {
  it("is one self-contained statement that compiles on its own", () => {
    expect(pageEnhancementScript.startsWith("(function")).toBe(true);
    expect(() => new Function(pageEnhancementScript)).not.toThrow();
    // Sent inside a <script> element: it must never close it.
    expect(pageEnhancementScript).not.toMatch(/<\/script/i);
  });

  it("marks the page once and leaves the DOM alone until the visitor acts", () => {
    const dataset: Record<string, string> = {};
    const listeners: string[] = [];
    const fakeDocument = {
      documentElement: { dataset },
      addEventListener: (type: string) => listeners.push(type),
    };
    const fakeWindow = { addEventListener: (type: string) => listeners.push(type) };
    const run = new Function("document", "window", pageEnhancementScript);
    run(fakeDocument, fakeWindow);
    run(fakeDocument, fakeWindow);
    expect(dataset.enhanced).toBe("true");
    expect(listeners.sort()).toEqual(["click", "focusin", "input", "keydown", "pointerdown", "popstate"]);
  });
});

describe("isStaticPage", () => {
  it("is true when any matched route carries the content page handle", () => {
    expect(isStaticPage([{ handle: undefined }, { handle: staticPageHandle }])).toBe(true);
    expect(isStaticPage([{ handle: undefined }, { handle: { hydrate: true } }])).toBe(false);
    expect(isStaticPage([])).toBe(false);
  });
});
