/**
 * Words that end an employer's name. The title matcher drops a segment of a written title that
 * holds a company ending (`COMPANY_SUFFIXES`, in `strip-title-noise.ts`), and does not read the
 * piece after a bare rank as its function when it ends in an organisation word
 * (`ORGANISATION_ENDINGS`, in `read-title-query.ts`: "Director, Marketing Solutions" is a director
 * at a firm, "Director, Product Marketing" one title). The resume reader takes a job line's segment
 * for a company when it ends in a legal form (`LEGAL_FORMS`) or, holding no role noun, in a company
 * word (`COMPANY_NAME_WORDS`; `core/resume-profile/classify-header-segment.ts`). The readers' lists
 * differ on purpose where their tests differ; words are regular-expression sources.
 */
import type { TitleWordTable } from "./title-rule";

/** Legal forms and company-name endings: a segment after the first that holds one is a company. */
export const COMPANY_SUFFIXES: TitleWordTable = {
  why: "A segment holding a company ending names the employer, not the work; kept, its words (group, solutions, systems) drew occupations whose titles hold them.",
  words: [
    { word: "inc", example: "Carpenter, Summit Inc", code: "47-2031.00" },
    { word: "llc", example: "Carpenter, Summit LLC", code: "47-2031.00" },
    { word: "llp", example: "Carpenter, Summit LLP", code: "47-2031.00" },
    { word: "ltd", example: "Carpenter, Summit Ltd", code: "47-2031.00" },
    { word: "corp", example: "Carpenter, Summit Corp", code: "47-2031.00" },
    { word: "corporation", example: "Carpenter, Summit Corporation", code: "47-2031.00" },
    { word: "co", example: "Carpenter, Summit Co.", code: "47-2031.00" },
    { word: "plc", example: "Carpenter, Summit PLC", code: "47-2031.00" },
    { word: "gmbh", example: "Carpenter, Summit GmbH", code: "47-2031.00" },
    { word: "group", example: "Carpenter, Summit Group", code: "47-2031.00" },
    { word: "holdings", example: "Carpenter, Summit Holdings", code: "47-2031.00" },
    { word: "enterprises", example: "Carpenter, Summit Enterprises", code: "47-2031.00" },
    { word: "partners", example: "Carpenter, Summit Partners", code: "47-2031.00" },
    { word: String.raw`associates\s+inc`, example: "Carpenter, Summit Associates Inc", code: "47-2031.00" },
    { word: "industries", example: "Carpenter, Summit Industries", code: "47-2031.00" },
    { word: "technologies", example: "Carpenter, Summit Technologies", code: "47-2031.00" },
    { word: "solutions", example: "Carpenter, Summit Solutions", code: "47-2031.00" },
    { word: String.raw`systems\s+inc`, example: "Carpenter, Summit Systems Inc", code: "47-2031.00" },
  ],
};

/** Words that end an employer's name ("Turner Construction Company", "Acme Group"). */
export const ORGANISATION_ENDINGS: TitleWordTable = {
  why: "After a bare rank, a piece ending in the word is the employer, not the function the rank heads: the rank is the title.",
  words: [
    { word: "company", example: "Director, Marketing Company", code: "11-9111.00" },
    { word: "co", example: "Director, Marketing Co", code: "11-9111.00" },
    { word: "inc", example: "Director, Marketing Inc", code: "11-9111.00" },
    { word: "llc", example: "Director, Marketing LLC", code: "11-9111.00" },
    { word: "ltd", example: "Director, Marketing Ltd", code: "11-9111.00" },
    { word: "limited", example: "Director, Marketing Limited", code: "11-9111.00" },
    { word: "corp", example: "Director, Marketing Corp", code: "11-9111.00" },
    { word: "corporation", example: "Director, Marketing Corporation", code: "11-9111.00" },
    { word: "group", example: "Director, Marketing Group", code: "11-9111.00" },
    { word: "holdings", example: "Director, Marketing Holdings", code: "11-9111.00" },
    { word: "partners", example: "Director, Marketing Partners", code: "11-9111.00" },
    { word: "associates", example: "Director, Marketing Associates", code: "11-9111.00" },
    { word: "enterprises", example: "Director, Marketing Enterprises", code: "11-9111.00" },
    { word: "industries", example: "Director, Marketing Industries", code: "11-9111.00" },
    { word: "solutions", example: "Director, Marketing Solutions", code: "11-9111.00" },
    { word: "services", example: "Director, Marketing Services", code: "11-9111.00" },
    { word: "systems", example: "Director, Marketing Systems", code: "11-9111.00" },
    { word: "technologies", example: "Director, Marketing Technologies", code: "11-9111.00" },
    { word: "builders", example: "Director, Marketing Builders", code: "11-9111.00" },
    { word: "contractors", example: "Director, Marketing Contractors", code: "11-9111.00" },
    { word: "hospital", example: "Director, Marketing Hospital", code: "11-9111.00" },
    { word: "clinic", example: "Director, Marketing Clinic", code: "11-9111.00" },
    { word: "university", example: "Director, Marketing University", code: "11-9111.00" },
    { word: "college", example: "Director, Marketing College", code: "11-9111.00" },
    { word: "school", example: "Director, Marketing School", code: "11-9111.00" },
    { word: "bank", example: "Director, Marketing Bank", code: "11-9111.00" },
    { word: "foundation", example: "Director, Marketing Foundation", code: "11-9111.00" },
    { word: "institute", example: "Director, Marketing Institute", code: "11-9111.00" },
    { word: "agency", example: "Director, Marketing Agency", code: "11-9111.00" },
    { word: "studios?", example: "Director, Marketing Studio", code: "11-9111.00" },
  ],
};

