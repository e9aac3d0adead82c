CREATE TABLE "follow_appointments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "follow_appointments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"plan_id" integer,
	"doctor_user_id" integer NOT NULL,
	"appoint_time" timestamp with time zone NOT NULL,
	"follow_mode" smallint NOT NULL,
	"content" text NOT NULL,
	"is_accept" smallint,
	"responded_at" timestamp with time zone,
	"responded_by_user_id" integer,
	CONSTRAINT "follow_appointments_accept_ck" CHECK ("follow_appointments"."is_accept" in (0, 1)),
	CONSTRAINT "follow_appointments_answer_ck" CHECK (("follow_appointments"."is_accept" is null) = ("follow_appointments"."responded_at" is null))
);
--> statement-breakpoint
CREATE TABLE "follow_medication_pushes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "follow_medication_pushes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"record_id" integer NOT NULL,
	"version" integer NOT NULL,
	"remark" text,
	"items" jsonb NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"pushed_by_user_id" integer NOT NULL,
	"superseded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "follow_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "follow_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"org_id" integer,
	"template_id" integer,
	"follow_mode" smallint NOT NULL,
	"follow_frequency" text NOT NULL,
	"plan_time" timestamp with time zone NOT NULL,
	"follow_person_user_id" integer,
	"follow_content" text,
	"state" text DEFAULT 'open' NOT NULL,
	"actual_person_user_id" integer,
	"actual_time" timestamp with time zone,
	"cancel_reason" text,
	"closed_by_user_id" integer,
	"source" text DEFAULT 'plan' NOT NULL,
	"created_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_plans_state_ck" CHECK ("follow_plans"."state" in ('open', 'done', 'cancelled', 'deleted')),
	CONSTRAINT "follow_plans_done_ck" CHECK ("follow_plans"."state" <> 'done' or ("follow_plans"."actual_time" is not null and "follow_plans"."actual_person_user_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "follow_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "follow_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"plan_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"org_id" integer,
	"doctor_user_id" integer NOT NULL,
	"follow_time" timestamp with time zone NOT NULL,
	"follow_mode" smallint NOT NULL,
	"disease" text,
	"form" jsonb NOT NULL,
	"measurement_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"classification" smallint,
	"controlled" boolean,
	"referral" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"rule_source" text NOT NULL,
	"next_follow_date" text,
	"next_plan_id" integer,
	"advice" text,
	"source" text DEFAULT 'doctor' NOT NULL,
	"sync_state" text DEFAULT 'unsynced' NOT NULL,
	"synced_at" timestamp with time zone,
	"sync_provider" text,
	"sync_ref" text,
	CONSTRAINT "follow_records_referral_ck" CHECK ("follow_records"."referral" in ('none', 'urgent', 'suggested')),
	CONSTRAINT "follow_records_classification_ck" CHECK ("follow_records"."classification" between 1 and 4),
	CONSTRAINT "follow_records_sync_ck" CHECK (("follow_records"."sync_state" = 'synced') = ("follow_records"."synced_at" is not null and "follow_records"."sync_ref" is not null))
);
--> statement-breakpoint
CREATE TABLE "follow_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "follow_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"plan_id" integer NOT NULL,
	"due_day" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "follow_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"disease" text,
	"follow_mode" smallint NOT NULL,
	"follow_frequency" text NOT NULL,
	"content" text NOT NULL,
	"form_items" jsonb NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "follow_appointments" ADD CONSTRAINT "follow_appointments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_appointments" ADD CONSTRAINT "follow_appointments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_appointments" ADD CONSTRAINT "follow_appointments_plan_id_follow_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."follow_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_appointments" ADD CONSTRAINT "follow_appointments_doctor_user_id_users_id_fk" FOREIGN KEY ("doctor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_appointments" ADD CONSTRAINT "follow_appointments_responded_by_user_id_users_id_fk" FOREIGN KEY ("responded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_medication_pushes" ADD CONSTRAINT "follow_medication_pushes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_medication_pushes" ADD CONSTRAINT "follow_medication_pushes_record_id_follow_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."follow_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_medication_pushes" ADD CONSTRAINT "follow_medication_pushes_pushed_by_user_id_users_id_fk" FOREIGN KEY ("pushed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_plans" ADD CONSTRAINT "follow_plans_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_plans" ADD CONSTRAINT "follow_plans_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_plans" ADD CONSTRAINT "follow_plans_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_plans" ADD CONSTRAINT "follow_plans_template_id_follow_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."follow_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_plans" ADD CONSTRAINT "follow_plans_follow_person_user_id_users_id_fk" FOREIGN KEY ("follow_person_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_plans" ADD CONSTRAINT "follow_plans_actual_person_user_id_users_id_fk" FOREIGN KEY ("actual_person_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_plans" ADD CONSTRAINT "follow_plans_closed_by_user_id_users_id_fk" FOREIGN KEY ("closed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_plans" ADD CONSTRAINT "follow_plans_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_records" ADD CONSTRAINT "follow_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_records" ADD CONSTRAINT "follow_records_plan_id_follow_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."follow_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_records" ADD CONSTRAINT "follow_records_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_records" ADD CONSTRAINT "follow_records_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_records" ADD CONSTRAINT "follow_records_doctor_user_id_users_id_fk" FOREIGN KEY ("doctor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_reminders" ADD CONSTRAINT "follow_reminders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_reminders" ADD CONSTRAINT "follow_reminders_plan_id_follow_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."follow_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_templates" ADD CONSTRAINT "follow_templates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_appointments_patient_idx" ON "follow_appointments" USING btree ("project_id","patient_id","created_at");--> statement-breakpoint
CREATE INDEX "follow_appointments_doctor_idx" ON "follow_appointments" USING btree ("project_id","doctor_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "follow_medication_pushes_version_uq" ON "follow_medication_pushes" USING btree ("project_id","record_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "follow_medication_pushes_current_uq" ON "follow_medication_pushes" USING btree ("project_id","record_id") WHERE "follow_medication_pushes"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "follow_plans_org_idx" ON "follow_plans" USING btree ("project_id","org_id","state","plan_time");--> statement-breakpoint
CREATE INDEX "follow_plans_patient_idx" ON "follow_plans" USING btree ("project_id","patient_id","plan_time");--> statement-breakpoint
CREATE INDEX "follow_plans_person_idx" ON "follow_plans" USING btree ("project_id","follow_person_user_id","state","plan_time");--> statement-breakpoint
CREATE UNIQUE INDEX "follow_records_plan_uq" ON "follow_records" USING btree ("project_id","plan_id");--> statement-breakpoint
CREATE INDEX "follow_records_patient_idx" ON "follow_records" USING btree ("project_id","patient_id","follow_time");--> statement-breakpoint
CREATE INDEX "follow_records_org_idx" ON "follow_records" USING btree ("project_id","org_id","follow_time");--> statement-breakpoint
CREATE UNIQUE INDEX "follow_reminders_uq" ON "follow_reminders" USING btree ("project_id","plan_id","due_day");--> statement-breakpoint
CREATE UNIQUE INDEX "follow_templates_code_uq" ON "follow_templates" USING btree ("project_id","code");