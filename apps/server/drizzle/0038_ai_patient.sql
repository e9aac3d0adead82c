CREATE TABLE "ai_ask_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_ask_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"district_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"asker_user_id" integer,
	"content" text NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ai_intervention_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_intervention_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"district_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"message" text NOT NULL,
	"message_type" smallint NOT NULL,
	"is_all_send" boolean DEFAULT false NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_intervention_recipients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_intervention_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"message_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"system_message_id" integer,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ai_local_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_local_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"district_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"org_name" text,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_path" text,
	"report_time" timestamp with time zone NOT NULL,
	CONSTRAINT "ai_local_reports_kind" CHECK (kind in ('report', 'prescription', 'health', 'medical'))
);
--> statement-breakpoint
CREATE TABLE "ai_print_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_print_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"district_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"scan_count" integer DEFAULT 0 NOT NULL,
	"last_scan_at" timestamp with time zone,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_sign_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_sign_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"district_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text,
	"name" text NOT NULL,
	"age" integer,
	"sex" smallint,
	"connection" text,
	"tel" text,
	"address" text,
	"sign_institution" text NOT NULL,
	"sign_team" text NOT NULL,
	"sign_status" smallint DEFAULT 0 NOT NULL,
	"sign_time" timestamp with time zone NOT NULL,
	"wechat_followed_at" timestamp with time zone,
	CONSTRAINT "ai_sign_records_status" CHECK (sign_status in (0, 1, 2))
);
--> statement-breakpoint
ALTER TABLE "ai_ask_records" ADD CONSTRAINT "ai_ask_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_ask_records" ADD CONSTRAINT "ai_ask_records_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_ask_records" ADD CONSTRAINT "ai_ask_records_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_ask_records" ADD CONSTRAINT "ai_ask_records_asker_user_id_users_id_fk" FOREIGN KEY ("asker_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_intervention_messages" ADD CONSTRAINT "ai_intervention_messages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_intervention_messages" ADD CONSTRAINT "ai_intervention_messages_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_intervention_messages" ADD CONSTRAINT "ai_intervention_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_intervention_recipients" ADD CONSTRAINT "ai_intervention_recipients_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_intervention_recipients" ADD CONSTRAINT "ai_intervention_recipients_message_id_ai_intervention_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."ai_intervention_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_intervention_recipients" ADD CONSTRAINT "ai_intervention_recipients_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_intervention_recipients" ADD CONSTRAINT "ai_intervention_recipients_system_message_id_system_messages_id_fk" FOREIGN KEY ("system_message_id") REFERENCES "public"."system_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_local_reports" ADD CONSTRAINT "ai_local_reports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_local_reports" ADD CONSTRAINT "ai_local_reports_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_local_reports" ADD CONSTRAINT "ai_local_reports_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_print_records" ADD CONSTRAINT "ai_print_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_print_records" ADD CONSTRAINT "ai_print_records_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_print_records" ADD CONSTRAINT "ai_print_records_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_print_records" ADD CONSTRAINT "ai_print_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_sign_records" ADD CONSTRAINT "ai_sign_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_sign_records" ADD CONSTRAINT "ai_sign_records_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_sign_records" ADD CONSTRAINT "ai_sign_records_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_sign_records" ADD CONSTRAINT "ai_sign_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_ask_records_district_idx" ON "ai_ask_records" USING btree ("project_id","district_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ai_intervention_messages_district_idx" ON "ai_intervention_messages" USING btree ("project_id","district_id","time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ai_intervention_recipients_message_idx" ON "ai_intervention_recipients" USING btree ("project_id","message_id");--> statement-breakpoint
CREATE INDEX "ai_intervention_recipients_patient_idx" ON "ai_intervention_recipients" USING btree ("project_id","patient_id","read_at");--> statement-breakpoint
CREATE INDEX "ai_local_reports_patient_idx" ON "ai_local_reports" USING btree ("project_id","patient_id","kind","report_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ai_print_records_district_idx" ON "ai_print_records" USING btree ("project_id","district_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ai_sign_records_district_idx" ON "ai_sign_records" USING btree ("project_id","district_id","sign_status","sign_time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ai_sign_records_patient_idx" ON "ai_sign_records" USING btree ("project_id","patient_id");