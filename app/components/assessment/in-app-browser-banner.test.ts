import { afterEach, describe, expect, it, vi } from "vitest";
import { buildOpenInBrowserUrl, openInBrowser } from "./in-app-browser-banner";

describe("buildOpenInBrowserUrl", () => {
  it("asks Android to open the same address in Chrome through an intent", () => {
    expect(buildOpenInBrowserUrl({ href: "https://aijobrisk.example/assessment/abc?x=1#top", isAndroid: true })).toBe(
      "intent://aijobrisk.example/assessment/abc?x=1#Intent;scheme=https;package=com.android.chrome;end",
    );
  });

  it("asks iOS to open the same address in Safari", () => {
    expect(buildOpenInBrowserUrl({ href: "https://aijobrisk.example/", isAndroid: false })).toBe(
      "x-safari-https://aijobrisk.example/",
    );
  });
});

describe("openInBrowser", () => {
  afterEach(() => vi.useRealTimers());

  function fakePage() {
    const listeners = new Set<() => void>();
    const doc = {
      hidden: false,
      addEventListener: (_type: string, listener: () => void) => void listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => void listeners.delete(listener),
    };
    const win = {
      location: { href: "https://aijobrisk.example/assessment/abc" },
      setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
      open: vi.fn(() => null),
    };
    const hide = () => {
      doc.hidden = true;
      for (const listener of listeners) listener();
    };
    const show = () => {
      doc.hidden = false;
      for (const listener of listeners) listener();
    };
    return { doc, win, hide, show, listeners };
  }

  it("hands the address to the real browser, then opens it normally after 1 s if the page stayed visible", () => {
    vi.useFakeTimers();
    const page = fakePage();
    openInBrowser({ isAndroid: false, win: page.win, doc: page.doc as unknown as Document });
    expect(page.win.location.href).toBe("x-safari-https://aijobrisk.example/assessment/abc");
    vi.advanceTimersByTime(999);
    expect(page.win.open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(page.win.open).toHaveBeenCalledWith("https://aijobrisk.example/assessment/abc", "_blank", "noopener");
    expect(page.listeners.size).toBe(0);
  });

  it("does not open a second copy when the page was hidden meanwhile, even if it came back", () => {
    vi.useFakeTimers();
    const page = fakePage();
    openInBrowser({ isAndroid: true, win: page.win, doc: page.doc as unknown as Document });
    vi.advanceTimersByTime(300);
    page.hide();
    vi.advanceTimersByTime(300);
    page.show();
    vi.advanceTimersByTime(1000);
    expect(page.win.open).not.toHaveBeenCalled();
    expect(page.listeners.size).toBe(0);
  });
});
