import { describe, expect, it } from "vitest";
import { filterBySearch } from "./filter-by-search";

const pages = [
  { title: "Our Method", slug: "our-method" },
  { title: "Privacy", slug: "privacy-policy" },
];
const fieldsOf = (page: (typeof pages)[number]) => [page.title, page.slug];

describe("searching a collection", () => {
  it("keeps every item for an empty or blank search", () => {
    expect(filterBySearch({ items: pages, term: "   ", fieldsOf })).toEqual(pages);
  });

  it("matches any searched field, ignoring case and surrounding spaces", () => {
    expect(filterBySearch({ items: pages, term: " METHOD ", fieldsOf })).toEqual([pages[0]]);
    expect(filterBySearch({ items: pages, term: "policy", fieldsOf })).toEqual([pages[1]]);
  });

  it("finds nothing when no searched field holds the term", () => {
    expect(filterBySearch({ items: pages, term: "careers", fieldsOf })).toEqual([]);
  });
});
