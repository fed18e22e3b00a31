import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users";

export const blogPostStatus = pgEnum("blog_post_status", ["draft", "published", "archived"]);
export const pageTemplate = pgEnum("page_template", ["default", "landing", "assessment", "blog"]);
export const settingType = pgEnum("setting_type", ["text", "number", "boolean", "json"]);
export const approvalContentType = pgEnum("approval_content_type", [
  "blog_post",
  "page",
  "media",
  "settings",
  "guide",
  "site_page",
]);
export const approvalStatus = pgEnum("approval_status", ["pending", "approved", "rejected"]);

/** The SEO fields every published collection carries: meta title, meta description, keywords. */
function makeSeoColumns() {
  return {
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    keywords: text("keywords")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  };
}

/** Who wrote an item and when it was first published. */
function makeAuthorshipColumns() {
  return {
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  };
}

function makeTimestampColumns() {
  return {
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  };
}

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt"),
    content: text("content").notNull(),
    featuredImage: text("featured_image"),
    ...makeSeoColumns(),
    status: blogPostStatus("status").notNull().default("draft"),
    ...makeAuthorshipColumns(),
    ...makeTimestampColumns(),
  },
  (table) => [index("blog_posts_status_published_idx").on(table.status, table.publishedAt)],
);

export const pages = pgTable("pages", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  title: text("title").notNull(),
  slug: text("slug").notNull().unique(),
  content: text("content").notNull(),
  ...makeSeoColumns(),
  isVisible: boolean("is_visible").notNull().default(true),
  template: pageTemplate("template").notNull().default("default"),
  ...makeTimestampColumns(),
});

/**
 * Structured CMS content beyond posts and pages (ADR 028): one row per entry of a content type
 * defined in core/content-types (the ten country guides: type "guide"). The shared columns
 * (title, slug, status, SEO fields) are columns; the type's own fields are kept in `data`,
 * checked against the type's definition on every write.
 */
export const contentEntries = pgTable(
  "content_entries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    type: text("type").notNull(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    status: blogPostStatus("status").notNull().default("draft"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    ...makeSeoColumns(),
    ...makeAuthorshipColumns(),
    ...makeTimestampColumns(),
  },
  (table) => [uniqueIndex("content_entries_type_slug_idx").on(table.type, table.slug)],
);

export const mediaFiles = pgTable("media_files", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  filename: text("filename").notNull().unique(),
  originalName: text("original_name").notNull(),
  mimeType: text("mime_type").notNull(),
  size: integer("size").notNull(),
  path: text("path").notNull(),
  altText: text("alt_text"),
  description: text("description"),
  width: integer("width"),
  height: integer("height"),
  isApproved: boolean("is_approved").notNull().default(false),
  uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Binary column: Buffer in, Buffer out, on PostgreSQL (node-postgres) and PGlite alike. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The bytes of each media file, kept in the database so every app instance can serve every
 * file (no shared disk needed). One row per `media_files.filename`; `etag` is the SHA-256 of
 * the bytes, computed once at upload.
 */
export const mediaBlobs = pgTable("media_blobs", {
  filename: text("filename")
    .primaryKey()
    .references(() => mediaFiles.filename, { onDelete: "cascade" }),
  etag: text("etag").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const siteSettings = pgTable("site_settings", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  key: text("key").notNull().unique(),
  value: text("value").notNull().default(""),
  type: settingType("type").notNull().default("text"),
  description: text("description"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const approvals = pgTable(
  "approvals",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    contentType: approvalContentType("content_type").notNull(),
    contentId: text("content_id").notNull(),
    status: approvalStatus("status").notNull().default("pending"),
    submitterName: text("submitter_name").notNull(),
    submitterEmail: text("submitter_email").notNull(),
    submissionMessage: text("submission_message"),
    reviewMessage: text("review_message"),
    submittedBy: uuid("submitted_by").references(() => users.id, { onDelete: "set null" }),
    reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    contentSnapshot: jsonb("content_snapshot").$type<Record<string, unknown>>().notNull(),
  },
  (table) => [index("approvals_status_idx").on(table.status, table.submittedAt)],
);

/** Messages sent from /contact, kept for staff. */
export const contactMessages = pgTable("contact_messages", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  handledAt: timestamp("handled_at", { withTimezone: true }),
  /**
   * Sent while more messages arrived than the global rate (services/site/contact.ts): stored, not
   * refused, and marked for staff to review before replying.
   */
  heldForReview: boolean("held_for_review").notNull().default(false),
});

/**
 * A counter bumped whenever the CMS changes what public pages show. Page caches compare it,
 * so invalidation works across several app processes.
 */
export const contentRevision = pgTable("content_revision", {
  id: integer("id").primaryKey(),
  revision: bigint("revision", { mode: "number" }).notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Leases for work that must run once per deployment, not once per app process (retention
 * purges, the one-time media import): a process runs a job only after claiming its row, which
 * it can do when the row is absent or its lease has expired. Works the same on PostgreSQL with
 * many instances and on the embedded database.
 */
export const jobLeases = pgTable("job_leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
