import { BarChart3, Clock, FileText, ShieldCheck } from "lucide-react";
import type { Route } from "./+types/home";

export const HOME_HEADLINE = "Will AI Replace Your Job?";

const stats = [
  { icon: BarChart3, value: "47%", label: "of jobs at risk" },
  { icon: Clock, value: "2 minute", label: "test" },
  { icon: FileText, value: "Free", label: "report" },
];

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { site?: { siteTitle: string; siteDescription: string; publicUrl: string } } | undefined;
  const site = root?.site;
  return [
    { title: site?.siteTitle ?? HOME_HEADLINE },
    { name: "description", content: site?.siteDescription ?? "" },
    ...(site ? [{ tagName: "link", rel: "canonical", href: `${site.publicUrl}/` }] : []),
  ];
}

export default function Home() {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <section className="mx-auto max-w-4xl px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-24">
        <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-800">
          <ShieldCheck className="size-4" aria-hidden /> Free, private, grounded in research
        </p>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-ink sm:text-6xl">{HOME_HEADLINE}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">
          Upload your resume or describe your work. We match it to a standard occupation and score it from published
          task-level research on AI exposure, then show you what drives the risk and where to go next.
        </p>
        <dl className="mx-auto mt-10 grid max-w-xl grid-cols-3 gap-4">
          {stats.map(({ icon: Icon, value, label }) => (
            <div key={label} className="rounded-2xl border border-line bg-white p-4 shadow-sm">
              <Icon className="mx-auto size-5 text-brand-600" aria-hidden />
              <dt className="sr-only">{label}</dt>
              <dd className="mt-2 text-2xl font-bold text-ink">{value}</dd>
              <dd className="text-sm text-muted">{label}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
