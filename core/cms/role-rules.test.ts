import { describe, expect, it } from "vitest";
import { canChangeEntry, canChangeMedia, stateOfEntry, type CmsRole } from "./role-rules";

const posts = { table: "blog_posts" };
const pages = { table: "pages" };

function canChange({
  role,
  storage,
  entry,
}: {
  role: CmsRole;
  storage: { table: string };
  entry: Record<string, unknown>;
}) {
  return canChangeEntry(role, stateOfEntry({ storage, entry }));
}

describe("what an editor may change (the admin screens offer only this)", () => {
  it("lets an editor edit and delete draft posts only, not published or archived ones", () => {
    expect(canChange({ role: "editor", storage: posts, entry: { status: "draft" } })).toBe(true);
    expect(canChange({ role: "editor", storage: posts, entry: { status: "published" } })).toBe(false);
    expect(canChange({ role: "editor", storage: posts, entry: { status: "archived" } })).toBe(false);
  });
  it("treats every collection alike: drafts are the editor's, public and retired entries the owner's", () => {
    expect(canChangeEntry("editor", "draft")).toBe(true);
    expect(canChangeEntry("editor", "public")).toBe(false);
    expect(canChangeEntry("editor", "retired")).toBe(false);
    expect(canChangeEntry("owner", "retired")).toBe(true);
  });
  it("reads a page's state from its visibility and any other entry's from its status", () => {
    expect(stateOfEntry({ storage: pages, entry: { isVisible: false, status: "published" } })).toBe("draft");
    expect(stateOfEntry({ storage: pages, entry: { isVisible: true } })).toBe("public");
    expect(stateOfEntry({ storage: { table: "content_entries" }, entry: { status: "archived" } })).toBe("retired");
  });
  it("lets an editor change hidden pages and unapproved media only", () => {
    expect(canChange({ role: "editor", storage: pages, entry: { isVisible: false } })).toBe(true);
    expect(canChange({ role: "editor", storage: pages, entry: { isVisible: true } })).toBe(false);
    expect(canChangeMedia("editor", { isApproved: false })).toBe(true);
    expect(canChangeMedia("editor", { isApproved: true })).toBe(false);
  });
  it("lets the owner change everything", () => {
    expect(canChange({ role: "owner", storage: posts, entry: { status: "published" } })).toBe(true);
    expect(canChange({ role: "owner", storage: pages, entry: { isVisible: true } })).toBe(true);
    expect(canChangeMedia("owner", { isApproved: true })).toBe(true);
  });
});
