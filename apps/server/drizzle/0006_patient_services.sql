CREATE TABLE "accompany_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accompany_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"org_id" integer,
	"hospital" text NOT NULL,
	"department" text,
	"appoint_time" timestamp with time zone NOT NULL,
	"tel" text NOT NULL,
	"remark" text,
	"price" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"servicer_user_id" integer,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"received_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_inspection_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "check_inspection_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"kind" text NOT NULL,
	"items" jsonb NOT NULL,
	"org_name" text,
	"appoint_time" timestamp with time zone NOT NULL,
	"remark" text,
	"state" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medicine_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "medicine_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"name" text NOT NULL,
	"dosage" text,
	"frequency" text,
	"usage" text,
	"start_date" text NOT NULL,
	"end_date" text,
	"remark" text,
	"created_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "physical_sign_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "physical_sign_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"servicer_user_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"measurement_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_sign_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pre_sign_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"org_id" integer,
	"doctor_id" integer,
	"service_pack" text NOT NULL,
	"address" text,
	"remark" text,
	"state" smallint DEFAULT 0 NOT NULL,
	"state_remark" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"service_type" text NOT NULL,
	"service_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"content" text
);
--> statement-breakpoint
ALTER TABLE "accompany_orders" ADD CONSTRAINT "accompany_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accompany_orders" ADD CONSTRAINT "accompany_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accompany_orders" ADD CONSTRAINT "accompany_orders_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accompany_orders" ADD CONSTRAINT "accompany_orders_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accompany_orders" ADD CONSTRAINT "accompany_orders_servicer_user_id_users_id_fk" FOREIGN KEY ("servicer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_inspection_orders" ADD CONSTRAINT "check_inspection_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_inspection_orders" ADD CONSTRAINT "check_inspection_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_inspection_orders" ADD CONSTRAINT "check_inspection_orders_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_records" ADD CONSTRAINT "medicine_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_records" ADD CONSTRAINT "medicine_records_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_records" ADD CONSTRAINT "medicine_records_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_sign_records" ADD CONSTRAINT "physical_sign_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_sign_records" ADD CONSTRAINT "physical_sign_records_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_sign_records" ADD CONSTRAINT "physical_sign_records_servicer_user_id_users_id_fk" FOREIGN KEY ("servicer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_sign_applications" ADD CONSTRAINT "pre_sign_applications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_sign_applications" ADD CONSTRAINT "pre_sign_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_sign_applications" ADD CONSTRAINT "pre_sign_applications_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_sign_applications" ADD CONSTRAINT "pre_sign_applications_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_sign_applications" ADD CONSTRAINT "pre_sign_applications_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_comments" ADD CONSTRAINT "service_comments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_comments" ADD CONSTRAINT "service_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_comments" ADD CONSTRAINT "service_comments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accompany_orders_patient_idx" ON "accompany_orders" USING btree ("project_id","patient_id","created_at");--> statement-breakpoint
CREATE INDEX "accompany_orders_org_idx" ON "accompany_orders" USING btree ("project_id","org_id","state");--> statement-breakpoint
CREATE INDEX "check_inspection_orders_patient_idx" ON "check_inspection_orders" USING btree ("project_id","patient_id","created_at");--> statement-breakpoint
CREATE INDEX "medicine_records_patient_idx" ON "medicine_records" USING btree ("project_id","patient_id","start_date");--> statement-breakpoint
CREATE INDEX "physical_sign_records_patient_idx" ON "physical_sign_records" USING btree ("project_id","patient_id","measured_at");--> statement-breakpoint
CREATE INDEX "pre_sign_applications_patient_idx" ON "pre_sign_applications" USING btree ("project_id","patient_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pre_sign_applications_open_uq" ON "pre_sign_applications" USING btree ("project_id","patient_id") WHERE state = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "service_comments_service_uq" ON "service_comments" USING btree ("project_id","service_type","service_id");--> statement-breakpoint
CREATE INDEX "service_comments_patient_idx" ON "service_comments" USING btree ("project_id","patient_id");