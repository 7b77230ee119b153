DROP INDEX "applications_job_email_key";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "duplicate_of_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_duplicate_of_id_applications_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_mass_upload_file_key" ON "applications" USING btree ("job_id","resume_sha256") WHERE "applications"."source_channel" = 'mass-upload';--> statement-breakpoint
CREATE UNIQUE INDEX "applications_job_email_key" ON "applications" USING btree ("job_id",lower("candidate_email")) WHERE "applications"."candidate_email" is not null and "applications"."duplicate_of_id" is null;