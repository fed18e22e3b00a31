import { gaugeColorForLevel, type GaugeColor } from "../assessment-display/risk-priority";

/**
 * The 1200×630 link-preview card as an SVG string: the occupation title, the score with the
 * same ring gauge as the result page, the risk level, and the site name. It takes only what it
 * shows, so a person's name, location or resume text can never reach it. Pure: the server turns
 * it into a PNG with an embedded font (integrations/share-card-png.ts).
 */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;
/** The family name of the font the PNG renderer is given; no other font is used. */
export const SHARE_CARD_FONT_FAMILY = "Inter";

export type ShareCardInput = {
  /** The occupation title (a standard O*NET title, never free text from a resume). */
  title: string;
  /** Null when the job still needs confirming: the gauge is drawn empty, with no number. */
  score: number | null;
  riskLevel: string;
  /** Above the title, e.g. "AI exposure estimate". */
  eyebrow: string;
  /** Under the risk level, e.g. "Replaceability Score". */
  caption: string;
  siteName: string;
};

// The site's palette (app/app.css), as sRGB hex for the renderer.
const COLORS = {
  ink: "#171f2e",
  muted: "#4e5969",
  line: "#dde1e8",
  brand50: "#ebf7ff",
  brand100: "#d4ebff",
  brand700: "#12479d",
  brand800: "#143678",
  white: "#ffffff",
  mark: "#34d399",
} as const;

const GAUGE_STROKES: Record<GaugeColor, string> = {
  green: "#00884b",
  amber: "#c26f00",
  red: "#cc2827",
  grey: COLORS.muted,
};

/** The risk level's text colour, as on the result page's summary card. */
const LEVEL_TEXT: Record<GaugeColor, string> = {
  green: "#00884b",
  amber: "#92400e",
  red: "#cc2827",
  grey: COLORS.ink,
};

const TITLE_MAX_LINES = 3;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * Breaks the title into at most `maxLines` lines of about `maxChars` characters (Inter's bold
 * glyphs average a little over half the font size); an over-long title ends in an ellipsis.
 */
export function wrapTitle({
  title,
  maxChars,
  maxLines = TITLE_MAX_LINES,
}: {
  title: string;
  maxChars: number;
  maxLines?: number;
}): string[] {
  const words = title.replace(/\s+/g, " ").trim().split(" ").filter(Boolean);
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= maxChars || current === "") {
      current = next.length > maxChars ? `${next.slice(0, maxChars - 1)}…` : next;
      continue;
    }
    lines.push(current);
    current = word.length > maxChars ? `${word.slice(0, maxChars - 1)}…` : word;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = `${last.length >= maxChars ? last.slice(0, maxChars - 1) : last}…`;
  return kept;
}

/** Font size and line length by title length: short titles large, long ones smaller. */
function titleLayout(title: string): { fontSize: number; maxChars: number } {
  if (title.length <= 17) return { fontSize: 68, maxChars: 17 };
  if (title.length <= 40) return { fontSize: 58, maxChars: 20 };
  return { fontSize: 48, maxChars: 23 };
}

/** The ring with no score on it, for an assessment whose job still needs confirming. */
function emptyGauge(): string {
  const cx = 930;
  const cy = 300;
  const radius = 158;
  return [
    `<circle cx="${cx}" cy="${cy}" r="${radius + 44}" fill="${COLORS.white}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="${COLORS.line}" stroke-width="30"/>`,
    `<text x="${cx}" y="${cy + 40}" text-anchor="middle" font-size="116" font-weight="700" fill="${COLORS.muted}">?</text>`,
  ].join("");
}

function gauge({ score, color }: { score: number; color: GaugeColor }): string {
  const cx = 930;
  const cy = 300;
  const radius = 158;
  const stroke = 30;
  const circumference = 2 * Math.PI * radius;
  const offset = circumference * (1 - score / 100);
  return [
    `<circle cx="${cx}" cy="${cy}" r="${radius + 44}" fill="${COLORS.white}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="${COLORS.line}" stroke-width="${stroke}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="${GAUGE_STROKES[color]}" stroke-width="${stroke}"`,
    ` stroke-linecap="round" stroke-dasharray="${circumference.toFixed(2)}" stroke-dashoffset="${offset.toFixed(2)}"`,
    ` transform="rotate(-90 ${cx} ${cy})"/>`,
    `<text x="${cx}" y="${cy + 38}" text-anchor="middle" font-size="116" font-weight="700" fill="${COLORS.ink}">${Math.round(score)}</text>`,
    `<text x="${cx}" y="${cy + 84}" text-anchor="middle" font-size="26" font-weight="400" fill="${COLORS.muted}">out of 100</text>`,
  ].join("");
}

