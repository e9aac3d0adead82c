CREATE TABLE "family_doctor_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "family_doctor_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"team_name" text,
	"service_packs" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"doctor_confirmed_at" timestamp with time zone,
	"doctor_confirmed_by" integer,
	"resident_confirmed_at" timestamp with time zone,
	"resident_confirmed_by" integer,
	"pre_sign_id" integer,
	"renewed_from_id" integer,
	"renewal_due_at" timestamp with time zone,
	"terminated_at" timestamp with time zone,
	"terminated_by" integer,
	"terminate_reason" text,
	"terminate_remark" text,
	"remark" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_doctor_contracts_dates_ck" CHECK (end_date >= start_date),
	CONSTRAINT "family_doctor_contracts_state_ck" CHECK (state in ('pending', 'signed', 'renewal_due', 'expired', 'terminated')),
	CONSTRAINT "family_doctor_contracts_reason_ck" CHECK ((state = 'terminated') = (terminate_reason is not null) and (terminate_reason is null or terminate_reason in ('moved_away', 'deceased', 'own_request', 'resigned_elsewhere', 'lost_to_follow_up', 'other'))),
	CONSTRAINT "family_doctor_contracts_other_ck" CHECK (terminate_reason is distinct from 'other' or length(trim(coalesce(terminate_remark, ''))) > 0),
	CONSTRAINT "family_doctor_contracts_confirmed_ck" CHECK (state not in ('signed', 'renewal_due') or (doctor_confirmed_at is not null and resident_confirmed_at is not null)),
	CONSTRAINT "family_doctor_contracts_packs_ck" CHECK (jsonb_typeof(service_packs) = 'array' and jsonb_array_length(service_packs) > 0)
);
--> statement-breakpoint
CREATE TABLE "sign_in_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_in_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"sign_date" date NOT NULL,
	"ip" text,
	"device_type" text
);
--> statement-breakpoint
CREATE TABLE "staff_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" smallint NOT NULL,
	"title" text NOT NULL,
	"content" text,
	"org_id" integer,
	"creator_user_id" integer NOT NULL,
	"assignee_user_id" integer,
	"state" text DEFAULT 'pending' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"result" text,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_tasks_state_ck" CHECK (state in ('pending', 'received', 'finished')),
	CONSTRAINT "staff_tasks_time_ck" CHECK (end_time > start_time),
	CONSTRAINT "staff_tasks_received_ck" CHECK (state = 'pending' or assignee_user_id is not null)
);
--> statement-breakpoint
CREATE TABLE "task_ip_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_ip_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"record_type" smallint NOT NULL,
	"ip" text NOT NULL,
	"device_type" text
);
--> statement-breakpoint
ALTER TABLE "family_doctor_contracts" ADD CONSTRAINT "family_doctor_contracts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_doctor_contracts" ADD CONSTRAINT "family_doctor_contracts_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_doctor_contracts" ADD CONSTRAINT "family_doctor_contracts_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_doctor_contracts" ADD CONSTRAINT "family_doctor_contracts_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_doctor_contracts" ADD CONSTRAINT "family_doctor_contracts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_doctor_contracts" ADD CONSTRAINT "family_doctor_contracts_doctor_confirmed_by_users_id_fk" FOREIGN KEY ("doctor_confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_doctor_contracts" ADD CONSTRAINT "family_doctor_contracts_resident_confirmed_by_users_id_fk" FOREIGN KEY ("resident_confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_doctor_contracts" ADD CONSTRAINT "family_doctor_contracts_pre_sign_id_pre_sign_applications_id_fk" FOREIGN KEY ("pre_sign_id") REFERENCES "public"."pre_sign_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_doctor_contracts" ADD CONSTRAINT "family_doctor_contracts_terminated_by_users_id_fk" FOREIGN KEY ("terminated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_records" ADD CONSTRAINT "sign_in_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_records" ADD CONSTRAINT "sign_in_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tasks" ADD CONSTRAINT "staff_tasks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tasks" ADD CONSTRAINT "staff_tasks_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tasks" ADD CONSTRAINT "staff_tasks_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tasks" ADD CONSTRAINT "staff_tasks_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tasks" ADD CONSTRAINT "staff_tasks_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_ip_records" ADD CONSTRAINT "task_ip_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_ip_records" ADD CONSTRAINT "task_ip_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_doctor_contracts_patient_idx" ON "family_doctor_contracts" USING btree ("project_id","patient_id","start_date");--> statement-breakpoint
CREATE INDEX "family_doctor_contracts_org_idx" ON "family_doctor_contracts" USING btree ("project_id","org_id","state","end_date");--> statement-breakpoint
CREATE INDEX "family_doctor_contracts_doctor_idx" ON "family_doctor_contracts" USING btree ("project_id","doctor_id","state","end_date");--> statement-breakpoint
CREATE INDEX "family_doctor_contracts_due_idx" ON "family_doctor_contracts" USING btree ("project_id","end_date") WHERE state in ('pending', 'signed', 'renewal_due');--> statement-breakpoint
CREATE UNIQUE INDEX "family_doctor_contracts_pre_sign_uq" ON "family_doctor_contracts" USING btree ("project_id","pre_sign_id") WHERE pre_sign_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_records_user_day_uq" ON "sign_in_records" USING btree ("project_id","user_id","sign_date");--> statement-breakpoint
CREATE INDEX "staff_tasks_assignee_idx" ON "staff_tasks" USING btree ("project_id","assignee_user_id","state","end_time");--> statement-breakpoint
CREATE INDEX "staff_tasks_pool_idx" ON "staff_tasks" USING btree ("project_id","org_id","end_time") WHERE assignee_user_id is null and state = 'pending' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "staff_tasks_creator_idx" ON "staff_tasks" USING btree ("project_id","creator_user_id","created_at");--> statement-breakpoint
CREATE INDEX "task_ip_records_user_idx" ON "task_ip_records" USING btree ("project_id","user_id","record_type","created_at");--> statement-breakpoint
-- custom (keep at merge)
-- At most one active family-doctor contract of a patient covers any day (issue 11 part 4).
-- btree_gist gives the integer equality operators a GiST index needs (a trusted extension).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "family_doctor_contracts" ADD CONSTRAINT "family_doctor_contracts_one_active_ex"
  EXCLUDE USING gist ("project_id" WITH =, "patient_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&)
  WHERE ("state" IN ('pending', 'signed', 'renewal_due'));
