import { describe, expect, it } from "vitest";
import {
  checkRequestTarget,
  describePathForLog,
  findControlCharacter,
  hasControlCharacter,
} from "./control-characters";

describe("hasControlCharacter", () => {
  it("allows tab, line feed and carriage return and refuses the rest of C0 and DEL", () => {
    expect(hasControlCharacter("a\tb\nc\r\nd")).toBe(false);
    for (let code = 0; code < 32; code++) {
      if (code === 9 || code === 10 || code === 13) continue;
      expect(hasControlCharacter(`a${String.fromCharCode(code)}b`), String(code)).toBe(true);
    }
    expect(hasControlCharacter("a\u007fb")).toBe(true);
    expect(hasControlCharacter("Zürich — “quoted” 東京 🙂")).toBe(false);
  });
});

describe("findControlCharacter", () => {
  it("names the field, through arrays and nested objects", () => {
    expect(findControlCharacter({ a: "ok", b: { c: ["x", "y\u0000"] } })).toBe("b.c[1]");
    expect(findControlCharacter("\u0000")).toBe("");
    expect(findControlCharacter({ "bad\u0000key": 1 })).toBe("bad?key");
    expect(findControlCharacter({ a: 1, b: null, c: true, d: ["fine"] })).toBeNull();
    expect(findControlCharacter(undefined)).toBeNull();
  });

  it("refuses a body nested deeper than it searches", () => {
    let deep: unknown = "x";
    for (let level = 0; level < 100; level++) deep = { deep };
    expect(findControlCharacter(deep)).not.toBeNull();
  });
});

describe("checkRequestTarget", () => {
  it("accepts ordinary and well-escaped targets", () => {
    for (const target of ["/", "/jobs?q=registered%20nurse", "/blog/caf%C3%A9", "/search?q=a+b&x=%2F"])
      expect(checkRequestTarget(target), target).toBeNull();
  });

  it("finds malformed escapes and control characters, before and after decoding", () => {
    for (const target of ["/media/%", "/assessment/%zz/card.png", "/x%E0%A4%A", "/%C0%80", "/q?x=100%"])
      expect(checkRequestTarget(target), target).toBe("malformed");
    for (const target of ["/%00", "/blog/x%0A{}", "/a?b=%09", "/raw\u0001"])
      expect(checkRequestTarget(target), target).toBe("control");
  });
});

describe("describePathForLog", () => {
  it("percent-encodes what could shape a log line and keeps a URL's own characters", () => {
    expect(describePathForLog('/blog/x{"level":60,"msg":"NOTE"}')).toBe(
      "/blog/x%7B%22level%22:60,%22msg%22:%22NOTE%22%7D",
    );
    expect(describePathForLog("/jobs/15-1252.00/card.png")).toBe("/jobs/15-1252.00/card.png");
    expect(describePathForLog("/café")).toBe("/caf%C3%A9");
  });

  it("keeps only the first segment and the reason of a path the gate refuses", () => {
    expect(describePathForLog('/blog/x%0A{"level":60,"msg":"FORGED"}')).toBe("/blog… (control characters: not logged)");
    expect(describePathForLog("/media/%")).toBe("/media… (malformed percent-encoding: not logged)");
  });

  it("cuts long paths", () => {
    expect(describePathForLog(`/${"a".repeat(1000)}`)).toHaveLength(301);
  });
});
