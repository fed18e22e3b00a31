import { describe, expect, it } from "vitest";
import { rewriteSchoolGrades } from "./reading-order";

describe("a teacher's grades read as a school level", () => {
  it.each([
    ["3rd Grade Teacher", "elementary school Teacher"],
    ["First Grade Teacher", "elementary school Teacher"],
    ["6th-8th grade science teacher", "middle school science teacher"],
    ["Grade 9 Math Teacher", "high school Math Teacher"],
    ["Grades 6-12 Art Teacher", "high school Art Teacher"],
    ["K-8 Music Teacher", "elementary school Music Teacher"],
    ["5-8 Science Teacher", "middle school Science Teacher"],
    ["Grade K Teacher", "kindergarten Teacher"],
    ["Year 4 Teacher", "elementary school Teacher"],
    ["Year 10 Maths Teacher", "high school Maths Teacher"],
  ])("%j → %j", (title, rewritten) => {
    expect(rewriteSchoolGrades(title)).toBe(rewritten);
  });

  it("leaves grades alone in titles of people who do not teach", () => {
    expect(rewriteSchoolGrades("Grade 3 Operator")).toBe("Grade 3 Operator");
    expect(rewriteSchoolGrades("Year 2 Apprentice")).toBe("Year 2 Apprentice");
  });

  it("leaves numbers that are not grades alone", () => {
    expect(rewriteSchoolGrades("Grade 14 Teacher")).toBe("Grade 14 Teacher");
    expect(rewriteSchoolGrades("Year 20 Teacher")).toBe("Year 20 Teacher");
  });
});
