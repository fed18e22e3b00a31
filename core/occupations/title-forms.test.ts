import { describe, expect, it } from "vitest";
import { titleForms } from "./title-forms";

describe("the names a listed title holds", () => {
  it.each([
    ["Aviation Maintenance Technician (AMT)", ["Aviation Maintenance Technician", "AMT"]],
    ["Lab Technician (Laboratory Technician)", ["Lab Technician", "Laboratory Technician"]],
    ["Telemetry Registered Nurse (Telemetry RN)", ["Telemetry Registered Nurse", "Telemetry RN"]],
    [
      "HSE Engineer (Health, Safety and Environmental Engineer)",
      ["HSE Engineer", "Health, Safety and Environmental Engineer"],
    ],
    [
      "PMH-APRN (Psychiatric Mental Health Advanced Practice Registered Nurse)",
      ["PMH-APRN", "Psychiatric Mental Health Advanced Practice Registered Nurse"],
    ],
  ])("reads %j as two names", (title, forms) => {
    expect(titleForms(title)).toEqual(forms);
  });

  it.each([
    "Operational Intelligence Officer (General)",
    "Transportation Security Administration (TSA) Screener",
    "Registered Radiologic Technologist (RT (R))",
    "Software Engineer",
  ])("keeps %j whole", (title) => {
    expect(titleForms(title)).toEqual([title]);
  });
});
