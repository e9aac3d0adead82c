CREATE TABLE "growth_flags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "growth_flags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"physique_id" integer NOT NULL,
	"indicator" text NOT NULL,
	"kind" text NOT NULL,
	"z" real NOT NULL,
	"percentile" real NOT NULL,
	"text" text NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "physique_records" ADD COLUMN "head_circumference" real;--> statement-breakpoint
ALTER TABLE "growth_flags" ADD CONSTRAINT "growth_flags_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_flags" ADD CONSTRAINT "growth_flags_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_flags" ADD CONSTRAINT "growth_flags_physique_id_physique_records_id_fk" FOREIGN KEY ("physique_id") REFERENCES "public"."physique_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_flags" ADD CONSTRAINT "growth_flags_handled_by_user_id_users_id_fk" FOREIGN KEY ("handled_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "growth_flags_patient_idx" ON "growth_flags" USING btree ("project_id","patient_id","handled_at");