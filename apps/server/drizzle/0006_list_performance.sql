CREATE TABLE "job_application_counts" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "applications_org_job_created_idx";--> statement-breakpoint
ALTER TABLE "job_application_counts" ADD CONSTRAINT "job_application_counts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_counts" ADD CONSTRAINT "job_application_counts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_org_job_created_idx" ON "applications" USING btree ("org_id","job_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
INSERT INTO "job_application_counts" ("job_id", "org_id", "total")
  SELECT "job_id", "org_id", count(*)::integer FROM "applications" GROUP BY "job_id", "org_id";--> statement-breakpoint
-- Statement triggers with transition tables: a bulk insert or a cascade touches each job's row once.
CREATE FUNCTION "count_inserted_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "job_application_counts" AS counts ("job_id", "org_id", "total")
    SELECT "job_id", "org_id", count(*)::integer FROM "inserted_applications" GROUP BY "job_id", "org_id" ORDER BY "job_id"
  ON CONFLICT ("job_id") DO UPDATE SET "total" = counts."total" + excluded."total";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "count_deleted_applications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "job_application_counts" AS counts SET "total" = counts."total" - deleted."total"
    FROM (SELECT "job_id", count(*)::integer AS "total" FROM "deleted_applications" GROUP BY "job_id") AS deleted
    WHERE counts."job_id" = deleted."job_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "applications_count_insert" AFTER INSERT ON "applications"
  REFERENCING NEW TABLE AS "inserted_applications" FOR EACH STATEMENT EXECUTE FUNCTION "count_inserted_applications"();--> statement-breakpoint
CREATE TRIGGER "applications_count_delete" AFTER DELETE ON "applications"
  REFERENCING OLD TABLE AS "deleted_applications" FOR EACH STATEMENT EXECUTE FUNCTION "count_deleted_applications"();
