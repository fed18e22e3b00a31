/** The look of the home page form's native selects (best on phones), with a chevron drawn in CSS. */
export const selectClass =
  "h-11 w-full appearance-none rounded-lg border bg-white bg-[length:1rem] bg-[right_0.75rem_center] bg-no-repeat px-3 pr-9 text-sm text-ink focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200";

export const chevron = {
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23556' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
};
