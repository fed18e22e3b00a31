ALTER TYPE "public"."approval_content_type" ADD VALUE 'guide';--> statement-breakpoint
ALTER TYPE "public"."approval_content_type" ADD VALUE 'site_page';--> statement-breakpoint
CREATE TABLE "content_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"status" "blog_post_status" DEFAULT 'draft' NOT NULL,
	"data" jsonb NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"author_id" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_type_slug_idx" ON "content_entries" USING btree ("type","slug");