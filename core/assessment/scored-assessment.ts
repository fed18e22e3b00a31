import type { Advice } from "../advice/compose-advice";
import type { ExposureAssessment } from "../exposure/assess-exposure";

/**
 * A scored assessment as the services store and show it: the score (core/exposure) with the advice
 * composed from it (core/advice), under the spec's names (timeline; recommendations with skills,
 * careerPivots and services).
 */
export type ScoredAssessment = ExposureAssessment & {
  timeline: Advice["timeline"];
  recommendations: {
    skills: Advice["skills"];
    careerPivots: Advice["moves"]["moves"];
    careerMoves: Pick<Advice["moves"], "situation" | "noMoveReason"> & { payBasis: Advice["payBasis"] };
    services: Advice["services"];
  };
};

export function toScoredAssessment(input: { exposure: ExposureAssessment; advice: Advice }): ScoredAssessment {
  const { exposure, advice } = input;
  return {
    ...exposure,
    timeline: advice.timeline,
    recommendations: {
      skills: advice.skills,
      careerPivots: advice.moves.moves,
      careerMoves: {
        situation: advice.moves.situation,
        noMoveReason: advice.moves.noMoveReason,
        payBasis: advice.payBasis,
      },
      services: advice.services,
    },
  };
}
