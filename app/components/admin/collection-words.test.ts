import { describe, expect, it } from "vitest";
import { describeCollectionWords } from "./collection-words";

describe("the words of a collection editor", () => {
  it("says what the spec quotes for pages: toasts, failures and the delete confirm", () => {
    const words = describeCollectionWords({ noun: "page", plural: "pages" });
    expect(words).toMatchObject({
      created: "Page created successfully!",
      updated: "Page updated successfully!",
      deleted: "Page deleted successfully!",
      createFailed: "Failed to create page",
      updateFailed: "Failed to update page",
      deleteFailed: "Failed to delete page",
      confirmDelete: "Are you sure you want to delete this page?",
      newItem: "New Page",
      save: "Save Page",
    });
  });

  it("names a blog post in the form and the New button, and a post in the toasts", () => {
    const words = describeCollectionWords({
      noun: "post",
      plural: "posts",
      formNoun: "blog post",
      formTitle: "Blog Post",
    });
    expect(words.newItem).toBe("New Blog Post");
    expect(words.newFormLabel).toBe("New blog post");
    expect(words.editFormLabel).toBe("Edit blog post");
    expect(words.editHeading("Pilots and AI")).toBe("Edit Blog Post: Pilots and AI");
    expect(words.save).toBe("Save Post");
    expect([words.createFailed, words.updateFailed, words.deleteFailed]).toEqual([
      "Failed to create post",
      "Failed to update post",
      "Failed to delete post",
    ]);
    expect(words.confirmDelete).toBe("Are you sure you want to delete this post?");
  });

  it("keeps a content type's noun as written, upper-casing only its first letter", () => {
    const words = describeCollectionWords({ noun: "AI careers page", plural: "ai career pathways" });
    expect(words.save).toBe("Save AI careers page");
    expect(words.created).toBe("AI careers page created successfully!");
    expect(words.loading).toBe("Loading ai career pathways…");
    expect(words.noMatch).toBe("No ai career pathways match your search.");
    expect(words.editFormLabel).toBe("Edit AI careers page");
  });
});
