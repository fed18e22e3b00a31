import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { createLogger } from "../../server/logger";
import { createLegacyMediaDirectory } from "../../integrations/media-storage";
import { mediaFiles } from "../../db/schema/content";
import { createServices } from "../../services/container";
import type { TestApp } from "../helpers/test-app";
import { asStaff, openStaffApp } from "./cms-staff-session";

let t: TestApp;
let owner = "";
let editor = "";
let mediaDir = "";

function png(width: number, height: number): Buffer {
  const out = Buffer.alloc(40);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(out);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  return out;
}
const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);
const pdf = Buffer.from("%PDF-1.4\n%fake but typed by its magic bytes\n");

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(tmpdir(), "ajr-media-test-"));
  ({ t, owner, editor } = await openStaffApp({ env: { MEDIA_DIR: mediaDir, MEDIA_MAX_BYTES: "4096" } }));
});

afterAll(async () => {
  await t.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

describe("POST /api/cms/media/upload", () => {
  it("stores several files under server-made names, records image size, and answers the list", async () => {
    const res = await asStaff(t, owner, "post", "/api/cms/media/upload")
      .attach("files", png(1200, 630), "../../evil name.png")
      .attach("files", pdf, { filename: "report.exe", contentType: "application/x-msdownload" });
    expect(res.status).toBe(201);
    expect(res.body).toHaveLength(2);
    const [image, document] = res.body;
    expect(image).toMatchObject({
      originalName: "evil name.png",
      mimeType: "image/png",
      width: 1200,
      height: 630,
      isApproved: true,
    });
    expect(image.filename).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(image.path).toBe(`/media/${image.filename}`);
    expect(document).toMatchObject({ mimeType: "application/pdf", width: null });
    expect(document.filename).toMatch(/\.pdf$/);
    // The bytes live in the database, not on this machine's disk.
    expect(readdirSync(mediaDir)).toEqual([]);
    expect((await request(t.app).get(image.path)).body).toEqual(png(1200, 630));
  });

  it("streams uploads to temporary files and removes them, whatever the outcome", async () => {
    const uploadsLeft = () => readdirSync(tmpdir()).filter((name) => /^[a-f0-9]{32}$/.test(name));
    const before = uploadsLeft();
    expect((await asStaff(t, owner, "post", "/api/cms/media/upload").attach("files", pdf, "a.pdf")).status).toBe(201);
    const refused = await asStaff(t, owner, "post", "/api/cms/media/upload").attach(
      "files",
      Buffer.from("plain text"),
      "a.txt",
    );
    expect(refused.status).toBe(400);
    const tooBig = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(5000, 0x20)]);
    expect((await asStaff(t, owner, "post", "/api/cms/media/upload").attach("files", tooBig, "b.pdf")).status).toBe(
      413,
    );
    expect(uploadsLeft().filter((name) => !before.includes(name))).toEqual([]);
  });

  it("refuses a type that is not allowed, whatever its name claims, and stores nothing", async () => {
    const before = (await asStaff(t, owner, "get", "/api/cms/media")).body.length;
    const res = await asStaff(t, owner, "post", "/api/cms/media/upload")
      .attach("files", png(1, 1), "ok.png")
      .attach("files", Buffer.from("<html><script>alert(1)</script></html>"), {
        filename: "photo.png",
        contentType: "image/png",
      });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: "photo.png: file type not allowed (images, video, audio, PDF, DOC and DOCX only)",
    });
    expect((await asStaff(t, owner, "get", "/api/cms/media")).body).toHaveLength(before);
  });

  it("answers 413 for a file over MEDIA_MAX_BYTES", async () => {
    const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(5000, 0x20)]);
    const res = await asStaff(t, owner, "post", "/api/cms/media/upload").attach("files", big, "big.pdf");
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: "File too large: the limit is 4 KB" });
  });

  it("answers 400 with no files or the wrong field", async () => {
    expect((await asStaff(t, owner, "post", "/api/cms/media/upload").field("x", "y")).body).toEqual({
      error: "Choose at least one file to upload",
    });
    expect((await asStaff(t, owner, "post", "/api/cms/media/upload").attach("file", pdf, "a.pdf")).status).toBe(400);
  });
});

