import type { Occupation } from "../../core/occupations/dataset";
import type { AssessmentEngine } from "../../services/platform/engine/assessment-engine";
import type { ScoredAssessment } from "../../core/assessment/scored-assessment";

export interface AssessedOccupation {
  occupation: Occupation;
  assessment: ScoredAssessment;
  /** The skills the visitor was given, to check side incomes that skills name. */
  skills: string[];
}

/** The skills a visitor in this job might list: the job's O*NET tools and its most important skills, in their words. */
function listLikelySkills(occupation: Occupation): string[] {
  return [
    ...occupation.technologySkills.slice(0, 4).map((tech) => tech.name),
    ...occupation.skills.slice(0, 3).map((rating) => rating.name),
  ];
}

/**
 * Every occupation with data (one the engine can score), assessed under its own O*NET title as a
 * visitor who typed exactly that title and listed the job's own tools and skills would be.
 */
export function assessEveryOccupation(engine: AssessmentEngine): AssessedOccupation[] {
  const assessed: AssessedOccupation[] = [];
  for (const occupation of engine.readDataset().occupations) {
    if (engine.scoreOccupation(occupation.code) === null) continue;
    const skills = listLikelySkills(occupation);
    const assessment = engine.assess({
      occupations: [{ code: occupation.code, confidence: 1 }],
      responsibilities: [],
      skills,
    });
    assessed.push({ occupation, assessment, skills });
  }
  return assessed;
}
