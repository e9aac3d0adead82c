CREATE TABLE "check_inspection_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "check_inspection_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_name" text NOT NULL,
	"org_name" text,
	"checked_at" timestamp with time zone NOT NULL,
	"result" text,
	"abnormal" boolean DEFAULT false NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"doctor_remark" text,
	"created_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diagnosis_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diagnosis_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"doctor_id" integer,
	"type" smallint NOT NULL,
	"way" text,
	"major_diagnosis" text NOT NULL,
	"minor_diagnosis" text,
	"medical_time" timestamp with time zone NOT NULL,
	"now_disease" text,
	"disease_history" text,
	"patient_desc" text,
	"physical" text,
	"doc_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "examination_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "examination_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"title" text NOT NULL,
	"org_name" text,
	"examined_at" timestamp with time zone NOT NULL,
	"summary" text,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "sickbed_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sickbed_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"applicant_user_id" integer NOT NULL,
	"org_id" integer,
	"doctor_id" integer,
	"hospital" text,
	"disease_category" smallint,
	"disease_category_name" text,
	"relation" text,
	"address" text NOT NULL,
	"area_code" text,
	"latitude" text,
	"longitude" text,
	"tel" text NOT NULL,
	"contacts_name" text,
	"contacts_tel" text,
	"contacts_relation" text,
	"remark" text,
	"file_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"state_remark" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_inspection_records" ADD CONSTRAINT "check_inspection_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_inspection_records" ADD CONSTRAINT "check_inspection_records_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_inspection_records" ADD CONSTRAINT "check_inspection_records_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_records" ADD CONSTRAINT "diagnosis_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_records" ADD CONSTRAINT "diagnosis_records_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_records" ADD CONSTRAINT "diagnosis_records_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_records" ADD CONSTRAINT "diagnosis_records_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examination_records" ADD CONSTRAINT "examination_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examination_records" ADD CONSTRAINT "examination_records_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examination_records" ADD CONSTRAINT "examination_records_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sickbed_applications" ADD CONSTRAINT "sickbed_applications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sickbed_applications" ADD CONSTRAINT "sickbed_applications_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sickbed_applications" ADD CONSTRAINT "sickbed_applications_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sickbed_applications" ADD CONSTRAINT "sickbed_applications_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sickbed_applications" ADD CONSTRAINT "sickbed_applications_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_inspection_records_patient_idx" ON "check_inspection_records" USING btree ("project_id","patient_id","checked_at");--> statement-breakpoint
CREATE INDEX "diagnosis_records_patient_idx" ON "diagnosis_records" USING btree ("project_id","patient_id","medical_time");--> statement-breakpoint
CREATE INDEX "examination_records_patient_idx" ON "examination_records" USING btree ("project_id","patient_id","examined_at");--> statement-breakpoint
CREATE INDEX "sickbed_applications_patient_idx" ON "sickbed_applications" USING btree ("project_id","patient_id","created_at");