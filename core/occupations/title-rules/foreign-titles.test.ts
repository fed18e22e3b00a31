import { describe, expect, it } from "vitest";
import { translateForeignTitles } from "./reading-order";

describe("translateForeignTitles", () => {
  // Only titles ESCO's labels cannot read keep a hand-written rule (ADR 031); the rest go through the
  // foreign-title stage (foreign-titles/match-foreign-title.test.ts).
  it.each([
    ["Anwendungsentwickler (m/w/d)", "software developer"],
    ["Fachinformatiker", "computer support specialist"],
    ["Sachbearbeiterin", "office clerk"],
    ["Vertriebsleiter", "sales manager"],
    ["Servicekraft", "waiter"],
    ["Elektroniker", "electrician"],
    ["Projektleiter IT", "project manager IT"],
    ["Koch", "cook"],
    ["Pdg", "chief executive"],
    ["Juriste", "legal counsel"],
    ["Responsable RH", "human resources manager"],
    ["Policière", "police officer"],
    ["Femme de ménage", "janitor"],
    ["Chauffeur PL", "truck driver"],
    ["Cuisinier", "cook"],
    ["Mesero", "waiter"],
    ["Trailero", "truck driver"],
    ["Contadora", "accountant"],
    ["Gerente de tienda", "store manager"],
    ["Cocinera", "cook"],
  ])("reads %j as %j", (title, english) => {
    expect(translateForeignTitles(title)).toBe(english);
  });

  it.each([
    "Commercial Pilot",
    "Commercial Lending Officer",
    "Chauffeur",
    "Engineer, Koch Industries",
    "Nurse, Macon, GA",
    "Consultant",
    "Chef de Partie",
    "Senior Software Engineer",
    "Conductor",
    "Supervisor",
  ])("leaves the English title %j as it is", (title) => {
    expect(translateForeignTitles(title)).toBe(title);
  });
});
