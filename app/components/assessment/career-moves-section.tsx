import { Signpost } from "lucide-react";
import type { AssessmentView } from "../../../core/assessment/assessment-view";
import { CareerMoveList } from "../career-moves/career-move-list";

/** Where this person could move, with the reasons for each move. */
export function CareerMovesSection({ assessment }: { assessment: AssessmentView }) {
  const { careerPivots, careerMoves } = assessment.recommendations;
  if (careerPivots.length === 0 && !careerMoves) return null;
  return (
    <section aria-labelledby="moves-title" className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-7">
      <h2 id="moves-title" className="flex items-center gap-2 text-xl font-bold tracking-tight text-ink">
        <Signpost className="size-5 text-brand-600" aria-hidden /> Where you could move
      </h2>
      <div className="mt-2">
        <CareerMoveList
          moves={careerPivots}
          context={careerMoves}
          riskScore={assessment.riskScore}
          linkFor={(code) => `/jobs/${code}`}
        />
      </div>
    </section>
  );
}
