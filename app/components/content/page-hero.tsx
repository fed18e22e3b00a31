import type { ReactNode } from "react";

/** The top of an information page: a small label, the H1 and an introduction. */
export function PageHero({ eyebrow, title, children }: { eyebrow?: ReactNode; title: string; children?: ReactNode }) {
  return (
    <header className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 pt-12 pb-10 sm:px-6 sm:pt-16">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink sm:text-5xl">{title}</h1>
        {children ? <div className="mt-4 max-w-3xl space-y-3 text-lg text-muted">{children}</div> : null}
      </div>
    </header>
  );
}
