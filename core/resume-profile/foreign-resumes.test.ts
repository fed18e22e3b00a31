/**
 * German and French CVs (#38): the reader finds the current title under their headings
 * ("Berufserfahrung", "Beruflicher Werdegang", "Expérience professionnelle"), reads their date forms,
 * and counts the same years as it does for the same history written in English.
 */
import { describe, expect, it } from "vitest";
import { accountantFrenchCv } from "./fixtures/accountant-french-cv";
import { nurseGermanLebenslauf } from "./fixtures/nurse-german-lebenslauf";
import { FOREIGN_ROLE_WORDS } from "./foreign-role-words";
import { hasRoleKeyword } from "./role-keywords";
import { extractResumeProfile } from "./resume-profile";

const now = new Date(Date.UTC(2026, 5, 15)); // 15 June 2026

const read = (text: string) => extractResumeProfile(text, { now });

describe("German and French CVs", () => {
  it("reads a German Lebenslauf: the current title, and the years from 'seit 03/2019' and '10/2016 – 02/2019'", () => {
    const profile = read(nurseGermanLebenslauf);
    expect(profile.name).toBe("Katharina Weber");
    expect(profile.jobTitle).toBe("Gesundheits- und Krankenpflegerin");
    // 03/2019 – 06/2026 (88 months) + 10/2016 – 02/2019 (29 months); the training is not work.
    expect(profile.yearsOfExperience).toBe(9.8);
    expect(profile.responsibilities[0]).toBe("Pflege und Überwachung beatmeter Patientinnen und Patienten");
    expect(profile.skills).toContain("Intensivpflege");
  });

  it("reads a French CV: the current title, and the years from 'Depuis mars 2019' and 'Septembre 2016 - février 2019'", () => {
    const profile = read(accountantFrenchCv);
    expect(profile.name).toBe("Claire Martin");
    expect(profile.jobTitle).toBe("Comptable");
    // March 2019 – June 2026 (88 months) + September 2016 – February 2019 (30 months).
    expect(profile.yearsOfExperience).toBe(9.8);
    expect(profile.skills).toContain("Sage");
  });

  const history = (lines: { heading: string; jobs: [string, string][] }): string =>
    [
      "Anna Nowak",
      "",
      lines.heading,
      ...lines.jobs.flatMap(([dates, title]) => [`${dates}   ${title}`, "Muster GmbH", ""]),
    ].join("\n");

  it.each([
    {
      language: "German",
      heading: "Beruflicher Werdegang",
      jobs: [
        ["03/2019 – heute", "Projektleiterin"],
        ["03.2016 - 02.2019", "Sachbearbeiterin"],
      ],
      english: [
        ["03/2019 – Present", "Project Manager"],
        ["03/2016 - 02/2019", "Clerk"],
      ],
    },
    {
      language: "German, month names",
      heading: "Berufserfahrung",
      jobs: [
        ["Seit März 2019", "Projektleiterin"],
        ["Januar 2015 – Februar 2019", "Sachbearbeiterin"],
      ],
      english: [
        ["March 2019 – Present", "Project Manager"],
        ["January 2015 – February 2019", "Clerk"],
      ],
    },
    {
      language: "French",
      heading: "Expérience professionnelle",
      jobs: [
        ["2019 – aujourd'hui", "Chargée de clientèle"],
        ["mars 2016 - juin 2018", "Conseillère de vente"],
      ],
      english: [
        ["2019 – Present", "Account Manager"],
        ["March 2016 - June 2018", "Sales Adviser"],
      ],
    },
    {
      language: "French, a start alone",
      heading: "Expériences professionnelles",
      jobs: [
        ["depuis 2019", "Infirmière"],
        ["2014 – 2018", "Aide-soignante"],
      ],
      english: [
        ["2019 – Present", "Nurse"],
        ["2014 – 2018", "Nursing Assistant"],
      ],
    },
  ] as const)("counts the same years as the English reading of the same history ($language)", (row) => {
    const foreign = read(history({ heading: row.heading, jobs: row.jobs.map(([dates, title]) => [dates, title]) }));
    const english = read(history({ heading: "Experience", jobs: row.english.map(([dates, title]) => [dates, title]) }));
    expect(english.yearsOfExperience).not.toBeNull();
    expect(foreign.yearsOfExperience).toBe(english.yearsOfExperience);
    expect(foreign.jobTitle).toBe(row.jobs[0][1]);
    expect(english.jobTitle).toBe(row.english[0][1]);
  });

  it("does not count the German or French education section as work", () => {
    const text = [
      "Berufserfahrung",
      "seit 01/2024   Verkäuferin",
      "",
      "Ausbildung",
      "09/2010 – 08/2013   Ausbildung zur Kauffrau",
    ].join("\n");
    expect(read(text).yearsOfExperience).toBe(2.5);
    const french = [
      "Expérience professionnelle",
      "Vendeuse",
      "Depuis janvier 2024",
      "",
      "Formation",
      "2010 – 2013   BTS",
    ].join("\n");
    expect(read(french).yearsOfExperience).toBe(2.5);
  });
});

describe("German and French role words", () => {
  it.each(
    FOREIGN_ROLE_WORDS.flatMap(({ language, examples }) => examples.map((example) => [language, example] as const)),
  )("(%s) %j is read as a job title line", (_language, example) => {
    expect(hasRoleKeyword(example)).toBe(true);
  });

  it.each([
    "Universitätsklinikum Leipzig",
    "Groupe Rhône Distribution",
    "Berufsfachschule für Krankenpflege",
    "Lyon, France",
  ])("%j is not", (text) => {
    expect(hasRoleKeyword(text)).toBe(false);
  });
});
