CREATE TABLE "dietary_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dietary_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"meal_type" text NOT NULL,
	"eaten_at" timestamp with time zone NOT NULL,
	"items" jsonb NOT NULL,
	"energy_kcal" real NOT NULL,
	"protein" real NOT NULL,
	"fat" real NOT NULL,
	"carbohydrate" real NOT NULL,
	"question_record_id" integer,
	"remark" text,
	"created_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "foods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "foods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"energy_kcal" real NOT NULL,
	"protein" real NOT NULL,
	"fat" real NOT NULL,
	"carbohydrate" real NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "life_habit_signs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "life_habit_signs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"habit_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"sign_day" date NOT NULL,
	"created_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "life_habits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "life_habits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"icon" text,
	"is_show" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "physique_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "physique_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"height" real,
	"weight" real,
	"rbone_age" real,
	"cbone_age" real,
	"measured_at" timestamp with time zone NOT NULL,
	"data_source" text NOT NULL,
	"created_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "sport_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sport_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"sport_type" text NOT NULL,
	"minutes" integer NOT NULL,
	"steps" integer,
	"calories" integer NOT NULL,
	"weight_kg" real NOT NULL,
	"weight_assumed" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"remark" text,
	"created_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "sport_tests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sport_tests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"name" text NOT NULL,
	"age" smallint NOT NULL,
	"sex" smallint NOT NULL,
	"grade" smallint NOT NULL,
	"results" jsonb NOT NULL,
	"score" jsonb NOT NULL,
	"total" real,
	"created_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "dietary_records" ADD CONSTRAINT "dietary_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dietary_records" ADD CONSTRAINT "dietary_records_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dietary_records" ADD CONSTRAINT "dietary_records_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_habit_signs" ADD CONSTRAINT "life_habit_signs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_habit_signs" ADD CONSTRAINT "life_habit_signs_habit_id_life_habits_id_fk" FOREIGN KEY ("habit_id") REFERENCES "public"."life_habits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_habit_signs" ADD CONSTRAINT "life_habit_signs_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_habit_signs" ADD CONSTRAINT "life_habit_signs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "life_habits" ADD CONSTRAINT "life_habits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physique_records" ADD CONSTRAINT "physique_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physique_records" ADD CONSTRAINT "physique_records_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physique_records" ADD CONSTRAINT "physique_records_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_records" ADD CONSTRAINT "sport_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_records" ADD CONSTRAINT "sport_records_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_records" ADD CONSTRAINT "sport_records_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_tests" ADD CONSTRAINT "sport_tests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_tests" ADD CONSTRAINT "sport_tests_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_tests" ADD CONSTRAINT "sport_tests_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dietary_records_patient_idx" ON "dietary_records" USING btree ("project_id","patient_id","eaten_at");--> statement-breakpoint
CREATE UNIQUE INDEX "foods_code_uq" ON "foods" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "life_habit_signs_day_uq" ON "life_habit_signs" USING btree ("project_id","habit_id","patient_id","sign_day");--> statement-breakpoint
CREATE INDEX "life_habit_signs_patient_idx" ON "life_habit_signs" USING btree ("project_id","patient_id","sign_day");--> statement-breakpoint
CREATE UNIQUE INDEX "life_habits_name_uq" ON "life_habits" USING btree ("project_id","name");--> statement-breakpoint
CREATE INDEX "physique_records_patient_idx" ON "physique_records" USING btree ("project_id","patient_id","measured_at");--> statement-breakpoint
CREATE INDEX "sport_records_patient_idx" ON "sport_records" USING btree ("project_id","patient_id","started_at");--> statement-breakpoint
CREATE INDEX "sport_tests_patient_idx" ON "sport_tests" USING btree ("project_id","patient_id","created_at");