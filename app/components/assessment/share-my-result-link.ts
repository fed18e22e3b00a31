import { copyText } from "../../lib/copy-text";

export type ResultLinkOutcome = "shared" | "copied" | "cancelled" | "failed";

/**
 * Hands a result's address on: the device share sheet where there is one (phones), otherwise the
 * clipboard, then a hidden field with the browser's copy command where the clipboard is blocked.
 */
export async function copyResultLink({ url }: { url: string }): Promise<ResultLinkOutcome> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: "My AI job risk result", url });
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      // Share refused for another reason (not allowed here): copy instead.
    }
  }
  return (await copyText(url)) ? "copied" : "failed";
}
