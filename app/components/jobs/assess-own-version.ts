/** The home page's manual tab with the job title filled in; the title travels in the address only. */
export function buildAssessOwnVersionHref(title: string): string {
  return `/?${new URLSearchParams({ tab: "manual", jobTitle: title }).toString()}`;
}
