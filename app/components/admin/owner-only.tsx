import { Lock } from "lucide-react";
import { cn } from "../../lib/class-names";

/** Shown where an editor would otherwise be offered an action the server refuses (ADR 005). */
export const ownerOnlyLabel = "Only the owner can change published content";

export function OwnerOnlyNote({ className }: { className?: string }) {
  return (
    <p className={cn("inline-flex items-center gap-1 text-xs text-muted", className)}>
      <Lock className="size-3.5 shrink-0" aria-hidden="true" /> {ownerOnlyLabel}
    </p>
  );
}
