import { Link } from "react-router";

export const JOB_NOT_FOUND_TITLE = "Job Not Found";

/** The 404 of /jobs/<slug>: the site's not-found message, pointing to the job browser. */
export function JobNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center" data-testid="job-not-found">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{JOB_NOT_FOUND_TITLE}</h1>
      <p className="mt-4 text-muted">
        We have no page for that job. Search or browse all occupations instead, or assess your own role.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/jobs" className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          Browse all jobs
        </Link>
        <Link to="/" className="rounded-lg border border-line px-5 py-2.5 font-semibold hover:bg-surface">
          Take the free assessment
        </Link>
      </div>
    </section>
  );
}
