/**
 * How the stemmer (`core/occupations/stem-word.ts`) reads words its plural and "-ing" rules would
 * get wrong: words it leaves as they are, and irregular plurals it maps to their singular. The
 * title matcher, the coding index and the task and skill matchers all stem with it. Words of three
 * letters or fewer are never stemmed, so they need no entry ("bus", "gas", "ops", "men" were listed
 * and did nothing).
 */
import type { TitleWordTable } from "./title-rule";

/** Words that only look plural ("bus", "physics", "sales") and abbreviations ending in "s". */
export const INVARIANT_WORDS: TitleWordTable = {
  why: 'Cut to a stem the word would lose its meaning or meet another word ("sales" → "sale", "news" → "new", "ops" → "op").',
  words: [
    { word: "news", example: "News Reporter", code: "27-3023.00" },
    { word: "glass", example: "Glass Blower", code: "51-9195.04" },
    { word: "class", example: "Class A Driver", code: "53-3032.00" },
    { word: "boss", example: "Boss", code: "47-1011.00" },
    { word: "press", example: "Press Operator", code: "51-4031.00" },
    { word: "analysis", example: "Data Analysis Specialist", code: "15-1211.00" },
    { word: "diagnosis", example: "Diagnosis Coder", code: "29-2072.00" },
    { word: "chassis", example: "Chassis Mechanic", code: "49-3023.00" },
    { word: "series", example: "Series Producer", code: "27-2012.00" },
    { word: "species", example: "Species Biologist", code: "19-1029.04" },
    { word: "physics", example: "Physics Teacher", code: "25-1054.00" },
    { word: "statistics", example: "Statistics Professor", code: "25-1022.00" },
    { word: "economics", example: "Economics Teacher", code: "25-1063.00" },
    { word: "mathematics", example: "Mathematics Teacher", code: "25-2031.00" },
    { word: "logistics", example: "Logistics Coordinator", code: "13-1081.00" },
    { word: "athletics", example: "Athletics Coach", code: "27-2022.00" },
    { word: "electronics", example: "Electronics Technician", code: "17-3023.00" },
    { word: "robotics", example: "Robotics Engineer", code: "17-2199.08" },
    { word: "optics", example: "Optics Engineer", code: "17-2199.07" },
    { word: "graphics", example: "Graphics Designer", code: "15-1255.00" },
    { word: "aerobics", example: "Aerobics Instructor", code: "39-9031.00" },
    { word: "cosmetics", example: "Cosmetics Sales Associate", code: "41-2031.00" },
    { word: "hydraulics", example: "Hydraulics Engineer", code: "17-2051.02" },
    { word: "pneumatics", example: "Pneumatics Mechanic", code: "49-9041.00" },
    { word: "ethics", example: "Ethics and Compliance Officer", code: "11-9199.02" },
    { word: "politics", example: "Politics Teacher", code: "25-2031.00" },
    { word: "sales", example: "Sales Manager", code: "11-2022.00" },
    { word: "status", example: "Status Clerk", code: "43-3031.00" },
    { word: "campus", example: "Campus Security Officer", code: "33-9032.00" },
    { word: "census", example: "Census Taker", code: "43-4111.00" },
    { word: "virus", example: "Virus Analyst", code: "15-1211.00" },
    { word: "canvas", example: "Canvas Worker", code: "51-9199.00" },
    { word: "lens", example: "Lens Grinder", code: "51-9083.00" },
    { word: "arts", example: "Arts Teacher", code: "25-1121.00" },
    { word: "sports", example: "Sports Coach", code: "27-2022.00" },
    { word: "goods", example: "Goods Receiver", code: "43-5071.00" },
    { word: "clothes", example: "Clothes Presser", code: "51-6021.00" },
    { word: "devops", example: "DevOps Engineer", code: "15-1252.00" },
    { word: "hvac", example: "HVAC Technician", code: "49-9021.00" },
  ],
};

/** Irregular plurals and their singular. */
export const IRREGULAR_PLURALS: TitleWordTable = {
  why: 'The plural rules do not reach the singular ("women" would stay apart from "woman").',
  words: [
    { word: "women", becomes: "woman", example: "Women's Clothing Sales Associate", code: "41-2031.00" },
    { word: "children", becomes: "child", example: "Children's Librarian", code: "25-4022.00" },
    { word: "people", becomes: "person", example: "People Operations Manager", code: "11-3121.00" },
    { word: "feet", becomes: "foot", example: "Feet Care Specialist", code: "29-1081.00" },
    { word: "teeth", becomes: "tooth", example: "Teeth Cleaning Hygienist", code: "29-1292.00" },
    { word: "mice", becomes: "mouse", example: "Mice Handler", code: "39-2021.00" },
    { word: "wives", becomes: "wife", example: "Wives Counselor", code: "21-1011.00" },
    { word: "knives", becomes: "knife", example: "Knives Sharpener", code: "51-4194.00" },
    { word: "leaves", becomes: "leaf", example: "Tea Leaves Picker", code: "45-2041.00" },
    { word: "shelves", becomes: "shelf", example: "Shelves Stocker", code: "53-7065.00" },
    { word: "thieves", becomes: "thief", example: "Thieves Investigator", code: "33-9021.00" },
  ],
};
