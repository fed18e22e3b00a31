import { Link } from "react-router";
import type { CareerMovesContext, CareerPivot } from "../../../core/assessment/assessment-view";
import {
  describeCareerMove,
  describeMovesContext,
  type MoveAudience,
} from "../../../core/assessment-display/career-move-text";
import { labelUsSourceMentions } from "../../../core/assessment-display/us-figure-labels";

/**
 * Career moves as cards, each with the reasons a visitor can check: what carries over, pay, what it
 * takes, outlook and exposure. Shared by the result page and the occupation pages.
 */
export function CareerMoveList({
  moves,
  context,
  riskScore,
  linkFor,
  audience = "visitor",
  testId = "career-moves",
}: {
  moves: readonly CareerPivot[];
  context: CareerMovesContext | undefined;
  riskScore: number;
  /** The page of a move's occupation, when it has one. */
  linkFor?: (code: string) => string | null;
  audience?: MoveAudience;
  testId?: string;
}) {
  const note = describeMovesContext({ context, riskScore, moveCount: moves.length, audience });
  return (
    <div>
      {note ? (
        <p className="text-sm text-muted" data-testid={`${testId}-note`}>
          {labelUsSourceMentions(note)}
        </p>
      ) : null}
      {moves.length > 0 ? (
        <ul className="mt-4 grid gap-3 lg:grid-cols-2" data-testid={testId}>
          {moves.map((move) => (
            <CareerMoveCard
              key={move.code ?? move.title}
              move={move}
              href={move.code ? linkFor?.(move.code) : null}
              audience={audience}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function CareerMoveCard({
  move,
  href,
  audience,
}: {
  move: CareerPivot;
  href: string | null | undefined;
  audience: MoveAudience;
}) {
  const text = describeCareerMove(move, audience);
  const why = text.facts.find((fact) => fact.label === "Why this move")?.text;
  const facts = text.facts.filter((fact) => fact.label !== "Why this move");
  return (
    <li className="rounded-xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5">
        <h3 className="mr-1 font-semibold text-ink">
          {href ? (
            <Link to={href} className="underline-offset-4 hover:text-brand-800 hover:underline">
              {text.title}
            </Link>
          ) : (
            text.title
          )}
        </h3>
        {text.kindLabel ? (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
            {text.kindLabel}
          </span>
        ) : null}
        {text.tier ? (
          <span className="rounded-full border border-line px-2 py-0.5 text-xs font-medium text-muted">
            {text.tier}
          </span>
        ) : null}
        {text.caveats.map((caveat) => (
          <span key={caveat} className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {caveat}
          </span>
        ))}
      </div>
      {why ? <p className="mt-2 text-sm text-ink">{why}</p> : null}
      <dl className="mt-3 space-y-1.5 text-sm">
        {facts.map((fact) => (
          <div key={fact.label} className="grid gap-x-3 sm:grid-cols-[10rem_1fr]">
            <dt className="font-medium text-muted">{fact.label}</dt>
            <dd className="text-ink">{fact.text}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
