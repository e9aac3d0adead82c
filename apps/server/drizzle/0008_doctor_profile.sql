CREATE TABLE "doctor_departments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctor_departments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"doctor_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_license_audits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctor_license_audits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"doctor_id" integer NOT NULL,
	"image_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"license_no" text,
	"state" smallint DEFAULT 0 NOT NULL,
	"reason" text,
	"reviewed_by_user_id" integer,
	"reviewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_scan_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctor_scan_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"doctor_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"app_id" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_sign_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctor_sign_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"doctor_id" integer NOT NULL,
	"autograph" text NOT NULL,
	"bank" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_address" text,
	"bank_card" text NOT NULL,
	"bank_user_name" text NOT NULL,
	"idcard" text NOT NULL,
	"idcard_img_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"reason" text,
	"submitted_by_user_id" integer,
	"reviewed_by_user_id" integer,
	"reviewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doctor_departments" ADD CONSTRAINT "doctor_departments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_departments" ADD CONSTRAINT "doctor_departments_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_departments" ADD CONSTRAINT "doctor_departments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_license_audits" ADD CONSTRAINT "doctor_license_audits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_license_audits" ADD CONSTRAINT "doctor_license_audits_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_license_audits" ADD CONSTRAINT "doctor_license_audits_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_scan_records" ADD CONSTRAINT "doctor_scan_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_scan_records" ADD CONSTRAINT "doctor_scan_records_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_scan_records" ADD CONSTRAINT "doctor_scan_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_sign_ups" ADD CONSTRAINT "doctor_sign_ups_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_sign_ups" ADD CONSTRAINT "doctor_sign_ups_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_sign_ups" ADD CONSTRAINT "doctor_sign_ups_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_sign_ups" ADD CONSTRAINT "doctor_sign_ups_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_departments_uq" ON "doctor_departments" USING btree ("project_id","doctor_id","department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_license_audits_doctor_uq" ON "doctor_license_audits" USING btree ("project_id","doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_license_audits_state_idx" ON "doctor_license_audits" USING btree ("project_id","state");--> statement-breakpoint
CREATE INDEX "doctor_scan_records_user_idx" ON "doctor_scan_records" USING btree ("project_id","user_id","app_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_sign_ups_doctor_uq" ON "doctor_sign_ups" USING btree ("project_id","doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_sign_ups_state_idx" ON "doctor_sign_ups" USING btree ("project_id","state");