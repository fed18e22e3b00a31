import { describe, expect, it } from "vitest";
import { readHeldEducation } from "./person-education";

describe("readHeldEducation", () => {
  it.each([
    [["B.A. Political Science", "Paralegal Certificate"], 5],
    [["Associate of Applied Science, Accounting"], 4],
    [["Bachelor of Science in Nursing"], 5],
    [["B.S. Computer Science"], 5],
    [["High school diploma"], 1],
    [["MBA, Finance", "BBA"], 6],
    [["Juris Doctor (J.D.)"], 7],
    [["AAS"], 4],
    [["B.S. Computer Science, Boston University, MA"], 5],
    [["Diploma to be awarded"], 1],
  ] as const)("%j is step %d", (texts, step) => {
    expect(readHeldEducation(texts)?.step).toBe(step);
  });

  it("names no degree from a certificate alone", () => {
    expect(readHeldEducation(["Paralegal Certificate", "Certificate in Bookkeeping"])).toBeNull();
  });
});
