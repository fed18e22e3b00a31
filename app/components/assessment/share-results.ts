import { copyText } from "../../lib/copy-text";

/**
 * Share Results (assessment-flow.md §2): the device share sheet when there is one, otherwise the
 * site's address goes to the clipboard and an alert says so. We share the site, not this
 * result, so a colleague starts their own assessment.
 */
export const LINK_COPIED_MESSAGE =
  "Link copied to clipboard! Share with colleagues to help them assess their career risk.";

export async function shareResults(): Promise<void> {
  const url = window.location.origin;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({
        title: "Will AI replace your job?",
        text: "Check how exposed your job is to AI — free, in about 2 minutes.",
        url,
      });
      return;
    } catch (error) {
      // The visitor closed the sheet: nothing to do.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  await copyText(url);
  window.alert(LINK_COPIED_MESSAGE);
}

/** Share links for the two social networks, opened with the site origin. */
export function socialShareUrl({ network, origin }: { network: "linkedin" | "x"; origin: string }): string {
  const url = encodeURIComponent(origin);
  if (network === "linkedin") return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
  const text = encodeURIComponent("Will AI replace your job? I just checked mine — free, in about 2 minutes:");
  return `https://x.com/intent/post?text=${text}&url=${url}`;
}
