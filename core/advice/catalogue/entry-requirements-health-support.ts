import type { EntryRequirement } from "./catalogue-types";
import { OOH } from "./entry-requirement-steps";

/**
 * What it takes to enter the healthcare support occupations that need a credential (SOC 31): aides,
 * therapy assistants, massage therapists, dental and medical assistants, phlebotomists. Therapy
 * assistants need an associate's degree in their own field and a state licence, which the data's
 * Job Zones hid from visitors with a bachelor's in another field.
 */

const SUPPORT_WHY = `${OOH}; state health departments and licensing boards.`;

const support: readonly EntryRequirement[] = [
  {
    code: "31-1121.00",
    steps: [
      {
        kind: "training",
        name: "home health aide training and a competency check (at least 75 hours for Medicare-certified agencies; more in some states)",
        length: "2–4 weeks",
        heldBy: ["31-1131", "29-1141", "29-2061"],
      },
    ],
    why: `${SUPPORT_WHY} Federal rules (42 CFR 484.80) set the training for agencies Medicare pays.`,
    example: { from: "31-1122.00", mentions: ["home health aide training"] },
  },
  {
    code: "31-1131.00",
    steps: [
      {
        kind: "programme",
        name: "a state-approved nurse aide training programme (at least 75 hours)",
        length: "4–12 weeks",
        heldBy: ["29-1141", "29-2061"],
      },
      {
        kind: "licence",
        name: "the state competency exam and a listing on the state nurse aide registry (CNA)",
        length: null,
        heldBy: ["29-1141", "29-2061"],
      },
    ],
    why: `${SUPPORT_WHY} Federal nursing-home rules require the training and registry listing.`,
    example: { from: "31-1122.00", mentions: ["nurse aide training programme", "registry"] },
  },
  {
    code: "31-2011.00",
    steps: [
      {
        kind: "degree",
        name: "an associate's degree from an accredited occupational therapy assistant programme, with fieldwork",
        length: "2 years",
        level: "associate",
      },
      { kind: "exam", name: "the NBCOT exam for the COTA credential", length: null },
      { kind: "licence", name: "a state occupational therapy assistant licence", length: null },
    ],
    why: `${OOH}; ACOTE, NBCOT and state boards. The data called this "no more schooling" for anyone with a bachelor's in another field.`,
    example: { from: "27-3091.00", mentions: ["occupational therapy assistant programme", "COTA", "licence"] },
  },
  {
    code: "31-2021.00",
    steps: [
      {
        kind: "degree",
        name: "an associate's degree from an accredited physical therapist assistant programme (CAPTE)",
        length: "2 years",
        level: "associate",
      },
      { kind: "exam", name: "the National Physical Therapy Exam for PTAs", length: null },
      { kind: "licence", name: "a state physical therapist assistant licence or certification", length: null },
    ],
    why: `${OOH}; CAPTE, FSBPT and state boards. The data called this "no more schooling" for anyone with a bachelor's in another field.`,
    example: { from: "27-3091.00", mentions: ["physical therapist assistant programme", "licence"] },
  },
  {
    code: "31-9011.00",
    steps: [
      { kind: "programme", name: "a massage therapy programme (usually 500–1,000 hours)", length: "6–12 months" },
      { kind: "exam", name: "the MBLEx licensing exam", length: null },
      { kind: "licence", name: "a state massage therapist licence (most states)", length: null },
    ],
    why: `${OOH}; FSMTB and state massage boards.`,
    example: { from: "39-5094.00", mentions: ["massage therapy programme", "MBLEx"] },
  },
  {
    code: "31-9091.00",
    steps: [
      {
        kind: "training",
        name: "a dental assisting programme or on-the-job training in a dental office",
        length: "9–12 months",
      },
      {
        kind: "certification",
        name: "state-approved radiography (x-ray) training and exam, required in most states to take x-rays",
        length: null,
      },
      {
        kind: "certification",
        name: "DANB's Certified Dental Assistant (CDA) exam, which some states require for expanded duties",
        length: null,
      },
    ],
    why: `${OOH}; DANB and state dental boards.`,
    example: { from: "43-6013.00", mentions: ["dental assisting programme", "radiography"] },
  },
  {
    code: "31-9092.00",
    steps: [
      {
        kind: "programme",
        name: "a medical assisting programme (certificate, or an associate's degree)",
        length: "about 1 year",
      },
      { kind: "certification", name: "the CMA (AAMA) or RMA (AMT) certification most employers expect", length: null },
    ],
    why: `${OOH}; AAMA and AMT. No state licenses medical assistants, but most employers hire certified ones.`,
    example: { from: "43-6013.00", mentions: ["medical assisting programme", "CMA"] },
  },
  {
    code: "31-9097.00",
    steps: [
      { kind: "programme", name: "a phlebotomy training programme", length: "a few weeks to a few months" },
      {
        kind: "certification",
        name: "phlebotomy certification (NHA CPT or ASCP PBT); California, Louisiana, Nevada and Washington require a state licence",
        length: null,
      },
    ],
    why: `${OOH}; NHA, ASCP and the four licensing states.`,
    example: { from: "31-9092.00", mentions: ["phlebotomy training programme", "certification"] },
  },
  {
    code: "31-9099.01",
    steps: [
      {
        kind: "degree",
        name: "an associate's or bachelor's degree in speech-language pathology assisting or communication sciences",
        length: "2–4 years",
        level: "associate",
      },
      {
        kind: "licence",
        name: "a state SLPA licence or registration, in the many states that regulate assistants",
        length: null,
      },
    ],
    why: "ASHA's SLPA requirements and its state-by-state summary of SLPA rules.",
    example: { from: "25-9043.00", mentions: ["speech-language pathology assisting", "SLPA"] },
  },
];

/** Healthcare support occupations with a programme, certification or state licence. */
export const HEALTH_SUPPORT_ENTRY_REQUIREMENTS: readonly EntryRequirement[] = support;
