import { priorityForScore } from "./risk-priority";
import type { PriorityLabel, TimelineKey } from "./risk-priority";
import { SCENARIO_WORDING } from "./time-outlook";

export type AssessmentTimeline = Partial<Record<TimelineKey, string | null>>;

export interface ActionWindow {
  priority: PriorityLabel;
  timelineKey: TimelineKey;
  /** The duration from the matching timeline entry, e.g. "1-3 years"; null when absent. */
  timeframe: string | null;
  /** Which outlook scenario the timeframe is taken from, e.g. "Conservative timeline (if AI adoption is slow)". */
  scenario: string;
  message: string;
  bullets: [string, string, string];
}

interface ActionWindowCopy {
  message: (timeframe: string | null) => string;
  bullets: readonly [string, string, string];
}

// Our own words. Each message reads correctly with or without a timeframe, because older
// assessments may be missing a timeline entry, and each names its adoption scenario, so the
// window never reads as a different claim from the outlook row it quotes (ADR 025).
const COPY: Record<TimelineKey, ActionWindowCopy> = {
  aggressive: {
    message: (timeframe) =>
      (timeframe
        ? `If AI adoption is fast, roles like yours may change noticeably within ${timeframe}.`
        : "Roles like yours may change sooner than most.") +
      " Starting now gives you the most room to choose your next step.",
    bullets: [
      "Pick one AI tool used in your field and practise with it on real tasks this month",
      "Take on more of the work that needs judgement, relationships or accountability",
      "List two or three adjacent roles where your experience transfers and the skills each needs",
    ],
  },
  median: {
    message: (timeframe) =>
      (timeframe
        ? `At the expected pace of AI adoption, your role is likely to shift over roughly ${timeframe}.`
        : "Expect your role to shift gradually.") + " A steady plan now keeps you ahead of that shift.",
    bullets: [
      "Learn how AI tools handle the routine parts of your work so you can direct them",
      "Deepen the skills that are hardest to replace, such as domain expertise and client trust",
      "Review your plan every 6-12 months and retake this assessment as your role changes",
    ],
  },
  conservative: {
    message: (timeframe) =>
      (timeframe
        ? `Your role looks relatively stable: if AI adoption is slow, substantial change is roughly ${timeframe} away.`
        : "Your role looks relatively stable.") + " Use the time to stay current rather than to worry.",
    bullets: [
      "Keep an eye on new tools in your field and adopt the ones that remove tedious work",
      "Strengthen the interpersonal and hands-on skills that make your work hard to automate",
      "Retake this assessment every 6-12 months to notice changes early",
    ],
  },
};

/** The action window panel: priority by score, its timeline entry, a message and three bullets. */
export function describeActionWindow({
  score,
  timeline,
}: {
  score: number;
  timeline?: AssessmentTimeline | null;
}): ActionWindow {
  const { label, timelineKey } = priorityForScore(score);
  const timeframe = timeline?.[timelineKey]?.trim() || null;
  const copy = COPY[timelineKey];
  const wording = SCENARIO_WORDING[timelineKey];
  return {
    priority: label,
    timelineKey,
    timeframe,
    scenario: `${wording.label} timeline (${wording.condition})`,
    message: copy.message(timeframe),
    bullets: [...copy.bullets],
  };
}
