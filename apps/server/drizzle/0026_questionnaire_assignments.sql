CREATE TABLE "questionnaire_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"assigned_by_user_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"link_id" integer,
	"sms_to" text
);
--> statement-breakpoint
CREATE TABLE "questionnaire_risk_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_risk_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"record_id" integer NOT NULL,
	"handled_by_user_id" integer NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questionnaire_assignments" ADD CONSTRAINT "questionnaire_assignments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_assignments" ADD CONSTRAINT "questionnaire_assignments_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_assignments" ADD CONSTRAINT "questionnaire_assignments_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_assignments" ADD CONSTRAINT "questionnaire_assignments_assigned_by_user_id_users_id_fk" FOREIGN KEY ("assigned_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_assignments" ADD CONSTRAINT "questionnaire_assignments_link_id_questionnaire_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."questionnaire_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_risk_reviews" ADD CONSTRAINT "questionnaire_risk_reviews_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_risk_reviews" ADD CONSTRAINT "questionnaire_risk_reviews_record_id_questionnaire_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."questionnaire_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_risk_reviews" ADD CONSTRAINT "questionnaire_risk_reviews_handled_by_user_id_users_id_fk" FOREIGN KEY ("handled_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaire_assignments_patient_idx" ON "questionnaire_assignments" USING btree ("project_id","patient_id","questionnaire_id");--> statement-breakpoint
CREATE INDEX "questionnaire_assignments_question_idx" ON "questionnaire_assignments" USING btree ("project_id","questionnaire_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_risk_reviews_record_uq" ON "questionnaire_risk_reviews" USING btree ("record_id");