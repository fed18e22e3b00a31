/** The inputs the benchmarks send: one manual form and one pasted resume (fictional). */
export const BENCH_MANUAL = {
  jobTitle: "Accountant",
  industry: "finance",
  experienceLevel: "6-10",
  skills: "Excel, Financial reporting, Auditing",
  responsibilities: "Prepare monthly financial statements\nReconcile bank accounts\nAdvise managers on budgets",
};

export const BENCH_RESUME = [
  "Morgan Lee",
  "Denver, CO",
  "",
  "Registered Nurse",
  "City Hospital, Denver CO | 2016 - Present",
  "- Assessed patients and planned care with physicians for a 30-bed surgical unit",
  "- Administered medications and documented treatment in the electronic health record",
  "- Trained new nurses on infection control and patient safety procedures",
  "",
  "Skills",
  "Patient assessment, Medication administration, Electronic health records, Triage",
].join("\n");
