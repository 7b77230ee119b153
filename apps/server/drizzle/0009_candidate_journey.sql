CREATE TABLE "candidate_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"template" varchar(40) NOT NULL,
	"to_address" varchar(254) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'QUEUED' NOT NULL,
	"job_id" varchar(36) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_by_user_id" integer,
	CONSTRAINT "candidate_emails_status_check" CHECK ("candidate_emails"."status" in ('QUEUED','SENT','FAILED'))
);
--> statement-breakpoint
CREATE TABLE "data_erasures" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" varchar(20) NOT NULL,
	"erased_by_user_id" integer,
	"reason" text NOT NULL,
	"items_erased" integer NOT NULL,
	CONSTRAINT "data_erasures_source_check" CHECK ("data_erasures"."source" in ('STAFF','RETENTION','CANDIDATE_REQUEST'))
);
--> statement-breakpoint
CREATE TABLE "data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"application_id" integer,
	"kind" varchar(10) NOT NULL,
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	CONSTRAINT "data_requests_kind_check" CHECK ("data_requests"."kind" in ('EXPORT','ERASE')),
	CONSTRAINT "data_requests_status_check" CHECK ("data_requests"."status" in ('PENDING','COMPLETED','REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "data_retention_settings" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"retention_months" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_retention_settings_months_check" CHECK ("data_retention_settings"."retention_months" is null or "data_retention_settings"."retention_months" between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"template" varchar(40) NOT NULL,
	"language" varchar(2) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "email_templates_language_check" CHECK ("email_templates"."language" in ('en','de'))
);
--> statement-breakpoint
CREATE TABLE "org_careers" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"color" varchar(7),
	"logo" "bytea",
	"logo_type" varchar(20),
	"logo_updated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_careers_color_check" CHECK ("org_careers"."color" is null or "org_careers"."color" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "org_careers_logo_check" CHECK (("org_careers"."logo" is null) = ("org_careers"."logo_type" is null) and ("org_careers"."logo" is null) = ("org_careers"."logo_updated_at" is null)),
	CONSTRAINT "org_careers_logo_type_check" CHECK ("org_careers"."logo_type" is null or "org_careers"."logo_type" in ('image/png','image/jpeg','image/webp')),
	CONSTRAINT "org_careers_logo_size_check" CHECK ("org_careers"."logo" is null or octet_length("org_careers"."logo") <= 524288)
);
--> statement-breakpoint
CREATE TABLE "retention_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_interviewers" (
	"org_id" integer NOT NULL,
	"interview_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "scheduled_interviewers_interview_id_user_id_pk" PRIMARY KEY("interview_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "scheduled_interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"duration_minutes" integer NOT NULL,
	"location" varchar(500),
	"video_url" varchar(2000),
	"notes" text,
	"status" varchar(10) DEFAULT 'SCHEDULED' NOT NULL,
	"uid" varchar(100) NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_interviews_status_check" CHECK ("scheduled_interviews"."status" in ('SCHEDULED','CANCELLED')),
	CONSTRAINT "scheduled_interviews_duration_check" CHECK ("scheduled_interviews"."duration_minutes" between 15 and 480),
	CONSTRAINT "scheduled_interviews_place_check" CHECK ("scheduled_interviews"."location" is not null or "scheduled_interviews"."video_url" is not null),
	CONSTRAINT "scheduled_interviews_video_url_check" CHECK ("scheduled_interviews"."video_url" is null or "scheduled_interviews"."video_url" ~* '^https?://')
);
--> statement-breakpoint
ALTER TABLE "application_status_history" DROP CONSTRAINT "application_status_history_kind_check";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "consent_given_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "privacy_notice_version" varchar(20);--> statement-breakpoint
ALTER TABLE "candidate_emails" ADD CONSTRAINT "candidate_emails_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_emails" ADD CONSTRAINT "candidate_emails_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_emails" ADD CONSTRAINT "candidate_emails_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_erasures" ADD CONSTRAINT "data_erasures_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_erasures" ADD CONSTRAINT "data_erasures_erased_by_user_id_users_id_fk" FOREIGN KEY ("erased_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_retention_settings" ADD CONSTRAINT "data_retention_settings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_retention_settings" ADD CONSTRAINT "data_retention_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_careers" ADD CONSTRAINT "org_careers_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_notices" ADD CONSTRAINT "retention_notices_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_notices" ADD CONSTRAINT "retention_notices_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_interviewers" ADD CONSTRAINT "scheduled_interviewers_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_interviewers" ADD CONSTRAINT "scheduled_interviewers_interview_id_scheduled_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."scheduled_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_interviewers" ADD CONSTRAINT "scheduled_interviewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_interviews" ADD CONSTRAINT "scheduled_interviews_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_interviews" ADD CONSTRAINT "scheduled_interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_interviews" ADD CONSTRAINT "scheduled_interviews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_emails_org_application_idx" ON "candidate_emails" USING btree ("org_id","application_id","created_at");--> statement-breakpoint
CREATE INDEX "candidate_emails_application_idx" ON "candidate_emails" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "candidate_emails_queued_idx" ON "candidate_emails" USING btree ("created_at") WHERE "candidate_emails"."status" = 'QUEUED';--> statement-breakpoint
CREATE INDEX "data_erasures_org_erased_idx" ON "data_erasures" USING btree ("org_id","erased_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "data_requests_org_status_idx" ON "data_requests" USING btree ("org_id","status","created_at");--> statement-breakpoint
CREATE INDEX "data_requests_application_idx" ON "data_requests" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_requests_pending_key" ON "data_requests" USING btree ("application_id","kind") WHERE "data_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_org_template_language_key" ON "email_templates" USING btree ("org_id","template","language");--> statement-breakpoint
CREATE UNIQUE INDEX "retention_notices_application_key" ON "retention_notices" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "retention_notices_org_due_idx" ON "retention_notices" USING btree ("org_id","due_at","id");--> statement-breakpoint
CREATE INDEX "scheduled_interviewers_org_user_idx" ON "scheduled_interviewers" USING btree ("org_id","user_id");--> statement-breakpoint
CREATE INDEX "scheduled_interviews_org_starts_idx" ON "scheduled_interviews" USING btree ("org_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "scheduled_interviews_application_idx" ON "scheduled_interviews" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_interviews_uid_key" ON "scheduled_interviews" USING btree ("uid");--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_kind_check" CHECK ("application_status_history"."kind" in ('STATUS','RESCREEN','SCORE_OVERRIDE','INTERVIEW'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_consent_check" CHECK (("applications"."consent_given_at" is null) = ("applications"."privacy_notice_version" is null));