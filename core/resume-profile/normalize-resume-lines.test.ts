import { describe, expect, it } from "vitest";
import { toResumeLines } from "./normalize-resume-lines";

describe("toResumeLines", () => {
  it("splits on every kind of line break and trims each line", () => {
    expect(toResumeLines("  a \r\nb\rc\u2028d  ")).toEqual(["a", "b", "c", "d"]);
  });

  it("removes zero-width characters and turns no-break spaces into spaces", () => {
    expect(toResumeLines("Jo\u200Bhn\u00A0Smith")).toEqual(["John Smith"]);
  });

  it("joins letter-spaced headings", () => {
    expect(toResumeLines("W O R K   E X P E R I E N C E")).toEqual(["WORK EXPERIENCE"]);
  });

  it("keeps a wide gap as a two-space field separator in a single-column resume", () => {
    expect(toResumeLines("Store Manager        May 2019 – Now")).toEqual(["Store Manager  May 2019 – Now"]);
  });

  it("reads a flattened two-column page column by column", () => {
    const rows = [
      ["SKILLS", "EXPERIENCE"],
      ["Python", "Data Engineer, Acme"],
      ["SQL", "• Built pipelines"],
      ["Airflow", "• Ran the on-call rota"],
      ["EDUCATION", "Analyst, Beta Corp"],
    ];
    const text = rows.map(([left, right]) => (left ?? "").padEnd(30) + right).join("\n");
    expect(toResumeLines(text)).toEqual([
      "SKILLS",
      "Python",
      "SQL",
      "Airflow",
      "EDUCATION",
      "",
      "EXPERIENCE",
      "Data Engineer, Acme",
      "• Built pipelines",
      "• Ran the on-call rota",
      "Analyst, Beta Corp",
    ]);
  });

  it("does not treat right-aligned dates as a second column", () => {
    const text = [
      "Analyst, Acme                    2019 – 2022",
      "Associate, Beta                  2016 – 2019",
      "Intern, Gamma                    2015 – 2016",
      "Clerk, Delta                     2014 – 2015",
    ].join("\n");
    expect(toResumeLines(text)[0]).toBe("Analyst, Acme  2019 – 2022");
  });

  it("does not treat a template's spaced-out fields (commas, dashes, 'to') as a second column", () => {
    const text = [
      "Highlights",
      "Adobe Illustrator   Photoshop   InDesign   Figma",
      "Experience",
      "Graphic Designer   ,   06/2017   to   Current",
      "Company Name   －   City  ,   State",
      "Design logos and packaging for 20+ clients.",
      "Junior Designer   ,   01/2015   to   05/2017",
      "Company Name   －   City  ,   State",
      "Produced layouts for catalogs.",
    ].join("\n");
    const lines = toResumeLines(text);
    expect(lines.slice(3, 6)).toEqual([
      "Graphic Designer  ,  06/2017  to  Current",
      "Company Name  －  City  ,  State",
      "Design logos and packaging for 20+ clients.",
    ]);
  });

  it("gives no lines for empty input", () => {
    expect(toResumeLines("")).toEqual([]);
  });
});
