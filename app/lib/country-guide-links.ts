/** The ten country guides of content-and-cms.md, in navigation order. */
export const countryGuideLinks = [
  { slug: "usa", label: "United States" },
  { slug: "uk", label: "United Kingdom" },
  { slug: "canada", label: "Canada" },
  { slug: "australia", label: "Australia" },
  { slug: "germany", label: "Germany" },
  { slug: "france", label: "France" },
  { slug: "europe", label: "European Union" },
  { slug: "india", label: "India" },
  { slug: "japan", label: "Japan" },
  { slug: "china", label: "China" },
] as const;

export type CountryGuideSlug = (typeof countryGuideLinks)[number]["slug"];
