/**
 * Demo blog posts for the first-start seed and for tests: three published posts and one draft.
 * All text is original. Published posts are 600–1,000 words of Markdown with headings and lists;
 * meta titles are 30–60 characters and meta descriptions 120–160 (content-and-cms.md §9).
 */

import type { SeedPost } from "../seed";

export type DemoPost = SeedPost & { status: "published" | "draft" };

const readAnExposureScore = `Few questions are as personal as "will AI replace my job?" It touches income, identity and plans for the years ahead. A single number cannot settle it, but a well-built score can make the question smaller and easier to act on. This guide explains what an AI exposure score measures, what it leaves out, and how to use yours.

## What the score measures

An exposure score estimates how much of the work in your occupation an AI system could help with or take over. It is built from tasks. Researchers have listed the tasks of hundreds of occupations, such as "prepare financial reports", "answer customer questions" or "inspect electrical wiring", and rated how far a capable language model, alone or with extra software around it, could speed each one up.

When we assess your job, we:

- match it to a standard occupation in the O*NET-SOC classification;
- look up how exposed each of that occupation's tasks is;
- combine those ratings into a band with a lower and an upper reading;
- adjust within capped limits for your experience and skills.

The result is a number from 0 to 100. Under 30 is Low Risk, 30 to 69 is Medium Risk, and 70 or more is High Risk.

## What it does not measure

A high score does not mean you will be made redundant. It means a large share of your tasks could be done faster or differently with AI. What happens next depends on things no task list can capture:

- **Demand.** If AI makes a service cheaper, people may buy more of it, and the work can grow rather than shrink.
- **Cost and effort.** Building, checking and maintaining AI tools costs money. Many tasks that could be automated are not worth automating yet.
- **Rules and trust.** Regulation, liability and customer expectations slow change in fields such as health, law and finance.
- **Choices.** Employers decide whether to use saved time to cut jobs, raise quality or take on new work.

A low score is not a guarantee either. It says that today's AI is a weak fit for your tasks. Physical automation, economic cycles and changes in your industry can still affect your role. That is why we show physical automation as a separate figure.

## Why we show a band

Researchers do not agree on exactly how exposed each task is, and the answer depends on whether you count only what a model can do on its own or also what becomes possible once software is built around it. So we show a range.

The lower end counts only tasks a language model could speed up directly. The upper end also counts tasks that need extra tools. Our central estimate sits between the two. If you add your own AI key, a model reads your profile and gives a personal reading, but it can only place your score inside that band.

## How to read your result

Start with the occupation we matched. If it does not look like your real job, the score will not fit either. Try again with a clearer description of your responsibilities.

Then look at the factors behind the score. They tell you which kinds of tasks drive your exposure. Two people with the same title can face very different futures if one spends most of the day drafting documents and the other spends it with clients.

Finally, read the timeline as a planning horizon, not a deadline. A shorter timeline means it is worth starting sooner.

## Turning the score into a plan

A score is only useful if it changes what you do. Here are practical next steps for each level.

### Low Risk (under 30)

- Keep building the skills that make your work hard to automate.
- Learn enough about AI tools to use them for paperwork and research.
- Retake the assessment in 6 to 12 months.

### Medium Risk (30 to 69)

- List your weekly tasks and mark which ones AI already helps with.
- Become the person on your team who uses those tools well and checks their output.
- Move some of your time toward tasks that need judgment, relationships or hands-on work.

### High Risk (70 or more)

- Do not panic, but do start now. You probably have more time than headlines suggest.
- Look for roles next to yours that reuse your knowledge with less exposed tasks.
- Pick one new skill and build a small, visible project with it within three months.

## The bottom line

An exposure score is a lens, not a verdict. It helps you see which parts of your work are changing, so you can decide where to put your effort. Read it together with what you know about your employer, your industry and yourself, and check it again as the technology moves.
`;

