CREATE TABLE "interview_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"key_prefix" varchar(16) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "interview_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"record_id" integer NOT NULL,
	"event" varchar(200) NOT NULL,
	"details" text,
	"scorecard" text,
	"notice_period" varchar(100),
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"api_key_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"candidate_id" varchar(100),
	"applicant_id" varchar(20),
	"position" varchar(200),
	"total_questions" integer,
	"total_suspicious_activity" integer,
	"total_suspicious_eye_activity" integer,
	"total_face_mismatch_detected" integer,
	"total_no_face_detected" integer,
	"notice_period" varchar(100),
	"reference" varchar(500),
	"overall_score" numeric(4, 2),
	"feedback" text,
	"scorecard" text,
	"interview_date" timestamp with time zone,
	"raw_overall_score" numeric(4, 2),
	"suspicion_deduction" numeric(4, 2),
	"suspicious_adjustment" text,
	"suspicious_justification" text,
	"id_verified" boolean DEFAULT false NOT NULL,
	"voice_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_records_scores_check" CHECK (("interview_records"."overall_score" is null or "interview_records"."overall_score" between 0 and 10) and ("interview_records"."raw_overall_score" is null or "interview_records"."raw_overall_score" between 0 and 10) and ("interview_records"."suspicion_deduction" is null or "interview_records"."suspicion_deduction" between 0 and 10))
);
--> statement-breakpoint
ALTER TABLE "interview_api_keys" ADD CONSTRAINT "interview_api_keys_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_events" ADD CONSTRAINT "interview_events_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_events" ADD CONSTRAINT "interview_events_record_id_interview_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."interview_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_events" ADD CONSTRAINT "interview_events_api_key_id_interview_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."interview_api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_records" ADD CONSTRAINT "interview_records_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_records" ADD CONSTRAINT "interview_records_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_api_keys_hash_key" ON "interview_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "interview_api_keys_org_idx" ON "interview_api_keys" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "interview_events_record_idx" ON "interview_events" USING btree ("record_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "interview_events_org_idx" ON "interview_events" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_records_application_key" ON "interview_records" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "interview_records_org_idx" ON "interview_records" USING btree ("org_id");