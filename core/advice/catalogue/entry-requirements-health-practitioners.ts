import type { EntryRequirement } from "./catalogue-types";
import {
  OOH,
  PHYSICIANS,
  PREMED_HOLDERS,
  buildBachelorStep,
  buildDentistSteps,
  buildPhysicianSteps,
} from "./entry-requirement-steps";

/**
 * What it takes to enter the healthcare practitioner occupations (SOC 29-1): doctors, dentists,
 * pharmacists, nurses and advanced practice nurses, therapists. Every one is licensed, and every one
 * needs a degree in its own field: a visitor's degree in another field never counts, except the
 * bachelor's in any field that medical, dental and other professional schools take.
 */

const PHYSICIAN_WHY = `${OOH}; AAMC and ACGME residency lengths; state medical boards. BLS names only a doctoral degree and a residency, so the data alone said "a residency and a medical licence" with no medical school.`;

const physicians: readonly EntryRequirement[] = [
  {
    code: "29-1229",
    steps: buildPhysicianSteps({ residency: "a residency in the specialty", residencyLength: "3–7 years" }),
    why: PHYSICIAN_WHY,
    example: {
      from: "29-1051.00",
      to: "29-1229.00",
      mentions: ["Doctor of Medicine", "residency", "MCAT"],
      omits: ["bachelor's degree", "premedical"],
    },
  },
  {
    code: "29-1249.00",
    steps: buildPhysicianSteps({
      residency: "a residency in general surgery or the surgical specialty",
      residencyLength: "5–7 years",
    }),
    why: PHYSICIAN_WHY,
    example: { from: "29-1071.00", mentions: ["Doctor of Medicine", "surgical specialty"], omits: ["premedical"] },
  },
  {
    code: "29-1211.00",
    steps: buildPhysicianSteps({ residency: "a residency in anesthesiology", residencyLength: "4 years" }),
    why: PHYSICIAN_WHY,
    example: { from: "29-1151.00", mentions: ["Doctor of Medicine", "residency in anesthesiology", "premedical"] },
  },
  {
    code: "29-1212.00",
    steps: buildPhysicianSteps({
      residency: "a residency in internal medicine",
      residencyLength: "3 years",
      fellowship: { name: "a cardiology fellowship", length: "3 years" },
    }),
    why: `${PHYSICIAN_WHY} Cardiology is a fellowship after internal medicine, which the data does not show.`,
    example: { from: "29-1141.03", mentions: ["Doctor of Medicine", "cardiology fellowship"] },
  },
  {
    code: "29-1213.00",
    steps: buildPhysicianSteps({
      residency: "a residency in dermatology (after a first-year internship)",
      residencyLength: "4 years",
    }),
    why: PHYSICIAN_WHY,
    example: { from: "29-1071.00", mentions: ["Doctor of Medicine", "dermatology"], omits: ["premedical"] },
  },
  {
    code: "29-1214.00",
    steps: buildPhysicianSteps({ residency: "a residency in emergency medicine", residencyLength: "3–4 years" }),
    why: PHYSICIAN_WHY,
    example: { from: "29-1051.00", mentions: ["Doctor of Medicine", "residency in emergency medicine"] },
  },
  {
    code: "29-1215.00",
    steps: buildPhysicianSteps({ residency: "a residency in family medicine", residencyLength: "3 years" }),
    why: PHYSICIAN_WHY,
    example: { from: "29-1171.00", mentions: ["Doctor of Medicine", "residency in family medicine", "MCAT"] },
  },
  {
    code: "29-1216.00",
    steps: buildPhysicianSteps({ residency: "a residency in internal medicine", residencyLength: "3 years" }),
    why: PHYSICIAN_WHY,
    example: {
      from: "29-1051.00",
      mentions: ["Doctor of Medicine", "residency in internal medicine", "USMLE"],
      omits: ["bachelor's degree", "premedical"],
    },
  },
  {
    code: "29-1217.00",
    steps: buildPhysicianSteps({
      residency: "a residency in neurology (including a first-year internship)",
      residencyLength: "4 years",
    }),
    why: PHYSICIAN_WHY,
    example: { from: "29-1127.00", mentions: ["Doctor of Medicine", "neurology", "premedical"] },
  },
  {
    code: "29-1218.00",
    steps: buildPhysicianSteps({ residency: "a residency in obstetrics and gynecology", residencyLength: "4 years" }),
    why: PHYSICIAN_WHY,
    example: { from: "29-1161.00", mentions: ["Doctor of Medicine", "obstetrics and gynecology"] },
  },
  {
    code: "29-1221.00",
    steps: buildPhysicianSteps({ residency: "a residency in pediatrics", residencyLength: "3 years" }),
    why: PHYSICIAN_WHY,
    example: { from: "29-1171.00", mentions: ["Doctor of Medicine", "residency in pediatrics"] },
  },
  {
    code: "29-1222.00",
    steps: buildPhysicianSteps({
      residency: "a residency in anatomic and clinical pathology",
      residencyLength: "4 years",
    }),
    why: PHYSICIAN_WHY,
    example: { from: "29-2011.00", mentions: ["Doctor of Medicine", "pathology", "premedical"] },
  },
  {
    code: "29-1223.00",
    steps: buildPhysicianSteps({ residency: "a residency in psychiatry", residencyLength: "4 years" }),
    why: PHYSICIAN_WHY,
    example: { from: "19-3033.00", mentions: ["Doctor of Medicine", "residency in psychiatry", "premedical"] },
  },
  {
    code: "29-1224.00",
    steps: buildPhysicianSteps({
      residency: "a residency in diagnostic radiology (after a first-year internship)",
      residencyLength: "5 years",
    }),
    why: PHYSICIAN_WHY,
    example: { from: "29-2034.00", mentions: ["Doctor of Medicine", "diagnostic radiology", "bachelor's degree"] },
  },
  {
    code: "29-1229.01",
    steps: buildPhysicianSteps({
      residency: "a residency in internal medicine or pediatrics",
      residencyLength: "3 years",
      fellowship: { name: "an allergy and immunology fellowship", length: "2 years" },
    }),
    why: PHYSICIAN_WHY,
    example: { from: "29-1051.00", mentions: ["Doctor of Medicine", "allergy and immunology fellowship"] },
  },
  {
    code: "29-1229.02",
    steps: buildPhysicianSteps({
      residency: "a residency in internal medicine (or family medicine)",
      residencyLength: "3 years",
    }),
    why: PHYSICIAN_WHY,
    example: { from: "29-1171.00", mentions: ["Doctor of Medicine", "internal medicine"] },
  },
  {
    code: "29-1229.03",
    steps: buildPhysicianSteps({ residency: "a residency in urology", residencyLength: "5–6 years" }),
    why: PHYSICIAN_WHY,
    example: { from: "29-1071.00", mentions: ["Doctor of Medicine", "residency in urology"] },
  },
  {
    code: "29-1229.04",
    steps: buildPhysicianSteps({
      residency: "a residency in physical medicine and rehabilitation",
      residencyLength: "4 years",
    }),
    why: PHYSICIAN_WHY,
    example: { from: "29-1123.00", mentions: ["Doctor of Medicine", "physical medicine and rehabilitation"] },
  },
  {
    code: "29-1229.05",
    steps: buildPhysicianSteps({
      residency: "a residency in preventive medicine (it includes a master's in public health)",
      residencyLength: "3 years",
    }),
    why: PHYSICIAN_WHY,
    example: { from: "19-1041.00", mentions: ["Doctor of Medicine", "preventive medicine"] },
  },
  {
    code: "29-1229.06",
    steps: buildPhysicianSteps({
      residency: "a residency in family medicine, internal medicine, pediatrics or emergency medicine",
      residencyLength: "3 years",
      fellowship: { name: "a sports medicine fellowship", length: "1 year" },
    }),
    why: PHYSICIAN_WHY,
    example: { from: "29-9091.00", mentions: ["Doctor of Medicine", "sports medicine fellowship"] },
  },
  {
    code: "29-1241.00",
    steps: buildPhysicianSteps({
      residency: "a residency in ophthalmology (after a first-year internship)",
      residencyLength: "4 years",
    }),
    why: PHYSICIAN_WHY,
    example: { from: "29-1041.00", mentions: ["Doctor of Medicine", "ophthalmology"], omits: ["premedical"] },
  },
  {
    code: "29-1242.00",
    steps: buildPhysicianSteps({ residency: "a residency in orthopaedic surgery", residencyLength: "5 years" }),
    why: PHYSICIAN_WHY,
    example: { from: "29-1071.00", mentions: ["Doctor of Medicine", "orthopaedic surgery"] },
  },
  {
    code: "29-1243.00",
    steps: buildPhysicianSteps({
      residency: "a residency in general surgery",
      residencyLength: "5 years",
      fellowship: { name: "a pediatric surgery fellowship", length: "2 years" },
    }),
    why: PHYSICIAN_WHY,
    example: {
      from: "29-1221.00",
      mentions: ["residency in general surgery", "pediatric surgery fellowship"],
      omits: ["Doctor of Medicine", "MCAT"],
    },
  },
];