const tasksNotJobs = `Headlines about AI and work often quote a single striking figure: a percentage of jobs "at risk". Behind most serious research, though, is a quieter idea. Jobs are bundles of tasks, and technology changes tasks one at a time. Understanding this makes the numbers far easier to interpret.

## From occupations to tasks

Early studies of automation tended to rate whole occupations. Experts looked at a job and judged how likely it was to be computerized, and the judgments were scaled up to the whole economy. The best known of these, by Frey and Osborne in 2013, produced widely quoted figures and started a public debate.

The weakness of that approach is that it treats a job as a single unit. A bookkeeper's work includes entering transactions, which software handles well, and explaining a cash-flow problem to a worried business owner, which it handles less well. Rating the whole job hides that difference.

Task-level research starts from detailed descriptions of work. The O*NET database, maintained for the US Department of Labor, lists the tasks and activities of hundreds of occupations. Researchers rate each task, then add the ratings up for each occupation.

## What the main studies measure

Different studies ask slightly different questions, which is why we read them side by side.

- **Technical exposure.** Eloundou and colleagues, in "GPTs are GPTs", rated whether a large language model could cut the time needed for each task substantially, either on its own or with extra software built around it.
- **Ability overlap.** The AI Occupational Exposure measure by Felten, Raj and Seamans links progress in AI applications to the human abilities each occupation relies on.
- **Observed use.** Microsoft's "Working with AI" study and the Anthropic Economic Index look at what people actually ask AI assistants to do, and map those requests to tasks. This shows where exposure is already turning into everyday practice.
- **A global view.** The International Labour Organization's 2025 index rates occupational exposure to generative AI for use across countries.

None of these measures predicts job losses directly. They describe how much of the work AI could touch.

## Exposure is not replacement

The same exposed task can lead to very different outcomes.

1. **Automation.** The task is handed to software and the person stops doing it.
2. **Augmentation.** The person still does the task but faster or better, with AI as a tool.
3. **Reinvention.** The task changes so much that new work appears around it, such as checking AI output or designing how a tool is used.

Studies of real usage suggest that augmentation is at least as common as full automation for many kinds of work. Whether a team shrinks, grows or simply changes shape depends on demand for its output and on how the organization uses the time it saves.

## Why a band is more honest than a point

Task ratings involve judgment. Raters may disagree, and the answer changes depending on whether you assume extra tools will be built. That is why we report a band for each occupation:

- the lower reading counts tasks a language model could speed up on its own;
- the upper reading also counts tasks that need additional software;
- our central estimate sits between them.

Your experience and skills move the score within capped limits. An optional AI reading can refine it further, but never outside the band.

## What this means for you

Thinking in tasks gives you something to work with. Instead of asking whether your job will survive, you can ask better questions:

- Which of my tasks take the most time, and how exposed is each?
- Which tasks rely on judgment, trust or physical presence?
- Could I spend more of my week on those?
- Which AI tools could take the tedious parts off my plate?

These questions have practical answers, and they are the ones our assessment is designed to help with.

## Limits to keep in mind

Task research mostly describes US occupations and AI systems from a particular moment. Tools improve, rules change and every workplace is different. Treat any exposure figure, including ours, as a starting point for your own judgment, and check it again in six to twelve months.
`;

const fiveSkills = `When a technology changes quickly, it is tempting to chase whatever skill is in fashion this month. A steadier approach is to ask which abilities stay valuable however the tools change. Task-level research on AI exposure gives useful clues. The tasks least exposed to AI tend to share a few features, and those features point to five skills worth investing in.

## 1. Judgment under uncertainty

AI systems are good at producing plausible answers. They are much less reliable at knowing when an answer is wrong, or which of several reasonable options fits a messy real situation. Deciding what to do when information is incomplete, the stakes are real and someone has to be accountable remains a human job.

How to build it:

- Volunteer for decisions that carry responsibility, even small ones.
- Write down your reasoning before a decision and review it later.
- Practice spotting errors in AI output in your own field.

## 2. Working with people

Tasks that involve persuading, negotiating, caring, teaching or resolving conflict rate low for AI exposure. These tasks depend on trust, reading emotions and sharing responsibility. A model can draft the email; it cannot sit with an upset client and rebuild the relationship.

How to build it:

- Take on work that puts you in front of customers, patients or colleagues.
- Learn the basics of coaching and giving feedback.
- Seek roles where you coordinate people rather than only produce documents.

## 3. Hands-on expertise

Physical tasks in unpredictable settings, such as repairing equipment, building, caring for patients or working outdoors, are among the least exposed to generative AI. Physical automation advances too, but far more slowly in messy, varied environments than in a controlled factory.

How to build it:

- If your work is entirely on screen, look for ways to add practical, on-site responsibilities.
- Consider certifications in trades, technical maintenance or clinical skills.
- Combine hands-on skills with digital ones, for example a technician who can diagnose faults from sensor data.

## 4. Directing and checking AI

The people who benefit most from AI are often those who use it well. That means knowing what to ask, breaking a problem into steps a tool can help with, checking the result and taking responsibility for the final product. It is a skill in its own right, and it transfers across jobs.

How to build it:

- Use an AI assistant for one real task each week and compare its work with your own.
- Keep a short list of the mistakes it makes in your field.
- Learn how the tools handle data, so you know what is safe to share.

## 5. Learning how to learn

The half-life of specific software skills is getting shorter. The ability to pick up a new tool, field or role quickly is what ties the other four skills together. People who learn steadily find it easier to move when their role changes.

How to build it:

- Set aside a small, regular block of time for learning, even an hour a week.
- Learn by doing: finish small projects rather than collecting courses.
- Explain what you have learned to someone else. Teaching exposes gaps.

## Putting the skills together

These skills reinforce each other. A nurse who uses AI to prepare handover notes, checks them carefully and spends the saved time with patients combines all five. So does an accountant who lets software reconcile accounts while she advises clients on difficult decisions.

A useful exercise is to look at your own week:

1. List the tasks you spend the most time on.
2. Mark which of the five skills each one uses.
3. Pick one skill that is under-used and find one way to use it more in the next month.

## A note on timing

None of these skills is built in a weekend, and none will make a role immune to change. What they do is widen your options. If your assessment shows high exposure, start with the skill closest to your current work, because it is the quickest to show results. If your score is low, use the time to learn to work with AI before it reaches your tasks.

Retake your assessment in six to twelve months to see how your profile has moved. The aim is not a perfect score. It is a career that can adapt as the tools do.
`;

