import { AlertCircle, CheckCircle2 } from "lucide-react";

export type StatusMessage = { type: "success" | "error" | "info"; message: string };

/** The home screen's status banner: success or error; the info type is not rendered (§2). */
export function StatusBanner({ status }: { status: StatusMessage | null }) {
  if (!status || status.type === "info") return null;
  const isError = status.type === "error";
  return (
    <div
      role={isError ? "alert" : "status"}
      className={
        isError
          ? "flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          : "flex items-start gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
      }
    >
      {isError ? (
        <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      ) : (
        <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
      )}
      <span>{status.message}</span>
    </div>
  );
}