const DENTIST_WHY = `${OOH}; ADA and CODA. Dentistry needs a dental degree of its own; a health degree in another field does not count.`;

const dentists: readonly EntryRequirement[] = [
  {
    code: "29-102",
    steps: buildDentistSteps({ name: "a residency in the dental specialty", length: "2–3 years" }),
    why: DENTIST_WHY,
    example: { from: "29-1292.00", to: "29-1029.00", mentions: ["Doctor of Dental Surgery", "dental specialty"] },
  },
  {
    code: "29-1021.00",
    steps: buildDentistSteps(),
    why: DENTIST_WHY,
    example: { from: "29-1292.00", mentions: ["Doctor of Dental Surgery", "DAT", "predental"] },
  },
  {
    code: "29-1022.00",
    steps: buildDentistSteps({ name: "an oral and maxillofacial surgery residency", length: "4–6 years" }),
    why: `${DENTIST_WHY} The data shows a residency but not the dental degree before it.`,
    example: { from: "29-1292.00", mentions: ["Doctor of Dental Surgery", "oral and maxillofacial surgery residency"] },
  },
  {
    code: "29-1023.00",
    steps: buildDentistSteps({ name: "an orthodontics residency", length: "2–3 years" }),
    why: DENTIST_WHY,
    example: {
      from: "29-1021.00",
      mentions: ["orthodontics residency"],
      omits: ["Doctor of Dental Surgery", "state dental licence"],
    },
  },
  {
    code: "29-1024.00",
    steps: buildDentistSteps({ name: "a prosthodontics residency", length: "3 years" }),
    why: DENTIST_WHY,
    example: { from: "29-1292.00", mentions: ["Doctor of Dental Surgery", "prosthodontics residency"] },
  },
];

