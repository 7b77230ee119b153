CREATE TABLE "application_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"from_status" varchar(40),
	"to_status" varchar(40) NOT NULL,
	"reason" text,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"created_by" integer,
	"candidate_name" varchar(200) NOT NULL,
	"candidate_email" varchar(254),
	"candidate_phone" varchar(40),
	"status" varchar(40) DEFAULT 'QUALIFIED' NOT NULL,
	"score" integer,
	"source_channel" varchar(100) DEFAULT 'manual' NOT NULL,
	"experience" text,
	"skills" text,
	"motivation" text,
	"resume_file_key" varchar(200) NOT NULL,
	"resume_file_name" varchar(255) NOT NULL,
	"resume_mime" varchar(100) NOT NULL,
	"resume_size" integer NOT NULL,
	"resume_sha256" varchar(64) NOT NULL,
	"resume_status" varchar(20) DEFAULT 'PENDING' NOT NULL,
	"resume_error" text,
	"resume_text" text,
	"resume_attempts" integer DEFAULT 0 NOT NULL,
	"resume_job_id" varchar(64),
	"resume_claimed_at" timestamp with time zone,
	"notice_period" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('APPLIED','REJECTED','REJECTED_IN_AI_INTERVIEW','INVITED_FOR_AI_SCREENING','REINVITED_FOR_AI_SCREENING','SHORTLISTED','NO_SHOW','INTERVIEW_IN_PROGRESS','AI_BYPASSED','INTERVIEW_INTERRUPTED','IN_PROGRESS','DUPLICATE','QUALIFIED','PENDING','PENDING_SCREENING')),
	CONSTRAINT "applications_resume_status_check" CHECK ("applications"."resume_status" in ('PENDING','PROCESSING','COMPLETED','FAILED')),
	CONSTRAINT "applications_score_check" CHECK ("applications"."score" is null or ("applications"."score" between 0 and 100))
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"note" text NOT NULL,
	"note_type" varchar(40) DEFAULT 'note' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notes_note_type_check" CHECK ("notes"."note_type" in ('note','resume-feedback'))
);
--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_status_history_app_idx" ON "application_status_history" USING btree ("application_id","changed_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_job_email_key" ON "applications" USING btree ("job_id",lower("candidate_email")) WHERE "applications"."candidate_email" is not null;--> statement-breakpoint
CREATE INDEX "applications_org_job_created_idx" ON "applications" USING btree ("org_id","job_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_job_sha256_idx" ON "applications" USING btree ("job_id","resume_sha256");--> statement-breakpoint
CREATE INDEX "applications_resume_pending_idx" ON "applications" USING btree ("resume_status") WHERE "applications"."resume_status" in ('PENDING','PROCESSING');--> statement-breakpoint
CREATE INDEX "applications_resume_text_fts_idx" ON "applications" USING gin (to_tsvector('simple', coalesce("resume_text", '')));--> statement-breakpoint
CREATE INDEX "notes_application_created_idx" ON "notes" USING btree ("application_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notes_resume_feedback_key" ON "notes" USING btree ("application_id") WHERE "notes"."note_type" = 'resume-feedback';