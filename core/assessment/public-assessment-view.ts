import type { AssessmentView } from "./assessment-view";

/**
 * What anyone holding a result link sees (ADR 021): the score, the matched occupation and the
 * reasoning our engine drew from the research. Everything the visitor gave us in their own words,
 * or that describes them as a person, is the owner's alone and is left out here:
 *
 * - name, location, address, education (`personalInfo`, `resumeData`) and certifications;
 * - the job title as typed or read from the resume (the header line and the summary name the
 *   matched occupation instead, or "Professional" while the owner has yet to choose it), the skills as given, the responsibilities, and the resume lines
 *   matched to each task (`matchedBullet`);
 * - the visitor's AI model's reading (it was written from the resume and may quote it);
 * - where the visitor works (the country chosen on the form).
 *
 * Kept: the score, level, band, timeline, the matched occupation and its alternatives, the risk
 * factors and recommendations (built from the occupation data), the sources, the tasks and their
 * labels, the industry (one of seven values), the experience (a number of years or a range), the
 * date, the AI status and the occupation's international codes (ISCO-08, NOC 2021, the ILO figure). The shape stays `AssessmentView`, with the personal fields empty, so
 * every reader of the JSON keeps working.
 */
export function toPublicAssessmentView(view: AssessmentView): AssessmentView {
  // Built field by field, so a personal field added to the view later stays out until chosen.
  return {
    id: view.id,
    riskScore: view.riskScore,
    riskLevel: view.riskLevel,
    // A guessed occupation waiting for the owner's choice is not named: it may be wrong.
    jobTitle: view.occupation && !view.occupation.needsConfirmation ? view.occupation.title : PUBLIC_JOB_TITLE,
    industry: view.industry,
    skills: [],
    responsibilities: "",
    createdAt: view.createdAt,
    experienceLevel: view.experienceLevel,
    certifications: [],
    personalInfo: {},
    timeline: view.timeline,
    riskFactors: view.riskFactors.filter((factor) => factor.kind !== "personal"),
    recommendations: view.recommendations,
    resumeData: null,
    aiStatus: view.aiStatus,
    occupation: view.occupation,
    band: view.band,
    sources: view.sources,
    tasks: view.tasks.map((task) => ({
      id: task.id,
      group: task.group,
      importance: task.importance,
      label: task.label,
    })),
    aiReading: null,
    // Where the visitor works is theirs alone (ADR 034); the codes of the occupation are not.
    country: null,
    international: view.international ?? null,
  };
}

/** The title a public view shows when no occupation was matched (the header line's own default). */
export const PUBLIC_JOB_TITLE = "Professional";

/** The name the owner's view is prepared for, if the resume gave one. */
export function readPreparedForName(view: Pick<AssessmentView, "personalInfo" | "resumeData">): string | undefined {
  return view.personalInfo.name ?? view.resumeData?.personalInfo?.name ?? view.resumeData?.name ?? undefined;
}
