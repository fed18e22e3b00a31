import { createHash } from "node:crypto";
import { UNCONFIRMED_MATCH_TEXT } from "../../core/assessment-display/unconfirmed-match-text";
import type { AssessmentView } from "../../core/assessment/assessment-view";
import { buildShareCardSvg, type ShareCardInput } from "../../core/share-card/share-card-svg";
import { renderSvgToPng } from "../../integrations/share-card-png";
import type { OccupationProfileView } from "../../core/job-pages/occupation-profile-view";

/**
 * Link-preview cards (PNG, 1200×630) for result pages and occupation pages. A card is keyed on
 * exactly what it shows (occupation, score, level, site name), so re-picking the occupation makes
 * a new card and an unchanged one is never drawn twice. The cache is bounded and holds only
 * derived images: the routes still check that the assessment exists on every request, so a
 * deleted assessment's card is gone at once on every process; `forgetAssessment` frees its memory.
 */
export type ShareCard = { png: Buffer; etag: string };

/** Bump when the card's design changes, so browsers and caches fetch the new look. */
const CARD_DESIGN_VERSION = 1;
const DEFAULT_MAX_ENTRIES = 300;
export const DEFAULT_SITE_NAME = "AI Job Risk";

export const SHARE_CARD_TEXT = {
  assessmentEyebrow: "AI exposure estimate",
  assessmentCaption: "Replaceability Score",
  occupationEyebrow: "Occupation profile",
  occupationCaption: "For the job title alone, before personal details",
} as const;

export function createShareCardsService({
  maxEntries = DEFAULT_MAX_ENTRIES,
  render = renderSvgToPng,
}: { maxEntries?: number; render?: (svg: string) => Promise<Buffer> } = {}) {
  const cards = new Map<string, Promise<ShareCard>>();
  const keysByAssessment = new Map<string, Set<string>>();

  function makeCard({
    key,
    input,
    beforeRender,
  }: {
    key: string;
    input: ShareCardInput;
    beforeRender?: () => Promise<void>;
  }): Promise<ShareCard> {
    const cached = cards.get(key);
    if (cached) {
      // Least recently used goes first: a hit moves the card to the end.
      cards.delete(key);
      cards.set(key, cached);
      return cached;
    }
    while (cards.size >= maxEntries) {
      const oldest = cards.keys().next().value;
      if (oldest === undefined) break;
      cards.delete(oldest);
    }
    const etag = `"${createHash("sha256").update(key).digest("base64url").slice(0, 27)}"`;
    // A card not yet drawn is counted first (the visitor's render limit): a refusal draws nothing.
    const card = (beforeRender ? beforeRender() : Promise.resolve())
      .then(() => render(buildShareCardSvg(input)))
      .then((png) => ({ png, etag }));
    cards.set(key, card);
    // A failed render is not kept.
    card.catch(() => {
      if (cards.get(key) === card) cards.delete(key);
    });
    return card;
  }

  return {
    /** The result page's card: the matched occupation's title, never the person's own details. */
    assessmentCard({
      view,
      siteName = DEFAULT_SITE_NAME,
      beforeRender,
    }: {
      view: AssessmentView;
      siteName?: string;
      /** Runs before a card not in the cache is drawn (the visitor's render limit). */
      beforeRender?: () => Promise<void>;
    }) {
      // A weak match shows no score until the visitor chooses (ADR 025), nor the top candidate's title.
      const unconfirmed = view.occupation?.needsConfirmation === true;
      const input: ShareCardInput = unconfirmed
        ? {
            title: UNCONFIRMED_MATCH_TEXT.heading,
            score: null,
            riskLevel: UNCONFIRMED_MATCH_TEXT.status,
            eyebrow: SHARE_CARD_TEXT.assessmentEyebrow,
            caption: UNCONFIRMED_MATCH_TEXT.cardCaption,
            siteName,
          }
        : {
            title: view.occupation?.title ?? view.jobTitle,
            score: view.riskScore,
            riskLevel: view.riskLevel,
            eyebrow: SHARE_CARD_TEXT.assessmentEyebrow,
            caption: SHARE_CARD_TEXT.assessmentCaption,
            siteName,
          };
      const key = JSON.stringify([
        CARD_DESIGN_VERSION,
        "assessment",
        view.id,
        view.occupation?.code ?? null,
        input.title,
        input.score,
        input.riskLevel,
        siteName,
      ]);
      const keys = keysByAssessment.get(view.id) ?? new Set<string>();
      keys.add(key);
      keysByAssessment.set(view.id, keys);
      if (keysByAssessment.size > maxEntries * 2) keysByAssessment.clear();
      return makeCard({ key, input, beforeRender });
    },

    /** An occupation page's card: its title-only score and level. */
    occupationCard({
      profile,
      siteName = DEFAULT_SITE_NAME,
      beforeRender,
    }: {
      profile: OccupationProfileView;
      siteName?: string;
      beforeRender?: () => Promise<void>;
    }) {
      const input: ShareCardInput = {
        title: profile.title,
        score: profile.riskScore,
        riskLevel: profile.riskLevel,
        eyebrow: SHARE_CARD_TEXT.occupationEyebrow,
        caption: SHARE_CARD_TEXT.occupationCaption,
        siteName,
      };
      const key = JSON.stringify([
        CARD_DESIGN_VERSION,
        "occupation",
        profile.code,
        input.title,
        input.score,
        input.riskLevel,
        siteName,
      ]);
      return makeCard({ key, input, beforeRender });
    },

    /**
     * Draws one card that is not kept, after start-up, so the first visitor's card does not also
     * pay for loading the renderer and its fonts.
     */
    async warmUp(): Promise<void> {
      await render(
        buildShareCardSvg({
          title: "Warm-up",
          score: 50,
          riskLevel: "Medium",
          eyebrow: SHARE_CARD_TEXT.occupationEyebrow,
          caption: SHARE_CARD_TEXT.occupationCaption,
          siteName: DEFAULT_SITE_NAME,
        }),
      );
    },

    /** Drops a deleted assessment's cards from memory. */
    forgetAssessment(assessmentId: string): void {
      for (const key of keysByAssessment.get(assessmentId) ?? []) cards.delete(key);
      keysByAssessment.delete(assessmentId);
    },

    get size(): number {
      return cards.size;
    },
  };
}

export type ShareCardsService = ReturnType<typeof createShareCardsService>;
