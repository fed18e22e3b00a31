/** The 23 SOC 2018 major groups (the first two digits of an O*NET-SOC code), for browsing /jobs. */
export const SOC_MAJOR_GROUPS: readonly { code: string; name: string }[] = [
  { code: "11", name: "Management" },
  { code: "13", name: "Business and Financial Operations" },
  { code: "15", name: "Computer and Mathematical" },
  { code: "17", name: "Architecture and Engineering" },
  { code: "19", name: "Life, Physical, and Social Science" },
  { code: "21", name: "Community and Social Service" },
  { code: "23", name: "Legal" },
  { code: "25", name: "Educational Instruction and Library" },
  { code: "27", name: "Arts, Design, Entertainment, Sports, and Media" },
  { code: "29", name: "Healthcare Practitioners and Technical" },
  { code: "31", name: "Healthcare Support" },
  { code: "33", name: "Protective Service" },
  { code: "35", name: "Food Preparation and Serving Related" },
  { code: "37", name: "Building and Grounds Cleaning and Maintenance" },
  { code: "39", name: "Personal Care and Service" },
  { code: "41", name: "Sales and Related" },
  { code: "43", name: "Office and Administrative Support" },
  { code: "45", name: "Farming, Fishing, and Forestry" },
  { code: "47", name: "Construction and Extraction" },
  { code: "49", name: "Installation, Maintenance, and Repair" },
  { code: "51", name: "Production" },
  { code: "53", name: "Transportation and Material Moving" },
  { code: "55", name: "Military Specific" },
];

/** The major group of an O*NET-SOC code ("29-1141.00" → Healthcare Practitioners and Technical). */
export function findMajorGroup(code: string): { code: string; name: string } | null {
  const prefix = code.slice(0, 2);
  return SOC_MAJOR_GROUPS.find((group) => group.code === prefix) ?? null;
}
