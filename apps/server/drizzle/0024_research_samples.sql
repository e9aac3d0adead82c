CREATE TABLE "research_group_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "research_group_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"research_project_id" integer NOT NULL,
	"mother_patient_id" integer NOT NULL,
	"child_patient_id" integer,
	"status" text DEFAULT 'enrolled' NOT NULL,
	"expected_delivery_date" date,
	"remark" text,
	"enrolled_by_user_id" integer NOT NULL,
	"dropout_reason" text,
	"dropped_at" timestamp with time zone,
	"dropped_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_group_users_status_ck" CHECK ("research_group_users"."status" in ('enrolled', 'dropped')),
	CONSTRAINT "research_group_users_dropped_ck" CHECK (("research_group_users"."status" = 'dropped') = ("research_group_users"."dropped_at" is not null and "research_group_users"."dropout_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "research_projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "research_projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"org_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"start_date" date NOT NULL,
	CONSTRAINT "research_projects_status_ck" CHECK ("research_projects"."status" in ('active', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "research_samples" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "research_samples_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"research_project_id" integer NOT NULL,
	"group_user_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"subject" text NOT NULL,
	"org_id" integer NOT NULL,
	"encode" text NOT NULL,
	"sample_type" text NOT NULL,
	"collect_phase" text NOT NULL,
	"collect_type" smallint DEFAULT 1 NOT NULL,
	"collect_time" timestamp with time zone NOT NULL,
	"collect_user_id" integer NOT NULL,
	"preserve_address" text NOT NULL,
	"branch_num" smallint NOT NULL,
	"branch_capacity_ul" integer NOT NULL,
	"question_id" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_samples_status_ck" CHECK ("research_samples"."status" between 0 and 3),
	CONSTRAINT "research_samples_branch_ck" CHECK ("research_samples"."branch_num" between 1 and 20),
	CONSTRAINT "research_samples_capacity_ck" CHECK ("research_samples"."branch_capacity_ul" between 100 and 50000),
	CONSTRAINT "research_samples_subject_ck" CHECK ("research_samples"."subject" in ('mother', 'child'))
);
--> statement-breakpoint
ALTER TABLE "research_group_users" ADD CONSTRAINT "research_group_users_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_group_users" ADD CONSTRAINT "research_group_users_research_project_id_research_projects_id_fk" FOREIGN KEY ("research_project_id") REFERENCES "public"."research_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_group_users" ADD CONSTRAINT "research_group_users_mother_patient_id_patients_id_fk" FOREIGN KEY ("mother_patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_group_users" ADD CONSTRAINT "research_group_users_child_patient_id_patients_id_fk" FOREIGN KEY ("child_patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_group_users" ADD CONSTRAINT "research_group_users_enrolled_by_user_id_users_id_fk" FOREIGN KEY ("enrolled_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_group_users" ADD CONSTRAINT "research_group_users_dropped_by_user_id_users_id_fk" FOREIGN KEY ("dropped_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_projects" ADD CONSTRAINT "research_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_projects" ADD CONSTRAINT "research_projects_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_samples" ADD CONSTRAINT "research_samples_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_samples" ADD CONSTRAINT "research_samples_research_project_id_research_projects_id_fk" FOREIGN KEY ("research_project_id") REFERENCES "public"."research_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_samples" ADD CONSTRAINT "research_samples_group_user_id_research_group_users_id_fk" FOREIGN KEY ("group_user_id") REFERENCES "public"."research_group_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_samples" ADD CONSTRAINT "research_samples_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_samples" ADD CONSTRAINT "research_samples_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_samples" ADD CONSTRAINT "research_samples_collect_user_id_users_id_fk" FOREIGN KEY ("collect_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_samples" ADD CONSTRAINT "research_samples_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "research_group_users_mother_uq" ON "research_group_users" USING btree ("project_id","research_project_id","mother_patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "research_group_users_child_uq" ON "research_group_users" USING btree ("project_id","research_project_id","child_patient_id");--> statement-breakpoint
CREATE INDEX "research_group_users_project_idx" ON "research_group_users" USING btree ("project_id","research_project_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "research_projects_code_uq" ON "research_projects" USING btree ("project_id","code");--> statement-breakpoint
CREATE INDEX "research_projects_org_idx" ON "research_projects" USING btree ("project_id","org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "research_samples_encode_uq" ON "research_samples" USING btree ("project_id","research_project_id","encode");--> statement-breakpoint
CREATE INDEX "research_samples_group_idx" ON "research_samples" USING btree ("project_id","group_user_id","collect_time");--> statement-breakpoint
CREATE INDEX "research_samples_project_idx" ON "research_samples" USING btree ("project_id","research_project_id","collect_time");