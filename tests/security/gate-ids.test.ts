import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asStaff, openStaffApp } from "../api/cms-staff-session";
import type { TestApp } from "../helpers/test-app";

/**
 * Issue 28: an approval's contentId of "99999999999999999999" answered 500 and "0x5" was read as
 * post 5. Every id is read by one strict parser (core/ids/parse-id.ts): decimal digits within
 * PostgreSQL's integer range, else 400 with a message.
 */
let t: TestApp;
let owner = "";
let editor = "";
let postId = 0;

beforeAll(async () => {
  ({ t, owner, editor } = await openStaffApp());
  const post = await asStaff(t, editor, "post", "/api/cms/blog-posts").send({
    title: "T",
    slug: "ids-post",
    content: "C",
  });
  postId = post.body.id as number;
});

afterAll(async () => {
  await t.close();
});

const submission = { contentType: "blog_post", submitterName: "Ed", submitterEmail: "editor@cms.test" };
const oddIds = ["99999999999999999999", "0x5", "1e3", "2147483648", "-1", "0", "5.0", "05"];

describe("strict ids", () => {
  it.each(oddIds)("refuses the approval contentId %j with 400 and a message", async (contentId) => {
    const res = await asStaff(t, editor, "post", "/api/approvals/submit").send({ ...submission, contentId });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "Content id must be a whole number from 1 to 2147483647" });
  });

  it("does not read a hexadecimal contentId as the post it would name", async () => {
    const hex = `0x${postId.toString(16)}`;
    const res = await asStaff(t, editor, "post", "/api/approvals/submit").send({ ...submission, contentId: hex });
    expect(res.status).toBe(400);
    const plain = await asStaff(t, editor, "post", "/api/approvals/submit").send({ ...submission, contentId: postId });
    expect(plain.status).toBe(201);
  });

  it.each([
    ["put", "/api/cms/blog-posts/", "Post id"],
    ["delete", "/api/cms/pages/", "Page id"],
    ["delete", "/api/cms/media/", "File id"],
    ["get", "/api/approvals/", "Submission id"],
  ] as const)("refuses odd ids in %s %s… with 400", async (method, prefix, label) => {
    for (const id of ["0x5", "1e3", "99999999999999999999"]) {
      const res = await asStaff(t, owner, method, `${prefix}${id}`).send({});
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: `${label} must be a whole number from 1 to 2147483647` });
    }
  });

  it("answers a well-formed id of no row with 404", async () => {
    const res = await asStaff(t, owner, "get", "/api/approvals/2147483647");
    expect(res.status).toBe(404);
  });
});
