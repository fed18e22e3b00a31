import { describe, expect, it } from "vitest";
import { listChangedFields } from "./changed-fields";

describe("listChangedFields", () => {
  const stored = {
    title: "Germany",
    slug: "germany",
    intro: "Old paragraph.",
    keywords: ["ai", "jobs"],
    stats: [{ figure: "23%", title: "Exposed" }],
    metaTitle: null,
    publishedAt: new Date("2026-01-02T03:04:05.000Z"),
  };

  it("names only the field whose value changed when the form sends every field back", () => {
    const changes = {
      title: "Germany",
      slug: "germany",
      intro: "New paragraph.",
      keywords: ["ai", "jobs"],
      stats: [{ title: "Exposed", figure: "23%" }],
      metaTitle: "",
      publishedAt: "2026-01-02T03:04:05.000Z",
    };
    expect(listChangedFields({ stored, changes })).toEqual(["intro"]);
  });

  it("sees a change inside a list or a nested item", () => {
    expect(
      listChangedFields({ stored, changes: { keywords: ["ai"], stats: [{ figure: "24%", title: "Exposed" }] } }),
    ).toEqual(["keywords", "stats"]);
  });

  it("names nothing when nothing changed", () => {
    expect(listChangedFields({ stored, changes: { title: "Germany" } })).toEqual([]);
  });
});
