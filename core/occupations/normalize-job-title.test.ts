import { describe, expect, it } from "vitest";
import { normalizeJobTitle } from "./normalize-job-title";

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
    expect(new Set(normalizeJobTitle("Manager, Marketing").split(" "))).toEqual(new Set(normalizeJobTitle("Marketing Manager").split(" ")));
  });
});
