CREATE TABLE "assessment_changes" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessment_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"assessment_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "assessment_changes_time_idx" ON "assessment_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE FUNCTION "log_assessment_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "assessment_changes" ("assessment_id") VALUES (OLD."id");
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "assessments_log_change" AFTER UPDATE OR DELETE ON "assessments" FOR EACH ROW EXECUTE FUNCTION "log_assessment_change"();
