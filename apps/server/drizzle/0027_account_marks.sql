CREATE TABLE "account_marks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_marks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_marks" ADD CONSTRAINT "account_marks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_marks" ADD CONSTRAINT "account_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_marks_uq" ON "account_marks" USING btree ("project_id","user_id","kind","target_type","target_id");--> statement-breakpoint
CREATE INDEX "account_marks_user_idx" ON "account_marks" USING btree ("project_id","user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "account_marks_target_idx" ON "account_marks" USING btree ("project_id","kind","target_type","target_id");