import { describe, expect, it } from "vitest";
import { renderSvgToPng } from "./share-card-png";

const frame = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120" font-family="Inter"><rect width="400" height="120" fill="#fff"/>${body}</svg>`;

describe("renderSvgToPng", () => {
  it("renders PNG of the SVG's size", async () => {
    const png = await renderSvgToPng(frame(""));
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([400, 120]);
  });

  it("draws text with the shipped Inter files (without a font, resvg would draw no text at all)", async () => {
    const blank = await renderSvgToPng(frame(""));
    const text = await renderSvgToPng(frame(`<text x="10" y="70" font-size="48" font-weight="700">Accountants</text>`));
    const regular = await renderSvgToPng(
      frame(`<text x="10" y="70" font-size="48" font-weight="400">Accountants</text>`),
    );
    expect(text.length).toBeGreaterThan(blank.length + 500);
    // Bold and regular are different faces, so the two images differ.
    expect(text.equals(regular)).toBe(false);
  });
});
