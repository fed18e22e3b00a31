import { describe, expect, it } from "vitest";
import { isSafeHref, splitInlineLinks } from "./inline-links";

describe("splitInlineLinks", () => {
  it("turns [label](/path) into a link between the plain runs around it", () => {
    expect(splitInlineLinks("See our [Privacy Policy](/privacy), which applies.")).toEqual([
      { kind: "text", text: "See our " },
      { kind: "link", text: "Privacy Policy", href: "/privacy" },
      { kind: "text", text: ", which applies." },
    ]);
  });

  it("keeps text without links as one plain run", () => {
    expect(splitInlineLinks("No links here.")).toEqual([{ kind: "text", text: "No links here." }]);
  });

  it("leaves a link whose address is not a safe kind as plain text", () => {
    const text = "Click [here](javascript:alert(1)) or [there](relative/path).";
    expect(splitInlineLinks(text)).toEqual([{ kind: "text", text }]);
  });

  it("accepts fragments, https and mailto addresses, and a link at either end", () => {
    expect(splitInlineLinks("[Top](#top) and [mail](mailto:a@b.org)")).toEqual([
      { kind: "link", text: "Top", href: "#top" },
      { kind: "text", text: " and " },
      { kind: "link", text: "mail", href: "mailto:a@b.org" },
    ]);
  });
});

describe("isSafeHref", () => {
  it("allows site paths, fragments, https and mailto, and refuses script or data addresses", () => {
    expect(["/data-sources", "#top", "https://example.org/a", "mailto:a@b.org"].every(isSafeHref)).toBe(true);
    expect(["javascript:alert(1)", "data:text/html,x", "relative", "/a b", "//evil.example"].some(isSafeHref)).toBe(
      false,
    );
  });
});
