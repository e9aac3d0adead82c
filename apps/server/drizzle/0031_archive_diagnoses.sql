CREATE TABLE "archive_diagnoses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "archive_diagnoses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"disease_type" smallint,
	"disease_name" text NOT NULL,
	"diagnosed_at" timestamp with time zone NOT NULL,
	"hospital" text,
	"remark" text,
	"created_by_user_id" integer NOT NULL,
	CONSTRAINT "archive_diagnoses_type_ck" CHECK (disease_type is null or disease_type between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "archive_diagnoses" ADD CONSTRAINT "archive_diagnoses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_diagnoses" ADD CONSTRAINT "archive_diagnoses_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_diagnoses" ADD CONSTRAINT "archive_diagnoses_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "archive_diagnoses_patient_idx" ON "archive_diagnoses" USING btree ("project_id","patient_id","diagnosed_at");