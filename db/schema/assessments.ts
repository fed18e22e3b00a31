import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A stored assessment: only the derived profile the result page shows. The raw resume text
 * or file is never stored (assessment-flow.md §3 plus our privacy rule).
 */
export const assessments = pgTable(
  "assessments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    jobTitle: text("job_title").notNull(),
    industry: text("industry").notNull(),
    experienceLevel: text("experience_level").notNull(),
    skills: jsonb("skills").$type<string[]>().notNull().default([]),
    responsibilities: text("responsibilities").notNull().default(""),
    resumeData: jsonb("resume_data").$type<Record<string, unknown>>(),
    riskScore: integer("risk_score").notNull(),
    riskLevel: text("risk_level").notNull(),
    timeline: jsonb("timeline").$type<Record<string, string>>().notNull(),
    riskFactors: jsonb("risk_factors").$type<unknown[]>().notNull(),
    recommendations: jsonb("recommendations").$type<Record<string, unknown>>().notNull(),
    aiStatus: jsonb("ai_status").$type<Record<string, unknown>>().notNull(),
    /** Who chose the occupation: "engine", "ai" (the visitor's model among our top 10) or "visitor". */
    matchedBy: text("matched_by").$type<"engine" | "ai" | "visitor">().notNull().default("engine"),
    /**
     * Where the visitor works, as chosen on the form (core/countries/countries.ts, ADR 034): the
     * visitor's own detail, shown only to the browser that made the result. Null when none was sent.
     */
    country: text("country"),
    /** Our grounding: matched occupation, band, sources and tasks (shown on the result page). */
    analysis: jsonb("analysis").$type<Record<string, unknown>>().notNull().default({}),
    /**
     * SHA-256 (hex) of the delete token handed to the creating browser; the token itself is never
     * stored. Null for rows made before tokens existed: those can only expire.
     */
    deleteTokenHash: text("delete_token_hash"),
    /** Bumped on every change (a re-pick re-scores the row); cached copies are keyed on it. */
    revision: integer("revision").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("assessments_created_idx").on(table.createdAt)],
);

/**
 * One row per created assessment per visitor, for the rolling 24-hour cap. The visitor is
 * identified only by a salted hash of the client address.
 */
export const assessmentQuotaEvents = pgTable(
  "assessment_quota_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    visitorHash: text("visitor_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("assessment_quota_visitor_time_idx").on(table.visitorHash, table.createdAt)],
);

/**
 * One row per changed or removed assessment, written by a database trigger (migration 0004) on
 * every UPDATE or DELETE of `assessments`, whoever makes it. Each app process reads the rows
 * added since its last look (at most once a second) and drops its cached copies of those
 * assessments (services/assessments/assessment-cache.ts). Rows older than a day are pruned.
 */
export const assessmentChanges = pgTable(
  "assessment_changes",
  {
    seq: bigint("seq", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    assessmentId: uuid("assessment_id").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("assessment_changes_time_idx").on(table.changedAt)],
);

/** Client diagnostics posted to /api/mobile-debug (size-capped, rate-limited, pruned). */
export const mobileDebugReports = pgTable("mobile_debug_reports", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  type: text("type").notNull(),
  debugInfo: jsonb("debug_info").$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per counted call to a rate-limited endpoint (API key checks, occupation changes, debug
 * reports), per visitor and bucket, for sliding-window limits that hold across every instance on
 * one database. The visitor is the same salted hash as the daily cap; rows are purged once they
 * leave the longest window.
 */
export const rateLimitEvents = pgTable(
  "rate_limit_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    bucket: text("bucket").notNull(),
    visitorHash: text("visitor_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("rate_limit_bucket_visitor_time_idx").on(table.bucket, table.visitorHash, table.createdAt)],
);
