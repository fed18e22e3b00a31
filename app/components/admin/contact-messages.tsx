import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Mail, Trash2 } from "lucide-react";
import { toast } from "../../hooks/use-toast";
import { Button } from "../ui/button";
import { cmsKeys, cmsRequest, type ContactMessage, type StaffUser } from "./admin-api";
import { StatusBadge } from "./status-badge";
import { cardClass } from "./form-styles";
import { reportFailure } from "./report-failure";

/**
 * Messages visitors sent from /contact, newest first. Every staff member reads them; only the
 * owner deletes. Messages older than a year are deleted by the daily retention job.
 */
export function ContactMessages({ user }: { user: StaffUser }) {
  const queryClient = useQueryClient();
  const messages = useQuery({
    queryKey: cmsKeys.contactMessages,
    queryFn: () =>
      cmsRequest<ContactMessage[]>({ url: "/api/cms/contact-messages", fallbackError: "Failed to load messages" }),
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      cmsRequest<ContactMessage>({
        method: "DELETE",
        url: `/api/cms/contact-messages/${id}`,
        fallbackError: "Failed to delete message",
      }),
    onSuccess: () => toast({ title: "Message deleted", variant: "success" }),
    onError: reportFailure("Failed to delete message"),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: cmsKeys.contactMessages }),
  });
  return (
    <section className={cardClass} aria-labelledby="messages-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="messages-heading" className="font-semibold">
          Contact messages
        </h2>
        <p className="text-xs text-muted">From the contact page; kept for one year.</p>
      </div>
      {messages.isPending ? (
        <p className="mt-3 text-sm text-muted">Loading messages…</p>
      ) : messages.isError ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-2 text-sm text-risk-high">
          {messages.error.message}
          <Button size="sm" variant="secondary" onClick={() => void messages.refetch()}>
            Try again
          </Button>
        </div>
      ) : messages.data.length === 0 ? (
        <p className="mt-3 text-sm text-muted">No messages yet.</p>
      ) : (
        <ul className="mt-3 max-h-[36rem] divide-y divide-line overflow-y-auto" tabIndex={0} aria-label="Messages">
          {messages.data.map((message) => {
            const name = `${message.firstName} ${message.lastName}`;
            return (
              <li key={message.id} className="space-y-1 py-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="text-sm font-semibold break-words">
                      {name} ·{" "}
                      <a
                        href={`mailto:${message.email}`}
                        className="font-normal break-all text-brand-800 underline underline-offset-2"
                      >
                        {message.email}
                      </a>
                    </p>
                    <p className="text-xs text-muted">
                      Subject: {message.subject} ·{" "}
                      <time dateTime={message.createdAt}>{new Date(message.createdAt).toLocaleString("en-US")}</time>
                    </p>
                    {message.heldForReview ? (
                      <p className="mt-1">
                        <StatusBadge status="held for review" />
                      </p>
                    ) : null}
                  </div>
                  <div className="flex gap-1">
                    <Button size="sm" variant="ghost" asChild>
                      <a href={`mailto:${message.email}`} aria-label={`Reply to ${name} by e-mail`}>
                        <Mail aria-hidden="true" />
                      </a>
                    </Button>
                    {user.role === "owner" ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Delete the message from ${name}`}
                        disabled={remove.isPending}
                        onClick={() => {
                          if (window.confirm("Delete this message?")) remove.mutate(message.id);
                        }}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    ) : null}
                  </div>
                </div>
                <p className="text-sm break-words whitespace-pre-wrap">{message.message}</p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
