ALTER TABLE "candidate_emails" ADD COLUMN "recipient" varchar(10) DEFAULT 'CANDIDATE' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_emails" ADD CONSTRAINT "candidate_emails_recipient_check" CHECK ("candidate_emails"."recipient" in ('CANDIDATE','STAFF'));--> statement-breakpoint
-- The emails written before this column to a member of the organisation's staff (interviewers' invitations).
UPDATE "candidate_emails" SET "recipient" = 'STAFF' WHERE EXISTS (SELECT 1 FROM "users" WHERE "users"."org_id" = "candidate_emails"."org_id" AND lower("users"."email") = lower("candidate_emails"."to_address"));
