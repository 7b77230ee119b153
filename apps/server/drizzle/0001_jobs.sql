CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"created_by" integer,
	"title" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"requirements" text NOT NULL,
	"department" varchar(100) NOT NULL,
	"location" varchar(200) DEFAULT '' NOT NULL,
	"employment_type" varchar(50) DEFAULT '' NOT NULL,
	"cutoff_date" date NOT NULL,
	"ai_processing_cutoff_date" date NOT NULL,
	"email" varchar(254) NOT NULL,
	"channels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"include_team_meeting" boolean DEFAULT false NOT NULL,
	"project_name" varchar(200) NOT NULL,
	"project_code" varchar(100) NOT NULL,
	"project_manager" varchar(200) NOT NULL,
	"tech_interview_poc" varchar(200) NOT NULL,
	"internal_questions" text DEFAULT '' NOT NULL,
	"status" varchar(20) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('ACTIVE','CLOSED','DRAFT','COMPLETED'))
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_org_created_idx" ON "jobs" USING btree ("org_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_org_status_idx" ON "jobs" USING btree ("org_id","status");--> statement-breakpoint
CREATE INDEX "jobs_created_by_idx" ON "jobs" USING btree ("created_by");