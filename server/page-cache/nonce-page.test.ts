import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip, prepareNoncePage, type NoncePage } from "./nonce-page";

const PLACEHOLDER = "__NONCE__";

/** The body as one buffer, checking the stated length against the parts. */
function bodyOf(page: NoncePage, nonce: string, gzip: boolean): Buffer {
  const { parts, length } = page.render(nonce, { gzip });
  const body = Buffer.concat(parts);
  expect(body.length).toBe(length);
  return body;
}

function samplePage(): string {
  const filler = Array.from({ length: 400 }, (_, i) => `<p>Paragraph ${i} about tasks, tools and careers.</p>`).join(
    "",
  );
  return `<!doctype html><html><head><script nonce="${PLACEHOLDER}">start()</script></head><body>${filler}<script nonce="${PLACEHOLDER}">window.__ctx={"a":1}</script>ünïcode ✓</body></html>`;
}

describe("a cached page with a fresh nonce per response", () => {
  it("puts the nonce in every place the placeholder stood", () => {
    const html = samplePage();
    const page = prepareNoncePage({ html, placeholder: PLACEHOLDER });
    const body = bodyOf(page, "abc123==", false).toString("utf8");
    expect(body).toBe(html.replaceAll(PLACEHOLDER, "abc123=="));
  });

  it("answers valid gzip that inflates to exactly the page with that nonce", () => {
    const html = samplePage();
    const page = prepareNoncePage({ html, placeholder: PLACEHOLDER });
    for (const nonce of ["n1", "Zm9vYmFyYmF6cXV4MTIzNA==", ""]) {
      const gz = bodyOf(page, nonce, true);
      expect(gunzipSync(gz).toString("utf8")).toBe(html.replaceAll(PLACEHOLDER, nonce));
    }
  });

  it("compresses the page well (the nonce is the only raw part)", () => {
    const html = samplePage();
    const gz = bodyOf(prepareNoncePage({ html, placeholder: PLACEHOLDER }), "Zm9vYmFyYmF6cXV4MTIzNA==", true);
    expect(gz.length).toBeLessThan(Buffer.byteLength(html) / 5);
  });

  it("handles a page that starts or ends with the placeholder, or has none", () => {
    for (const html of [`${PLACEHOLDER}middle${PLACEHOLDER}`, "no placeholder at all", ""]) {
      const gz = bodyOf(prepareNoncePage({ html, placeholder: PLACEHOLDER }), "xyz", true);
      expect(gunzipSync(gz).toString("utf8")).toBe(html.replaceAll(PLACEHOLDER, "xyz"));
    }
  });
});

describe("Accept-Encoding", () => {
  it.each([
    ["gzip, deflate, br", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["*", true],
    ["gzip;q=0", false],
    ["deflate, br", false],
    [undefined, false],
    ["identity", false],
  ])("%s → gzip %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
