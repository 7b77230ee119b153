CREATE TABLE "ai_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"input_hash" varchar(64),
	"engine_version" varchar(64),
	"output" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(210),
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_decisions_kind_check" CHECK ("ai_decisions"."kind" in ('SCORE','INTERVIEW_ADJUSTMENT','STATUS_PROPOSAL','STATUS_MOVE','SCORE_OVERRIDE','PROPOSAL_ACCEPTED','PROPOSAL_CHANGED','RESCREEN_REQUESTED'))
);
--> statement-breakpoint
ALTER TABLE "application_status_history" ADD COLUMN "kind" varchar(20) DEFAULT 'STATUS' NOT NULL;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD COLUMN "from_score" integer;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD COLUMN "to_score" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "ai_score" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "score_engine_version" varchar(64);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "score_overridden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "profile" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "proposed_status" varchar(40);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "proposed_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "proposed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "skills" jsonb;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "ai_auto_moves" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_decisions" ADD CONSTRAINT "ai_decisions_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_decisions" ADD CONSTRAINT "ai_decisions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_decisions" ADD CONSTRAINT "ai_decisions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_decisions_application_idx" ON "ai_decisions" USING btree ("application_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ai_decisions_org_idx" ON "ai_decisions" USING btree ("org_id");--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_kind_check" CHECK ("application_status_history"."kind" in ('STATUS','RESCREEN','SCORE_OVERRIDE'));--> statement-breakpoint
CREATE FUNCTION "ai_decisions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The one update allowed: the foreign key clearing actor_id when the user is deleted.
  IF NEW.actor_id IS NULL AND (to_jsonb(NEW) - 'actor_id') = (to_jsonb(OLD) - 'actor_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'ai_decisions is append-only' USING ERRCODE = 'raise_exception';
END
$$;--> statement-breakpoint
CREATE TRIGGER "ai_decisions_no_update" BEFORE UPDATE ON "ai_decisions" FOR EACH ROW EXECUTE FUNCTION "ai_decisions_append_only"();
