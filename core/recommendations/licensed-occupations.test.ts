import { describe, expect, it } from "vitest";
import { findRequiredLicence } from "./licensed-occupations";

describe("findRequiredLicence", () => {
  it("names the licence of occupations licensed in all or most states", () => {
    expect(findRequiredLicence("29-1141.00")).toBe("a registered nurse licence (NCLEX-RN)");
    expect(findRequiredLicence("23-1011.00")).toBe("bar admission");
    expect(findRequiredLicence("53-3032.00")).toBe("a commercial driver's licence (CDL)");
    expect(findRequiredLicence("47-2111.00")).toBe("an electrician licence in most states");
  });

  it("matches every detailed occupation under a listed group prefix", () => {
    expect(findRequiredLicence("29-1215.00")).toBe("a medical licence");
    expect(findRequiredLicence("29-1022.00")).toBe("a dental licence");
    expect(findRequiredLicence("25-2052.00")).toBe("a state teaching licence");
  });

  it("gives no licence for occupations where one is voluntary or absent", () => {
    expect(findRequiredLicence("13-2011.00")).toBeNull(); // accountants: CPA only for public accounting
    expect(findRequiredLicence("15-1252.00")).toBeNull();
    expect(findRequiredLicence("35-3023.01")).toBeNull();
  });
});
