import { describe, expect, it } from "vitest";
import { canChangeMedia, canChangePage, canDeletePost, canEditPost } from "./role-rules";

describe("what an editor may change (the admin screens offer only this)", () => {
  it("lets an editor edit drafts only, and delete anything not published", () => {
    expect(canEditPost("editor", { status: "draft" })).toBe(true);
    expect(canEditPost("editor", { status: "published" })).toBe(false);
    expect(canEditPost("editor", { status: "archived" })).toBe(false);
    expect(canDeletePost("editor", { status: "draft" })).toBe(true);
    expect(canDeletePost("editor", { status: "archived" })).toBe(false);
    expect(canDeletePost("editor", { status: "published" })).toBe(false);
  });
  it("lets an editor change hidden pages and unapproved media only", () => {
    expect(canChangePage("editor", { isVisible: false })).toBe(true);
    expect(canChangePage("editor", { isVisible: true })).toBe(false);
    expect(canChangeMedia("editor", { isApproved: false })).toBe(true);
    expect(canChangeMedia("editor", { isApproved: true })).toBe(false);
  });
  it("lets the owner change everything", () => {
    expect(canEditPost("owner", { status: "published" })).toBe(true);
    expect(canDeletePost("owner", { status: "published" })).toBe(true);
    expect(canChangePage("owner", { isVisible: true })).toBe(true);
    expect(canChangeMedia("owner", { isApproved: true })).toBe(true);
  });
});
