CREATE TABLE "remote_consultations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remote_consultations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"room_id" integer NOT NULL,
	"title" text NOT NULL,
	"patient_id" integer NOT NULL,
	"host_user_id" integer NOT NULL,
	"org_id" integer,
	"doctor_ids" integer[] NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"is_remind" boolean DEFAULT true NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"ended_at" timestamp with time zone,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "video_invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"room_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_by" integer,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "video_rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"room_code" text NOT NULL,
	"host_user_id" integer NOT NULL,
	"member_user_ids" integer[] DEFAULT '{}' NOT NULL,
	"patient_id" integer,
	"title" text,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "remote_consultations" ADD CONSTRAINT "remote_consultations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_consultations" ADD CONSTRAINT "remote_consultations_room_id_video_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."video_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_consultations" ADD CONSTRAINT "remote_consultations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_consultations" ADD CONSTRAINT "remote_consultations_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_invites" ADD CONSTRAINT "video_invites_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_invites" ADD CONSTRAINT "video_invites_room_id_video_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."video_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_invites" ADD CONSTRAINT "video_invites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_invites" ADD CONSTRAINT "video_invites_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_rooms" ADD CONSTRAINT "video_rooms_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_rooms" ADD CONSTRAINT "video_rooms_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_rooms" ADD CONSTRAINT "video_rooms_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "remote_consultations_room_idx" ON "remote_consultations" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "remote_consultations_list_idx" ON "remote_consultations" USING btree ("project_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "video_invites_token_idx" ON "video_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "video_invites_guest_idx" ON "video_invites" USING btree ("room_id","used_by");--> statement-breakpoint
CREATE UNIQUE INDEX "video_rooms_code_idx" ON "video_rooms" USING btree ("project_id","room_code");