import { CreditCard, Lock } from "lucide-react";
import { useId } from "react";

/** The PREMIUM card: shown with its card fields, all disabled, marked Coming Soon (§1, §6). */
export function PremiumPlanCard() {
  const id = useId();
  const fields = [
    { key: "number", label: "Card number", placeholder: "1234 5678 9012 3456", className: "col-span-2" },
    { key: "expiry", label: "Expiry", placeholder: "MM/YY", className: "" },
    { key: "cvc", label: "CVC", placeholder: "123", className: "" },
  ];
  return (
    <div className="relative flex flex-col rounded-2xl border border-line bg-surface p-5" aria-disabled="true">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-xs font-bold tracking-wider text-muted uppercase">Premium</p>
          <h3 className="mt-1 text-lg font-semibold text-ink">Pay and analyze</h3>
        </div>
        <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-bold text-amber-900">Coming Soon</span>
      </div>
      <p className="mt-2 text-sm text-muted">No key needed: pay once and we run the full AI reading for you.</p>
      <fieldset disabled className="mt-4 grid grid-cols-2 gap-3">
        <legend className="sr-only">Card details (not available yet)</legend>
        {fields.map((field) => (
          <div key={field.key} className={field.className}>
            <label htmlFor={`${id}-${field.key}`} className="text-sm font-medium text-muted">
              {field.label}
            </label>
            <input
              id={`${id}-${field.key}`}
              placeholder={field.placeholder}
              className="mt-1.5 h-11 w-full cursor-not-allowed rounded-lg border border-line bg-white/60 px-3 text-sm text-muted placeholder:text-muted/70"
            />
          </div>
        ))}
      </fieldset>
      <button
        type="button"
        disabled
        className="mt-4 inline-flex h-11 w-full cursor-not-allowed items-center justify-center gap-2 rounded-lg border border-line bg-white text-sm font-semibold text-muted"
      >
        <Lock className="size-4" aria-hidden /> <CreditCard className="size-4" aria-hidden /> Coming Soon
      </button>
    </div>
  );
}
