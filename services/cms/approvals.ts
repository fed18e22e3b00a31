import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import {
  changedAfterSubmissionMessage,
  decideApproval,
  diffSnapshot,
  reviewableChanges,
} from "../../core/cms/approval-state";
import { MAX_ROW_ID, parseRowId } from "../../core/ids/parse-id";
import type { Database } from "../../db/client";
import { approvals, blogPosts, contentEntries, mediaFiles, pages, siteSettings } from "../../db/schema/content";
import { recordAudit } from "./audit-log";
import { assertOwner, type CmsActor } from "./cms-actor";
import { writeSetting } from "./cms-settings";
import { bumpContentRevision } from "../platform/content-revision";
import { ServiceError } from "../platform/service-error";

export type ApprovalRow = typeof approvals.$inferSelect;

export const submitApprovalSchema = z
  .object({
    contentType: z.enum(["blog_post", "page", "guide", "site_page", "media", "settings"], {
      error: "Content type must be blog_post, page, guide, site_page, media or settings",
    }),
    contentId: z
      .union([z.string(), z.number()], { error: "Content id is required" })
      .transform(String)
      .pipe(z.string().trim().min(1, { error: "Content id is required" }).max(100)),
    submitterName: z
      .string({ error: "Please provide your name and email address" })
      .trim()
      .min(1, { error: "Please provide your name and email address" })
      .max(200, { error: "Name must be at most 200 characters" }),
    submitterEmail: z
      .string({ error: "Please provide your name and email address" })
      .trim()
      .min(1, { error: "Please provide your name and email address" })
      .pipe(z.email({ error: "Enter a valid email address" })),
    submissionMessage: z.string().trim().max(2000, { error: "Message must be at most 2000 characters" }).nullish(),
    contentSnapshot: z.record(z.string(), z.unknown(), { error: "Content snapshot must be an object" }).optional(),
  })
  .refine((data) => data.contentType === "settings" || parseRowId(data.contentId) !== null, {
    path: ["contentId"],
    error: `Content id must be a whole number from 1 to ${MAX_ROW_ID}`,
  });

export const reviewApprovalSchema = z.object({
  status: z.enum(["approved", "rejected"], { error: "Status must be approved or rejected" }),
  reviewMessage: z.string().trim().max(2000, { error: "Review message must be at most 2000 characters" }).nullish(),
});

/** A submission and a review, as the handlers validated them. */
export type ApprovalSubmission = z.infer<typeof submitApprovalSchema>;
export type ApprovalReview = z.infer<typeof reviewApprovalSchema>;

/** A settings submission proposes key → value pairs (string values only). */
const settingsSnapshotSchema = z
  .record(
    z
      .string()
      .regex(/^[A-Za-z0-9_.-]{1,100}$/, { error: "Setting keys may contain only letters, digits, '_', '.' and '-'" }),
    z.string().max(100_000),
    {
      error: "A settings submission needs key/value text pairs",
    },
  )
  .refine((value) => Object.keys(value).length > 0, { error: "A settings submission needs at least one setting" });

function toJson(row: object): Record<string, unknown> {
  return JSON.parse(JSON.stringify(row)) as Record<string, unknown>;
}

type ReviewedContentType = "blog_post" | "page" | "guide" | "site_page" | "media";

/** The row a submission points at: a post, a page, a guide (a content entry) or a media file. */
function selectContentRow({ db, contentType, id }: { db: Database; contentType: ReviewedContentType; id: number }) {
  const table = {
    blog_post: blogPosts,
    page: pages,
    guide: contentEntries,
    site_page: contentEntries,
    media: mediaFiles,
  }[contentType] as typeof blogPosts;
  return db.select().from(table).where(eq(table.id, id));
}

