import { createRequire } from "node:module";
import path from "node:path";
import type { Resvg as ResvgClass, ResvgRenderOptions } from "@resvg/resvg-js";

/**
 * Turns a share card's SVG into a PNG with resvg (a Rust renderer whose binary ships inside its
 * npm package, one package per platform). Text is drawn only with the Inter font files shipped in
 * the @expo-google-fonts/inter package (SIL Open Font License): system fonts are never loaded, so
 * the card looks the same on every machine.
 */
export const SHARE_CARD_FONT_FILES = [
  "400Regular/Inter_400Regular.ttf",
  "600SemiBold/Inter_600SemiBold.ttf",
  "700Bold/Inter_700Bold.ttf",
] as const;

let renderer: Promise<{ Resvg: typeof ResvgClass; options: ResvgRenderOptions }> | null = null;

function resolveFontFiles(): string[] {
  const require = createRequire(import.meta.url);
  const directory = path.dirname(require.resolve("@expo-google-fonts/inter/package.json"));
  return SHARE_CARD_FONT_FILES.map((file) => path.join(directory, file));
}

/** Loaded on the first card, not at start-up. */
function loadRenderer() {
  renderer ??= import("@resvg/resvg-js")
    .then(({ Resvg }) => ({
      Resvg,
      options: {
        font: { fontFiles: resolveFontFiles(), loadSystemFonts: false, defaultFontFamily: "Inter" },
        fitTo: { mode: "original" as const },
        background: "#ffffff",
      },
    }))
    .catch((error: unknown) => {
      renderer = null;
      throw error;
    });
  return renderer;
}

export async function renderSvgToPng(svg: string): Promise<Buffer> {
  const { Resvg, options } = await loadRenderer();
  return new Resvg(svg, options).render().asPng();
}
