import type { Occupation } from "../occupations/dataset";

/** A minimal occupation for tests: the given fields over empty defaults. */
export function makeOccupation(input: Partial<Occupation> & { code: string; title: string }): Occupation {
  return {
    socCode: input.code.slice(0, 7),
    jobZone: 3,
    alternateTitles: [],
    shortTitles: [],
    reportedTitles: [],
    indexTitles: [],
    skills: [],
    knowledge: [],
    technologySkills: [],
    related: [],
    exposure: { eloundou: null, microsoft: null, felten: null, anthropic: null, ilo: null, freyOsborne: null },
    labourMarket: null,
    tasks: [],
    ...input,
  };
}
