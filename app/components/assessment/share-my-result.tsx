import { ImageIcon, Link2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../ui/button";
import { copyResultLink, type ResultLinkOutcome } from "./share-my-result-link";

function describeOutcome({ outcome, url }: { outcome: ResultLinkOutcome; url: string }): string {
  if (outcome === "shared") return "Link to your result shared.";
  if (outcome === "copied")
    return "Link to your result copied. Anyone with it can see this result until you delete it.";
  if (outcome === "failed") return `Your browser blocked copying. The link to your result is ${url}`;
  return "";
}

/**
 * Beside the spec's Share Results (which shares the site): this result's own address, through
 * the device share sheet where there is one, otherwise copied with a quiet confirmation under the
 * buttons (no toast over the score), and its share card image.
 */
export function ShareMyResult({ assessmentId }: { assessmentId: string }) {
  const [outcome, setOutcome] = useState<{ outcome: ResultLinkOutcome; url: string } | null>(null);
  const path = `/assessment/${encodeURIComponent(assessmentId)}`;
  return (
    <div className="mt-3 text-sm">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            const url = `${window.location.origin}${path}`;
            void copyResultLink({ url }).then((result) => setOutcome({ outcome: result, url }));
          }}
        >
          <Link2 aria-hidden /> Copy link to my result
        </Button>
        <a
          href={`${path}/card.png`}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-9 items-center justify-center gap-2 rounded-md px-3 font-medium text-brand-700 hover:bg-surface hover:underline"
        >
          <ImageIcon className="size-4" aria-hidden /> Share card image
        </a>
      </div>
      <p role="status" className="mt-1 min-h-5 text-muted" data-testid="result-link-status">
        {outcome ? describeOutcome(outcome) : ""}
      </p>
    </div>
  );
}
