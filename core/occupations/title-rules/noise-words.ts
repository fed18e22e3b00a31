/**
 * Seniority, employment and filler words that do not change which occupation a title belongs to,
 * dropped when a title is tokenised (`normalize-job-title.ts`). "Contract" and "contractor" are not
 * among them: a contract specialist and a roofing contractor are jobs of their own
 * (`contract-words.ts`).
 */
import type { TitleWordTable } from "./title-rule";

export const NOISE_WORDS: TitleWordTable = {
  why: "The word says how senior, how employed or how it is phrased, not what the work is; kept, it would pull the ranking towards titles that happen to share it.",
  words: [
    { word: "senior", example: "Senior Accountant", code: "13-2011.00" },
    { word: "junior", example: "Junior Accountant", code: "13-2011.00" },
    { word: "i", example: "Accountant I", code: "13-2011.00" },
    { word: "ii", example: "Accountant II", code: "13-2011.00" },
    { word: "iii", example: "Accountant III", code: "13-2011.00" },
    { word: "iv", example: "Accountant IV", code: "13-2011.00" },
    { word: "entry", example: "Entry Level Accountant", code: "13-2011.00" },
    { word: "level", example: "Accountant Level II", code: "13-2011.00" },
    { word: "experienced", example: "Experienced Accountant", code: "13-2011.00" },
    { word: "trainee", example: "Trainee Accountant", code: "13-2011.00" },
    { word: "remote", example: "Remote Accountant", code: "13-2011.00" },
    { word: "hybrid", example: "Hybrid Accountant", code: "13-2011.00" },
    { word: "temporary", example: "Temporary Accountant", code: "13-2011.00" },
    { word: "temp", example: "Temp Accountant", code: "13-2011.00" },
    { word: "freelance", example: "Freelance Accountant", code: "13-2011.00" },
    { word: "seasonal", example: "Seasonal Accountant", code: "13-2011.00" },
    { word: "parttime", example: "Part-time Accountant", code: "13-2011.00" },
    { word: "fulltime", example: "Full time Accountant", code: "13-2011.00" },
    { word: "the", example: "The Accountant", code: "13-2011.00" },
    { word: "a", example: "A Accountant", code: "13-2011.00" },
    { word: "an", example: "An Accountant", code: "13-2011.00" },
    { word: "of", example: "Director of Finance", code: "11-3031.00" },
    { word: "and", example: "Sales and Marketing Manager", code: "11-2022.00" },
    { word: "for", example: "Teacher for the Deaf", code: "25-2057.00" },
    { word: "in", example: "Nurse in Charge", code: "29-1141.00" },
    { word: "at", example: "Accountant at Deloitte", code: "13-2011.00" },
    { word: "to", example: "Assistant to the Director", code: "43-6011.00" },
    { word: "with", example: "Teacher with Special Needs", code: "25-2055.00" },
    { word: "on", example: "Nurse on Call", code: "29-1141.00" },
    { word: "or", example: "Cook or Chef", code: "35-1011.00" },
    { word: "my", example: "My job is Accountant", code: "13-2011.00" },
    { word: "im", example: "Im an Accountant", code: "13-2011.00" },
    { word: "am", example: "I am an Accountant", code: "13-2011.00" },
  ],
};
