import { describe, expect, it } from "vitest";
import { translateForeignTitles } from "./reading-order";

describe("translateForeignTitles", () => {
  it.each([
    ["Softwareentwickler (m/w/d)", "software developer"],
    ["Krankenschwester", "registered nurse"],
    ["Verkäuferin", "retail salesperson"],
    ["Geschäftsführer", "chief executive"],
    ["Kfz-Mechatroniker", "automotive mechanic"],
    ["Projektleiter IT", "project manager IT"],
    ["Zahnärztin", "dentist"],
    ["Infirmière", "registered nurse"],
    ["Comptable", "accountant"],
    ["Chef de projet", "project manager"],
    ["Ingénieur logiciel", "software engineer"],
    ["Développeuse web", "web developer"],
    ["Aide-soignante", "nursing assistant"],
    ["Commerciale", "sales representative"],
    ["Chauffeur poids lourd", "truck driver"],
    ["Enfermera", "registered nurse"],
    ["Cajera", "cashier"],
    ["Ingeniero de software", "software developer"],
    ["Niñera", "nanny"],
    ["Trabajadora de limpieza", "janitor"],
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
