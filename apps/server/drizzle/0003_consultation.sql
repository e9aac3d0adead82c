CREATE TABLE "ask_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ask_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ask_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"receive_user_id" integer NOT NULL,
	"type" text NOT NULL,
	"text" text,
	"url" text,
	"duration" integer,
	"title" text,
	"task_id" text,
	"read_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ask_rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ask_rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_low" integer NOT NULL,
	"user_high" integer NOT NULL,
	"aliases" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_record_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "doctor_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctor_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"doctor_id" integer NOT NULL,
	"photo" text,
	"good_at" text,
	"is_show" boolean DEFAULT true NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctor_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"doctor_id" integer NOT NULL,
	"date" date NOT NULL,
	"segment" text NOT NULL,
	"kind" text NOT NULL,
	"slots" integer DEFAULT 1 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_wallets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctor_wallets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"doctor_id" integer NOT NULL,
	"bank_name" text,
	"bank_card" text,
	"bank_user_name" text,
	"bank_address" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_functions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inquiry_functions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"doctor_id" integer NOT NULL,
	"inquiry_type" smallint NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"is_only_second" boolean DEFAULT false NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"num_per_day" integer DEFAULT 0 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"segment_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inquiry_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"doctor_id" integer,
	"inquiry_type" smallint NOT NULL,
	"describe" text NOT NULL,
	"image_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tel" text,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"price" integer NOT NULL,
	"is_use_card" boolean DEFAULT false NOT NULL,
	"user_card_id" integer,
	"state" text NOT NULL,
	"refund_from" text,
	"refund_money" integer,
	"refund_reason" text,
	"close_reason" text,
	"paid_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"public_id" text NOT NULL,
	"order_kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"pay_way" text NOT NULL,
	"scene" text NOT NULL,
	"amount" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"trade_no" text,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"notified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"doctor_id" integer NOT NULL,
	"org_id" integer,
	"department_id" integer,
	"appoint_date" date NOT NULL,
	"segment" text NOT NULL,
	"slot" integer NOT NULL,
	"price" integer NOT NULL,
	"is_offline_pay" boolean DEFAULT false NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"wallet_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"order_id" integer,
	"remark" text
);
--> statement-breakpoint
ALTER TABLE "ask_records" ADD CONSTRAINT "ask_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ask_records" ADD CONSTRAINT "ask_records_ask_id_ask_rooms_id_fk" FOREIGN KEY ("ask_id") REFERENCES "public"."ask_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ask_records" ADD CONSTRAINT "ask_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ask_records" ADD CONSTRAINT "ask_records_receive_user_id_users_id_fk" FOREIGN KEY ("receive_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ask_rooms" ADD CONSTRAINT "ask_rooms_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ask_rooms" ADD CONSTRAINT "ask_rooms_user_low_users_id_fk" FOREIGN KEY ("user_low") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ask_rooms" ADD CONSTRAINT "ask_rooms_user_high_users_id_fk" FOREIGN KEY ("user_high") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_profiles" ADD CONSTRAINT "doctor_profiles_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_profiles" ADD CONSTRAINT "doctor_profiles_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_schedules" ADD CONSTRAINT "doctor_schedules_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_schedules" ADD CONSTRAINT "doctor_schedules_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_wallets" ADD CONSTRAINT "doctor_wallets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_wallets" ADD CONSTRAINT "doctor_wallets_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_functions" ADD CONSTRAINT "inquiry_functions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_functions" ADD CONSTRAINT "inquiry_functions_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_orders" ADD CONSTRAINT "inquiry_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_orders" ADD CONSTRAINT "inquiry_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_orders" ADD CONSTRAINT "inquiry_orders_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_orders" ADD CONSTRAINT "inquiry_orders_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_wallet_id_doctor_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."doctor_wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ask_records_room_idx" ON "ask_records" USING btree ("project_id","ask_id","id");--> statement-breakpoint
CREATE INDEX "ask_records_unread_idx" ON "ask_records" USING btree ("project_id","receive_user_id") WHERE read_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ask_records_task_uq" ON "ask_records" USING btree ("project_id","user_id","task_id") WHERE task_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ask_rooms_pair_uq" ON "ask_rooms" USING btree ("project_id","user_low","user_high");--> statement-breakpoint
CREATE INDEX "ask_rooms_last_idx" ON "ask_rooms" USING btree ("project_id","last_record_at");--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_profiles_doctor_uq" ON "doctor_profiles" USING btree ("project_id","doctor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_schedules_uq" ON "doctor_schedules" USING btree ("project_id","doctor_id","date","segment","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_wallets_doctor_uq" ON "doctor_wallets" USING btree ("project_id","doctor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_functions_doctor_type_uq" ON "inquiry_functions" USING btree ("project_id","doctor_id","inquiry_type");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_orders_no_uq" ON "inquiry_orders" USING btree ("project_id","order_no");--> statement-breakpoint
CREATE INDEX "inquiry_orders_user_idx" ON "inquiry_orders" USING btree ("project_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiry_orders_doctor_idx" ON "inquiry_orders" USING btree ("project_id","doctor_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_public_uq" ON "payments" USING btree ("project_id","public_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("project_id","order_kind","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_slot_uq" ON "reservations" USING btree ("project_id","doctor_id","appoint_date","segment","slot") WHERE state <> 'cancelled';--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("project_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_entries_wallet_idx" ON "wallet_entries" USING btree ("project_id","wallet_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_order_uq" ON "wallet_entries" USING btree ("project_id","wallet_id","kind","order_id") WHERE order_id is not null;