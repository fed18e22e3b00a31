import { assessExposure, type ExposureAssessment } from "../../core/exposure/assess-exposure";
import { profileOccupation } from "../../core/exposure/exposure-data";
import type { Occupation, OccupationDataset } from "../../core/occupations/dataset";

export interface AssessedOccupation {
  occupation: Occupation;
  assessment: ExposureAssessment;
}

/**
 * Every occupation with data (one the engine can score), assessed under its own O*NET title with
 * nothing else, as a visitor who typed exactly that title would be.
 */
export function assessEveryOccupation(dataset: OccupationDataset): AssessedOccupation[] {
  const assessed: AssessedOccupation[] = [];
  for (const occupation of dataset.occupations) {
    if (!profileOccupation(dataset, occupation.code)) continue;
    const assessment = assessExposure({ dataset, occupations: [{ code: occupation.code, confidence: 1 }] });
    assessed.push({ occupation, assessment });
  }
  return assessed;
}
