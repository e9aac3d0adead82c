CREATE TABLE "patient_remarks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patient_remarks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"remark" text NOT NULL,
	CONSTRAINT "patient_remarks_length" CHECK (char_length("patient_remarks"."remark") <= 500)
);
--> statement-breakpoint
CREATE TABLE "patient_summaries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patient_summaries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"org_id" integer,
	"doctor_id" integer,
	"is_child" boolean DEFAULT false NOT NULL,
	"patient_created_at" timestamp with time zone NOT NULL,
	"hbp_level" smallint,
	"dm_level" smallint,
	"copd_level" smallint,
	"hpl_level" smallint,
	"last_measurement_id" integer,
	"last_measured_at" timestamp with time zone,
	"last_abnormal_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "patient_diseases" ADD COLUMN "special_state" smallint;--> statement-breakpoint
ALTER TABLE "patient_diseases" ADD COLUMN "ai_file" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_diseases" ADD COLUMN "ph_file" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "patient_remarks" ADD CONSTRAINT "patient_remarks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_remarks" ADD CONSTRAINT "patient_remarks_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_remarks" ADD CONSTRAINT "patient_remarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_summaries" ADD CONSTRAINT "patient_summaries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_summaries" ADD CONSTRAINT "patient_summaries_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_remarks_patient_idx" ON "patient_remarks" USING btree ("project_id","patient_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_summaries_patient_uq" ON "patient_summaries" USING btree ("project_id","patient_id");--> statement-breakpoint
CREATE INDEX "patient_summaries_org_idx" ON "patient_summaries" USING btree ("project_id","org_id","patient_created_at" DESC NULLS LAST,"patient_id" DESC NULLS LAST,"last_abnormal_at","hbp_level","dm_level","copd_level","hpl_level");--> statement-breakpoint
CREATE INDEX "patient_summaries_doctor_idx" ON "patient_summaries" USING btree ("project_id","doctor_id","patient_created_at" DESC NULLS LAST,"patient_id" DESC NULLS LAST,"last_abnormal_at","hbp_level","dm_level","copd_level","hpl_level");--> statement-breakpoint
CREATE INDEX "patient_summaries_hbp_idx" ON "patient_summaries" USING btree ("project_id","org_id","hbp_level","patient_created_at" DESC NULLS LAST,"patient_id" DESC NULLS LAST,"last_abnormal_at") WHERE hbp_level is not null;--> statement-breakpoint
CREATE INDEX "patient_summaries_hbp_abnormal_idx" ON "patient_summaries" USING btree ("project_id","org_id","hbp_level","last_abnormal_at") WHERE hbp_level is not null;--> statement-breakpoint
CREATE INDEX "patient_summaries_dm_idx" ON "patient_summaries" USING btree ("project_id","org_id","dm_level","patient_created_at" DESC NULLS LAST,"patient_id" DESC NULLS LAST,"last_abnormal_at") WHERE dm_level is not null;--> statement-breakpoint
CREATE INDEX "patient_summaries_dm_abnormal_idx" ON "patient_summaries" USING btree ("project_id","org_id","dm_level","last_abnormal_at") WHERE dm_level is not null;--> statement-breakpoint
CREATE INDEX "patient_summaries_copd_idx" ON "patient_summaries" USING btree ("project_id","org_id","copd_level","patient_created_at" DESC NULLS LAST,"patient_id" DESC NULLS LAST,"last_abnormal_at") WHERE copd_level is not null;--> statement-breakpoint
CREATE INDEX "patient_summaries_copd_abnormal_idx" ON "patient_summaries" USING btree ("project_id","org_id","copd_level","last_abnormal_at") WHERE copd_level is not null;--> statement-breakpoint
CREATE INDEX "patient_summaries_hpl_idx" ON "patient_summaries" USING btree ("project_id","org_id","hpl_level","patient_created_at" DESC NULLS LAST,"patient_id" DESC NULLS LAST,"last_abnormal_at") WHERE hpl_level is not null;--> statement-breakpoint
CREATE INDEX "patient_summaries_hpl_abnormal_idx" ON "patient_summaries" USING btree ("project_id","org_id","hpl_level","last_abnormal_at") WHERE hpl_level is not null;--> statement-breakpoint
CREATE INDEX "patient_summaries_abnormal_idx" ON "patient_summaries" USING btree ("project_id","org_id","last_abnormal_at");--> statement-breakpoint
CREATE INDEX "patient_summaries_doctor_org_idx" ON "patient_summaries" USING btree ("project_id","doctor_id","org_id");--> statement-breakpoint
CREATE INDEX "patient_tag_links_tag_idx" ON "patient_tag_links" USING btree ("project_id","tag_id");--> statement-breakpoint
ALTER TABLE "patient_diseases" ADD CONSTRAINT "patient_diseases_type" CHECK (type between 1 and 4);--> statement-breakpoint
ALTER TABLE "patient_diseases" ADD CONSTRAINT "patient_diseases_level" CHECK (level between 1 and (case when type = 1 then 3 else 2 end));--> statement-breakpoint
ALTER TABLE "patient_diseases" ADD CONSTRAINT "patient_diseases_special_state" CHECK (special_state in (1, 2, 3));--> statement-breakpoint
-- custom (keep at merge)
-- Issue 11, the doctor's patient list: patient_summaries is derived data kept by these triggers,
-- so every writer of patients, patient_diseases and measurements keeps it right (the API, the IoT
-- fast path, seeds, bulk SQL). Statement-level triggers with transition tables: a bulk insert
-- costs one set-based statement, not one per row. They run as the caller, under row-level
-- security, like the statement that fired them.
CREATE FUNCTION patient_summaries_patient_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO patient_summaries (project_id, patient_id, org_id, doctor_id, is_child, patient_created_at)
  SELECT project_id, id, org_id, doctor_id, is_child, created_at FROM new_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER patient_summaries_patient_insert AFTER INSERT ON patients
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patient_summaries_patient_insert();
--> statement-breakpoint
CREATE FUNCTION patient_summaries_patient_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE patient_summaries
  SET org_id = NEW.org_id, doctor_id = NEW.doctor_id, is_child = NEW.is_child
  WHERE project_id = NEW.project_id AND patient_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER patient_summaries_patient_update AFTER UPDATE OF org_id, doctor_id, is_child ON patients
  FOR EACH ROW WHEN (OLD.org_id IS DISTINCT FROM NEW.org_id OR OLD.doctor_id IS DISTINCT FROM NEW.doctor_id
    OR OLD.is_child IS DISTINCT FROM NEW.is_child)
  EXECUTE FUNCTION patient_summaries_patient_update();
