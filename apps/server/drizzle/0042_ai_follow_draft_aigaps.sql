CREATE TABLE "ai_follow_drafts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_follow_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"plan_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_follow_drafts" ADD CONSTRAINT "ai_follow_drafts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_follow_drafts" ADD CONSTRAINT "ai_follow_drafts_plan_id_follow_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."follow_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_follow_drafts" ADD CONSTRAINT "ai_follow_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_follow_drafts_plan_uq" ON "ai_follow_drafts" USING btree ("project_id","plan_id");