const otherDoctors: readonly EntryRequirement[] = [
  {
    code: "29-1011.00",
    steps: [
      {
        kind: "degree",
        name: "at least three years of undergraduate study (most finish a bachelor's degree), with science courses",
        length: "3–4 years",
        level: "bachelor",
        anyField: true,
      },
      { kind: "degree", name: "a Doctor of Chiropractic (DC)", length: "about 4 years", level: "doctoral" },
      { kind: "exam", name: "the NBCE national board exams", length: null },
      { kind: "licence", name: "a state chiropractic licence", length: null },
    ],
    why: `${OOH}; NBCE and state chiropractic boards.`,
    example: { from: "31-9011.00", mentions: ["Doctor of Chiropractic", "NBCE"] },
  },
  {
    code: "29-1041.00",
    steps: [
      buildBachelorStep("biology or another science, with the prerequisites optometry schools ask for"),
      { kind: "exam", name: "the OAT admission test", length: null },
      { kind: "degree", name: "a Doctor of Optometry (OD)", length: "4 years", level: "doctoral" },
      { kind: "exam", name: "the NBEO national board exams", length: null },
      { kind: "licence", name: "a state optometry licence", length: null },
    ],
    why: `${OOH}; ASCO and state boards of optometry.`,
    example: { from: "29-2081.00", mentions: ["Doctor of Optometry", "OAT", "bachelor's degree"] },
  },
  {
    code: "29-1051.00",
    steps: [
      {
        kind: "programme",
        name: "pre-pharmacy college courses in chemistry, biology, physics and maths",
        length: "2–3 years",
        heldBy: PREMED_HOLDERS,
      },
      { kind: "degree", name: "a Doctor of Pharmacy (PharmD)", length: "4 years", level: "doctoral" },
      { kind: "exam", name: "the NAPLEX and the state pharmacy law exam (MPJE)", length: null },
      { kind: "licence", name: "a state pharmacist licence", length: null },
    ],
    why: `${OOH}; NABP and state boards of pharmacy. A pharmacy technician's experience does not shorten the PharmD.`,
    example: { from: "29-2052.00", mentions: ["Doctor of Pharmacy", "NAPLEX", "pre-pharmacy"] },
  },
  {
    code: "29-1081.00",
    steps: [
      buildBachelorStep("biology or another science"),
      { kind: "exam", name: "the MCAT admission test", length: null, heldBy: PHYSICIANS },
      { kind: "degree", name: "a Doctor of Podiatric Medicine (DPM)", length: "4 years", level: "doctoral" },
      { kind: "residency", name: "a podiatric medicine and surgery residency", length: "3 years" },
      { kind: "licence", name: "the APMLE exams and a state podiatry licence", length: null },
    ],
    why: `${OOH}; AACPM and state podiatry boards.`,
    example: { from: "29-1123.00", mentions: ["Doctor of Podiatric Medicine", "residency"] },
  },
  {
    code: "29-1131.00",
    steps: [
      buildBachelorStep(),
      {
        kind: "programme",
        name: "the pre-veterinary science courses (biology, chemistry, physics), if your degree lacked them",
        length: "1–2 years",
        heldBy: [...PREMED_HOLDERS, "19-1011", "19-1022", "19-1023"],
      },
      { kind: "degree", name: "a Doctor of Veterinary Medicine (DVM)", length: "4 years", level: "doctoral" },
      { kind: "exam", name: "the NAVLE licensing exam", length: null },
      { kind: "licence", name: "a state veterinary licence", length: null },
    ],
    why: `${OOH}; AVMA and state veterinary boards. A veterinary technician's associate's degree does not shorten the DVM.`,
    example: { from: "29-2056.00", mentions: ["Doctor of Veterinary Medicine", "NAVLE", "bachelor's degree"] },
  },
  {
    code: "29-1181.00",
    steps: [
      buildBachelorStep("communication sciences and disorders or a science"),
      { kind: "degree", name: "a Doctor of Audiology (AuD)", length: "4 years", level: "doctoral" },
      { kind: "exam", name: "the Praxis exam in audiology", length: null },
      { kind: "licence", name: "a state audiologist licence", length: null },
    ],
    why: `${OOH}; ASHA and state licensing boards.`,
    example: { from: "29-2092.00", mentions: ["Doctor of Audiology", "audiologist licence"] },
  },
  {
    code: "29-1291.00",
    steps: [
      {
        kind: "degree",
        name: "a master's or doctoral degree in acupuncture or Oriental medicine from an ACAHM-accredited school",
        length: "3–4 years",
        level: "master",
      },
      { kind: "certification", name: "the NCCAOM certification exams", length: null },
      { kind: "licence", name: "a state acupuncture licence (most states)", length: null },
    ],
    why: `${OOH}; NCCAOM and state acupuncture boards.`,
    example: { from: "31-9011.00", mentions: ["acupuncture", "NCCAOM"] },
  },
  {
    code: "29-1299.01",
    steps: [
      buildBachelorStep("biology or another science"),
      {
        kind: "degree",
        name: "a Doctor of Naturopathic Medicine (ND) from an accredited school",
        length: "4 years",
        level: "doctoral",
      },
      {
        kind: "licence",
        name: "the NPLEX exams and a licence in the states that license naturopathic doctors (about 25)",
        length: null,
      },
    ],
    why: "The American Association of Naturopathic Physicians and CNME; state licensing laws. The data lists a master's degree; the licensed route is a four-year doctoral programme.",
    example: { from: "29-1031.00", mentions: ["Doctor of Naturopathic Medicine", "NPLEX"] },
  },
];

/** Doctors, dentists, pharmacists, optometrists, podiatrists, chiropractors, vets, audiologists and similar. */
export const DOCTOR_ENTRY_REQUIREMENTS: readonly EntryRequirement[] = [...physicians, ...dentists, ...otherDoctors];
