import { and, desc, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { canChangeEntry, type EntryState } from "../../core/cms/role-rules";
import type { ContentType } from "../../core/content-types/content-type";
import type { Database } from "../../db/client";
import { recordAudit } from "./audit-log";
import { listChangedFields } from "../../core/cms/changed-fields";
import { isUniqueViolation, type CmsActor } from "./cms-actor";
import { bumpContentRevision } from "../platform/content-revision";
import { ServiceError } from "../platform/service-error";

export type Values = Record<string, unknown>;

/** A table the collection service can run: an integer id, a slug and an update time. */
export type CollectionTable = PgTable & { id: PgColumn; slug: PgColumn; updatedAt: PgColumn };

/**
 * What makes one collection different from another; everything else (validation from the
 * content type, the role rules, drafts, slugs, the audit trail and the content revision that
 * empties every instance's page cache) is the same for posts, pages and guides.
 */
export type CollectionConfig<Row extends { id: number }> = {
  type: ContentType;
  table: CollectionTable;
  /** The audit log's entity type (also the approvals' content type): "blog_post", "page", … */
  entityType: string;
  /** Where a stored row stands for the role rules. */
  stateOf: (row: Row) => EntryState;
  /** Whether written values take the row out of draft (publish, archive, make visible). */
  leavesDraft: (values: Values) => boolean;
  messages: {
    /** An editor tried to publish (create or update). */
    ownerPublishes: string;
    /** An editor tried to edit a row that is not a draft. */
    ownerChanges: string;
    /** An editor tried to delete a row that is not a draft and not public. */
    ownerDeletesRetired?: string;
  };
  /** Refuses a slug the site cannot serve (pages); throws a ServiceError. */
  checkSlug?: (slug: string) => void;
  /** Rows of this collection only, when the table holds several (guides beside other entries). */
  scope?: SQL;
  /** Values a create stores besides the checked input (author, publication time, defaults). */
  prepareCreate?: (args: { data: Values; actor: CmsActor }) => Values;
  /** Values an update stores besides the checked changes (the first publication time). */
  prepareUpdate?: (args: { current: Row; changes: Values }) => Values;
  /** From checked input to the table's columns (a guide keeps its structured fields in one). */
  toColumns?: (args: { values: Values; current: Row | null }) => Values;
  /** From a stored row to what the API answers. */
  present?: (row: Row) => Values;
};

const ownerDeletesPublic = "Only the owner can delete published content";

/**
 * One service for every CMS collection: list, find, create, update and delete, with the same
 * rules everywhere (ADR 028). Editors write drafts; only the owner publishes, changes or deletes
 * published and archived content; a change to public content bumps the content revision.
 */
export function createCollectionService<Row extends { id: number }>({
  db,
  config,
}: {
  db: Database;
  config: CollectionConfig<Row>;
}) {
  const { type, table } = config;
  const noun = type.noun;
  const nounTitle = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;
  const notFoundMessage = `${nounTitle} not found`;
  const toColumns = config.toColumns ?? (({ values }: { values: Values }) => values);
  const present = config.present ?? ((row: Row) => row as unknown as Values);
  const where = (condition: SQL) => (config.scope ? and(config.scope, condition) : condition);

  const slugOf = (row: Row) => (row as unknown as { slug: string }).slug;

  function duplicateSlug(): ServiceError {
    return new ServiceError({ status: 409, message: `A ${noun} with this slug already exists` });
  }

  async function findRow(id: number): Promise<Row> {
    const [row] = (await db
      .select()
      .from(table)
      .where(where(eq(table.id, id)))) as Row[];
    if (!row) throw new ServiceError({ status: 404, message: notFoundMessage });
    return row;
  }

  /** One audit entry per write: "<entity type>.<action>", with the slug and what changed. */
  async function audit({
    tx,
    action,
    row,
    actor,
    facts,
  }: {
    tx: Pick<Database, "insert">;
    action: "create" | "update" | "delete";
    row: Row;
    actor: CmsActor;
    facts: Values;
  }): Promise<void> {
    await recordAudit({
      db: tx,
      entry: {
        actorId: actor.id,
        action: `${config.entityType}.${action}`,
        entityType: config.entityType,
        entityId: String(row.id),
        details: { slug: slugOf(row), ...facts },
      },
    });
  }

  /** Runs a write and its audit entry in one transaction; a duplicate slug answers 409. */
  async function write(run: (tx: Database) => Promise<Row>): Promise<Row> {
    try {
      return await db.transaction(async (tx) => run(tx as unknown as Database));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateSlug();
      throw error;
    }
  }

  return {
    type,
    notFoundMessage,
    present,
    findRow,

    async list(): Promise<Values[]> {
      const query = db.select().from(table);
      const rows = (await (config.scope ? query.where(config.scope) : query).orderBy(
        desc((table as unknown as { createdAt: PgColumn }).createdAt),
        desc(table.id),
      )) as Row[];
      return rows.map(present);
    },

    async find(id: number): Promise<Values> {
      return present(await findRow(id));
    },

    /** Editors create drafts only; publishing is the owner's, directly or by approving a submission. */
    /** `data` as the handler validated it with the type's create schema (`buildCreateSchema`). */
    async create({ data, actor }: { data: Values; actor: CmsActor }): Promise<Values> {
      config.checkSlug?.(data.slug as string);
      const values = { ...data, ...config.prepareCreate?.({ data, actor }) };
      if (config.leavesDraft(values) && actor.role !== "owner")
        throw new ServiceError({ status: 403, message: config.messages.ownerPublishes });
      const row = await write(async (tx) => {
        const [inserted] = (await tx
          .insert(table)
          .values(toColumns({ values, current: null }))
          .returning()) as Row[];
        if (!inserted) throw new Error("insert returned no row");
        await audit({ tx, action: "create", row: inserted, actor, facts: {} });
        return inserted;
      });
      if (config.stateOf(row) === "public") await bumpContentRevision({ db });
      return present(row);
    },

    /** `changes` as the handler validated them with the type's update schema (`buildUpdateSchema`). */
    async update({ id, changes, actor }: { id: number; changes: Values; actor: CmsActor }): Promise<Values> {
      const current = await findRow(id);
      if (changes.slug !== undefined && changes.slug !== slugOf(current)) config.checkSlug?.(changes.slug as string);
      if (actor.role !== "owner") {
        if (!canChangeEntry(actor.role, config.stateOf(current)))
          throw new ServiceError({ status: 403, message: config.messages.ownerChanges });
        if (config.leavesDraft(changes))
          throw new ServiceError({ status: 403, message: config.messages.ownerPublishes });
      }
      const values = { ...changes, ...config.prepareUpdate?.({ current, changes }) };
      const row = await write(async (tx) => {
        const [updated] = (await tx
          .update(table)
          .set({ ...toColumns({ values, current }), updatedAt: new Date() })
          .where(where(eq(table.id, id)))
          .returning()) as Row[];
        if (!updated) throw new ServiceError({ status: 404, message: notFoundMessage });
        // Only the fields whose value differs: the editor's form sends every field back.
        const fields = listChangedFields({ stored: present(current), changes }).join(", ");
        await audit({ tx, action: "update", row: updated, actor, facts: { fields } });
        return updated;
      });
      if (config.stateOf(current) === "public" || config.stateOf(row) === "public") await bumpContentRevision({ db });
      return present(row);
    },

    /** An editor cannot delete what they cannot edit (core/cms/role-rules.ts). */
    async remove({ id, actor }: { id: number; actor: CmsActor }): Promise<Values> {
      const current = await findRow(id);
      const state = config.stateOf(current);
      if (!canChangeEntry(actor.role, state))
        throw new ServiceError({
          status: 403,
          message:
            state === "public"
              ? ownerDeletesPublic
              : (config.messages.ownerDeletesRetired ?? config.messages.ownerChanges),
        });
      await db.transaction(async (tx) => {
        await tx.delete(table).where(where(eq(table.id, id)));
        await audit({ tx, action: "delete", row: current, actor, facts: {} });
      });
      if (state === "public") await bumpContentRevision({ db });
      return present(current);
    },
  };
}

export type CollectionService = ReturnType<typeof createCollectionService>;

/** What the API and the admin need of any collection, whatever its row type. */
export type CollectionApi = Pick<
  CollectionService,
  "type" | "notFoundMessage" | "list" | "find" | "create" | "update" | "remove"
>;
