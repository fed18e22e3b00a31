import type { EntryRequirement } from "./catalogue-types";

/** Placeholder while the full table is written; replaced by the curated table. */
export const ENTRY_REQUIREMENTS: readonly EntryRequirement[] = [
  {
    code: "29-12",
    steps: [
      {
        kind: "degree",
        name: "a bachelor's degree with pre-medical courses",
        length: "4 years",
        level: "bachelor",
        anyField: true,
      },
      { kind: "degree", name: "a Doctor of Medicine (MD or DO)", length: "4 years", level: "doctoral" },
      { kind: "residency", name: "a residency", length: "3–7 years" },
      { kind: "licence", name: "a state medical licence (USMLE or COMLEX)", length: null },
    ],
    why: "Physicians: medical school after a bachelor's, then residency and a state licence.",
    example: { from: "29-1051.00", mentions: ["Doctor of Medicine", "residency"] },
  },
  {
    code: "23-1011",
    steps: [
      { kind: "degree", name: "a bachelor's degree", length: "4 years", level: "bachelor", anyField: true },
      { kind: "degree", name: "a law degree (Juris Doctor)", length: "3 years", level: "doctoral" },
      { kind: "licence", name: "bar admission (the state bar exam)", length: null },
    ],
    why: "Lawyers: law school after a bachelor's, then the bar exam.",
    example: { from: "23-2011.00", mentions: ["Juris Doctor", "bar"] },
  },
  {
    code: "29-1171",
    steps: [
      { kind: "degree", name: "a nursing degree (ADN or BSN)", length: "2–4 years", heldBy: ["29-1141"] },
      { kind: "licence", name: "a registered nurse licence (NCLEX-RN)", length: null, heldBy: ["29-1141"] },
      { kind: "degree", name: "a nurse practitioner master's (MSN) or DNP", length: "2–3 years", level: "master" },
      { kind: "certification", name: "national NP board certification", length: null },
    ],
    why: "Nurse practitioners are registered nurses with a graduate NP programme and board certification.",
    example: { from: "29-1141.00", mentions: ["nurse practitioner master's"], omits: ["registered nurse licence"] },
  },
];
