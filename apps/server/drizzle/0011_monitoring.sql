CREATE TABLE "hut_readings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hut_readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visit_id" integer NOT NULL,
	"measurement_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hut_visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hut_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hut_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"visited_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "huts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "huts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"org_id" integer NOT NULL,
	"address" text,
	"open_hours" text,
	"state" text DEFAULT 'online' NOT NULL,
	"secret_hash" text
);
--> statement-breakpoint
CREATE TABLE "lung_function_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lung_function_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"doctor_id" integer,
	"org_id" integer,
	"fvc" real NOT NULL,
	"fev1" real NOT NULL,
	"fev1_fvc" real NOT NULL,
	"fev1_fvc_max" real,
	"fet" real,
	"ev_fvc" real,
	"mef25" real,
	"mef50" real,
	"mef75" real,
	"pef" real,
	"vexp" real,
	"height" real,
	"weight" real,
	"file_url" text,
	"is_inhaled_bronchodilator" boolean DEFAULT false NOT NULL,
	"report_time" timestamp with time zone NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitor_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "monitor_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"monitor_type" text NOT NULL,
	"times" smallint NOT NULL,
	"unit" text NOT NULL,
	"start_date" date NOT NULL,
	"days" smallint NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"remark" text,
	"org_id" integer,
	"doctor_id" integer,
	"created_by_user_id" integer NOT NULL,
	"terminated_at" timestamp with time zone,
	"terminated_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "hut_readings" ADD CONSTRAINT "hut_readings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hut_readings" ADD CONSTRAINT "hut_readings_visit_id_hut_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."hut_visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hut_readings" ADD CONSTRAINT "hut_readings_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hut_visits" ADD CONSTRAINT "hut_visits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hut_visits" ADD CONSTRAINT "hut_visits_hut_id_huts_id_fk" FOREIGN KEY ("hut_id") REFERENCES "public"."huts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hut_visits" ADD CONSTRAINT "hut_visits_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "huts" ADD CONSTRAINT "huts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "huts" ADD CONSTRAINT "huts_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lung_function_reports" ADD CONSTRAINT "lung_function_reports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lung_function_reports" ADD CONSTRAINT "lung_function_reports_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lung_function_reports" ADD CONSTRAINT "lung_function_reports_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lung_function_reports" ADD CONSTRAINT "lung_function_reports_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lung_function_reports" ADD CONSTRAINT "lung_function_reports_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_tasks" ADD CONSTRAINT "monitor_tasks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_tasks" ADD CONSTRAINT "monitor_tasks_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_tasks" ADD CONSTRAINT "monitor_tasks_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_tasks" ADD CONSTRAINT "monitor_tasks_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_tasks" ADD CONSTRAINT "monitor_tasks_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_tasks" ADD CONSTRAINT "monitor_tasks_terminated_by_user_id_users_id_fk" FOREIGN KEY ("terminated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hut_readings_measurement_uq" ON "hut_readings" USING btree ("project_id","measurement_id");--> statement-breakpoint
CREATE INDEX "hut_readings_visit_idx" ON "hut_readings" USING btree ("project_id","visit_id");--> statement-breakpoint
CREATE INDEX "hut_visits_patient_idx" ON "hut_visits" USING btree ("project_id","patient_id","visited_at");--> statement-breakpoint
CREATE INDEX "hut_visits_hut_idx" ON "hut_visits" USING btree ("project_id","hut_id","visited_at");--> statement-breakpoint
CREATE UNIQUE INDEX "huts_project_code_uq" ON "huts" USING btree ("project_id","code");--> statement-breakpoint
CREATE INDEX "huts_org_idx" ON "huts" USING btree ("project_id","org_id");--> statement-breakpoint
CREATE INDEX "lung_reports_patient_idx" ON "lung_function_reports" USING btree ("project_id","patient_id","report_time");--> statement-breakpoint
CREATE INDEX "lung_reports_org_idx" ON "lung_function_reports" USING btree ("project_id","org_id","report_time");--> statement-breakpoint
CREATE UNIQUE INDEX "monitor_tasks_active_uq" ON "monitor_tasks" USING btree ("project_id","patient_id","monitor_type") WHERE state = 'active';--> statement-breakpoint
CREATE INDEX "monitor_tasks_patient_idx" ON "monitor_tasks" USING btree ("project_id","patient_id","created_at");