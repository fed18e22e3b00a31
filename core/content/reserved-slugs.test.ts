import { describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { isReservedPageSlug, reservedPageSlugs } from "./reserved-slugs";

/** The first segment of every built-in route path (index, dynamic and splat routes have none). */
function builtInFirstSegments(): string[] {
  return routes
    .map((route) => route.path?.split("/")[0] ?? "")
    .filter((segment) => segment !== "" && !segment.startsWith(":") && segment !== "*");
}

describe("reserved page slugs", () => {
  it("cover every built-in route, so no CMS page can hide behind one", () => {
    const segments = builtInFirstSegments();
    expect(segments).toEqual(expect.arrayContaining(["blog", "faq", "usa", "china", "sitemap.xml", "admin"]));
    for (const segment of segments) expect(reservedPageSlugs).toContain(segment);
  });

  it("also cover the system paths that never reach React Router", () => {
    for (const slug of ["api", "media", "assets", "assessment", "robots.txt"])
      expect(isReservedPageSlug(slug)).toBe(true);
  });

  it("match whatever the case and leave ordinary slugs free", () => {
    expect(isReservedPageSlug("Admin")).toBe(true);
    expect(isReservedPageSlug(" FAQ ")).toBe(true);
    expect(isReservedPageSlug("partners")).toBe(false);
    expect(isReservedPageSlug("blog-tips")).toBe(false);
  });
});
