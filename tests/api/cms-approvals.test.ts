import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readContentRevision } from "../../services/platform/content-revision";
import type { TestApp } from "../helpers/test-app";
import { asStaff, openStaffApp } from "./cms-staff-session";

let t: TestApp;
let owner = "";
let editor = "";

beforeAll(async () => {
  ({ t, owner, editor } = await openStaffApp());
});

afterAll(async () => {
  await t.close();
});

const submitter = { submitterName: "Eddie Editor", submitterEmail: "editor@cms.test", submissionMessage: "Ready" };

async function draftPost(slug: string) {
  return (
    await asStaff(t, editor, "post", "/api/cms/blog-posts").send({ title: `Post ${slug}`, slug, content: "Body" })
  ).body as { id: number };
}

describe("POST /api/approvals/submit", () => {
  it("records a pending submission with the server's snapshot of the row", async () => {
    const post = await draftPost("submitted");
    const res = await asStaff(t, editor, "post", "/api/approvals/submit").send({
      contentType: "blog_post",
      contentId: post.id,
      ...submitter,
      contentSnapshot: { title: "forged" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: "pending",
      contentType: "blog_post",
      contentId: String(post.id),
      submitterName: "Eddie Editor",
    });
    expect(res.body.contentSnapshot).toMatchObject({ title: "Post submitted", slug: "submitted", status: "draft" });
    const pending = await asStaff(t, owner, "get", "/api/approvals/pending");
    expect(pending.body.map((row: { id: number }) => row.id)).toContain(res.body.id);
  });

  it("asks for name and e-mail with the spec's message, and checks the e-mail", async () => {
    const post = await draftPost("missing-info");
    const blank = await asStaff(t, editor, "post", "/api/approvals/submit").send({
      contentType: "blog_post",
      contentId: post.id,
      submitterName: "  ",
      submitterEmail: "a@b.co",
    });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ error: "Please provide your name and email address" });
    const bad = await asStaff(t, editor, "post", "/api/approvals/submit").send({
      contentType: "blog_post",
      contentId: post.id,
      submitterName: "A",
      submitterEmail: "nope",
    });
    expect(bad.body).toEqual({ error: "Enter a valid email address" });
    const unknown = await asStaff(t, editor, "post", "/api/approvals/submit").send({
      contentType: "page",
      contentId: 99999,
      ...submitter,
    });
    expect(unknown.status).toBe(404);
    const badType = await asStaff(t, editor, "post", "/api/approvals/submit").send({
      contentType: "poem",
      contentId: 1,
      ...submitter,
    });
    expect(badType.body).toEqual({
      error: "Content type must be blog_post, page, guide, site_page, media or settings",
    });
  });
});

