import { useId } from "react";

/**
 * The comparison's picker: two job titles in a GET form to /jobs/compare, so it works without
 * JavaScript. Each box takes a title as people type it (the matcher picks the closest occupation).
 */
export function ComparePicker({ a, b }: { a: string; b: string }) {
  const id = useId();
  const field =
    "min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink shadow-sm placeholder:text-muted focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none";
  return (
    <form
      method="get"
      action="/jobs/compare"
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      data-testid="compare-picker"
    >
      <div>
        <label htmlFor={`${id}-a`} className="text-sm font-semibold text-ink">
          First job
        </label>
        <input
          id={`${id}-a`}
          name="a"
          defaultValue={a}
          placeholder="e.g. Registered nurse"
          autoComplete="off"
          className={`mt-1.5 ${field}`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-b`} className="text-sm font-semibold text-ink">
          Second job
        </label>
        <input
          id={`${id}-b`}
          name="b"
          defaultValue={b}
          placeholder="e.g. Accountant"
          autoComplete="off"
          className={`mt-1.5 ${field}`}
        />
      </div>
      <button
        type="submit"
        className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        Compare
      </button>
    </form>
  );
}
