import { describe, expect, it } from "vitest";
import { extractResumeProfile, extractWorkTenure } from "./resume-profile";

/** Years in the current line of work and self-employment, for the advice (ADR 029). */
const now = new Date("2026-11-28T00:00:00Z");

const agent = `MARIA GONZALEZ
Phoenix, AZ

EXPERIENCE
Customer Care Agent - Horizon Wireless, Phoenix AZ (2023 - present)
- Answer inbound calls about billing and plan changes
Cashier - Fry's Food Stores (2019 - 2023)
- Handled cash and card payments

EDUCATION
High school diploma, Central High School, 2019`;

describe("years in the current line of work", () => {
  it("counts the current role's own dates, not a cashier's years before it", () => {
    expect(extractResumeProfile(agent, { now }).yearsOfExperience).toBeGreaterThan(7);
    const years = extractWorkTenure(agent, { now }).yearsInRole ?? 0;
    expect(years).toBeGreaterThan(3);
    expect(years).toBeLessThan(4.5);
  });

  it("takes the person's own figure near the top as their account of it", () => {
    const stated = agent.replace("Phoenix, AZ", "Phoenix, AZ\nCustomer Care Agent\nTwo years answering inbound calls.");
    expect(extractWorkTenure(stated, { now }).yearsInRole).toBe(2);
  });

  it("adds earlier jobs with the same title (Full-Charge Bookkeeper, Bookkeeper)", () => {
    const books = `LINDA PARK

EXPERIENCE
Bookkeeper, Park Bookkeeping Services (2018 - present)
- Keep books for small business clients
Full-Charge Bookkeeper, Cascade Plumbing Co. (2015 - 2018)
- Handled AP/AR
Barista, Corner Cafe (2012 - 2015)
- Made coffee`;
    const years = extractWorkTenure(books, { now }).yearsInRole ?? 0;
    expect(years).toBeGreaterThan(11);
    expect(years).toBeLessThan(12.5);
  });
});

describe("self-employment", () => {
  it("reads a most recent job marked self-employed", () => {
    const text = `LINDA PARK

EXPERIENCE
Bookkeeper (self-employed), Park Bookkeeping Services (2018 - present)
- Keep books for 12 clients
Full-Charge Bookkeeper, Cascade Plumbing Co. (2015 - 2018)`;
    expect(extractWorkTenure(text, { now }).selfEmployed).toBe(true);
  });

  it("does not read an employee's resume as self-employed, even with an earlier business of their own", () => {
    const text = `SAM LEE

EXPERIENCE
Staff Accountant, Acme Corp (2021 - present)
- Close the books monthly
Owner, Lee Lawn Care (2015 - 2018)`;
    expect(extractWorkTenure(text, { now }).selfEmployed).toBe(false);
  });

  it("does not read a product owner as running their own business", () => {
    const text = `ANA RUIZ

EXPERIENCE
Product Owner, Acme Software (2021 - present)
- Own the backlog for the billing team`;
    expect(extractWorkTenure(text, { now }).selfEmployed).toBe(false);
    expect(
      extractWorkTenure(text.replace("Product Owner, Acme Software", "Owner, Ruiz Catering"), { now }).selfEmployed,
    ).toBe(true);
  });
});