const ninetyDayPlan = `*Draft: outline for review.*

If your assessment shows a high exposure score, the most useful response is a short, concrete plan. This post will set out a 90-day plan in three stages.

## Days 1 to 30: understand your tasks

- List the tasks that fill your working week.
- Mark which ones AI tools already help with in your field.
- Talk to two people in roles next to yours about how their work is changing.

## Days 31 to 60: build one skill

- Choose one skill that uses your experience and is less exposed.
- Take a short, practical course.
- Start a small project you can show to others.

## Days 61 to 90: make it visible

- Share the project with your manager or network.
- Update your resume with the new skill and the results.
- Retake the assessment with your updated profile.

To do before publishing: add examples for three occupations and a checklist readers can download.
`;

export const demoPosts: readonly DemoPost[] = [
  {
    title: "Will AI Replace My Job? How to Read an Exposure Score",
    slug: "will-ai-replace-my-job-how-to-read-an-exposure-score",
    excerpt:
      "An AI exposure score is not a verdict on your future. Here is what it measures, what it leaves out, and how to turn your result into a practical plan.",
    content: readAnExposureScore,
    metaTitle: "Will AI Replace My Job? How to Read Your Score",
    metaDescription:
      "What an AI exposure score measures, what it leaves out, why we show a band, and practical next steps for low, medium and high results.",
    keywords: ["will AI replace my job", "AI exposure score", "automation risk assessment", "job security AI"],
    status: "published",
    publishedAt: "2025-01-14T09:00:00.000Z",
  },
  {
    title: "Tasks, Not Jobs: What the Research Actually Measures",
    slug: "tasks-not-jobs-what-the-research-measures",
    excerpt:
      "Serious research on AI and work starts from tasks, not job titles. A plain guide to what the main studies measure and why exposure is not the same as replacement.",
    content: tasksNotJobs,
    metaTitle: "Tasks, Not Jobs: What AI Exposure Research Measures",
    metaDescription:
      "Why studies of AI and work rate tasks rather than whole jobs, what the main exposure measures capture, and why exposure is not the same as replacement.",
    keywords: ["AI job displacement", "future of work", "task-level research", "career automation impact"],
    status: "published",
    publishedAt: "2025-02-04T09:00:00.000Z",
  },
  {
    title: "Five Skills That Age Well Next to AI",
    slug: "five-skills-that-age-well-next-to-ai",
    excerpt:
      "Which abilities keep their value however AI tools change? Task-level research points to five, each with practical ways to build it.",
    content: fiveSkills,
    metaTitle: "Five Skills That Age Well Next to AI",
    metaDescription:
      "Five skills that stay valuable as AI spreads: judgment, working with people, hands-on expertise, directing AI and learning fast, with ways to build each.",
    keywords: ["future proof skills", "AI proof careers", "future of work", "career skills"],
    status: "published",
    publishedAt: "2025-03-11T09:00:00.000Z",
  },
  {
    title: "A 90-Day Plan If Your AI Exposure Score Is High",
    slug: "90-day-plan-if-your-ai-exposure-score-is-high",
    excerpt:
      "A short, concrete plan for the three months after a high exposure score: understand your tasks, build one skill, and make it visible.",
    content: ninetyDayPlan,
    metaTitle: "A 90-Day Plan for a High AI Exposure Score",
    metaDescription:
      "A practical three-stage plan for the 90 days after a high AI exposure score: map your tasks, build one less exposed skill, and make your progress visible.",
    keywords: ["career change", "AI job displacement", "reskilling"],
    status: "draft",
    publishedAt: null,
  },
];
