CREATE TABLE "fracture_risk_assessments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fracture_risk_assessments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"sex" smallint NOT NULL,
	"birthday" date NOT NULL,
	"height" real NOT NULL,
	"weight" real NOT NULL,
	"fracture" boolean NOT NULL,
	"parent_fractured_hip" boolean NOT NULL,
	"smoking" boolean NOT NULL,
	"glucocorticoids" boolean NOT NULL,
	"rheumatoid_arthritis" boolean NOT NULL,
	"secondary_osteoporosis" boolean NOT NULL,
	"alcohol_3_units" boolean NOT NULL,
	"bmd_type" text,
	"bmd_value" real,
	"osta_age" smallint NOT NULL,
	"osta_index" real NOT NULL,
	"osta_band" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fracture_risk_assessments" ADD CONSTRAINT "fracture_risk_assessments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fracture_risk_assessments" ADD CONSTRAINT "fracture_risk_assessments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fracture_risk_assessments" ADD CONSTRAINT "fracture_risk_assessments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fracture_risk_patient_idx" ON "fracture_risk_assessments" USING btree ("project_id","patient_id","created_at");