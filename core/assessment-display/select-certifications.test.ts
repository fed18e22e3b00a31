import { describe, expect, it } from "vitest";
import { selectCertifications, truncateCertification } from "./select-certifications";
import { selectLocation } from "./select-location";

describe("selectCertifications", () => {
  it("takes the first three listed certifications", () => {
    const certifications = ["CPA", "CMA", "CIA", "CFE"];
    expect(selectCertifications({ certifications, text: "" })).toEqual(["CPA", "CMA", "CIA"]);
  });

  it("prefers the list over matches in the text", () => {
    expect(selectCertifications({ certifications: ["PMP"], text: "AWS Certified Developer" })).toEqual(["PMP"]);
  });

  it("finds up to three distinct certification mentions in the text when the list is empty", () => {
    const text = [
      "AWS Certified Solutions Architect – Associate",
      "Built dashboards in Microsoft Power BI",
      "aws certified solutions architect – associate",
      "Cisco CCNA, Oracle Database SQL Certified Associate",
      "Google Cloud Digital Leader",
    ].join("\n");
    expect(selectCertifications({ certifications: [], text })).toEqual([
      "AWS Certified Solutions Architect – Associate",
      "Cisco CCNA",
      "Oracle Database SQL Certified Associate",
    ]);
  });

  it("gives skills that only name a vendor's product no certificate badge", () => {
    for (const text of ["Microsoft Word and Excel", "Built dashboards in Microsoft Power BI", "Oracle, Azure DevOps"])
      expect(selectCertifications({ certifications: [], text }), text).toEqual([]);
    expect(selectCertifications({ text: "Microsoft Office Specialist (MOS) Excel Expert" })).toEqual([
      "Microsoft Office Specialist (MOS) Excel Expert",
    ]);
  });

  it("matches the keywords as whole words and ignores case", () => {
    expect(selectCertifications({ text: "Lawson payroll; azure fundamentals" })).toEqual(["azure fundamentals"]);
  });

  it("cuts each entry to 50 characters plus an ellipsis", () => {
    const long = "Microsoft Certified: Azure Solutions Architect Expert (AZ-305)";
    const [shown] = selectCertifications({ certifications: [long] });
    expect(shown).toBe("Microsoft Certified: Azure Solutions Architect Exp…");
    expect(shown).toHaveLength(51);
  });

  it("gives an empty list when there is nothing to show", () => {
    expect(selectCertifications({ certifications: null, text: null })).toEqual([]);
    expect(selectCertifications({ certifications: ["", "  "], text: "Forklift operator" })).toEqual([]);
  });
});

describe("truncateCertification", () => {
  it("leaves an entry of exactly 50 characters untouched", () => {
    const exact = "x".repeat(50);
    expect(truncateCertification(exact)).toBe(exact);
  });

  it("does not leave a space before the ellipsis", () => {
    expect(truncateCertification(`${"a".repeat(49)} bcd`)).toBe(`${"a".repeat(49)}…`);
  });
});

describe("selectLocation", () => {
  it("uses the location when there is one", () => {
    expect(selectLocation({ location: "Austin, TX", address: "12 Elm St" })).toBe("Austin, TX");
  });

  it("falls back to the address", () => {
    expect(selectLocation({ location: "  ", address: "12 Elm St, Leeds" })).toBe("12 Elm St, Leeds");
  });

  it("gives nothing when neither is present", () => {
    expect(selectLocation({ name: "Ana" })).toBeNull();
    expect(selectLocation(undefined)).toBeNull();
  });
});
