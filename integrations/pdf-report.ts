import type PDFKit from "pdfkit";
import { describeCareerMove, describeMovesContext } from "../core/assessment-display/career-move-text";
import { formatHeaderLine } from "../core/assessment-display/format-header-line";
import { priorityForScore } from "../core/assessment-display/risk-priority";
import { buildTimeOutlook, describeTodayAndOutlook } from "../core/assessment-display/time-outlook";
import { summaryParagraph } from "../core/assessment-display/summary-paragraph";
import { describeUnconfirmedMatch, UNCONFIRMED_MATCH_TEXT } from "../core/assessment-display/unconfirmed-match-text";
import type { AssessmentView } from "../core/assessment/assessment-view";
import { readPreparedForName } from "../core/assessment/public-assessment-view";
import { describeInternationalLines } from "../core/assessment-display/international-lines";
import {
  labelUsEarning,
  labelUsSourceFigure,
  labelUsSourceMentions,
} from "../core/assessment-display/us-figure-labels";
import { describeUsFiguresNote } from "../core/assessment-display/us-figures-note";
import { findCountry } from "../core/countries/countries";
import { describeSourceFigure, formatNumberSpec } from "../core/number-format/format-number";

/**
 * The downloadable report (pdfkit, built-in Helvetica so no font files are read): gauge and
 * level, header line, summary, timeline, risk factors, recommendations, pivots, services,
 * the matched occupation, sources, and the note that this is an exposure estimate, not a forecast.
 */
const COLORS = {
  brand: "#1d4ed8",
  ink: "#0f172a",
  muted: "#475569",
  line: "#e2e8f0",
  surface: "#f8fafc",
  low: "#16a34a",
  medium: "#d97706",
  high: "#dc2626",
  grey: "#94a3b8",
};

/** The closing note: what the score is (and is not), and what happened to the visitor's input. */
export const REPORT_NOTE =
  "This is an exposure estimate, not a forecast: it measures how exposed the described work is to AI tools, " +
  "drawn from published task-level research, and does not predict that you will lose your job. " +
  "What you gave us was processed for this analysis only; your resume text and file were not stored.";

