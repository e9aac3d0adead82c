ALTER TABLE "ask_records" DROP CONSTRAINT "ask_records_project_id_projects_id_fk";
--> statement-breakpoint
ALTER TABLE "ask_records" DROP CONSTRAINT "ask_records_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "ask_records" DROP CONSTRAINT "ask_records_receive_user_id_users_id_fk";
