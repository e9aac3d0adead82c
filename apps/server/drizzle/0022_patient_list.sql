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
-- New readings. The newest abnormal time is exact: an abnormal reading (rare) waits for a
-- concurrent writer of the same patient. The newest reading is best effort under concurrency:
-- summary rows another transaction is writing at that moment are skipped (SKIP LOCKED), so a burst
-- of readings of one patient (a device) never queues on that row; the skipped reading arrived at
-- the same moment as the one written, and the next reading corrects it. A reading older than what
-- is on file changes nothing, so late uploads cannot move "latest" back.
CREATE FUNCTION patient_summaries_readings_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE patient_summaries s SET last_abnormal_at = n.at
  FROM (SELECT project_id, patient_id, max(measured_at) AS at FROM new_rows WHERE abnormal GROUP BY 1, 2) n
  WHERE s.project_id = n.project_id AND s.patient_id = n.patient_id
    AND (s.last_abnormal_at IS NULL OR s.last_abnormal_at < n.at);
  WITH n AS (
    SELECT DISTINCT ON (project_id, patient_id) project_id, patient_id, id, measured_at AS at
    FROM new_rows ORDER BY project_id, patient_id, measured_at DESC, id DESC
  ), free AS (
    SELECT s.id, n.id AS reading_id, n.at FROM patient_summaries s
    JOIN n ON s.project_id = n.project_id AND s.patient_id = n.patient_id
    WHERE s.last_measured_at IS NULL OR (n.at, n.id) > (s.last_measured_at, s.last_measurement_id)
    FOR UPDATE OF s SKIP LOCKED
  )
  UPDATE patient_summaries s SET last_measurement_id = free.reading_id, last_measured_at = free.at
  FROM free WHERE s.id = free.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER patient_summaries_readings_insert AFTER INSERT ON measurements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patient_summaries_readings_inserted();
--> statement-breakpoint
-- Deleted or changed readings (rare: a hand-entered reading removed): recompute those patients.
CREATE FUNCTION patient_summaries_refresh_readings(changed_project integer[], changed_patient integer[])
RETURNS void LANGUAGE sql AS $$
  UPDATE patient_summaries s
  SET last_measurement_id = l.id, last_measured_at = l.measured_at, last_abnormal_at = a.at
  FROM (SELECT DISTINCT * FROM unnest(changed_project, changed_patient) AS u(project_id, patient_id)) c
  LEFT JOIN LATERAL (
    SELECT m.id, m.measured_at FROM measurements m
    WHERE m.project_id = c.project_id AND m.patient_id = c.patient_id
    ORDER BY m.measured_at DESC, m.id DESC LIMIT 1
  ) l ON true
  LEFT JOIN LATERAL (
    SELECT max(m.measured_at) AS at FROM measurements m
    WHERE m.project_id = c.project_id AND m.patient_id = c.patient_id AND m.abnormal
  ) a ON true
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