describe("PATCH /api/approvals/{id}", () => {
  it("approving a blog post publishes it, sets publishedAt, audits and bumps the revision", async () => {
    const post = await draftPost("to-publish");
    const approval = (
      await asStaff(t, editor, "post", "/api/approvals/submit").send({
        contentType: "blog_post",
        contentId: post.id,
        ...submitter,
      })
    ).body;
    const before = await readContentRevision({ db: t.database.db });
    const res = await asStaff(t, owner, "patch", `/api/approvals/${approval.id}`).send({
      status: "approved",
      reviewMessage: "Great",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "approved", reviewMessage: "Great", reviewedAt: expect.any(String) });
    const row = (await asStaff(t, owner, "get", "/api/cms/blog-posts")).body.find(
      (p: { id: number }) => p.id === post.id,
    );
    expect(row).toMatchObject({ status: "published", publishedAt: expect.any(String) });
    expect(await readContentRevision({ db: t.database.db })).toBeGreaterThan(before);
    const pending = (await asStaff(t, owner, "get", "/api/approvals/pending")).body as { id: number }[];
    expect(pending.some((p) => p.id === approval.id)).toBe(false);
    const log = (await asStaff(t, owner, "get", "/api/cms/audit-log")).body as {
      action: string;
      details: { approvalId?: number };
    }[];
    expect(log.some((entry) => entry.action === "approval.approve" && entry.details.approvalId === approval.id)).toBe(
      true,
    );
  });

  it("rejecting changes nothing but the approval, and a decided approval cannot be decided again", async () => {
    const post = await draftPost("to-reject");
    const approval = (
      await asStaff(t, editor, "post", "/api/approvals/submit").send({
        contentType: "blog_post",
        contentId: post.id,
        ...submitter,
      })
    ).body;
    const res = await asStaff(t, owner, "patch", `/api/approvals/${approval.id}`).send({
      status: "rejected",
      reviewMessage: "Needs sources",
    });
    expect(res.body.status).toBe("rejected");
    const row = (await asStaff(t, owner, "get", "/api/cms/blog-posts")).body.find(
      (p: { id: number }) => p.id === post.id,
    );
    expect(row.status).toBe("draft");
    const again = await asStaff(t, owner, "patch", `/api/approvals/${approval.id}`).send({ status: "approved" });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: "This submission was already rejected" });
    const log = (await asStaff(t, owner, "get", "/api/cms/audit-log")).body as { action: string }[];
    expect(log.some((entry) => entry.action === "approval.reject")).toBe(true);
  });

  it("approving a page makes it visible; approving media marks it approved", async () => {
    const page = (
      await asStaff(t, editor, "post", "/api/cms/pages").send({ title: "Hidden", slug: "hidden", content: "c" })
    ).body;
    const pageApproval = (
      await asStaff(t, editor, "post", "/api/approvals/submit").send({
        contentType: "page",
        contentId: page.id,
        ...submitter,
      })
    ).body;
    await asStaff(t, owner, "patch", `/api/approvals/${pageApproval.id}`).send({ status: "approved" });
    expect(
      (await asStaff(t, owner, "get", "/api/cms/pages")).body.find((p: { id: number }) => p.id === page.id).isVisible,
    ).toBe(true);

    const [media] = await t.services.mediaLibrary.uploadFiles({
      files: [{ originalName: "doc.pdf", bytes: new TextEncoder().encode("%PDF-1.4 x") }],
      actor: {
        id: (await t.services.staffAccounts.listAccounts()).find((a) => a.role === "editor")!.id,
        role: "editor",
        email: "e",
        displayName: null,
      },
    });
    expect(media!.isApproved).toBe(false);
    const mediaApproval = (
      await asStaff(t, editor, "post", "/api/approvals/submit").send({
        contentType: "media",
        contentId: media!.id,
        ...submitter,
      })
    ).body;
    await asStaff(t, owner, "patch", `/api/approvals/${mediaApproval.id}`).send({ status: "approved" });
    expect(
      (await asStaff(t, owner, "get", "/api/cms/media")).body.find((m: { id: number }) => m.id === media!.id)
        .isApproved,
    ).toBe(true);
  });

  it("approving settings applies the snapshot's values, each audited", async () => {
    const approval = (
      await asStaff(t, editor, "post", "/api/approvals/submit").send({
        contentType: "settings",
        contentId: "general",
        ...submitter,
        contentSnapshot: { site_title: "Approved Title", contact_email: "team@example.org" },
      })
    ).body;
    expect(approval.contentSnapshot).toEqual({ site_title: "Approved Title", contact_email: "team@example.org" });
    await asStaff(t, owner, "patch", `/api/approvals/${approval.id}`).send({ status: "approved" });
    const settings = await t.services.settings.getSettingsMap();
    expect(settings.site_title).toBe("Approved Title");
    expect(settings.contact_email).toBe("team@example.org");
    const log = (await asStaff(t, owner, "get", "/api/cms/audit-log")).body as { action: string; entityId: string }[];
    expect(log.some((entry) => entry.action === "setting.update" && entry.entityId === "site_title")).toBe(true);
  });

  it("shows what changed since submission in the review", async () => {
    const post = await draftPost("diffed");
    const approval = (
      await asStaff(t, editor, "post", "/api/approvals/submit").send({
        contentType: "blog_post",
        contentId: post.id,
        ...submitter,
      })
    ).body;
    await asStaff(t, editor, "put", `/api/cms/blog-posts/${post.id}`).send({ title: "Changed after submitting" });
    const review = await asStaff(t, owner, "get", `/api/approvals/${approval.id}`);
    expect(review.status).toBe(200);
    expect(review.body.changes).toEqual([
      { field: "title", submitted: "Post diffed", current: "Changed after submitting" },
    ]);
    expect((await asStaff(t, owner, "get", "/api/approvals/999999")).status).toBe(404);
  });

  it("refuses to approve a post edited after it was submitted, so the owner publishes exactly what they reviewed", async () => {
    const post = await draftPost("edited-after-submit");
    const approval = (
      await asStaff(t, editor, "post", "/api/approvals/submit").send({
        contentType: "blog_post",
        contentId: post.id,
        ...submitter,
      })
    ).body;
    await asStaff(t, editor, "put", `/api/cms/blog-posts/${post.id}`).send({ content: "Body with a late addition" });
    const review = await asStaff(t, owner, "get", `/api/approvals/${approval.id}`);
    expect(review.body.changedAfterSubmission).toEqual(["content"]);

    const res = await asStaff(t, owner, "patch", `/api/approvals/${approval.id}`).send({ status: "approved" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: "This content changed after it was submitted. Ask for a new submission." });
    const row = (await asStaff(t, owner, "get", "/api/cms/blog-posts")).body.find(
      (p: { id: number }) => p.id === post.id,
    );
    expect(row).toMatchObject({ status: "draft", publishedAt: null });
    const pending = (await asStaff(t, owner, "get", "/api/approvals/pending")).body as { id: number }[];
    expect(pending.some((p) => p.id === approval.id)).toBe(true);

    // The owner can still reject it; a new submission of the edited draft can be approved.
    expect(
      (await asStaff(t, owner, "patch", `/api/approvals/${approval.id}`).send({ status: "rejected" })).body.status,
    ).toBe("rejected");
    const again = (
      await asStaff(t, editor, "post", "/api/approvals/submit").send({
        contentType: "blog_post",
        contentId: post.id,
        ...submitter,
      })
    ).body;
    expect((await asStaff(t, owner, "get", `/api/approvals/${again.id}`)).body.changedAfterSubmission).toEqual([]);
    const approved = await asStaff(t, owner, "patch", `/api/approvals/${again.id}`).send({ status: "approved" });
    expect(approved.status).toBe(200);
    const published = (await asStaff(t, owner, "get", "/api/cms/blog-posts")).body.find(
      (p: { id: number }) => p.id === post.id,
    );
    expect(published).toMatchObject({ status: "published", content: "Body with a late addition" });
  });

  it("refuses to approve a page or a file edited after submission", async () => {
    const page = (
      await asStaff(t, editor, "post", "/api/cms/pages").send({ title: "Later", slug: "edited-page", content: "c" })
    ).body;
    const pageApproval = (
      await asStaff(t, editor, "post", "/api/approvals/submit").send({
        contentType: "page",
        contentId: page.id,
        ...submitter,
      })
    ).body;
    await asStaff(t, editor, "put", `/api/cms/pages/${page.id}`).send({ metaDescription: "added later" });
    const pageRes = await asStaff(t, owner, "patch", `/api/approvals/${pageApproval.id}`).send({ status: "approved" });
    expect(pageRes.status).toBe(409);
    expect(
      (await asStaff(t, owner, "get", "/api/cms/pages")).body.find((p: { id: number }) => p.id === page.id).isVisible,
    ).toBe(false);

    const editorAccount = (await t.services.staffAccounts.listAccounts()).find((a) => a.role === "editor")!;
    const [media] = await t.services.mediaLibrary.uploadFiles({
      files: [{ originalName: "later.pdf", bytes: new TextEncoder().encode("%PDF-1.4 later") }],
      actor: { id: editorAccount.id, role: "editor", email: editorAccount.email, displayName: null },
    });
    const mediaApproval = (
      await asStaff(t, editor, "post", "/api/approvals/submit").send({
        contentType: "media",
        contentId: media!.id,
        ...submitter,
      })
    ).body;
    await asStaff(t, editor, "put", `/api/cms/media/${media!.id}`).send({ altText: "changed after submitting" });
    const mediaRes = await asStaff(t, owner, "patch", `/api/approvals/${mediaApproval.id}`).send({
      status: "approved",
    });
    expect(mediaRes.status).toBe(409);
    expect(mediaRes.body).toEqual({ error: "This content changed after it was submitted. Ask for a new submission." });
  });

  it("records the review message and the submitter in the audit log", async () => {
    const post = await draftPost("audited-review");
    const approval = (
      await asStaff(t, editor, "post", "/api/approvals/submit").send({
        contentType: "blog_post",
        contentId: post.id,
        ...submitter,
      })
    ).body;
    await asStaff(t, owner, "patch", `/api/approvals/${approval.id}`).send({
      status: "rejected",
      reviewMessage: "Please cite the study",
    });
    const log = (await asStaff(t, owner, "get", "/api/cms/audit-log")).body as {
      action: string;
      details: Record<string, unknown>;
    }[];
    expect(log.find((entry) => entry.details.approvalId === approval.id)).toMatchObject({
      action: "approval.reject",
      details: {
        reviewMessage: "Please cite the study",
        submitterName: "Eddie Editor",
        submitterEmail: "editor@cms.test",
      },
    });
  });

  it("validates the decision and answers 404 for an unknown approval", async () => {
    expect((await asStaff(t, owner, "patch", "/api/approvals/1").send({ status: "maybe" })).body).toEqual({
      error: "Status must be approved or rejected",
    });
    expect((await asStaff(t, owner, "patch", "/api/approvals/999999").send({ status: "approved" })).status).toBe(404);
  });
});
