ALTER TABLE "patient_push_deliveries" DROP CONSTRAINT "patient_push_deliveries_system_message_id_system_messages_id_fk";
--> statement-breakpoint
ALTER TABLE "patient_push_deliveries" ADD CONSTRAINT "patient_push_deliveries_system_message_id_system_messages_id_fk" FOREIGN KEY ("system_message_id") REFERENCES "public"."system_messages"("id") ON DELETE set null ON UPDATE no action;