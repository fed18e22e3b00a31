import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentTab } from "../../app/components/admin/content-tab";
import { seoFields, slugField, statusField, titleField } from "../../core/content-types/common-fields";
import { defineContentType } from "../../core/content-types/content-type";
import { CONTENT_TYPES } from "../../core/content-types/content-types";
import { defineSitePageParts } from "../../core/content-types/site-page-entry";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { asStaff, createStaff, editorCredentials, ownerCredentials, signIn } from "./cms-staff-session";

// ADR 028: adding a content type is one definition and one line in the registry. This test adds a
// throwaway type exactly so: the definition below stands for the new file
// (core/content-types/notice-board-page-type.ts), and `registry` for the line added to
// CONTENT_TYPES. Nothing else is written, and the type has its API, its admin section and its
// public reader.

const noticeBoardType = defineContentType({
  path: "notice-board",
  noun: "notice board",
  label: "Notice Board",
  fields: [
    titleField,
    { ...slugField, help: "notice-board" },
    statusField,
    ...seoFields,
    { kind: "longText", name: "notice", label: "Notice", required: true, max: 2000 },
    { kind: "occupation", name: "occupation", label: "Occupation it concerns" },
  ],
  ...defineSitePageParts("notice-board"),
});

const registry = [...CONTENT_TYPES, noticeBoardType];

let t: TestApp;
let owner = "";
let editor = "";

beforeAll(async () => {
  t = await createTestApp({ contentTypes: registry });
  await createStaff(t);
  owner = await signIn(t, ownerCredentials);
  editor = await signIn(t, editorCredentials);
});

afterAll(async () => {
  await t.close();
});

describe("a content type added in one file and one registry line", () => {
  it("has its API at /api/cms/<path>, checked against its fields, with the rules every collection keeps", async () => {
    const blank = await asStaff(t, editor, "post", "/api/cms/notice-board").send({
      title: "Office closed",
      slug: "notice-board",
      notice: "",
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe("Notice is required");
    const published = await asStaff(t, editor, "post", "/api/cms/notice-board").send({
      title: "Office closed",
      slug: "notice-board",
      status: "published",
      notice: "Closed on Friday.",
    });
    expect(published.status).toBe(403);
    const created = await asStaff(t, editor, "post", "/api/cms/notice-board").send({
      title: "Office closed",
      slug: "notice-board",
      notice: "Closed on Friday.",
      occupation: "43-4051.00",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: "draft", notice: "Closed on Friday.", occupation: "43-4051.00" });
    const wrongSlug = await asStaff(t, owner, "put", `/api/cms/notice-board/${created.body.id}`).send({ slug: "news" });
    expect(wrongSlug.body.error).toBe("A notice board's slug must be one of: notice-board");
    const listed = await asStaff(t, owner, "get", "/api/cms/notice-board");
    expect(listed.body.map((entry: { title: string }) => entry.title)).toEqual(["Office closed"]);
  });

  it("is read by the public reader once published, typed from its fields", async () => {
    expect(await t.services.publicEntries.readPublished({ type: noticeBoardType, slug: "notice-board" })).toBeNull();
    const [entry] = (await asStaff(t, owner, "get", "/api/cms/notice-board")).body as { id: number }[];
    const res = await asStaff(t, owner, "put", `/api/cms/notice-board/${entry?.id}`).send({ status: "published" });
    expect(res.status).toBe(200);
    const shown = await t.services.publicEntries.readPublished({ type: noticeBoardType, slug: "notice-board" });
    // `notice` is a string and `occupation` a code or null, by the type's own definition.
    const notice: string | undefined = shown?.notice;
    const occupation: string | null | undefined = shown?.occupation;
    expect({ notice, occupation }).toEqual({ notice: "Closed on Friday.", occupation: "43-4051.00" });
  });

  it("is left alone by an app whose registry does not hold it", async () => {
    const plain = await createTestApp();
    try {
      expect((await request(plain.app).get("/api/cms/notice-board").set("Cookie", owner)).status).not.toBe(200);
      await expect(
        plain.services.publicEntries.readPublished({ type: noticeBoardType, slug: "notice-board" }),
      ).rejects.toThrow('The content type "notice-board" is not in the registry');
    } finally {
      await plain.close();
    }
  });

  it("has a section of its own in the admin's Pages tab, with its list, search and New button", () => {
    const user = { id: "owner-id", email: "owner@example.org", displayName: null, role: "owner" as const };
    const render = (contentTypes: typeof registry) =>
      renderToString(
        createElement(
          QueryClientProvider,
          { client: new QueryClient() },
          createElement(ContentTab, { tab: "pages", contentTypes, user }),
        ),
      );
    const html = render(registry);
    expect(html).toContain('<h2 id="notice-board-heading" class="text-lg font-semibold">Notice Board</h2>');
    expect(html).toContain('aria-label="Search notice board by title or slug"');
    expect(html).toContain("New Notice board");
    expect(render([...CONTENT_TYPES])).not.toContain("Notice Board");
  });
});
