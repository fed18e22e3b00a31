import { AlertDialog } from "radix-ui";
import { Loader2, Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { forgetDeleteToken } from "../../hooks/use-delete-token";
import { setLastAssessment } from "../../hooks/use-last-assessment";
import { toast } from "../../hooks/use-toast";
import type { ReactElement } from "react";
import { buttonVariants } from "../ui/button";

/** Sends the delete; resolves to the HTTP status (204 deleted, 403 wrong token, 404 already gone). */
async function requestDeletion({ assessmentId, token }: { assessmentId: string; token: string }): Promise<number> {
  const response = await fetch(`/api/assessments/${encodeURIComponent(assessmentId)}`, {
    method: "DELETE",
    headers: { "X-Delete-Token": token },
    credentials: "omit",
  });
  return response.status;
}

/**
 * The confirmation dialog behind the delete button. Loaded only in the browser that holds the
 * delete token (see `DeleteAssessmentPanel`), so other visitors never download the dialog code.
 * After the deletion the row, its card and its report are gone, and the visitor lands on the
 * home page with a toast.
 */
export function DeleteAssessmentDialog({
  assessmentId,
  token,
  trigger,
}: {
  assessmentId: string;
  token: string;
  /** The button that opens the dialog (the panel draws it, so it looks the same before this loads). */
  trigger: ReactElement;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function confirmDeletion(event: React.MouseEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    let status = 0;
    try {
      status = await requestDeletion({ assessmentId, token });
    } catch {
      status = 0;
    }
    setPending(false);
    if (status === 204 || status === 404) {
      forgetDeleteToken(assessmentId);
      setLastAssessment(null);
      setOpen(false);
      toast({
        title: "Assessment deleted",
        description: "Your result, its share image and its PDF report are gone. The link no longer works.",
        variant: "success",
      });
      void navigate("/", { replace: true });
      return;
    }
    toast({
      title: "Could not delete this assessment",
      description:
        status === 403
          ? "This browser no longer holds the key to delete it. Contact us and we will remove it for you."
          : "Please check your connection and try again.",
      variant: "destructive",
    });
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold tracking-tight text-ink">
            Delete this assessment?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-6 text-muted">
            Your result, its share image and its PDF report will be removed from our database. Anyone who opens the link
            will see that the assessment was not found. This cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: "secondary" })} disabled={pending}>
              Keep it
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonVariants({ variant: "destructive" })}
              onClick={(event) => void confirmDeletion(event)}
              disabled={pending}
            >
              {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Trash2 aria-hidden />}
              {pending ? "Deleting…" : "Delete for good"}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