/** The resume reader's legal forms: a job line's segment ending in one is a company, whatever its other words ("Sales Associates LLC"). */
export const LEGAL_FORMS: TitleWordTable = {
  why: "A legal form ends a company's name: the resume reader must not take the segment for the job title.",
  words: [
    { word: "inc", example: "Carpenter | Summit Inc", code: "47-2031.00" },
    { word: "incorporated", example: "Carpenter | Summit Incorporated", code: "47-2031.00" },
    { word: "llc", example: "Carpenter | Summit LLC", code: "47-2031.00" },
    { word: String.raw`l\.l\.c`, example: "Carpenter | Summit L.L.C.", code: "47-2031.00" },
    { word: "ltd", example: "Carpenter | Summit Ltd", code: "47-2031.00" },
    { word: "limited", example: "Carpenter | Summit Limited", code: "47-2031.00" },
    { word: "corp", example: "Carpenter | Summit Corp", code: "47-2031.00" },
    { word: "corporation", example: "Carpenter | Summit Corporation", code: "47-2031.00" },
    { word: "co", example: "Carpenter | Summit Co", code: "47-2031.00" },
    { word: "company", example: "Carpenter | Summit Company", code: "47-2031.00" },
    { word: "gmbh", example: "Carpenter | Summit GmbH", code: "47-2031.00" },
    { word: "plc", example: "Carpenter | Summit PLC", code: "47-2031.00" },
    { word: "llp", example: "Carpenter | Summit LLP", code: "47-2031.00" },
    { word: "lp", example: "Carpenter | Summit LP", code: "47-2031.00" },
    { word: "ag", example: "Carpenter | Summit AG", code: "47-2031.00" },
    { word: String.raw`s\.?a`, example: "Carpenter | Summit S.A.", code: "47-2031.00" },
    { word: "pty", example: "Carpenter | Summit Pty", code: "47-2031.00" },
    { word: "pvt", example: "Carpenter | Summit Pvt", code: "47-2031.00" },
  ],
};

/**
 * The resume reader's plural or institutional words that end company names ("Acme Builders",
 * "Mercy Hospital"): a segment ending in one is a company when the rest holds no role noun.
 */
export const COMPANY_NAME_WORDS: TitleWordTable = {
  why: "The word ends a company's name, not a job: without a role noun beside it the segment is the employer.",
  words: [
    { word: "group", example: "Carpenter | Summit Group", code: "47-2031.00" },
    { word: "holdings", example: "Carpenter | Summit Holdings", code: "47-2031.00" },
    { word: "partners", example: "Carpenter | Summit Partners", code: "47-2031.00" },
    { word: "associates", example: "Carpenter | Summit Associates", code: "47-2031.00" },
    { word: "enterprises", example: "Carpenter | Summit Enterprises", code: "47-2031.00" },
    { word: "industries", example: "Carpenter | Summit Industries", code: "47-2031.00" },
    { word: "solutions", example: "Carpenter | Summit Solutions", code: "47-2031.00" },
    { word: "technologies", example: "Carpenter | Summit Technologies", code: "47-2031.00" },
    { word: "systems", example: "Carpenter | Summit Systems", code: "47-2031.00" },
    { word: "builders", example: "Carpenter | Summit Builders", code: "47-2031.00" },
    { word: "contractors", example: "Carpenter | Summit Contractors", code: "47-2031.00" },
    { word: "consulting", example: "Carpenter | Summit Consulting", code: "47-2031.00" },
    { word: "hospital", example: "Carpenter | Summit Hospital", code: "47-2031.00" },
    { word: "clinic", example: "Carpenter | Summit Clinic", code: "47-2031.00" },
    { word: "university", example: "Carpenter | Summit University", code: "47-2031.00" },
    { word: "college", example: "Carpenter | Summit College", code: "47-2031.00" },
    { word: "school", example: "Carpenter | Summit School", code: "47-2031.00" },
    { word: "academy", example: "Carpenter | Summit Academy", code: "47-2031.00" },
    { word: "bank", example: "Carpenter | Summit Bank", code: "47-2031.00" },
    { word: "foundation", example: "Carpenter | Summit Foundation", code: "47-2031.00" },
    { word: "institute", example: "Carpenter | Summit Institute", code: "47-2031.00" },
    { word: "restaurants?", example: "Carpenter | Summit Restaurants", code: "47-2031.00" },
    { word: "stores?", example: "Carpenter | Summit Stores", code: "47-2031.00" },
    { word: "markets?", example: "Carpenter | Summit Markets", code: "47-2031.00" },
    { word: "agency", example: "Carpenter | Summit Agency", code: "47-2031.00" },
    { word: "laboratories", example: "Carpenter | Summit Laboratories", code: "47-2031.00" },
    { word: "labs", example: "Carpenter | Summit Labs", code: "47-2031.00" },
    { word: "studios?", example: "Carpenter | Summit Studios", code: "47-2031.00" },
    { word: "media", example: "Carpenter | Summit Media", code: "47-2031.00" },
    { word: "logistics", example: "Carpenter | Summit Logistics", code: "47-2031.00" },
    { word: "motors", example: "Carpenter | Summit Motors", code: "47-2031.00" },
    { word: "foods", example: "Carpenter | Summit Foods", code: "47-2031.00" },
    { word: "pharmacy", example: "Carpenter | Summit Pharmacy", code: "47-2031.00" },
  ],
};
