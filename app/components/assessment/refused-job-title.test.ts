import { describe, expect, it } from "vitest";
import { readRefusedJobTitle } from "./refused-job-title";

const NOT_A_TITLE =
  "This does not look like a job title. Please enter the title of your job, such as Registered Nurse, Accountant or Truck Driver.";

describe("readRefusedJobTitle", () => {
  it("reads the server's reason from a 422 refusal of the job title", () => {
    expect(readRefusedJobTitle(new Error(`422: ${JSON.stringify({ error: NOT_A_TITLE })}`))).toBe(NOT_A_TITLE);
  });

  it("ignores other failures: limits, bad requests, server errors, the network, a body that is not ours", () => {
    expect(readRefusedJobTitle(new Error(`429: ${JSON.stringify({ error: "Daily limit reached" })}`))).toBeNull();
    expect(readRefusedJobTitle(new Error(`400: ${JSON.stringify({ error: "Job title is required" })}`))).toBeNull();
    expect(readRefusedJobTitle(new Error("500: Internal Server Error"))).toBeNull();
    expect(readRefusedJobTitle(new Error("Failed to fetch"))).toBeNull();
    expect(readRefusedJobTitle(new Error("422: <html>proxy</html>"))).toBeNull();
    expect(readRefusedJobTitle("422: text")).toBeNull();
  });
});