--> statement-breakpoint
-- The group levels of the patients in `changed` (project_id, patient_id), from patient_diseases.
CREATE FUNCTION patient_summaries_refresh_levels(changed_project integer[], changed_patient integer[])
RETURNS void LANGUAGE sql AS $$
  UPDATE patient_summaries s
  SET hbp_level = l.hbp, dm_level = l.dm, copd_level = l.copd, hpl_level = l.hpl
  FROM (
    SELECT c.project_id, c.patient_id,
           max(d.level) FILTER (WHERE d.type = 1) AS hbp, max(d.level) FILTER (WHERE d.type = 2) AS dm,
           max(d.level) FILTER (WHERE d.type = 3) AS copd, max(d.level) FILTER (WHERE d.type = 4) AS hpl
    FROM (SELECT DISTINCT * FROM unnest(changed_project, changed_patient) AS u(project_id, patient_id)) c
    LEFT JOIN patient_diseases d ON d.project_id = c.project_id AND d.patient_id = c.patient_id
    GROUP BY c.project_id, c.patient_id
  ) l
  WHERE s.project_id = l.project_id AND s.patient_id = l.patient_id
    AND (s.hbp_level, s.dm_level, s.copd_level, s.hpl_level) IS DISTINCT FROM (l.hbp, l.dm, l.copd, l.hpl)
