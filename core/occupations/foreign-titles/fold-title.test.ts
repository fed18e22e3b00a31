import { describe, expect, it } from "vitest";
import { dropGenderForms, foldAccents, foldTypedUmlauts, stemTitleWord, titleKey, titleStems } from "./fold-title";

describe("dropGenderForms", () => {
  it.each([
    ["Softwareentwickler (m/w/d)", "Softwareentwickler"],
    ["Pflegefachkraft (w/m/d)", "Pflegefachkraft"],
    ["Vendeur H/F", "Vendeur"],
    ["Krankenpfleger/in", "Krankenpfleger"],
    ["Krankenpfleger/-in", "Krankenpfleger"],
    ["Kassierer*in", "Kassierer"],
    ["Lehrer:innen", "Lehrer"],
    ["Mitarbeiter_in", "Mitarbeiter"],
    ["KrankenpflegerIn", "Krankenpfleger"],
    ["Erzieher(in)", "Erzieher"],
    ["infirmier/ère", "infirmier"],
    ["infirmier(ère)", "infirmier"],
    ["avocat·e", "avocat"],
    ["vendeur.euse", "vendeur"],
    ["directeur/trice", "directeur"],
    ["camarero/a", "camarero"],
    ["enfermero(a)", "enfermero"],
    ["infermiere/a", "infermiere"],
    ["enfermer@", "enfermero"],
  ])("%j → %j", (written, kept) => {
    expect(dropGenderForms(written).trim()).toBe(kept);
  });

  it.each([
    "Gesundheits- und Krankenpfleger",
    "IT/ICT",
    "Chef de projet",
    "Registered Nurse",
    "Sales/Marketing Manager",
  ])("leaves %j as it is", (title) => {
    expect(dropGenderForms(title)).toBe(title);
  });
});

describe("foldAccents", () => {
  it.each([
    ["Infirmière", "infirmiere"],
    ["Geschäftsführer", "geschaftsfuhrer"],
    ["Schweißer", "schweisser"],
    ["Księgowa", "ksiegowa"],
    ["Pielęgniarka", "pielegniarka"],
    ["Médico", "medico"],
    ["Niñera", "ninera"],
    ["Plain ASCII", "plain ascii"],
  ])("%j → %j", (written, folded) => {
    expect(foldAccents(written)).toBe(folded);
  });

  it("reads German umlauts typed as two letters as the folded form writes them", () => {
    expect(foldTypedUmlauts("baecker")).toBe(foldAccents("Bäcker"));
    expect(foldTypedUmlauts("geschaeftsfuehrer")).toBe(foldAccents("Geschäftsführer"));
  });
});

describe("stemTitleWord and titleKey", () => {
  it("meets the masculine and feminine forms of the seven languages", () => {
    expect(stemTitleWord("lehrerin")).toBe(stemTitleWord("lehrer"));
    expect(stemTitleWord("infirmiere")).toBe(stemTitleWord("infirmier"));
    expect(stemTitleWord("enfermera")).toBe(stemTitleWord("enfermero"));
    expect(stemTitleWord("infermiera")).toBe(stemTitleWord("infermiere"));
    expect(stemTitleWord("kasjerka")).toBe(stemTitleWord("kasjer"));
    expect(stemTitleWord("ksiegowa")).toBe(stemTitleWord("ksiegowy"));
  });

  it("keeps short words whole", () => {
    expect(stemTitleWord("koch")).toBe("koch");
    expect(stemTitleWord("arts")).toBe("arts");
  });

  it("writes hyphens, spaces and gender forms alike", () => {
    expect(titleKey("LKW-Fahrer")).toBe(titleKey("Lkw Fahrer"));
    expect(titleKey("Aide-soignante")).toBe("aidesoignante");
    expect(titleKey("Krankenpfleger/in (m/w/d)")).toBe("krankenpfleger");
    expect(titleStems("Infirmières en soins généraux")).toEqual(["infirmier", "en", "soin", "generaux"]);
  });
});
