import { BarChart3, BookOpen, Clock, FileText, Lock, TrendingDown, Repeat, Sparkles, Users } from "lucide-react";
import { Link } from "react-router";

/**
 * The landing page's marketing sections (assessment-flow.md §1, §9): the three statistics,
 * early warning signs and the methodology with its sources. Our own words; every figure we
 * quote says where it comes from.
 */
const STATS = [
  {
    icon: BarChart3,
    value: "47%",
    label: "jobs at risk",
    note: "Share of US jobs in high-risk occupations in Frey & Osborne's 2013 study of computerisation",
  },
  {
    icon: Clock,
    value: "2 minute",
    label: "test",
    note: "Upload, paste or type your details; most people finish in 2-5 minutes",
  },
  {
    icon: FileText,
    value: "Free",
    label: "report",
    note: "Your score, timeline, drivers and next steps, with a PDF to keep",
  },
];

const WARNING_SIGNS = [
  {
    icon: Repeat,
    title: "Your week is mostly repeatable",
    text: "If most of your hours go to tasks that follow the same steps each time — drafting standard documents, entering or checking data, answering similar questions — those are the tasks current AI tools handle best.",
  },
  {
    icon: Sparkles,
    title: "New tools already do parts of your job",
    text: "When your team starts using an assistant for first drafts, summaries or code, the mix of your role is already shifting. That is a signal to learn the tools, not a verdict on your job.",
  },
  {
    icon: TrendingDown,
    title: "Fewer openings for the entry-level version of your role",
    text: "Employers often automate the junior version of a job first. Watch job boards for your title: fewer junior postings can mean the work is being absorbed by software.",
  },
  {
    icon: Users,
    title: "Little of your value comes from people or places",
    text: "Work that depends on trust, negotiation, care, physical presence or accountability is much harder to hand over. If your role has little of that, it is worth building some.",
  },
];

const SOURCES = [
  {
    name: "O*NET 30.1",
    detail: "U.S. Department of Labor: occupation codes, titles and the task lists we score against",
  },
  {
    name: "Eloundou et al., \u201cGPTs are GPTs\u201d (Science, 2024)",
    detail: "task-by-task labels of how much a language model can speed up each task — the core of our score",
  },
  {
    name: "Microsoft, \u201cWorking with AI\u201d (2025)",
    detail: "which work activities people already do with an AI assistant",
  },
  {
    name: "Felten, Raj & Seamans, AIOE (2021, 2023)",
    detail: "an independent, ability-based exposure index used as a cross-check",
  },
  {
    name: "Anthropic Economic Index (2025)",
    detail: "which tasks show up in real AI-assistant conversations, and whether AI automates or augments them",
  },
  { name: "ILO, Generative AI and Jobs (2025)", detail: "a refined global index of occupational exposure" },
  { name: "U.S. Bureau of Labor Statistics", detail: "employment and wage figures for occupations and career pivots" },
  {
    name: "Frey & Osborne (2013)",
    detail: "shown only as a figure for computerisation and physical automation, never used in our score",
  },
];

export function StatsSection() {
  return (
    <dl className="mx-auto mt-10 grid max-w-3xl gap-3 sm:grid-cols-3">
      {STATS.map(({ icon: Icon, value, label, note }) => (
        // Phones get compact rows (icon and figure beside the note); wider screens three centred cards.
        <div
          key={label}
          className="grid grid-cols-[auto_1fr] items-center gap-x-3 rounded-2xl border border-line bg-white px-4 py-3 text-left shadow-sm sm:block sm:p-4 sm:text-center"
        >
          <Icon className="row-span-3 size-5 text-brand-600 sm:mx-auto" aria-hidden />
          <dt className="sr-only">{label}</dt>
          <dd className="text-xl font-bold text-ink sm:mt-2 sm:text-2xl">
            {value} <span className="text-sm font-medium sm:hidden">{label}</span>
          </dd>
          <dd className="hidden text-sm font-medium text-ink sm:block">{label}</dd>
          <dd className="mt-0.5 text-xs text-muted sm:mt-1">{note}</dd>
        </div>
      ))}
    </dl>
  );
}

export function WarningSignsSection() {
  return (
    <section aria-labelledby="warning-signs" className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
      <h2 id="warning-signs" className="text-center text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        Early warning signs worth noticing
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted">
        None of these means your job is about to disappear. Together they show where change usually starts.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {WARNING_SIGNS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
            <Icon className="size-5 text-brand-600" aria-hidden />
            <h3 className="mt-3 font-semibold text-ink">{title}</h3>
            <p className="mt-1.5 text-sm leading-6 text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function MethodologySection({ occupationCount }: { occupationCount: number }) {
  return (
    <section aria-labelledby="methodology" className="bg-surface">
      <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
        <h2 id="methodology" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          How we estimate your risk
        </h2>
        <div className="mt-6 grid gap-8 md:grid-cols-2">
          <div className="space-y-4 text-sm leading-6 text-ink">
            <p>
              {`We match your job to one of the ${occupationCount.toLocaleString("en-US")} standard occupations we score, then look at the individual tasks that make it up.`}{" "}
              Each task carries a published research label for how much a large language model, alone or inside ordinary
              software, could take it on or speed it up.
            </p>
            <p>
              Your score (0-100) is the importance-weighted share of your work that is exposed, adjusted by what you
              told us about your own responsibilities. We also show a range — from a cautious to a fast adoption reading
              — so you can see how certain the estimate is.
            </p>
            <p>
              A score measures exposure, not your fate: exposed tasks often change rather than vanish. If you connect
              your own AI key you also get a personal reading, but it can never move the score outside the research
              range.
            </p>
            <p>
              <Link to="/how-it-works" className="font-semibold text-brand-700 hover:underline">
                Read the full method
              </Link>
              {" · "}
              <Link to="/data-sources" className="font-semibold text-brand-700 hover:underline">
                See every data source
              </Link>
            </p>
          </div>
          <div>
            <h3 className="flex items-center gap-2 font-semibold text-ink">
              <BookOpen className="size-4 text-brand-600" aria-hidden /> Sources
            </h3>
            <ul className="mt-3 space-y-2.5 text-sm">
              {SOURCES.map((source) => (
                <li key={source.name} className="rounded-lg border border-line bg-white p-3">
                  <span className="font-medium text-ink">{source.name}</span>
                  <span className="text-muted"> — {source.detail}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

export function PrivacyStatement() {
  return (
    <p className="flex items-start gap-2 text-sm text-muted">
      <Lock className="mt-0.5 size-4 shrink-0 text-risk-low" aria-hidden />
      <span>
        Your resume is processed temporarily for analysis only. It is not stored or shared. Your API key stays in this
        browser tab.
      </span>
    </p>
  );
}
