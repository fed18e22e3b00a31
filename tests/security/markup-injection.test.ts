import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderMarkdown } from "../../core/content/render-markdown";
import { asStaff, openStaffApp } from "../api/cms-staff-session";
import type { TestApp } from "../helpers/test-app";

/**
 * Script smuggled through content: Markdown that staff or contributors write, and SVG files in the
 * media library (threat model: docs/decisions/020-threat-model.md). A phished editor account or an
 * approval submission must not be able to run script in a visitor's browser.
 */
const markdownPayloads: [string, string][] = [
  ["a raw script tag", "<script>alert(1)</script>"],
  ["an image with an error handler", '<img src=x onerror="alert(1)">'],
  ["a javascript: link", "[click](javascript:alert(1))"],
  ["a javascript: link with a tab in the scheme", "[click](java\tscript:alert(1))"],
  ["an upper-case JAVASCRIPT: link", "[click](JAVASCRIPT:alert(1))"],
  ["a data: link", "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
  ["a vbscript: link", "[click](vbscript:msgbox(1))"],
  ["a javascript: image", "![x](javascript:alert(1))"],
  ["a data: image", "![x](data:image/svg+xml,<svg onload=alert(1)>)"],
  ["an iframe", '<iframe src="https://evil.example"></iframe>'],
  ["an svg with onload", "<svg onload=alert(1)>"],
  ["an attribute break-out in a link title", '[x](https://example.com "a\\" onmouseover=\\"alert(1))'],
  ["a reference-style javascript: link", "[x][1]\n\n[1]: javascript:alert(1)"],
  ["an autolink with javascript:", "<javascript:alert(1)>"],
  ["a style tag", "<style>body{display:none}</style>"],
];

/** What renders as live markup, as opposed to escaped text. */
function liveTags(html: string): string[] {
  return [...html.matchAll(/<([a-z][a-z0-9]*)\b[^>]*>/gi)].map((m) => m[0]);
}

describe("Markdown from the CMS", () => {
  it.each(markdownPayloads)("renders %s without anything that can run", (_name, source) => {
    const html = renderMarkdown(source);
    for (const tag of liveTags(html)) {
      expect(tag).not.toMatch(/^<(script|iframe|svg|style|object|embed|form)\b/i);
      expect(tag).not.toMatch(/\son[a-z]+\s*=/i);
      expect(tag).not.toMatch(/(href|src)\s*=\s*"\s*(javascript|vbscript|data):/i);
    }
  });

  it("keeps ordinary links, images and emphasis", () => {
    const html = renderMarkdown("**Bold** [site](https://example.com) ![chart](/media/chart.png) [mail](mailto:a@b.c)");
    expect(html).toContain("<strong>Bold</strong>");
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('src="/media/chart.png"');
    expect(html).toContain('href="mailto:a@b.c"');
  });
});

describe("SVG and other active files in the media library", () => {
  let t: TestApp;
  let owner = "";

  beforeAll(async () => {
    ({ t, owner } = await openStaffApp());
  });

  afterAll(async () => {
    await t.close();
  });

  const activeFiles: [string, string, Buffer][] = [
    [
      "an SVG with a script",
      "logo.svg",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
    ],
    [
      "an SVG with an event handler",
      "badge.svg",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>'),
    ],
    ["an HTML page named as a PDF", "report.pdf", Buffer.from("<html><script>alert(1)</script></html>")],
  ];

  it.each(activeFiles)("serves %s so that it cannot run on our origin", async (_name, fileName, bytes) => {
    const upload = await asStaff(t, owner, "post", "/api/cms/media/upload").attach("files", bytes, fileName);
    if (upload.status !== 201 && upload.status !== 200) {
      // Refused at upload: nothing to serve, which is safe too.
      expect(upload.status).toBeGreaterThanOrEqual(400);
      expect(upload.status).toBeLessThan(500);
      return;
    }
    const [row] = upload.body as { path: string; mimeType: string }[];
    const res = await request(t.app).get(row!.path);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).not.toMatch(/text\/html/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("sandbox");
    if (row!.mimeType === "image/svg+xml") expect(res.headers["content-disposition"]).toMatch(/^attachment/);
  });
});
