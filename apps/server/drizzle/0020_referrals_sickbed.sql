CREATE TABLE "referrals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referrals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"from_org_id" integer,
	"referral_type" smallint NOT NULL,
	"disease_diagnose" text NOT NULL,
	"referral_cause" text NOT NULL,
	"description" text,
	"target_doctor_id" integer,
	"target_department_id" integer,
	"target_org_id" integer NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"remark" text,
	"accepted_doctor_id" integer,
	"accepted_at" timestamp with time zone,
	"finished_by_user_id" integer,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_state_ck" CHECK (state between 0 and 4),
	CONSTRAINT "referrals_type_ck" CHECK (referral_type between 1 and 3),
	CONSTRAINT "referrals_not_self_ck" CHECK (target_doctor_id is distinct from doctor_id),
	CONSTRAINT "referrals_reason_ck" CHECK (state <> 2 or reject_reason is not null),
	CONSTRAINT "referrals_accepted_ck" CHECK ((state in (1, 3)) = (accepted_doctor_id is not null)),
	CONSTRAINT "referrals_finished_ck" CHECK ((state in (2, 3, 4)) = (finished_at is not null))
);
--> statement-breakpoint
CREATE TABLE "home_visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"sickbed_id" integer,
	"doctor_id" integer,
	"recorded_by_user_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"content_category" text NOT NULL,
	"remark" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_visits_time_ck" CHECK (end_time >= start_time),
	CONSTRAINT "home_visits_type_ck" CHECK (type between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "sickbed_applications" ADD COLUMN "bed_no" text;--> statement-breakpoint
ALTER TABLE "sickbed_applications" ADD COLUMN "reviewed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "sickbed_applications" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sickbed_applications" ADD COLUMN "discharged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_from_org_id_orgs_id_fk" FOREIGN KEY ("from_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_target_doctor_id_doctors_id_fk" FOREIGN KEY ("target_doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_target_department_id_departments_id_fk" FOREIGN KEY ("target_department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_target_org_id_orgs_id_fk" FOREIGN KEY ("target_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_accepted_doctor_id_doctors_id_fk" FOREIGN KEY ("accepted_doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_finished_by_user_id_users_id_fk" FOREIGN KEY ("finished_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_visits" ADD CONSTRAINT "home_visits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_visits" ADD CONSTRAINT "home_visits_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_visits" ADD CONSTRAINT "home_visits_sickbed_id_sickbed_applications_id_fk" FOREIGN KEY ("sickbed_id") REFERENCES "public"."sickbed_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_visits" ADD CONSTRAINT "home_visits_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_visits" ADD CONSTRAINT "home_visits_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referrals_patient_idx" ON "referrals" USING btree ("project_id","patient_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_doctor_idx" ON "referrals" USING btree ("project_id","doctor_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_target_doctor_idx" ON "referrals" USING btree ("project_id","target_doctor_id","state");--> statement-breakpoint
CREATE INDEX "referrals_target_department_idx" ON "referrals" USING btree ("project_id","target_department_id","state");--> statement-breakpoint
CREATE INDEX "referrals_target_org_idx" ON "referrals" USING btree ("project_id","target_org_id","state");--> statement-breakpoint
CREATE INDEX "referrals_accepted_doctor_idx" ON "referrals" USING btree ("project_id","accepted_doctor_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_open_target_uq" ON "referrals" USING btree ("project_id","patient_id","target_org_id",coalesce("target_department_id", 0),coalesce("target_doctor_id", 0)) WHERE state in (0, 1);--> statement-breakpoint
CREATE INDEX "home_visits_sickbed_idx" ON "home_visits" USING btree ("project_id","sickbed_id","start_time");--> statement-breakpoint
CREATE INDEX "home_visits_patient_idx" ON "home_visits" USING btree ("project_id","patient_id","start_time");--> statement-breakpoint
ALTER TABLE "sickbed_applications" ADD CONSTRAINT "sickbed_applications_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sickbed_applications_org_state_idx" ON "sickbed_applications" USING btree ("project_id","org_id","state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sickbed_applications_bed_no_uq" ON "sickbed_applications" USING btree ("project_id","bed_no");--> statement-breakpoint
ALTER TABLE "sickbed_applications" ADD CONSTRAINT "sickbed_applications_state_ck" CHECK (state between 0 and 4);--> statement-breakpoint
ALTER TABLE "sickbed_applications" ADD CONSTRAINT "sickbed_applications_discharge_ck" CHECK ((state = 4) = (discharged_at is not null));--> statement-breakpoint
-- custom (keep at merge)
-- Home sickbeds: applications approved before beds existed get a bed number and a review time;
-- older duplicates of an open application (allowed by the old rule: one approved and a newer
-- pending one, or two approved) are closed with a note, so each patient keeps at most one open.
UPDATE "sickbed_applications" SET "reviewed_at" = "updated_at" WHERE "state" in (1, 2) AND "reviewed_at" IS NULL;--> statement-breakpoint
UPDATE "sickbed_applications" SET "bed_no" = 'JC' || to_char("reviewed_at" at time zone 'Asia/Shanghai', 'YYYYMMDD') || '-' || lpad("id"::text, 4, '0') WHERE "state" = 1 AND "bed_no" IS NULL;--> statement-breakpoint
UPDATE "sickbed_applications" s SET
  "state" = CASE WHEN s."state" = 1 THEN 4 ELSE 3 END,
  "discharged_at" = CASE WHEN s."state" = 1 THEN now() ELSE NULL END,
  "state_remark" = '系统升级：同一患者仅保留最新的一条家庭病床申请',
  "updated_at" = now()
WHERE s."state" in (0, 1) AND EXISTS (
  SELECT 1 FROM "sickbed_applications" n
  WHERE n."project_id" = s."project_id" AND n."patient_id" = s."patient_id" AND n."state" in (0, 1) AND n."id" > s."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "sickbed_applications_open_uq" ON "sickbed_applications" USING btree ("project_id","patient_id") WHERE "state" in (0, 1);--> statement-breakpoint
ALTER TABLE "sickbed_applications" ADD CONSTRAINT "sickbed_applications_bed_ck" CHECK ((state in (1, 4)) = (bed_no is not null));--> statement-breakpoint
ALTER TABLE "sickbed_applications" ADD CONSTRAINT "sickbed_applications_reviewed_ck" CHECK (state in (0, 3) or reviewed_at is not null);