$$;
--> statement-breakpoint
CREATE FUNCTION patient_summaries_diseases_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM patient_summaries_refresh_levels(array_agg(project_id), array_agg(patient_id)) FROM old_rows;
  ELSE
    PERFORM patient_summaries_refresh_levels(array_agg(project_id), array_agg(patient_id)) FROM new_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER patient_summaries_diseases_insert AFTER INSERT ON patient_diseases
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patient_summaries_diseases_changed();
--> statement-breakpoint
CREATE TRIGGER patient_summaries_diseases_update AFTER UPDATE ON patient_diseases
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patient_summaries_diseases_changed();
--> statement-breakpoint
CREATE TRIGGER patient_summaries_diseases_delete AFTER DELETE ON patient_diseases
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION patient_summaries_diseases_changed();
--> statement-breakpoint
-- New readings, row by row (the hot path is one reading per statement: IoT, the app; a row trigger
-- with cached plans costs least there, and an abnormal-only trigger does not fire at all for a
-- normal reading). The newest abnormal time is exact: an abnormal reading waits for a concurrent
-- writer of the same patient. The newest reading is best effort under concurrency: a summary row
-- another transaction is writing is skipped (SKIP LOCKED), so a burst of one patient's readings
-- (a device) never queues on that row behind a commit; the skipped reading arrived at the same
-- moment, and the next reading corrects it. A reading older than what is on file changes nothing,
-- so late uploads cannot move "latest" back. Bulk loads may disable these two triggers and then
-- call patient_summaries_refresh_readings for the patients loaded.
CREATE FUNCTION patient_summaries_abnormal_reading() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE patient_summaries SET last_abnormal_at = NEW.measured_at
  WHERE project_id = NEW.project_id AND patient_id = NEW.patient_id
    AND (last_abnormal_at IS NULL OR last_abnormal_at < NEW.measured_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER patient_summaries_reading_abnormal AFTER INSERT ON measurements
  FOR EACH ROW WHEN (NEW.abnormal) EXECUTE FUNCTION patient_summaries_abnormal_reading();
--> statement-breakpoint
CREATE FUNCTION patient_summaries_latest_reading() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE patient_summaries SET last_measurement_id = NEW.id, last_measured_at = NEW.measured_at
  WHERE id = (
    SELECT id FROM patient_summaries
    WHERE project_id = NEW.project_id AND patient_id = NEW.patient_id
      AND (last_measured_at IS NULL OR (NEW.measured_at, NEW.id) > (last_measured_at, last_measurement_id))
    FOR UPDATE SKIP LOCKED);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER patient_summaries_reading_latest AFTER INSERT ON measurements
  FOR EACH ROW EXECUTE FUNCTION patient_summaries_latest_reading();
--> statement-breakpoint
-- Deleted or changed readings (rare: a hand-entered reading removed), a bulk load, the backfill:
-- recompute those patients from their readings, set-based.
CREATE FUNCTION patient_summaries_refresh_readings(changed_project integer[], changed_patient integer[])
RETURNS void LANGUAGE sql AS $$
  WITH c AS (SELECT DISTINCT * FROM unnest(changed_project, changed_patient) AS u(project_id, patient_id)),
  l AS (
    SELECT DISTINCT ON (m.project_id, m.patient_id) m.project_id, m.patient_id, m.id, m.measured_at,
           max(m.measured_at) FILTER (WHERE m.abnormal) OVER (PARTITION BY m.project_id, m.patient_id) AS abnormal_at
    FROM measurements m JOIN c ON c.project_id = m.project_id AND c.patient_id = m.patient_id
    ORDER BY m.project_id, m.patient_id, m.measured_at DESC, m.id DESC
  )
  UPDATE patient_summaries s
  SET last_measurement_id = l.id, last_measured_at = l.measured_at, last_abnormal_at = l.abnormal_at
  FROM c LEFT JOIN l ON l.project_id = c.project_id AND l.patient_id = c.patient_id
  WHERE s.project_id = c.project_id AND s.patient_id = c.patient_id
$$;
--> statement-breakpoint
CREATE FUNCTION patient_summaries_readings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM patient_summaries_refresh_readings(array_agg(project_id), array_agg(patient_id)) FROM old_rows;
  ELSE
    PERFORM patient_summaries_refresh_readings(
      array_agg(project_id) || (SELECT array_agg(project_id) FROM old_rows),
      array_agg(patient_id) || (SELECT array_agg(patient_id) FROM old_rows)) FROM new_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER patient_summaries_readings_delete AFTER DELETE ON measurements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION patient_summaries_readings_changed();
--> statement-breakpoint
CREATE TRIGGER patient_summaries_readings_update AFTER UPDATE ON measurements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION patient_summaries_readings_changed();
--> statement-breakpoint
-- Rows written before this migration.
INSERT INTO patient_summaries (project_id, patient_id, org_id, doctor_id, is_child, patient_created_at)
SELECT project_id, id, org_id, doctor_id, is_child, created_at FROM patients;
--> statement-breakpoint
SELECT patient_summaries_refresh_levels(array_agg(project_id), array_agg(id)) FROM patients;
--> statement-breakpoint
SELECT patient_summaries_refresh_readings(array_agg(project_id), array_agg(id)) FROM patients;
--> statement-breakpoint
ALTER TABLE patient_summaries SET (fillfactor = 80);
