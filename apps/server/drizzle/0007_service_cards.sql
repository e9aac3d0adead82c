CREATE TABLE "equity_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equity_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"patient_id" integer NOT NULL,
	"provider" text NOT NULL,
	"card_no" text NOT NULL,
	"state" text NOT NULL,
	"opened_by" integer,
	"expire_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_prescriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inquiry_prescriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"doctor_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"diagnosis" text NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"advice" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"serial" text NOT NULL,
	"cover_image" text,
	"intro" text,
	"interest_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"is_limit_stock" boolean DEFAULT false NOT NULL,
	"stock_num" integer DEFAULT 0 NOT NULL,
	"is_forever" boolean DEFAULT true NOT NULL,
	"expiry_date_type" smallint,
	"expiry_start_time" timestamp with time zone,
	"expiry_end_time" timestamp with time zone,
	"limit_day" integer,
	"tel" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_cards_stock_ck" CHECK (stock_num >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_card_rights" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_card_rights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_card_id" integer NOT NULL,
	"inquiry_type" smallint NOT NULL,
	"name" text NOT NULL,
	"total" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_card_rights_used_ck" CHECK (used >= 0 and used <= total)
);
--> statement-breakpoint
CREATE TABLE "user_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"state" text NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "equity_cards" ADD CONSTRAINT "equity_cards_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equity_cards" ADD CONSTRAINT "equity_cards_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equity_cards" ADD CONSTRAINT "equity_cards_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_prescriptions" ADD CONSTRAINT "inquiry_prescriptions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_prescriptions" ADD CONSTRAINT "inquiry_prescriptions_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_prescriptions" ADD CONSTRAINT "inquiry_prescriptions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_cards" ADD CONSTRAINT "service_cards_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_card_rights" ADD CONSTRAINT "user_card_rights_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_card_rights" ADD CONSTRAINT "user_card_rights_user_card_id_user_cards_id_fk" FOREIGN KEY ("user_card_id") REFERENCES "public"."user_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_cards" ADD CONSTRAINT "user_cards_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_cards" ADD CONSTRAINT "user_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_cards" ADD CONSTRAINT "user_cards_card_id_service_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."service_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "equity_cards_patient_uq" ON "equity_cards" USING btree ("project_id","patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_prescriptions_uq" ON "inquiry_prescriptions" USING btree ("project_id","order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "service_cards_serial_uq" ON "service_cards" USING btree ("project_id","serial");--> statement-breakpoint
CREATE UNIQUE INDEX "user_card_rights_uq" ON "user_card_rights" USING btree ("project_id","user_card_id","inquiry_type");--> statement-breakpoint
CREATE UNIQUE INDEX "user_cards_no_uq" ON "user_cards" USING btree ("project_id","order_no");--> statement-breakpoint
CREATE INDEX "user_cards_user_idx" ON "user_cards" USING btree ("project_id","user_id","created_at");