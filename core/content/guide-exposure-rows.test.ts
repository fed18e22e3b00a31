import { describe, expect, it } from "vitest";
import { buildGuideExposureRows, listGuideExposureJobs } from "./guide-exposure-rows";

/** A guide's job sections, as an editor may leave them. */
function guideWith({
  atRisk,
  regions,
}: {
  atRisk: { title: string; occupation: string | null }[];
  regions: { title: string; occupation: string | null }[][];
}) {
  const item = (job: { title: string; occupation: string | null }) => ({
    ...job,
    text: "",
    figure: null,
    attribution: null,
  });
  return {
    sections: {
      jobsAtRisk: { heading: "", intro: "", items: atRisk.map(item) },
      resistantJobsByRegion: {
        heading: "",
        intro: "",
        items: regions.map((jobs, index) => ({ region: `Region ${index}`, note: "", jobs })),
      },
    },
  } as unknown as Parameters<typeof listGuideExposureJobs>[0];
}

const figures = (code: string) => ({ title: `Occupation ${code}`, score: 0.5, gradient: null });

describe("the ILO table of a guide", () => {
  it("follows the occupation each job carries, so a renamed or added job keeps or gets its row", () => {
    const guide = guideWith({
      // Renamed by an editor: the words changed, the chosen occupation stays.
      atRisk: [{ title: "Client support agents (renamed)", occupation: "43-4051.00" }],
      // Added by an editor, with an occupation picked in the admin.
      regions: [[{ title: "Drone pilots", occupation: "53-2011.00" }]],
    });
    expect(buildGuideExposureRows({ guide, lookUp: figures })).toEqual([
      {
        job: "Client support agents (renamed)",
        group: "at-risk",
        code: "43-4051.00",
        occupation: "Occupation 43-4051.00",
        score: 0.5,
        gradient: null,
      },
      {
        job: "Drone pilots",
        group: "resistant",
        code: "53-2011.00",
        occupation: "Occupation 53-2011.00",
        score: 0.5,
        gradient: null,
      },
    ]);
  });

  it("leaves out a job with no occupation chosen, one the dataset does not know, and a job named twice", () => {
    const guide = guideWith({
      atRisk: [
        { title: "Product managers", occupation: null },
        { title: "Bookkeepers", occupation: "43-3031.00" },
      ],
      regions: [
        [
          { title: "Bookkeepers", occupation: "43-3031.00" },
          { title: "Unknown", occupation: "99-9999.99" },
        ],
      ],
    });
    expect(listGuideExposureJobs(guide).map((job) => job.job)).toEqual(["Bookkeepers", "Unknown"]);
    const rows = buildGuideExposureRows({ guide, lookUp: (code) => (code === "99-9999.99" ? null : figures(code)) });
    expect(rows.map((row) => [row.job, row.group])).toEqual([["Bookkeepers", "at-risk"]]);
  });
});
