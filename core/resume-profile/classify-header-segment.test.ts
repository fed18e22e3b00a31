import { describe, expect, it } from "vitest";
import { classifyHeaderSegment, stripTitleNoise } from "./classify-header-segment";
import { readTitleFromLine } from "./extract-job-title";

describe("classifyHeaderSegment", () => {
  it.each([
    ["2019 – Present", "date"],
    ["Jan 2018 - Dec 2020", "date"],
    ["06/2017 to 05/2019", "date"],
    ["March 2021", "date"],
    ["Since 2015", "date"],
    ["Acme Builders", "company"],
    ["Acme Builders LLC", "company"],
    ["Blue Widgets Inc.", "company"],
    ["Company Name", "company"],
    ["Employer", "company"],
    ["Mercy General Hospital", "company"],
    ["Sales Associates Ltd", "company"],
    ["Pike & Co.", "company"],
    ["Austin, TX", "place"],
    ["Austin TX 78701", "place"],
    ["San Antonio, Texas", "place"],
    ["Texas", "place"],
    ["City, State", "place"],
    ["City", "place"],
    ["Remote", "place"],
    ["Leeds, United Kingdom", "place"],
  ])("reads %j as a %s", (segment, kind) => {
    expect(classifyHeaderSegment(segment)).toBe(kind);
  });

  it.each([
    "Carpenter",
    "Sales Associate",
    "Registered Nurse",
    "Senior Software Engineer",
    "Director of Client Services",
    "Physician Assistant",
    "City Planner",
    "State Trooper",
    "Teacher, Grade 5",
    "Project Manager II",
    // Colorado's code is not a company's "Co".
    "Senior Tax Accountant, Denver, CO",
  ])("leaves the title %j unclassified", (segment) => {
    expect(classifyHeaderSegment(segment)).toBeNull();
  });
});

describe("stripTitleNoise", () => {
  it.each([
    ["Carpenter Company Name City", "Carpenter"],
    ["Sales Associate Company Name City State", "Sales Associate"],
    ["Carpenter Austin TX", "Carpenter"],
    ["Welder San Antonio TX", "Welder"],
    ["Cashier City", "Cashier"],
    ["City Planner", "City Planner"],
    ["Surgical PA", "Surgical PA"],
    ["Senior Software Engineer", "Senior Software Engineer"],
  ])("reads %j as %j", (text, title) => {
    expect(stripTitleNoise(text)).toBe(title);
  });
});

describe("readTitleFromLine with company, place and date segments", () => {
  it.each([
    ["Carpenter — Acme Builders, Austin, TX", "Carpenter"],
    ["Sales Associate | Company Name | City, State", "Sales Associate"],
    ["Acme Builders | Carpenter | Austin, TX", "Carpenter"],
    ["Company Name | City, State | Sales Associate", "Sales Associate"],
    ["Sales Associate Company Name City", "Sales Associate"],
    ["Company Name City , State Registered Nurse 08/2017 to Current", "Registered Nurse"],
    ["Company Name City , State Truck Driver 05/2014 to Current", "Truck Driver"],
    ["Nanny 2018 to Current Private Family City , State", "Nanny"],
    ["Barista | Blue Bottle Coffee | 2021 – Present", "Barista"],
    ["Roofer — Summit Roofing, Denver, CO", "Roofer"],
    ["Jan 2018 – Present | Registered Nurse | Mercy General Hospital", "Registered Nurse"],
    ["Acme Staffing Associates LLC | Austin, TX | 2019 – 2021", null],
    ["Austin, TX | 2019 – Present", null],
    // A whole resume pasted as one paragraph, split back into lines.
    ["Senior Tax Accountant, Rocky Mountain CPAs, Denver, CO 2018 - Present", "Senior Tax Accountant"],
    ["Staff Auditor, Pike & Co., Boulder, CO 2014 - 2018", "Staff Auditor"],
  ])("reads %j as %j", (line, title) => {
    expect(readTitleFromLine(line)).toBe(title);
  });
});
