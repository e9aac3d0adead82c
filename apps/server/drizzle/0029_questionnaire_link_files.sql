CREATE TABLE "questionnaire_link_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_link_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"link_id" integer NOT NULL,
	"stored_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questionnaire_link_files" ADD CONSTRAINT "questionnaire_link_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_link_files" ADD CONSTRAINT "questionnaire_link_files_link_id_questionnaire_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."questionnaire_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_link_files_name_uq" ON "questionnaire_link_files" USING btree ("project_id","stored_name");