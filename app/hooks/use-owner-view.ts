import { useEffect, useState } from "react";
import type { AssessmentView } from "../../core/assessment/assessment-view";
import { apiRequest } from "../lib/api-request";
import { useDeleteToken } from "./use-delete-token";

/**
 * The result as this browser may see it (ADR 021). The page is rendered with the public view
 * (score, occupation, reasoning), the same for everyone and cacheable. The browser that created
 * the result holds its owner key; it then asks for its own view, personal details included, with
 * the key in a header (never in the URL), and shows that instead.
 *
 * `ownerKey` is null in other browsers (and before hydration); `view` is the owner's view once it
 * arrived for this very public view, otherwise the public view itself. After a re-pick the public
 * view changes and the owner's view is asked for again.
 */
export function useOwnerView(publicView: AssessmentView): { view: AssessmentView; ownerKey: string | null } {
  const ownerKey = useDeleteToken(publicView.id);
  const [owned, setOwned] = useState<{ from: AssessmentView; view: AssessmentView } | null>(null);

  useEffect(() => {
    if (!ownerKey) return;
    let current = true;
    apiRequest("GET", `/api/assessments/${encodeURIComponent(publicView.id)}`, undefined, { ownerKey })
      .then((response) => response.json() as Promise<AssessmentView>)
      .then(
        (view) => {
          if (current) setOwned({ from: publicView, view });
        },
        () => {
          // A key the server no longer accepts, or no network: the public view stays, as for anyone.
        },
      );
    return () => {
      current = false;
    };
  }, [ownerKey, publicView]);

  return { view: owned?.from === publicView ? owned.view : publicView, ownerKey };
}
