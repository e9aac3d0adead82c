CREATE TABLE "doctor_assistants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctor_assistants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"doctor_id" integer NOT NULL,
	"assistant_user_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_function_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctor_function_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"doctor_id" integer NOT NULL,
	"type" text NOT NULL,
	"is_open" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"image_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tel" text
);
--> statement-breakpoint
CREATE TABLE "patient_push_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patient_push_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"push_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"user_id" integer,
	"system_message_id" integer,
	"sms_sent" boolean DEFAULT false NOT NULL,
	"wechat_sent" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_pushes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patient_pushes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"doctor_id" integer NOT NULL,
	"sender_user_id" integer NOT NULL,
	"msg_type" smallint NOT NULL,
	"sms_scene_key" text,
	"template_data" jsonb NOT NULL,
	"is_all_send" boolean DEFAULT false NOT NULL,
	"patient_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"we_chat_url" text,
	"timing_time" timestamp with time zone,
	"state" text NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "schedule_segment_libraries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedule_segment_libraries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"doctor_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"segments" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doctor_assistants" ADD CONSTRAINT "doctor_assistants_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_assistants" ADD CONSTRAINT "doctor_assistants_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_assistants" ADD CONSTRAINT "doctor_assistants_assistant_user_id_users_id_fk" FOREIGN KEY ("assistant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_function_settings" ADD CONSTRAINT "doctor_function_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_function_settings" ADD CONSTRAINT "doctor_function_settings_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_push_deliveries" ADD CONSTRAINT "patient_push_deliveries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_push_deliveries" ADD CONSTRAINT "patient_push_deliveries_push_id_patient_pushes_id_fk" FOREIGN KEY ("push_id") REFERENCES "public"."patient_pushes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_push_deliveries" ADD CONSTRAINT "patient_push_deliveries_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_push_deliveries" ADD CONSTRAINT "patient_push_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_push_deliveries" ADD CONSTRAINT "patient_push_deliveries_system_message_id_system_messages_id_fk" FOREIGN KEY ("system_message_id") REFERENCES "public"."system_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_pushes" ADD CONSTRAINT "patient_pushes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_pushes" ADD CONSTRAINT "patient_pushes_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_pushes" ADD CONSTRAINT "patient_pushes_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_segment_libraries" ADD CONSTRAINT "schedule_segment_libraries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_segment_libraries" ADD CONSTRAINT "schedule_segment_libraries_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_assistants_uq" ON "doctor_assistants" USING btree ("project_id","doctor_id","assistant_user_id");--> statement-breakpoint
CREATE INDEX "doctor_assistants_assistant_idx" ON "doctor_assistants" USING btree ("project_id","assistant_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_function_settings_uq" ON "doctor_function_settings" USING btree ("project_id","doctor_id","type");--> statement-breakpoint
CREATE INDEX "feedbacks_created_idx" ON "feedbacks" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "patient_push_deliveries_push_idx" ON "patient_push_deliveries" USING btree ("project_id","push_id");--> statement-breakpoint
CREATE INDEX "patient_push_deliveries_user_idx" ON "patient_push_deliveries" USING btree ("project_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "patient_pushes_doctor_idx" ON "patient_pushes" USING btree ("project_id","doctor_id","created_at");--> statement-breakpoint
CREATE INDEX "schedule_segment_libraries_doctor_idx" ON "schedule_segment_libraries" USING btree ("project_id","doctor_id");