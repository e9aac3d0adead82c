CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"role" text,
	"org_id" integer,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"resource_id" text,
	"patient_id" integer,
	"query" jsonb,
	"outcome" text NOT NULL,
	"status" smallint NOT NULL,
	"ip" text,
	"device" text
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_patient_idx" ON "audit_events" USING btree ("project_id","patient_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("project_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_user_idx" ON "audit_events" USING btree ("project_id","user_id","at");--> statement-breakpoint
-- Retention (issue 10): the application role cannot delete from the trail; it may only ask the
-- owner to drop rows older than the retention, never younger than 180 days (the minimum of
-- AUDIT_RETENTION_MIN_DAYS in packages/shared, MLPS 2.0 / Cybersecurity Law art. 21).
CREATE FUNCTION audit_purge(retention_days integer) RETURNS bigint
LANGUAGE sql SECURITY DEFINER SET search_path = public AS $$
  WITH gone AS (
    DELETE FROM audit_events
    WHERE at < now() - make_interval(days => greatest(retention_days, 180))
    RETURNING 1
  )
  SELECT count(*) FROM gone
$$;
--> statement-breakpoint
CREATE POLICY audit_owner ON audit_events TO CURRENT_USER USING (true) WITH CHECK (true);
