import { ImageIcon, Link2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../ui/button";
import { copyResultLink, type ResultLinkOutcome } from "./share-my-result-link";

/** The words of the link button and its outcome, for the result's owner or anyone it was shared with. */
const LINK_WORDS = {
  owner: { button: "Copy link to my result", subject: "your result", lasts: " until you delete it" },
  stranger: { button: "Copy link to this result", subject: "this result", lasts: "" },
} as const;

function describeOutcome({
  outcome,
  url,
  words,
}: {
  outcome: ResultLinkOutcome;
  url: string;
  words: (typeof LINK_WORDS)[keyof typeof LINK_WORDS];
}): string {
  if (outcome === "shared") return `Link to ${words.subject} shared.`;
  if (outcome === "copied") return `Link to ${words.subject} copied. Anyone with it can see this result${words.lasts}.`;
  if (outcome === "failed") return `Your browser blocked copying. The link to ${words.subject} is ${url}`;
  return "";
}

/**
 * Beside the spec's Share Results (which shares the site): this result's own address, through
 * the device share sheet where there is one, otherwise copied with a quiet confirmation under the
 * buttons (no toast over the score), and its share card image. Only the browser that made the
 * result calls it "my result".
 */
export function ShareMyResult({ assessmentId, isOwner }: { assessmentId: string; isOwner: boolean }) {
  const words = LINK_WORDS[isOwner ? "owner" : "stranger"];
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
          <Link2 aria-hidden /> {words.button}
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
        {outcome ? describeOutcome({ ...outcome, words }) : ""}
      </p>
    </div>
  );
}
