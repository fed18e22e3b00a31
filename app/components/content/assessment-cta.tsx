import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

/** The call to action at the end of content pages: a link to the free assessment at /. */
export function AssessmentCta({
  label,
  heading = "How exposed is your job to AI?",
  text = "Get a free, private score for your occupation in 2-5 minutes.",
}: {
  label: string;
  heading?: string;
  text?: string;
}) {
  return (
    <section aria-label="Start the assessment" className="mx-auto my-12 max-w-4xl px-4 sm:px-6">
      <div className="rounded-2xl bg-brand-800 px-6 py-10 text-center text-white shadow-sm sm:px-10">
        <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{heading}</h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-100">{text}</p>
        <Link
          to="/"
          className="mt-6 inline-flex items-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-brand-900 shadow-sm hover:bg-brand-50"
        >
          {label} <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
    </section>
  );
}
