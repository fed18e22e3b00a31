import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { useState, type FormEvent } from "react";
import { toast } from "../../hooks/use-toast";
import { Button } from "../ui/button";
import { cmsKeys, cmsRequest, type Approval, type StaffUser } from "./admin-api";
import { inputClass, labelClass } from "./form-styles";
import { TextField } from "./text-field";

export type ApprovalTarget = {
  contentType: Approval["contentType"];
  contentId: string | number;
  label: string;
  snapshot?: Record<string, string>;
};

/** The submit-for-approval dialog: name, e-mail (prefilled from the signed-in account) and an optional message. */
export function SubmitApprovalDialog({
  target,
  user,
  onClose,
}: {
  target: ApprovalTarget | null;
  user: StaffUser;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(user.displayName ?? "");
  const [email, setEmail] = useState(user.email);
  const [message, setMessage] = useState("");
  const submit = useMutation({
    mutationFn: (body: unknown) =>
      cmsRequest<Approval>({
        method: "POST",
        url: "/api/approvals/submit",
        body,
        fallbackError: "Failed to submit for approval",
      }),
    onSuccess: () => {
      toast({ title: "Submitted for Approval", description: "The owner will review it shortly.", variant: "success" });
      void queryClient.invalidateQueries({ queryKey: cmsKeys.approvals });
      setMessage("");
      onClose();
    },
    onError: (error) =>
      toast({
        title: "Submission Failed",
        description: error.message || "Failed to submit for approval",
        variant: "destructive",
      }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // React events bubble through the portal to the component tree: without this, submitting the
    // dialog would also submit a form it is rendered in (the Settings tab's form).
    event.stopPropagation();
    if (!target) return;
    if (name.trim() === "" || email.trim() === "") {
      toast({
        title: "Missing Information",
        description: "Please provide your name and email address",
        variant: "destructive",
      });
      return;
    }
    submit.mutate({
      contentType: target.contentType,
      contentId: target.contentId,
      submitterName: name.trim(),
      submitterEmail: email.trim(),
      submissionMessage: message.trim() || undefined,
      contentSnapshot: target.snapshot ?? {},
    });
  };
  return (
    <Dialog.Root open={target !== null} onOpenChange={(open) => (!open ? onClose() : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">Submit for Approval</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">
            {target ? `“${target.label}” will be sent to the owner for review.` : ""}
          </Dialog.Description>
          <form className="mt-4 space-y-3" onSubmit={onSubmit} noValidate>
            <TextField id="approval-name" label="Your name" value={name} onChange={setName} autoComplete="name" />
            <TextField
              id="approval-email"
              label="Your email"
              value={email}
              onChange={setEmail}
              type="email"
              autoComplete="email"
            />
            <div>
              <label htmlFor="approval-message" className={labelClass}>
                Message (optional)
              </label>
              <textarea
                id="approval-message"
                rows={3}
                className={inputClass}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
            </div>
            <div className="flex justify-end gap-2 pt-2">
              <Dialog.Close asChild>
                <Button type="button" variant="secondary">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={submit.isPending}>
                {submit.isPending ? "Submitting…" : "Submit"}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
