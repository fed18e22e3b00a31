/** Shared class names for admin form controls (one look across every tab). */
export const inputClass =
  "block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink shadow-sm placeholder:text-muted focus:border-brand-500 focus:outline-2 focus:outline-brand-200";
export const labelClass = "mb-1 block text-sm font-medium text-ink";
export const cardClass = "rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5";
export const badgeClass = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold";
