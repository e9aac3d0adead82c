CREATE TABLE "device_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"org_id" integer,
	"idcard" text NOT NULL,
	"name" text NOT NULL,
	"age" smallint,
	"sex" smallint,
	"device_type" text NOT NULL,
	"device_brand" text,
	"time" text,
	"reason" text,
	"address" text,
	"tel" text NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_specs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_specs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"measure_type" text NOT NULL,
	"image" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"serial" text NOT NULL,
	"spec_id" integer,
	"type" text,
	"bind_type" text,
	"bt_name" text,
	"imsi" text,
	"mac_address" text,
	"device_brand" text,
	"device_model" text,
	"device_image" text,
	"device_measure_type" text NOT NULL,
	"cooperation_org_code" text,
	"patient_id" integer,
	"bound_by_user_id" integer,
	"bound_at" timestamp with time zone,
	"secret_hash" text
);
--> statement-breakpoint
CREATE TABLE "measurements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "measurements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"type" text NOT NULL,
	"values" jsonb NOT NULL,
	"unit" text NOT NULL,
	"loinc" text NOT NULL,
	"source" text NOT NULL,
	"device_id" integer,
	"measured_at" timestamp with time zone NOT NULL,
	"period" text,
	"remark" text,
	"level" text NOT NULL,
	"abnormal" boolean DEFAULT false NOT NULL,
	"created_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "family_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "family_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"owner_user_id" integer NOT NULL,
	"org_id" integer,
	"patient_id" integer,
	"idcard" text NOT NULL,
	"name" text NOT NULL,
	"relation" text NOT NULL,
	"tel" text,
	"self_tel" text,
	"identity_id" text,
	"identity_name" text,
	"project_type" text,
	"audit_status" smallint DEFAULT 0 NOT NULL,
	"audit_remark" text,
	"audit_time" timestamp with time zone,
	"audit_user_id" integer,
	"audit_user_name" text,
	"is_review" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_bind_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patient_bind_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"relation" text NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "patient_call_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patient_call_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"tel" text,
	"start_time" timestamp with time zone NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "patient_diseases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patient_diseases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"level" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_tag_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patient_tag_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"tag_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patient_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "org_id" integer;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "tel_relation" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "extra" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "device_applications" ADD CONSTRAINT "device_applications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_applications" ADD CONSTRAINT "device_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_applications" ADD CONSTRAINT "device_applications_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_specs" ADD CONSTRAINT "device_specs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_spec_id_device_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."device_specs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_bound_by_user_id_users_id_fk" FOREIGN KEY ("bound_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_audit_user_id_users_id_fk" FOREIGN KEY ("audit_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_bind_codes" ADD CONSTRAINT "patient_bind_codes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_bind_codes" ADD CONSTRAINT "patient_bind_codes_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_bind_codes" ADD CONSTRAINT "patient_bind_codes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_bind_codes" ADD CONSTRAINT "patient_bind_codes_used_by_user_id_users_id_fk" FOREIGN KEY ("used_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_call_records" ADD CONSTRAINT "patient_call_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_call_records" ADD CONSTRAINT "patient_call_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_call_records" ADD CONSTRAINT "patient_call_records_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_diseases" ADD CONSTRAINT "patient_diseases_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_diseases" ADD CONSTRAINT "patient_diseases_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_tag_links" ADD CONSTRAINT "patient_tag_links_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_tag_links" ADD CONSTRAINT "patient_tag_links_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_tag_links" ADD CONSTRAINT "patient_tag_links_tag_id_patient_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."patient_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_tags" ADD CONSTRAINT "patient_tags_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_applications_user_idx" ON "device_applications" USING btree ("project_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "device_specs_model_uq" ON "device_specs" USING btree ("project_id","brand","model");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_serial_uq" ON "devices" USING btree ("project_id","serial");--> statement-breakpoint
CREATE INDEX "devices_patient_idx" ON "devices" USING btree ("project_id","patient_id");--> statement-breakpoint
CREATE INDEX "measurements_history_idx" ON "measurements" USING btree ("project_id","patient_id","type","measured_at");--> statement-breakpoint
CREATE INDEX "measurements_device_idx" ON "measurements" USING btree ("project_id","device_id","measured_at");--> statement-breakpoint
CREATE UNIQUE INDEX "family_members_owner_idcard_uq" ON "family_members" USING btree ("project_id","owner_user_id","idcard");--> statement-breakpoint
CREATE INDEX "family_members_org_idx" ON "family_members" USING btree ("project_id","org_id","audit_status");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_bind_codes_hash_uq" ON "patient_bind_codes" USING btree ("project_id","code_hash");--> statement-breakpoint
CREATE INDEX "patient_bind_codes_patient_idx" ON "patient_bind_codes" USING btree ("project_id","patient_id");--> statement-breakpoint
CREATE INDEX "patient_call_records_idx" ON "patient_call_records" USING btree ("project_id","patient_id","user_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_diseases_uq" ON "patient_diseases" USING btree ("project_id","patient_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_tag_links_uq" ON "patient_tag_links" USING btree ("project_id","patient_id","tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_tags_name_uq" ON "patient_tags" USING btree ("project_id","name");--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patients_org_idx" ON "patients" USING btree ("project_id","org_id","created_at");--> statement-breakpoint
CREATE INDEX "patients_doctor_idx" ON "patients" USING btree ("project_id","doctor_id");