export function createApprovalsService({ db }: { db: Database }) {
  /** The current state of the content an approval points at (what the snapshot is compared with). */
  async function readCurrent(
    approval: Pick<ApprovalRow, "contentType" | "contentId" | "contentSnapshot">,
  ): Promise<Record<string, unknown> | null> {
    const id = parseRowId(approval.contentId);
    if (approval.contentType === "settings") {
      const rows = await db.select().from(siteSettings);
      const current: Record<string, unknown> = {};
      for (const key of Object.keys(approval.contentSnapshot))
        current[key] = rows.find((row) => row.key === key)?.value ?? null;
      return current;
    }
    if (id === null) return null;
    const [row] = await selectContentRow({ db, contentType: approval.contentType, id });
    return row ? toJson(row) : null;
  }

  return {
    /**
     * Records a submission. For posts, pages and media the snapshot is the row as stored now
     * (taken by the server, so the review compares against what was really submitted); for
     * settings it is the proposed key → value pairs.
     */
    async submit({
      submission: data,
      actor,
    }: {
      submission: ApprovalSubmission;
      actor: CmsActor;
    }): Promise<ApprovalRow> {
      let snapshot: Record<string, unknown>;
      if (data.contentType === "settings") {
        snapshot = settingsSnapshotSchema.parse(data.contentSnapshot ?? {});
      } else {
        const current = await readCurrent({
          contentType: data.contentType,
          contentId: data.contentId,
          contentSnapshot: {},
        });
        if (!current) throw new ServiceError({ status: 404, message: "The content to submit was not found" });
        snapshot = current;
      }
      const [row] = await db
        .insert(approvals)
        .values({
          contentType: data.contentType,
          contentId: data.contentId,
          submitterName: data.submitterName,
          submitterEmail: data.submitterEmail,
          submissionMessage: data.submissionMessage || null,
          submittedBy: actor.id,
          contentSnapshot: snapshot,
        })
        .returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },

    async listPending(): Promise<ApprovalRow[]> {
      return db
        .select()
        .from(approvals)
        .where(eq(approvals.status, "pending"))
        .orderBy(asc(approvals.submittedAt), asc(approvals.id));
    },

    /**
     * One approval with what changed since submission (snapshot vs the current row), and whether
     * those changes block approving (a post, page or file edited after it was submitted).
     */
    async readReview(id: number) {
      const [approval] = await db.select().from(approvals).where(eq(approvals.id, id));
      if (!approval) throw new ServiceError({ status: 404, message: "Submission not found" });
      const current = await readCurrent(approval);
      const changedAfterSubmission =
        approval.contentType !== "settings" && current
          ? reviewableChanges({ contentType: approval.contentType, snapshot: approval.contentSnapshot, current })
          : [];
      return {
        approval,
        current,
        changes: diffSnapshot({ snapshot: approval.contentSnapshot, current }),
        changedAfterSubmission,
      };
    },

    /**
     * The owner's decision. Approving applies the effect in the same transaction; rejecting
     * changes only the approval. A post, page or file is approved only as it was submitted: if
     * a reviewable field changed since (an editor kept editing the draft), approving answers 409.
     * The content row is locked while it is compared and published, so no edit slips in between.
     */
    async review({
      id,
      decision: data,
      actor,
    }: {
      id: number;
      decision: ApprovalReview;
      actor: CmsActor;
    }): Promise<ApprovalRow> {
      assertOwner(actor, "Only the owner can approve or reject submissions");
      const row = await db.transaction(async (tx) => {
        const [approval] = await tx.select().from(approvals).where(eq(approvals.id, id)).for("update");
        if (!approval) throw new ServiceError({ status: 404, message: "Submission not found" });
        const decision = decideApproval({ status: approval.status, decision: data.status });
        if (!decision.ok) throw new ServiceError({ status: 409, message: decision.error });
        if (decision.status === "approved") {
          const now = new Date();
          if (approval.contentType !== "settings") {
            // Locked until the transaction ends, so no edit lands between the check and publishing.
            const rowId = parseRowId(approval.contentId) ?? -1;
            const [row] = await selectContentRow({
              db: tx as unknown as Database,
              contentType: approval.contentType,
              id: rowId,
            }).for("update");
            if (!row) {
              const what = { blog_post: "post", page: "page", guide: "guide", site_page: "page", media: "file" }[
                approval.contentType
              ];
              throw new ServiceError({ status: 404, message: `The submitted ${what} no longer exists` });
            }
            const changed = reviewableChanges({
              contentType: approval.contentType,
              snapshot: approval.contentSnapshot,
              current: toJson(row),
            });
            if (changed.length > 0) throw new ServiceError({ status: 409, message: changedAfterSubmissionMessage });
            if (approval.contentType !== "page" && approval.contentType !== "media") {
              const publishedAt = "publishedAt" in row ? row.publishedAt : null;
              const table = approval.contentType === "blog_post" ? blogPosts : contentEntries;
              await tx
                .update(table)
                .set({ status: "published", publishedAt: publishedAt ?? now, updatedAt: now })
                .where(eq(table.id, rowId));
            } else if (approval.contentType === "page") {
              await tx.update(pages).set({ isVisible: true, updatedAt: now }).where(eq(pages.id, rowId));
            } else {
              await tx.update(mediaFiles).set({ isApproved: true }).where(eq(mediaFiles.id, rowId));
            }
          } else {
            const values = settingsSnapshotSchema.parse(approval.contentSnapshot);
            for (const [key, value] of Object.entries(values)) {
              const written = await writeSetting({ tx, setting: { key, value } });
              await recordAudit({
                db: tx,
                entry: {
                  actorId: actor.id,
                  action: "setting.update",
                  entityType: "setting",
                  entityId: key,
                  details: { from: written.previous?.value ?? null, to: value, approvalId: id },
                },
              });
            }
          }
        }
        const [updated] = await tx
          .update(approvals)
          .set({
            status: decision.status,
            reviewMessage: data.reviewMessage || null,
            reviewedBy: actor.id,
            reviewedAt: new Date(),
          })
          .where(eq(approvals.id, id))
          .returning();
        if (!updated) throw new ServiceError({ status: 404, message: "Submission not found" });
        await recordAudit({
          db: tx,
          entry: {
            actorId: actor.id,
            action: decision.status === "approved" ? "approval.approve" : "approval.reject",
            entityType: approval.contentType,
            entityId: approval.contentId,
            details: {
              approvalId: id,
              reviewMessage: data.reviewMessage || null,
              submitterName: approval.submitterName,
              submitterEmail: approval.submitterEmail,
            },
          },
        });
        return updated;
      });
      if (row.status === "approved") await bumpContentRevision({ db });
      return row;
    },
  };
}

export type ApprovalsService = ReturnType<typeof createApprovalsService>;
