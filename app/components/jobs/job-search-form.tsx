import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, useSubmit } from "react-router";
import { MAX_JOB_QUERY_LENGTH } from "../../../core/job-pages/job-pages-limits";

/** Wait after the last key before searching, so typing a word makes one request, not five. */
const TYPING_PAUSE_MS = 250;

/**
 * The job browser's search: a GET form to /jobs?q=… that works without JavaScript; with it,
 * results follow the typing (the same loader answers, the address keeps the query). /jobs is sent
 * without React (ADR 013): there the page's enhancement script follows the typing
 * (`data-live-search`); this component's own handler does it where React renders the form.
 */
export function JobSearchForm({ query }: { query: string }) {
  const id = useId();
  const submit = useSubmit();
  const [value, setValue] = useState(query);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => setValue(query), [query]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function onType(next: string) {
    setValue(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const q = next.trim();
      void submit(q ? { q } : {}, { method: "get", action: "/jobs", replace: true, preventScrollReset: true });
    }, TYPING_PAUSE_MS);
  }

  return (
    <Form method="get" action="/jobs" role="search" className="w-full" data-testid="job-search" data-live-search="">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Search any job title
      </label>
      <div className="mt-1.5 flex gap-2">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            aria-hidden
          />
          <input
            id={id}
            name="q"
            type="search"
            value={value}
            onChange={(event) => onType(event.target.value)}
            placeholder="e.g. Payroll clerk"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={MAX_JOB_QUERY_LENGTH * 2}
            className="min-h-11 w-full rounded-lg border border-line bg-white py-2 pr-3 pl-9 text-base text-ink shadow-sm placeholder:text-muted focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          />
        </div>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
        >
          Search
        </button>
      </div>
    </Form>
  );
}
