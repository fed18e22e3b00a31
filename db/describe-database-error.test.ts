import { describe, expect, it } from "vitest";
import { describeDatabaseError, nameStatement } from "./describe-database-error";

describe("nameStatement", () => {
  it("names a statement by its verb and table, also inside a WITH", () => {
    expect(nameStatement('insert into "contact_messages" ("first_name") values ($1)')).toBe("insert contact_messages");
    expect(nameStatement('update "blog_posts" set "title" = $1 where "id" = $2')).toBe("update blog_posts");
    expect(nameStatement('delete from "pages" where "id" = $1')).toBe("delete pages");
    expect(nameStatement('select count(*) from "contact_messages" where "created_at" >= $1')).toBe(
      "select contact_messages",
    );
    expect(nameStatement('with gate as (select 1) insert into "assessments" ("id") select $1 from gate')).toBe(
      "insert assessments",
    );
    expect(
      nameStatement(
        'with "gate" as (insert into "assessment_quota_events" ("v") values ($1) returning 1) insert into "assessments" ("id") select $2 from "gate"',
      ),
    ).toBe("insert assessments");
    expect(nameStatement("begin")).toBe("begin");
  });
});

describe("describeDatabaseError", () => {
  it("keeps the statement's name, the SQLSTATE and the constraint, never the values or the messages", () => {
    const cause = Object.assign(new Error("duplicate key value: Key (slug)=(secret-slug) already exists"), {
      code: "23505",
      severity: "ERROR",
      detail: "Key (slug)=(secret-slug) already exists.",
      constraint: "blog_posts_slug_unique",
    });
    const error = Object.assign(new Error('Failed query: insert into "blog_posts" … params: Secret Name,secret-slug'), {
      query: 'insert into "blog_posts" ("title", "slug") values ($1, $2)',
      params: ["Secret Name", "secret-slug"],
      cause,
    });
    const described = describeDatabaseError(error);
    expect(described).toEqual({
      type: "DatabaseError",
      statement: "insert blog_posts",
      code: "23505",
      constraint: "blog_posts_slug_unique",
    });
    expect(JSON.stringify(described)).not.toMatch(/Secret|secret-slug/);
  });

  it("recognises PostgreSQL's own error without a query, and leaves other errors alone", () => {
    const fromServer = Object.assign(new Error('invalid input syntax for type integer: "abc"'), {
      code: "22P02",
      severity: "ERROR",
    });
    expect(describeDatabaseError(fromServer)).toEqual({ type: "DatabaseError", statement: "statement", code: "22P02" });
    expect(describeDatabaseError(new Error("plain"))).toBeNull();
    expect(describeDatabaseError("text")).toBeNull();
  });
});
