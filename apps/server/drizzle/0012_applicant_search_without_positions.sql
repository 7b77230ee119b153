-- The search only asks whether a resume holds all the words (plainto_tsquery's &), never where: without
-- their positions the vectors are about 40 % smaller, so walking a job's newest rows reads less.
ALTER TABLE "applications" DROP COLUMN "resume_search";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "resume_search" tsvector GENERATED ALWAYS AS (strip(to_tsvector('simple', coalesce("resume_text", '')))) STORED;--> statement-breakpoint
CREATE INDEX "applications_resume_search_idx" ON "applications" USING gin ("resume_search");
