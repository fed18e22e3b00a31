import { describe, expect, it } from "vitest";
import { createPageCacheHandle } from "./page-cache-handle";

describe("the page cache handle", () => {
  it("asks for nothing until a route calls it", () => {
    expect(createPageCacheHandle().read()).toEqual({ publicPage: false, resultPage: null, asDocument: false });
  });

  it("reads back what the route asked, one request's handle apart from another's", () => {
    const one = createPageCacheHandle();
    const other = createPageCacheHandle();
    one.handle.keepPublicPage();
    one.handle.sendAsDocument();
    other.handle.keepWithAssessment({ id: "3f1c2a9e-7b7d-4c1e-9a55-2f0e8b6d4c11", revision: 3 });
    expect(one.read()).toEqual({ publicPage: true, resultPage: null, asDocument: true });
    expect(other.read()).toEqual({
      publicPage: false,
      resultPage: { id: "3f1c2a9e-7b7d-4c1e-9a55-2f0e8b6d4c11", revision: 3 },
      asDocument: false,
    });
  });
});
