import type { ReactNode } from "react";

/** A titled card on the job pages, styled like the result page's panels. */
export function JobSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-7">
      <h2 id={id} className="text-xl font-bold tracking-tight text-ink">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-muted">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
