import { describe, expect, it } from "vitest";
import { analyzeJobTitle, normalizeJobTitle } from "./normalize-job-title";

describe("normalizeJobTitle", () => {
  it.each([
    ["Sr. Software Eng", "softwar engineer"],
    ["Software Engineer II", "softwar engineer"],
    ["RN", "register nurs"],
    ["Registered Nurse (RN)", "register nurs"],
    ["LPN", "licens practical nurs"],
    ["VP of Marketing", "vic president market"],
    ["HR Generalist", "human resourc generalist"],
    ["QA tester", "quality assuranc tester"],
    ["UX designer", "user experienc designer"],
    ["Accounts Payable Clerks", "account payabl clerk"],
    ["Mgr, Operations", "manager operation"],
    ["Jr. Dev", "developer"],
    ["CPA", "certifi public accountant"],
    ["Part-time Cashier", "cashier"],
    ["Crème Brûlée Chef", "crem brulee chef"],
    ["", ""],
  ])("normalises %j to %j", (input, expected) => {
    expect(normalizeJobTitle(input)).toBe(expected);
  });

  it("treats reordered words the same when the words match", () => {
    expect(new Set(normalizeJobTitle("Manager, Marketing").split(" "))).toEqual(
      new Set(normalizeJobTitle("Marketing Manager").split(" ")),
    );
  });

  it.each([
    ["Elementary School Teacher", "teacher"],
    ["Cooks, Fast Food", "cook"],
    ["Mgr, Operations", "manager"],
    ["Director of Nursing", "director"],
    ["Boiler Service Technician (Boiler Service Tech)", "technician"],
    ["Head of Sales", "director"],
  ])("finds the head noun of %j: %j", (title, head) => {
    expect(analyzeJobTitle(title).head).toBe(head);
  });

  it("reads 'X of Y' as 'Y X' and keeps every word once", () => {
    expect(analyzeJobTitle("Director of Nursing").tokens).toEqual(["nurs", "director"]);
    expect(analyzeJobTitle("Registered Nurse (RN)").tokens).toEqual(["register", "nurs"]);
  });
});
