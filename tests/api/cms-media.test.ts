import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
    expect(existsSync(path.join(mediaDir, image.filename))).toBe(true);
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
    expect(existsSync(path.join(mediaDir, row.filename))).toBe(false);
    expect((await request(t.app).get(row.path)).status).toBe(404);
    expect((await asStaff(t, owner, "delete", `/api/cms/media/${row.id}`)).status).toBe(404);
  });
});
