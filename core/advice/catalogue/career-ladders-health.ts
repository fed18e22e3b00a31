import type { LadderStep } from "./catalogue-types";

const NURSE_PRACTITIONER_WHY =
  "Nurse practitioner is the classic next rung for a registered nurse: graduate school builds on years at the bedside, and most programs want that experience first.";
const NURSE_MANAGER_WHY =
  "Charge nurses move up to nurse manager and then director of nursing; hospitals promote nurses who lead shifts well and handle staffing, budgets and quality.";
const RN_FROM_SUPPORT_WHY =
  "Registered nurse is the main ladder in patient care, and the hours you already spend with patients are a strong start in nursing school.";
const LPN_FROM_SUPPORT_WHY =
  "Licensed practical nurse is the nearest nursing rung above your work: patient care you already know, with more responsibility and pay.";
const REHAB_DIRECTOR_WHY =
  "Therapists who supervise others and handle scheduling, billing and quality move up to rehabilitation director or therapy manager.";

/** The next rungs in healthcare practice, technical work and support (SOC 29 and 31). */
export const HEALTH_LADDERS: readonly LadderStep[] = [
  // Therapists (SOC 29-112)
  { from: "29-1122.00", to: "11-9111.00", why: REHAB_DIRECTOR_WHY },
  { from: "29-1123.00", to: "11-9111.00", why: REHAB_DIRECTOR_WHY },
  {
    from: "29-1126.00",
    to: "11-9111.00",
    why: "Respiratory therapists move up to lead therapist and then respiratory care manager or director for a hospital.",
  },
  { from: "29-1127.00", to: "11-9111.00", why: REHAB_DIRECTOR_WHY },

  // Registered nurses (SOC 29-1141). Advanced practice psychiatric nurses (.02) are already nurse
  // practitioners or clinical nurse specialists in psychiatry, so nurse practitioner is no rung for them.
  { from: "29-1141.00", to: "29-1171.00", why: NURSE_PRACTITIONER_WHY },
  { from: "29-1141.00", to: "11-9111.00", why: NURSE_MANAGER_WHY },
  { from: "29-1141.01", to: "29-1171.00", why: NURSE_PRACTITIONER_WHY },
  { from: "29-1141.01", to: "11-9111.00", why: NURSE_MANAGER_WHY },
  { from: "29-1141.02", to: "11-9111.00", why: NURSE_MANAGER_WHY },
  { from: "29-1141.03", to: "29-1171.00", why: NURSE_PRACTITIONER_WHY },
  {
    from: "29-1141.03",
    to: "29-1151.00",
    why: "Nurse anesthesia programs recruit from intensive care: critical care experience is what they look for, which makes ICU nurses the usual candidates.",
  },
  { from: "29-1141.03", to: "11-9111.00", why: NURSE_MANAGER_WHY },
  {
    from: "29-1141.04",
    to: "29-1171.00",
    why: "Clinical nurse specialists often add nurse practitioner certification, which lets them diagnose, prescribe and run their own patient panel.",
  },
  { from: "29-1141.04", to: "11-9111.00", why: NURSE_MANAGER_WHY },

  // Health technologists and technicians (SOC 29-2)
  {
    from: "29-2011.00",
    to: "11-9111.00",
    why: "Medical laboratory scientists move up to lead technologist, supervisor and laboratory manager.",
  },
  {
    from: "29-2012.00",
    to: "29-2011.00",
    why: "Laboratory technicians move up to medical laboratory scientist; bridge programs build on the bench experience you already have.",
  },
  {
    from: "29-2012.01",
    to: "29-2011.04",
    why: "Histology technicians move up to histotechnologist, taking on the more complex stains and techniques and often leading the histology bench.",
  },
  {
    from: "29-2034.00",
    to: "29-2035.00",
    why: "Radiologic technologists commonly cross-train into MRI; it is one of the usual next steps in imaging, with more pay.",
  },
  {
    from: "29-2034.00",
    to: "11-9111.00",
    why: "Lead technologists move up to imaging or radiology manager, running a department's staff, schedule and equipment.",
  },
  {
    from: "29-2042.00",
    to: "29-2043.00",
    why: "Paramedic is the next level of EMS: a longer program takes you from basic to advanced life support, with more responsibility and pay.",
  },
  {
    from: "29-2043.00",
    to: "29-1141.00",
    why: "Paramedic-to-RN bridge programs build on your patient care experience, opening emergency department, ICU and flight nursing.",
  },
  {
    from: "29-2052.00",
    to: "29-1051.00",
    why: "Many pharmacists worked as technicians first; with pharmacy school, you move from filling prescriptions to checking and managing them.",
  },
  { from: "29-2053.00", to: "29-2061.00", why: LPN_FROM_SUPPORT_WHY },
  { from: "29-2053.00", to: "29-1141.00", why: RN_FROM_SUPPORT_WHY },
  {
    from: "29-2055.00",
    to: "29-9093.00",
    why: "Surgical technologists move up to surgical first assistant, helping the surgeon directly during operations.",
  },
  { from: "29-2055.00", to: "29-1141.00", why: RN_FROM_SUPPORT_WHY },
  {
    from: "29-2061.00",
    to: "29-1141.00",
    why: "LPN-to-RN bridge programs build on what you already know and do; it is the most common step up for a practical nurse.",
  },
  {
    from: "29-2072.00",
    to: "29-9021.00",
    why: "Medical coders and records specialists move up to health information technician and registrar, with broader data and quality work.",
  },
  {
    from: "29-2072.00",
    to: "11-9111.00",
    why: "With experience and further study, records specialists move up to health information manager, running records, coding and privacy for a facility.",
  },
  {
    from: "29-2099.08",
    to: "11-9111.00",
    why: "Patient advocates who handle complaints, grievances and service programs move up to patient experience manager.",
  },

  // Healthcare support (SOC 31)
  {
    from: "31-112",
    to: "31-1131.00",
    why: "Certified nursing assistant is the nearest rung above home care, with a short course and work in hospitals and nursing homes.",
  },
  { from: "31-112", to: "29-2061.00", why: LPN_FROM_SUPPORT_WHY },
  { from: "31-1131.00", to: "29-2061.00", why: LPN_FROM_SUPPORT_WHY },
  { from: "31-1131.00", to: "29-1141.00", why: RN_FROM_SUPPORT_WHY },
  {
    from: "31-2021.00",
    to: "11-9111.00",
    why: "Experienced physical therapist assistants move up to rehabilitation coordinator or director of rehab, above all in skilled nursing and outpatient clinics.",
  },
  {
    from: "31-2021.00",
    to: "29-1123.00",
    why: "Some assistants go on to become physical therapists; their clinical hours and knowledge of therapy give them a strong start in a doctoral program.",
  },
  {
    from: "31-9011.00",
    to: "11-9179.02",
    why: "Experienced massage therapists move up to lead therapist and spa manager or director, running the team and the treatment menu.",
  },
  {
    from: "31-9091.00",
    to: "29-1292.00",
    why: "Dental hygienist is the classic next rung for a dental assistant: a hygiene program builds on your chairside experience.",
  },
  { from: "31-9092.00", to: "29-2061.00", why: LPN_FROM_SUPPORT_WHY },
  { from: "31-9092.00", to: "29-1141.00", why: RN_FROM_SUPPORT_WHY },
  {
    from: "31-9096.00",
    to: "29-2056.00",
    why: "Veterinary assistants move up to veterinary technician, taking on anesthesia, lab work and nursing care.",
  },
  {
    from: "31-9097.00",
    to: "29-2012.00",
    why: "Phlebotomists move up to medical laboratory technician, testing the samples they now collect.",
  },
];
