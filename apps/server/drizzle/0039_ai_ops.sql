CREATE TABLE "ai_calls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"district_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"timeline_id" integer,
	"robot_type" text NOT NULL,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"state" text DEFAULT 'calling' NOT NULL,
	"outcome" text,
	"transcript" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration_seconds" integer,
	"provider" text NOT NULL,
	"simulated" boolean NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ai_desk_devices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_desk_devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"district_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"local_user_id" text NOT NULL,
	"type" text NOT NULL,
	"serial" text NOT NULL,
	CONSTRAINT "ai_desk_devices_type" CHECK (type in ('bp', 'bg', 'bmi'))
);
--> statement-breakpoint
CREATE TABLE "ai_follow_syncs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_follow_syncs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"plan_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"simulated" boolean NOT NULL,
	"payload" jsonb NOT NULL,
	"receipt" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_preconsults" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_preconsults_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"district_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"visit_date" text NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"form" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	"saved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ai_calls" ADD CONSTRAINT "ai_calls_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_calls" ADD CONSTRAINT "ai_calls_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_calls" ADD CONSTRAINT "ai_calls_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_calls" ADD CONSTRAINT "ai_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_desk_devices" ADD CONSTRAINT "ai_desk_devices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_desk_devices" ADD CONSTRAINT "ai_desk_devices_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_desk_devices" ADD CONSTRAINT "ai_desk_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_follow_syncs" ADD CONSTRAINT "ai_follow_syncs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_follow_syncs" ADD CONSTRAINT "ai_follow_syncs_plan_id_follow_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."follow_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_follow_syncs" ADD CONSTRAINT "ai_follow_syncs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_preconsults" ADD CONSTRAINT "ai_preconsults_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_preconsults" ADD CONSTRAINT "ai_preconsults_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_preconsults" ADD CONSTRAINT "ai_preconsults_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_preconsults" ADD CONSTRAINT "ai_preconsults_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_calls_district_idx" ON "ai_calls" USING btree ("project_id","district_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ai_calls_patient_idx" ON "ai_calls" USING btree ("project_id","patient_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "ai_desk_devices_uq" ON "ai_desk_devices" USING btree ("project_id","local_user_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_follow_syncs_plan_uq" ON "ai_follow_syncs" USING btree ("project_id","plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_preconsults_day_uq" ON "ai_preconsults" USING btree ("project_id","patient_id","visit_date");--> statement-breakpoint
CREATE INDEX "ai_preconsults_district_idx" ON "ai_preconsults" USING btree ("project_id","district_id","visit_date","state");