CREATE TABLE "bind_code_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bind_code_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"ip" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iot_cooperation_orgs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "iot_cooperation_orgs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"org_id" integer NOT NULL,
	"measure_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "patient_positions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patient_positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"device_id" integer,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"accuracy" real,
	"address" text,
	"located_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "third_patient_bindings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "third_patient_bindings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idcard" text NOT NULL,
	"name" text NOT NULL,
	"bind_idcard" text NOT NULL,
	"bind_name" text NOT NULL,
	"bind_phone" text NOT NULL,
	"relation" text NOT NULL,
	"created_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watch_bindings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "watch_bindings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"device_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"provider" text NOT NULL,
	"emergency_name" text NOT NULL,
	"emergency_tel" text NOT NULL,
	"height" real,
	"weight" real,
	"bound_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "device_applications" ADD COLUMN "reviewed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "device_applications" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "device_applications" ADD COLUMN "review_remark" text;--> statement-breakpoint
ALTER TABLE "device_applications" ADD COLUMN "patient_id" integer;--> statement-breakpoint
ALTER TABLE "device_applications" ADD COLUMN "device_id" integer;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bind_code_failures" ADD CONSTRAINT "bind_code_failures_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iot_cooperation_orgs" ADD CONSTRAINT "iot_cooperation_orgs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iot_cooperation_orgs" ADD CONSTRAINT "iot_cooperation_orgs_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_positions" ADD CONSTRAINT "patient_positions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_positions" ADD CONSTRAINT "patient_positions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_positions" ADD CONSTRAINT "patient_positions_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_patient_bindings" ADD CONSTRAINT "third_patient_bindings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_patient_bindings" ADD CONSTRAINT "third_patient_bindings_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_bindings" ADD CONSTRAINT "watch_bindings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_bindings" ADD CONSTRAINT "watch_bindings_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_bindings" ADD CONSTRAINT "watch_bindings_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_bindings" ADD CONSTRAINT "watch_bindings_bound_by_user_id_users_id_fk" FOREIGN KEY ("bound_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bind_code_failures_user_idx" ON "bind_code_failures" USING btree ("project_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "bind_code_failures_ip_idx" ON "bind_code_failures" USING btree ("project_id","ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "iot_cooperation_orgs_org_uq" ON "iot_cooperation_orgs" USING btree ("project_id","org_id");--> statement-breakpoint
CREATE INDEX "patient_positions_patient_idx" ON "patient_positions" USING btree ("project_id","patient_id","located_at");--> statement-breakpoint
CREATE UNIQUE INDEX "third_patient_bindings_pair_uq" ON "third_patient_bindings" USING btree ("project_id","idcard","bind_idcard");--> statement-breakpoint
CREATE INDEX "third_patient_bindings_bind_idx" ON "third_patient_bindings" USING btree ("project_id","bind_idcard");--> statement-breakpoint
CREATE UNIQUE INDEX "watch_bindings_device_uq" ON "watch_bindings" USING btree ("project_id","device_id");--> statement-breakpoint
CREATE INDEX "watch_bindings_patient_idx" ON "watch_bindings" USING btree ("project_id","patient_id");--> statement-breakpoint
ALTER TABLE "device_applications" ADD CONSTRAINT "device_applications_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_applications" ADD CONSTRAINT "device_applications_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_applications" ADD CONSTRAINT "device_applications_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_applications_org_idx" ON "device_applications" USING btree ("project_id","org_id","state","created_at");