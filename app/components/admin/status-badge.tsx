import { cn } from "../../lib/class-names";
import { badgeClass } from "./form-styles";

const tones: Record<string, string> = {
  published: "bg-green-100 text-green-800",
  draft: "bg-amber-100 text-amber-900",
  archived: "bg-slate-200 text-slate-800",
  visible: "bg-green-100 text-green-800",
  hidden: "bg-slate-200 text-slate-800",
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-green-100 text-green-800",
  "held for review": "bg-amber-100 text-amber-900",
};

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return <span className={cn(badgeClass, tones[status] ?? "bg-brand-50 text-brand-800", className)}>{status}</span>;
}