const PAGE = { margin: 50, width: 595.28, height: 841.89 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

export async function renderAssessmentReport({ view }: { view: AssessmentView }): Promise<Buffer> {
  // Loaded on the first report, not at start-up (the PDF library takes ~150 ms to load).
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE.margin,
    info: {
      Title: toPdfText(`AI Job Risk report: ${view.jobTitle}`),
      Author: "AI Job Risk",
      Subject: "Career Automation Impact Analysis",
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  drawHeader(doc, view);
  if (view.occupation?.needsConfirmation) {
    // A weak match is not scored anywhere before the visitor chooses (ADR 025).
    drawUnconfirmed(doc, view);
  } else {
    drawSummary(doc, view);
    drawTimeline(doc, view);
    drawRiskFactors(doc, view);
    drawRecommendations(doc, view);
    drawOccupation(doc, view);
  }
  drawNote(doc);

  doc.end();
  return finished;
}

type Doc = InstanceType<typeof PDFKit>;

function levelColor(level: string): string {
  if (level === "Low Risk") return COLORS.low;
  if (level === "Medium Risk") return COLORS.medium;
  if (level === "High Risk") return COLORS.high;
  return COLORS.grey;
}

function drawHeader(doc: Doc, view: AssessmentView) {
  doc.rect(0, 0, PAGE.width, 86).fill(COLORS.brand);
  doc
    .fillColor("#ffffff")
    .font("Helvetica-Bold")
    .fontSize(20)
    .text("Career Automation Impact Analysis", PAGE.margin, 26);
  doc
    .font("Helvetica")
    .fontSize(10)
    .text(toPdfText(formatHeaderLine({ assessment: view })), PAGE.margin, 54);
  doc.y = 110;
  const extras: string[] = [];
  // Only the owner's own view carries a name (ADR 021); the public report has no such line.
  const name = readPreparedForName(view);
  if (name) extras.push(`Prepared for ${name}`);
  if (view.certifications.length > 0) extras.push(`Certifications: ${view.certifications.slice(0, 3).join(", ")}`);
  if (view.personalInfo.location) extras.push(`Location: ${view.personalInfo.location}`);
  if (extras.length > 0) {
    doc
      .fillColor(COLORS.muted)
      .fontSize(9)
      .text(toPdfText(extras.join("   |   ")), PAGE.margin, 96, { width: CONTENT_WIDTH });
    doc.y = 116;
  }
}

function drawGauge(
  doc: Doc,
  { x, y, radius, score, color }: { x: number; y: number; radius: number; score: number; color: string },
) {
  const point = (fraction: number) => {
    const angle = Math.PI * (1 - fraction);
    return { px: x + radius * Math.cos(angle), py: y - radius * Math.sin(angle) };
  };
  const start = point(0);
  const end = point(1);
  doc.lineWidth(14).lineCap("round");
  doc.path(`M ${start.px} ${start.py} A ${radius} ${radius} 0 0 1 ${end.px} ${end.py}`).stroke(COLORS.line);
  const clamped = Math.max(0.01, Math.min(1, score / 100));
  const tip = point(clamped);
  doc.path(`M ${start.px} ${start.py} A ${radius} ${radius} 0 0 1 ${tip.px} ${tip.py}`).stroke(color);
  doc.lineCap("butt").lineWidth(1);
  doc
    .fillColor(COLORS.ink)
    .font("Helvetica-Bold")
    .fontSize(30)
    .text(String(score), x - radius, y - 34, { width: 2 * radius, align: "center" });
  doc
    .font("Helvetica")
    .fontSize(8)
    .fillColor(COLORS.muted)
    .text("out of 100", x - radius, y - 2, { width: 2 * radius, align: "center" });
}

function drawSummary(doc: Doc, view: AssessmentView) {
  const top = doc.y + 6;
  const color = levelColor(view.riskLevel);
  doc.roundedRect(PAGE.margin, top, CONTENT_WIDTH, 150, 8).fillAndStroke(COLORS.surface, COLORS.line);
  drawGauge(doc, { x: PAGE.margin + 85, y: top + 100, radius: 58, score: view.riskScore, color });
  doc
    .font("Helvetica-Bold")
    .fontSize(13)
    .fillColor(color)
    .text(view.riskLevel, PAGE.margin + 10, top + 112, { width: 150, align: "center" });
  doc
    .font("Helvetica")
    .fontSize(8)
    .fillColor(COLORS.muted)
    .text("Replaceability Score", PAGE.margin + 10, top + 130, { width: 150, align: "center" });

  const textX = PAGE.margin + 180;
  const textWidth = CONTENT_WIDTH - 195;
  const priority = priorityForScore(view.riskScore);
  doc
    .font("Helvetica-Bold")
    .fontSize(9)
    .fillColor(color)
    .text(priority.label, textX, top + 16, { width: textWidth });
  const summary = view.aiReading?.summary
    ? view.aiReading.summary
    : summaryParagraph({ score: view.riskScore, jobTitle: view.jobTitle });
  doc
    .font("Helvetica")
    .fontSize(9.5)
    .fillColor(COLORS.ink)
    .text(toPdfText(summary), textX, top + 32, { width: textWidth, height: 110, ellipsis: true });
  doc
    .fontSize(8)
    .fillColor(COLORS.muted)
    .text(
      toPdfText(
        describeTodayAndOutlook(buildTimeOutlook({ score: view.riskScore, band: view.band, timeline: view.timeline })),
      ),
      textX,
      top + 134,
      { width: textWidth },
    );
  doc.y = top + 166;
}

/** In place of the score: the job needs confirming, and the candidates to choose from (no scores). */
function drawUnconfirmed(doc: Doc, view: AssessmentView) {
  const top = doc.y + 6;
  const textWidth = CONTENT_WIDTH - 40;
  doc.roundedRect(PAGE.margin, top, CONTENT_WIDTH, 110, 8).fillAndStroke(COLORS.surface, COLORS.line);
  doc
    .font("Helvetica-Bold")
    .fontSize(16)
    .fillColor(COLORS.ink)
    .text(UNCONFIRMED_MATCH_TEXT.heading, PAGE.margin + 20, top + 18, { width: textWidth });
  doc
    .font("Helvetica-Bold")
    .fontSize(10)
    .fillColor(COLORS.brand)
    .text(UNCONFIRMED_MATCH_TEXT.status, PAGE.margin + 20, top + 42, { width: textWidth });
  doc
    .font("Helvetica")
    .fontSize(9.5)
    .fillColor(COLORS.ink)
    .text(toPdfText(describeUnconfirmedMatch(view.jobTitle)), PAGE.margin + 20, top + 60, {
      width: textWidth,
      height: 44,
      ellipsis: true,
    });
  doc.y = top + 118;
  const occupation = view.occupation;
  const candidates =
    occupation?.candidates ??
    (occupation
      ? [occupation, ...occupation.alternatives.slice(0, 4)].map((c) => ({ title: c.title, description: "" }))
      : []);
  if (candidates.length > 0) {
    sectionTitle(doc, UNCONFIRMED_MATCH_TEXT.candidatesHeading);
    bulletList(
      doc,
      candidates.map((c) => (c.description ? { title: c.title, detail: c.description } : { title: c.title })),
    );
  }
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(COLORS.muted)
    .text(toPdfText(UNCONFIRMED_MATCH_TEXT.howToChoose), PAGE.margin, doc.y + 6, { width: CONTENT_WIDTH });
}

function sectionTitle(doc: Doc, title: string) {
  ensureSpace(doc, 60);
  doc.moveDown(0.6);
  doc
    .font("Helvetica-Bold")
    .fontSize(13)
    .fillColor(COLORS.brand)
    .text(title, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  const y = doc.y + 3;
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.margin + CONTENT_WIDTH, y)
    .lineWidth(0.7)
    .stroke(COLORS.line);
  doc.y = y + 8;
}

function ensureSpace(doc: Doc, needed: number) {
  if (doc.y + needed > PAGE.height - PAGE.margin) doc.addPage();
}

function drawTimeline(doc: Doc, view: AssessmentView) {
  sectionTitle(doc, "Timeline");
  const outlook = buildTimeOutlook({ score: view.riskScore, band: view.band, timeline: view.timeline });
  const highlighted = outlook.actionKey;
  const columns = [...outlook.scenarios].reverse().map((scenario) => ({
    key: scenario.key,
    label: `${scenario.label} (${scenario.adoption} adoption)`,
    score: scenario.scoreIn10Years,
  }));
  const top = doc.y;
  const width = (CONTENT_WIDTH - 20) / 3;
  columns.forEach((column, i) => {
    const x = PAGE.margin + i * (width + 10);
    const active = column.key === highlighted;
    doc
      .roundedRect(x, top, width, 66, 6)
      .fillAndStroke(active ? "#eff6ff" : COLORS.surface, active ? COLORS.brand : COLORS.line);
    doc
      .font("Helvetica")
      .fontSize(8.5)
      .fillColor(COLORS.muted)
      .text(column.label, x, top + 10, { width, align: "center" });
    doc
      .font("Helvetica-Bold")
      .fontSize(13)
      .fillColor(COLORS.ink)
      .text(toPdfText(view.timeline[column.key] ?? "-"), x, top + 26, { width, align: "center" });
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(`Exposure in 10 years: ${column.score}/100`, x, top + 46, { width, align: "center" });
  });
  doc.y = top + 74;
}

function bulletList(doc: Doc, items: { title: string; detail?: string }[]) {
  for (const item of items) {
    ensureSpace(doc, 36);
    const y = doc.y;
    doc.circle(PAGE.margin + 4, y + 5, 2).fill(COLORS.brand);
    doc
      .font("Helvetica-Bold")
      .fontSize(10)
      .fillColor(COLORS.ink)
      .text(toPdfText(item.title), PAGE.margin + 14, y, { width: CONTENT_WIDTH - 14 });
    if (item.detail) {
      doc
        .font("Helvetica")
        .fontSize(9)
        .fillColor(COLORS.muted)
        .text(toPdfText(item.detail), PAGE.margin + 14, doc.y + 1, { width: CONTENT_WIDTH - 14 });
    }
    doc.y += 5;
  }
}

function drawRiskFactors(doc: Doc, view: AssessmentView) {
  sectionTitle(doc, "Risk factors");
  const factors = [...view.riskFactors, ...(view.aiReading?.riskFactors ?? [])];
  if (factors.length === 0) {
    doc.font("Helvetica").fontSize(9.5).fillColor(COLORS.muted).text("No specific risk factors were identified.");
    return;
  }
  bulletList(
    doc,
    factors.slice(0, 10).map((f) => ({
      title: f.exposure === undefined ? f.name : `${f.name} (exposure ${f.exposure}/100)`,
      detail: f.description,
    })),
  );
}

function drawRecommendations(doc: Doc, view: AssessmentView) {
  const { skills, careerPivots, services } = view.recommendations;
  sectionTitle(doc, "Recommended skills");
  if (skills.length === 0)
    doc.font("Helvetica").fontSize(9.5).fillColor(COLORS.muted).text("No skill recommendations.");
  bulletList(
    doc,
    skills.map((s) => ({ title: `${s.name}  -  ${s.impact} impact, ${s.duration}`, detail: s.reason })),
  );
  if (view.aiReading && view.aiReading.recommendations.length > 0) {
    sectionTitle(doc, "Personal next steps");
    bulletList(
      doc,
      view.aiReading.recommendations.map((r) => ({ title: r })),
    );
  }
  // The heading, its note and the first move stay together; so do the lines of each move.
  ensureSpace(doc, 170);
  sectionTitle(doc, "Career moves");
  drawUsFiguresNote(doc, view);
  const note = describeMovesContext({
    context: view.recommendations.careerMoves,
    riskScore: view.riskScore,
    moveCount: careerPivots.length,
  });
  if (note || careerPivots.length === 0) {
    doc
      .font("Helvetica")
      .fontSize(9.5)
      .fillColor(COLORS.muted)
      .text(toPdfText(labelUsSourceMentions(note ?? "No career move passed our checks.")), {
        width: CONTENT_WIDTH,
      });
    doc.moveDown(0.4);
  }
  for (const move of careerPivots) {
    // The move's words label US figures themselves (ADR 034): "Pay (US)", US$ amounts, "in the US".
    const text = describeCareerMove(move);
    ensureSpace(doc, 24 + 12 * text.facts.length);
    bulletList(doc, [
      {
        title: [text.title, text.kindLabel, text.tier, ...text.caveats.map((caveat) => caveat.toUpperCase())]
          .filter(Boolean)
          .join("  -  "),
        detail: text.facts.map((fact) => `${fact.label}: ${fact.text}`).join("\n"),
      },
    ]);
  }
  sectionTitle(doc, "Services you could offer");
  if (services.length === 0)
    doc.font("Helvetica").fontSize(9.5).fillColor(COLORS.muted).text("No service ideas for this occupation.");
  bulletList(
    doc,
    services.map((s) => ({
      title: `${s.name}  -  ${labelUsEarning(s.earning)} per hour`,
      detail: s.basis ?? "Estimate.",
    })),
  );
}

function drawOccupation(doc: Doc, view: AssessmentView) {
  sectionTitle(doc, "How we scored it");
  if (view.occupation) {
    doc
      .font("Helvetica")
      .fontSize(9.5)
      .fillColor(COLORS.ink)
      .text(toPdfText(`Matched occupation: ${view.occupation.title} (O*NET-SOC ${view.occupation.code}).`), {
        width: CONTENT_WIDTH,
      });
    doc.moveDown(0.4);
  }
  const international = describeInternationalLines({ view });
  if (international.length > 0) {
    doc
      .font("Helvetica")
      .fontSize(9.5)
      .fillColor(COLORS.ink)
      .text(toPdfText(international.join("\n")), { width: CONTENT_WIDTH });
    doc.moveDown(0.4);
  }
  if (view.sources.length > 0) {
    bulletList(
      doc,
      view.sources
        .map(labelUsSourceFigure)
        .map((s) => ({ title: s.name, detail: `${s.figure}: ${writeSourceValue(s)}` })),
    );
  }
}

/** A BLS figure as the page writes it ("US$97,550"); the research figures as stored. */
function writeSourceValue(source: { id: string; value: string }): string {
  const spec = source.id.startsWith("bls-") ? describeSourceFigure(source) : null;
  return spec ? formatNumberSpec({ spec }) : source.value;
}

/** Which figures are American, addressed to the visitor when their own report says where they work. */
function drawUsFiguresNote(doc: Doc, view: AssessmentView) {
  const note = describeUsFiguresNote({ country: view.country ? findCountry(view.country) : null });
  doc
    .font("Helvetica-Bold")
    .fontSize(9)
    .fillColor(COLORS.ink)
    .text(toPdfText(note.heading), { width: CONTENT_WIDTH, continued: true })
    .font("Helvetica")
    .text(toPdfText(` ${note.text}`), { width: CONTENT_WIDTH });
  doc.moveDown(0.4);
}

function drawNote(doc: Doc) {
  ensureSpace(doc, 70);
  doc.moveDown(0.8);
  const top = doc.y;
  doc.roundedRect(PAGE.margin, top, CONTENT_WIDTH, 52, 6).fillAndStroke("#fffbeb", "#fde68a");
  doc
    .font("Helvetica")
    .fontSize(8.5)
    .fillColor(COLORS.ink)
    .text(REPORT_NOTE, PAGE.margin + 10, top + 10, { width: CONTENT_WIDTH - 20 });
  doc.y = top + 60;
}

/** Built-in PDF fonts cover Latin-1 only: spell out the Greek letters and drop what cannot be shown. */
export function toPdfText(text: string): string {
  return text
    .replace(/α/g, "alpha")
    .replace(/β/g, "beta")
    .replace(/γ/g, "gamma")
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/…/g, "...")
    .replace(/[–—−]/g, "-")
    .replace(/ → /g, " to ")
    .replace(/→/g, "->")
    .replace(/[^\t\n\r\u0020-\u007e\u00a0-\u00ff]/g, "");
}