function siteMark(): string {
  // The header logo's mark (a small gauge on a brand square), scaled to 56 px.
  return [
    `<g transform="translate(80 64) scale(1.75)">`,
    `<rect width="32" height="32" rx="8" fill="${COLORS.brand800}"/>`,
    `<path d="M9 21a7 7 0 0 1 14 0" fill="none" stroke="${COLORS.white}" stroke-width="2.5" stroke-linecap="round"/>`,
    `<path d="M16 21l4-6" stroke="${COLORS.mark}" stroke-width="2.5" stroke-linecap="round"/>`,
    `<circle cx="16" cy="21" r="1.8" fill="${COLORS.white}"/>`,
    `</g>`,
  ].join("");
}

/**
 * The brand part of the site title ("AI Job Risk: Will AI Replace My Job?" → "AI Job Risk"), cut
 * to fit beside the logo, so a long site_title setting cannot run into the gauge.
 */
export function shortenSiteName(siteTitle: string): string {
  const brand = siteTitle.split(/\s*[:|–—]\s+|\s+-\s+/)[0]?.trim() || siteTitle.trim();
  return wrapTitle({ title: brand, maxChars: 28, maxLines: 1 })[0] ?? "";
}

export function buildShareCardSvg(input: ShareCardInput): string {
  const score =
    input.score === null ? null : Math.max(0, Math.min(100, Number.isFinite(input.score) ? input.score : 0));
  const color = gaugeColorForLevel(input.riskLevel);
  const { fontSize, maxChars } = titleLayout(input.title);
  const lines = wrapTitle({ title: input.title, maxChars });
  const lineHeight = Math.round(fontSize * 1.12);
  const titleTop = 250;
  const titleText = lines
    .map((line, index) => `<tspan x="80" y="${titleTop + index * lineHeight}">${escapeXml(line)}</tspan>`)
    .join("");
  const levelY = titleTop + (lines.length - 1) * lineHeight + 78;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}"`,
    ` viewBox="0 0 ${SHARE_CARD_WIDTH} ${SHARE_CARD_HEIGHT}" font-family="${SHARE_CARD_FONT_FAMILY}">`,
    `<defs><linearGradient id="wash" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${COLORS.brand50}"/><stop offset="1" stop-color="${COLORS.white}"/>`,
    `</linearGradient></defs>`,
    `<rect width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}" fill="url(#wash)"/>`,
    `<rect y="${SHARE_CARD_HEIGHT - 12}" width="${SHARE_CARD_WIDTH}" height="12" fill="${COLORS.brand700}"/>`,
    siteMark(),
    `<text x="156" y="103" font-size="34" font-weight="700" fill="${COLORS.ink}">${escapeXml(shortenSiteName(input.siteName))}</text>`,
    `<text x="80" y="${titleTop - fontSize - 12}" font-size="24" font-weight="600" letter-spacing="2" fill="${COLORS.brand700}">${escapeXml(input.eyebrow.toUpperCase())}</text>`,
    `<text font-size="${fontSize}" font-weight="700" fill="${COLORS.ink}">${titleText}</text>`,
    `<text x="80" y="${levelY}" font-size="44" font-weight="700" fill="${LEVEL_TEXT[color]}">${escapeXml(input.riskLevel)}</text>`,
    `<text x="80" y="${levelY + 44}" font-size="26" font-weight="400" fill="${COLORS.muted}">${escapeXml(input.caption)}</text>`,
    `<text x="80" y="${SHARE_CARD_HEIGHT - 52}" font-size="24" font-weight="600" fill="${COLORS.brand800}">Will AI replace your job? Check yours free.</text>`,
    score === null ? emptyGauge() : gauge({ score, color }),
    `</svg>`,
  ].join("");
}
