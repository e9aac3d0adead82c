CREATE TABLE "knowledge_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_course_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_course_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"course_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_exam_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_exam_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"exam_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"answers" jsonb,
	"score" integer,
	"passed" boolean,
	"timed_out" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_exam_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_exam_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"exam_id" integer NOT NULL,
	"stem" text NOT NULL,
	"kind" text NOT NULL,
	"options" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"score" integer NOT NULL,
	"explanation" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_exams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_exams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"pass_score" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"cover" text,
	"introduction" text,
	"detail" text,
	"url" text,
	"category_id" integer,
	"is_show" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"timing_show_time" timestamp with time zone,
	"use_scene" text,
	"author_user_id" integer,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search" "tsvector" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_plays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_plays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"knowledge_id" integer NOT NULL,
	"course_id" integer,
	"position_seconds" real DEFAULT 0 NOT NULL,
	"duration_seconds" real,
	"progress_per" smallint DEFAULT 0 NOT NULL,
	"max_progress_per" smallint DEFAULT 0 NOT NULL,
	"view_duration" integer DEFAULT 0 NOT NULL,
	"view_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_students" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "knowledge_students_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"knowledge_id" integer NOT NULL,
	"join_type" smallint DEFAULT 1 NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"end_time" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "knowledge_categories" ADD CONSTRAINT "knowledge_categories_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_course_items" ADD CONSTRAINT "knowledge_course_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_course_items" ADD CONSTRAINT "knowledge_course_items_course_id_knowledge_items_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."knowledge_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_course_items" ADD CONSTRAINT "knowledge_course_items_item_id_knowledge_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."knowledge_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_exam_attempts" ADD CONSTRAINT "knowledge_exam_attempts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_exam_attempts" ADD CONSTRAINT "knowledge_exam_attempts_exam_id_knowledge_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."knowledge_exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_exam_attempts" ADD CONSTRAINT "knowledge_exam_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_exam_questions" ADD CONSTRAINT "knowledge_exam_questions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_exam_questions" ADD CONSTRAINT "knowledge_exam_questions_exam_id_knowledge_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."knowledge_exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_exams" ADD CONSTRAINT "knowledge_exams_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_exams" ADD CONSTRAINT "knowledge_exams_course_id_knowledge_items_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."knowledge_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_items" ADD CONSTRAINT "knowledge_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_items" ADD CONSTRAINT "knowledge_items_category_id_knowledge_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."knowledge_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_items" ADD CONSTRAINT "knowledge_items_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_plays" ADD CONSTRAINT "knowledge_plays_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_plays" ADD CONSTRAINT "knowledge_plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_plays" ADD CONSTRAINT "knowledge_plays_knowledge_id_knowledge_items_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."knowledge_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_plays" ADD CONSTRAINT "knowledge_plays_course_id_knowledge_items_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."knowledge_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_students" ADD CONSTRAINT "knowledge_students_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_students" ADD CONSTRAINT "knowledge_students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_students" ADD CONSTRAINT "knowledge_students_knowledge_id_knowledge_items_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."knowledge_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_categories_name_uq" ON "knowledge_categories" USING btree ("project_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_course_items_uq" ON "knowledge_course_items" USING btree ("project_id","course_id","item_id");--> statement-breakpoint
CREATE INDEX "knowledge_exam_attempts_user_idx" ON "knowledge_exam_attempts" USING btree ("project_id","user_id","exam_id");--> statement-breakpoint
CREATE INDEX "knowledge_exam_questions_exam_idx" ON "knowledge_exam_questions" USING btree ("project_id","exam_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_exams_course_uq" ON "knowledge_exams" USING btree ("project_id","course_id");--> statement-breakpoint
CREATE INDEX "knowledge_items_list_idx" ON "knowledge_items" USING btree ("project_id","is_show","sort","created_at");--> statement-breakpoint
CREATE INDEX "knowledge_items_category_idx" ON "knowledge_items" USING btree ("project_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_plays_uq" ON "knowledge_plays" USING btree ("project_id","user_id","knowledge_id");--> statement-breakpoint
CREATE INDEX "knowledge_plays_recent_idx" ON "knowledge_plays" USING btree ("project_id","user_id","view_time");--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_students_uq" ON "knowledge_students" USING btree ("project_id","user_id","knowledge_id");--> statement-breakpoint
-- custom (keep at merge)
CREATE INDEX "knowledge_items_search_idx" ON "knowledge_items" USING gin ("search");
