export interface PersonalInfo {
  name?: string | null;
  location?: string | null;
  address?: string | null;
}

/** The location shown under the header: personalInfo.location, otherwise its address. */
export function selectLocation(personalInfo: PersonalInfo | null | undefined): string | null {
  const location = personalInfo?.location?.trim();
  if (location) return location;
  const address = personalInfo?.address?.trim();
  return address ? address : null;
}
