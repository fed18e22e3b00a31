import type { JobTaskNote } from "../../../core/job-pages/job-page-view";

const LABEL_TEXT = {
  E1: "Language model alone",
  E2: "With AI tools",
  E0: "Not exposed",
} as const;

function TaskNotes({
  title,
  notes,
  empty,
  testId,
}: {
  title: string;
  notes: JobTaskNote[];
  empty: string;
  testId: string;
}) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <h3 className="font-semibold text-ink">{title}</h3>
      {notes.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      ) : (
        <ul className="mt-2 space-y-2" data-testid={testId}>
          {notes.map((note) => (
            <li
              key={note.id}
              className="flex flex-col gap-1 text-sm sm:flex-row sm:items-start sm:justify-between sm:gap-3"
            >
              <span className="text-ink">{note.activity}</span>
              <span className="self-start rounded-full bg-white px-2 py-0.5 text-xs font-medium text-muted ring-1 ring-line ring-inset sm:shrink-0">
                {LABEL_TEXT[note.label]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The most and least exposed tasks, each named by its O*NET work activity, most important first. */
export function TaskExtremes({ most, least }: { most: JobTaskNote[]; least: JobTaskNote[] }) {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <TaskNotes
        title="Most exposed tasks"
        notes={most}
        empty="None of the labelled tasks is exposed to language models."
        testId="most-exposed"
      />
      <TaskNotes
        title="Least exposed tasks"
        notes={least}
        empty="Every labelled task is exposed to language models in some way."
        testId="least-exposed"
      />
    </div>
  );
}
