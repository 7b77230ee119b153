ALTER TABLE "applications" ADD COLUMN "resume_search" tsvector GENERATED ALWAYS AS (to_tsvector('simple', coalesce("resume_text", ''))) STORED;--> statement-breakpoint
CREATE INDEX "applications_resume_search_idx" ON "applications" USING gin ("resume_search");--> statement-breakpoint
DROP INDEX "applications_resume_text_fts_idx";