describe("serving /media/<name>", () => {
  it("serves an approved image with our detected type and nosniff", async () => {
    const [row] = (await asStaff(t, owner, "post", "/api/cms/media/upload").attach("files", png(2, 3), "x.txt")).body;
    const res = await request(t.app).get(row.path);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-disposition"]).toBeUndefined();
  });

  it("never serves an SVG with script inline", async () => {
    const [row] = (await asStaff(t, owner, "post", "/api/cms/media/upload").attach("files", svgWithScript, "logo.svg"))
      .body;
    expect(row.mimeType).toBe("image/svg+xml");
    const res = await request(t.app).get(row.path);
    expect(res.status).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("sandbox");
  });

  it("serves an editor's unapproved upload to staff only", async () => {
    const [row] = (await asStaff(t, editor, "post", "/api/cms/media/upload").attach("files", png(5, 5), "draft.png"))
      .body;
    expect(row.isApproved).toBe(false);
    expect((await request(t.app).get(row.path)).status).toBe(404);
    expect((await request(t.app).get(row.path).set("Cookie", editor)).status).toBe(200);
  });

  it("sends an ETag and a year-long immutable cache to the public, and 304 when the copy is current", async () => {
    const [row] = (await asStaff(t, owner, "post", "/api/cms/media/upload").attach("files", png(7, 7), "e.png")).body;
    const first = await request(t.app).get(row.path);
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(first.headers.etag).toMatch(/^"[a-f0-9]{64}"$/);
    const again = await request(t.app).get(row.path).set("If-None-Match", String(first.headers.etag));
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers["x-content-type-options"]).toBe("nosniff");
    const stale = await request(t.app).get(row.path).set("If-None-Match", '"0000"');
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(png(7, 7));
    // Staff may see unapproved files: their answers are never cached.
    expect((await request(t.app).get(row.path).set("Cookie", owner)).headers["cache-control"]).toBe(
      "private, no-store",
    );
  });

  it("is served by another app instance on the same database (no shared disk)", async () => {
    const [row] = (await asStaff(t, owner, "post", "/api/cms/media/upload").attach("files", pdf, "shared.pdf")).body;
    const otherDir = mkdtempSync(path.join(tmpdir(), "ajr-media-other-"));
    try {
      const services = createServices({
        env: { ...t.env, MEDIA_DIR: otherDir },
        database: t.database,
        version: "test",
      });
      const other = createApp({ services, logger: createLogger({ level: "silent" }) });
      const res = await request(other).get(row.path);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(Buffer.from(res.body as Buffer)).toEqual(pdf);
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it("answers 404 for unknown or path-like names", async () => {
    expect((await request(t.app).get("/media/0123456789abcdef0123456789abcdef.png")).status).toBe(404);
    expect((await request(t.app).get("/media/..%2F..%2Fpackage.json")).status).toBe(404);
  });
});

describe("PUT and DELETE /api/cms/media/{id}", () => {
  it("updates alt text and description", async () => {
    const [row] = (await asStaff(t, owner, "post", "/api/cms/media/upload").attach("files", png(4, 4), "a.png")).body;
    const res = await asStaff(t, owner, "put", `/api/cms/media/${row.id}`).send({
      altText: "A chart",
      description: "Risk by job",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ altText: "A chart", description: "Risk by job" });
    expect((await asStaff(t, owner, "put", "/api/cms/media/999999").send({ altText: "x" })).status).toBe(404);
  });

  it("deletes the row and the file; an editor may not delete approved media", async () => {
    const [row] = (await asStaff(t, owner, "post", "/api/cms/media/upload").attach("files", png(4, 4), "b.png")).body;
    expect((await asStaff(t, editor, "delete", `/api/cms/media/${row.id}`)).status).toBe(403);
    expect((await asStaff(t, owner, "delete", `/api/cms/media/${row.id}`)).status).toBe(200);
    expect((await request(t.app).get(row.path)).status).toBe(404);
    expect((await asStaff(t, owner, "delete", `/api/cms/media/${row.id}`)).status).toBe(404);
  });
});

describe("importing media kept on disk by a former version (MEDIA_DIR)", () => {
  it("copies each recorded file into the database once, and skips missing files", async () => {
    const onDisk = "0123456789abcdef0123456789abcd01.png";
    const missing = "0123456789abcdef0123456789abcd02.png";
    writeFileSync(path.join(mediaDir, onDisk), png(9, 9));
    for (const filename of [onDisk, missing]) {
      await t.database.db.insert(mediaFiles).values({
        filename,
        originalName: filename,
        mimeType: "image/png",
        size: 40,
        path: `/media/${filename}`,
        isApproved: true,
      });
    }
    expect((await request(t.app).get(`/media/${onDisk}`)).status).toBe(404);
    const directory = createLegacyMediaDirectory({ directory: mediaDir });
    const runs = await Promise.all([
      t.services.mediaLibrary.importFromDirectory({ directory }),
      t.services.mediaLibrary.importFromDirectory({ directory }),
    ]);
    expect(runs.reduce((sum, run) => sum + run.imported, 0)).toBe(1);
    expect(runs.every((run) => run.notFound === 1)).toBe(true);
    rmSync(path.join(mediaDir, onDisk));
    const served = await request(t.app).get(`/media/${onDisk}`);
    expect(served.status).toBe(200);
    expect(served.body).toEqual(png(9, 9));
    expect(await t.services.mediaLibrary.importFromDirectory({ directory })).toEqual({ imported: 0, notFound: 1 });
    expect((await request(t.app).get(`/media/${missing}`)).status).toBe(404);
  });
});
