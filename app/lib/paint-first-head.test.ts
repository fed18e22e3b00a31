import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createPaintFirstHeadTransform } from "./paint-first-head";

async function run(chunks: (string | Buffer)[]): Promise<string> {
  const out: Buffer[] = [];
  const transform = createPaintFirstHeadTransform();
  transform.on("data", (chunk: Buffer) => out.push(chunk));
  await new Promise<void>((resolve, reject) => {
    transform.on("end", resolve).on("error", reject);
    Readable.from(chunks).pipe(transform);
  });
  return Buffer.concat(out).toString("utf8");
}

const head =
  '<!DOCTYPE html><html><head><title>Ünïcode – page</title><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="abc"/></head>';
const body = '<body><p>Text with <link rel="modulepreload" href="/kept-in-body.js"/> — é</p></body></html>';

describe("createPaintFirstHeadTransform", () => {
  it("drops the module preloads from the head and keeps everything else byte for byte", async () => {
    const html = await run([head + body]);
    expect(html).not.toContain("/assets/entry.client.js");
    expect(html).not.toContain("/assets/framework.js");
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/></head>');
    expect(html).toContain("<title>Ünïcode – page</title>");
    expect(html.endsWith(body)).toBe(true);
  });

  it("handles a head split across chunks, even inside a tag or a multi-byte character", async () => {
    const bytes = Buffer.from(head + body);
    const chunks: Buffer[] = [];
    for (let start = 0; start < bytes.length; start += 7) chunks.push(bytes.subarray(start, start + 7));
    const html = await run(chunks);
    expect(html).toBe(head.replace(/<link rel="modulepreload"[^>]*>/g, "") + body);
  });

  it("passes a document without a head through unchanged", async () => {
    expect(await run(['<link rel="modulepreload" href="/x.js"/>', "plain"])).toBe(
      '<link rel="modulepreload" href="/x.js"/>plain',
    );
  });
});
