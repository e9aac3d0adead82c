CREATE TABLE "ai_discoveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_discoveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"org_id" integer,
	"disease_type" smallint NOT NULL,
	"source" text NOT NULL,
	"evidence_count" integer DEFAULT 1 NOT NULL,
	"worst_level" text,
	"last_measurement_id" integer,
	"diagnosis_text" text,
	"found_at" timestamp with time zone NOT NULL,
	"last_found_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ai_discoveries_type" CHECK (disease_type between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "ai_local_bindings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_local_bindings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"doctor_id" integer,
	"district_id" integer NOT NULL,
	"local_username" text NOT NULL,
	"local_password_sealed" text NOT NULL,
	"local_user_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_patient_marks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_patient_marks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"tracked_until" timestamp with time zone,
	"risk_model" text,
	"risk_percent" real,
	"risk_level" text,
	"risk_inputs" jsonb,
	"risk_computed_at" timestamp with time zone,
	"danger_state" smallint DEFAULT 0 NOT NULL,
	"danger_reason" text,
	"danger_user_id" integer,
	"danger_updated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_patient_marks_danger_state" CHECK (danger_state in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "ai_track_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_track_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"doctor_id" integer,
	"state" smallint NOT NULL,
	"reason" text,
	"reason_other" text,
	"handle_way" text,
	"handle_way_other" text,
	"content" text,
	"diagnosis" text,
	"diagnostic_content" text,
	"push_advice" text,
	"pushed" boolean DEFAULT false NOT NULL,
	"abnormal_num" integer DEFAULT 0 NOT NULL,
	"handled_until" timestamp with time zone,
	"time" timestamp with time zone NOT NULL,
	"next_time" timestamp with time zone,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_discoveries" ADD CONSTRAINT "ai_discoveries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_discoveries" ADD CONSTRAINT "ai_discoveries_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_local_bindings" ADD CONSTRAINT "ai_local_bindings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_local_bindings" ADD CONSTRAINT "ai_local_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_local_bindings" ADD CONSTRAINT "ai_local_bindings_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_local_bindings" ADD CONSTRAINT "ai_local_bindings_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_patient_marks" ADD CONSTRAINT "ai_patient_marks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_patient_marks" ADD CONSTRAINT "ai_patient_marks_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_patient_marks" ADD CONSTRAINT "ai_patient_marks_danger_user_id_users_id_fk" FOREIGN KEY ("danger_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_track_records" ADD CONSTRAINT "ai_track_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_track_records" ADD CONSTRAINT "ai_track_records_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_track_records" ADD CONSTRAINT "ai_track_records_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_track_records" ADD CONSTRAINT "ai_track_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_track_records" ADD CONSTRAINT "ai_track_records_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_discoveries_uq" ON "ai_discoveries" USING btree ("project_id","patient_id","disease_type");--> statement-breakpoint
CREATE INDEX "ai_discoveries_org_idx" ON "ai_discoveries" USING btree ("project_id","org_id","found_at" DESC NULLS LAST,"patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_local_bindings_user_uq" ON "ai_local_bindings" USING btree ("project_id","user_id");--> statement-breakpoint
CREATE INDEX "ai_local_bindings_district_idx" ON "ai_local_bindings" USING btree ("project_id","district_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_patient_marks_patient_uq" ON "ai_patient_marks" USING btree ("project_id","patient_id");--> statement-breakpoint
CREATE INDEX "ai_patient_marks_risk_idx" ON "ai_patient_marks" USING btree ("project_id","danger_state","risk_percent" DESC NULLS LAST) WHERE risk_percent is not null;--> statement-breakpoint
CREATE INDEX "ai_track_records_patient_idx" ON "ai_track_records" USING btree ("project_id","patient_id","time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orgs_area_idx" ON "orgs" USING btree ("project_id","area_code");--> statement-breakpoint
-- custom (keep at merge)
-- Issue 16, patient discovery: ai_discoveries is derived data kept by these triggers, so every
-- writer of measurements and diagnosis_records (API, IoT, seeds, bulk SQL) keeps it right. A
-- reading suggests a disease by its grade from the shared range table (packages/shared
-- measurement-ranges.ts: blood pressure grade 1-3 >= 140/90, fasting glucose >= 7.0 or 2 h >= 11.1,
-- lipids high TC >= 6.2 / LDL >= 4.1 / TG >= 2.3 mmol/L); a diagnosis by its text. Row triggers
-- with a WHEN clause: a normal reading does not fire at all. Deleting a reading does not take the
-- evidence back (the list also checks the resident's group and org at read time).
CREATE FUNCTION ai_discoveries_note(p_project integer, p_patient integer, p_type smallint, p_source text,
  p_level text, p_measurement integer, p_text text, p_at timestamptz) RETURNS void LANGUAGE sql AS $$
  INSERT INTO ai_discoveries (project_id, patient_id, org_id, disease_type, source, evidence_count, worst_level,
    last_measurement_id, diagnosis_text, found_at, last_found_at)
  SELECT p_project, p_patient, p.org_id, p_type, p_source, 1, p_level, p_measurement, p_text, p_at, p_at
  FROM patients p WHERE p.project_id = p_project AND p.id = p_patient
  ON CONFLICT (project_id, patient_id, disease_type) DO UPDATE SET
    evidence_count = ai_discoveries.evidence_count + 1,
    worst_level = greatest(ai_discoveries.worst_level, excluded.worst_level),
    last_measurement_id = CASE WHEN excluded.last_found_at >= ai_discoveries.last_found_at
      THEN coalesce(excluded.last_measurement_id, ai_discoveries.last_measurement_id)
      ELSE ai_discoveries.last_measurement_id END,
    diagnosis_text = coalesce(excluded.diagnosis_text, ai_discoveries.diagnosis_text),
    found_at = least(ai_discoveries.found_at, excluded.found_at),
    last_found_at = greatest(ai_discoveries.last_found_at, excluded.last_found_at)
$$;
--> statement-breakpoint
CREATE FUNCTION ai_discoveries_reading() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ai_discoveries_note(NEW.project_id, NEW.patient_id,
    (CASE NEW.type WHEN 'bp' THEN 1 WHEN 'bg' THEN 2 ELSE 4 END)::smallint,
    'reading', NEW.level, NEW.id, NULL, NEW.measured_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ai_discoveries_reading AFTER INSERT ON measurements FOR EACH ROW
  WHEN ((NEW.type = 'bp' AND NEW.level IN ('grade1', 'grade2', 'grade3'))
    OR (NEW.type = 'bg' AND NEW.level = 'diabetes') OR (NEW.type = 'lipid' AND NEW.level = 'high'))
  EXECUTE FUNCTION ai_discoveries_reading();
--> statement-breakpoint
CREATE FUNCTION ai_discoveries_diagnosis() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  t text := NEW.major_diagnosis || ' ' || coalesce(NEW.minor_diagnosis, '');
  d smallint := CASE
    WHEN t ~ '(慢阻肺|慢性阻塞性肺|COPD)' THEN 3
    WHEN t ~ '高血压' THEN 1
    WHEN t ~ '糖尿病' THEN 2
    WHEN t ~ '(血脂异常|高脂血症|高胆固醇血症|高甘油三酯血症)' THEN 4
  END;
BEGIN
  IF d IS NOT NULL THEN
    PERFORM ai_discoveries_note(NEW.project_id, NEW.patient_id, d, 'diagnosis', NULL, NULL,
      NEW.major_diagnosis, NEW.medical_time);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ai_discoveries_diagnosis AFTER INSERT ON diagnosis_records FOR EACH ROW
  EXECUTE FUNCTION ai_discoveries_diagnosis();
