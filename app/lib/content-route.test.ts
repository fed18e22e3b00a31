import { describe, expect, it } from "vitest";
import { dropsOpenerPolicy, hydratesOnInput, isStaticPage, staticPageHandle, type PageHandle } from "./content-route";

const onInput: PageHandle = { hydrate: "on-input" };
const sharedResult: PageHandle = { hydrate: "on-input", openerPolicy: false };

describe("what a page's matched routes ask for", () => {
  it("starts React at the first input only where a route asks for it", () => {
    expect(hydratesOnInput([{ handle: undefined }, { handle: onInput }])).toBe(true);
    expect(hydratesOnInput([{ handle: undefined }, { handle: staticPageHandle }])).toBe(false);
    expect(hydratesOnInput([{ handle: undefined }])).toBe(false);
    expect(isStaticPage([{ handle: undefined }, { handle: onInput }])).toBe(false);
  });

  it("drops the opener policy on pages without React and where a route says so, never elsewhere", () => {
    expect(dropsOpenerPolicy([{ handle: undefined }, { handle: staticPageHandle }])).toBe(true);
    expect(dropsOpenerPolicy([{ handle: undefined }, { handle: sharedResult }])).toBe(true);
    expect(dropsOpenerPolicy([{ handle: undefined }, { handle: onInput }])).toBe(false);
    expect(dropsOpenerPolicy([{ handle: undefined }])).toBe(false);
  });
});
