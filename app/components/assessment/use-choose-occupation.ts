import { useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "../../hooks/use-toast";
import { apiRequest, readErrorMessage } from "../../lib/api-request";
import type { OccupationOption } from "./occupation-search";

/**
 * Re-scores an assessment with the occupation the visitor chose (POST …/occupation), then reloads
 * the page's data. Shared by "Not your job? Pick another" and the choose-first screen.
 */
export function useChooseOccupation({ assessmentId, ownerKey }: { assessmentId: string; ownerKey: string | null }) {
  const revalidator = useRevalidator();
  const [saving, setSaving] = useState(false);

  async function choose(option: OccupationOption): Promise<boolean> {
    setSaving(true);
    try {
      // Only the browser holding the owner key may change the result (ADR 021).
      await apiRequest(
        "POST",
        `/api/assessments/${encodeURIComponent(assessmentId)}/occupation`,
        { code: option.code },
        { ownerKey: ownerKey ?? undefined },
      );
      await revalidator.revalidate();
      toast({ title: "Assessment Updated", description: `Re-scored as ${option.title}.`, variant: "success" });
      return true;
    } catch (error) {
      toast({
        title: "Update Failed",
        description: readErrorMessage(error, "Could not change the occupation. Please try again."),
        variant: "destructive",
      });
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { choose, saving };
}
