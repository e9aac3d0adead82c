CREATE TABLE "conference_experts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conference_experts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"conference_id" integer NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"org" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"photo" text,
	"featured" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conference_halls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conference_halls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"conference_id" integer NOT NULL,
	"name" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"capacity" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conference_itinerary" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conference_itinerary_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"conference_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"hall_id" integer NOT NULL,
	"thematic_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conference_microstation" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conference_microstation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"conference_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conference_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conference_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"conference_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"tel" text NOT NULL,
	"remark" text,
	"number" text NOT NULL,
	"signed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "conference_thematics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conference_thematics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"conference_id" integer NOT NULL,
	"hall_id" integer NOT NULL,
	"name" text NOT NULL,
	"day" date NOT NULL,
	"chair" text
);
--> statement-breakpoint
CREATE TABLE "conference_topics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conference_topics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"conference_id" integer NOT NULL,
	"thematic_id" integer NOT NULL,
	"title" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"expert_id" integer,
	"speaker" text
);
--> statement-breakpoint
CREATE TABLE "conferences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conferences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"cover" text,
	"intro" text DEFAULT '' NOT NULL,
	"organizer" text DEFAULT '' NOT NULL,
	"venue" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"register_open" boolean DEFAULT true NOT NULL,
	"sign_code" text NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer DEFAULT 0 NOT NULL,
	"day" text NOT NULL,
	"note" text,
	CONSTRAINT "points_entries_amount_ck" CHECK ("points_entries"."amount" <> 0),
	CONSTRAINT "points_entries_balance_ck" CHECK ("points_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_exchanges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_exchanges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"title" text NOT NULL,
	"goods_info" text,
	"integral" integer NOT NULL,
	"name" text NOT NULL,
	"tel" text NOT NULL,
	"address" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_goods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"info" text DEFAULT '' NOT NULL,
	"image" text,
	"integral" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "points_goods_stock_ck" CHECK ("points_goods"."stock" >= 0),
	CONSTRAINT "points_goods_integral_ck" CHECK ("points_goods"."integral" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rule" text NOT NULL,
	"amount" integer NOT NULL,
	"daily_cap" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "points_rules_amount_ck" CHECK ("points_rules"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "conference_experts" ADD CONSTRAINT "conference_experts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_experts" ADD CONSTRAINT "conference_experts_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_halls" ADD CONSTRAINT "conference_halls_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_halls" ADD CONSTRAINT "conference_halls_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_itinerary" ADD CONSTRAINT "conference_itinerary_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_itinerary" ADD CONSTRAINT "conference_itinerary_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_itinerary" ADD CONSTRAINT "conference_itinerary_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_itinerary" ADD CONSTRAINT "conference_itinerary_topic_id_conference_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."conference_topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_microstation" ADD CONSTRAINT "conference_microstation_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_microstation" ADD CONSTRAINT "conference_microstation_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_registrations" ADD CONSTRAINT "conference_registrations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_registrations" ADD CONSTRAINT "conference_registrations_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_registrations" ADD CONSTRAINT "conference_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_thematics" ADD CONSTRAINT "conference_thematics_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_thematics" ADD CONSTRAINT "conference_thematics_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_thematics" ADD CONSTRAINT "conference_thematics_hall_id_conference_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."conference_halls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_topics" ADD CONSTRAINT "conference_topics_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_topics" ADD CONSTRAINT "conference_topics_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_topics" ADD CONSTRAINT "conference_topics_thematic_id_conference_thematics_id_fk" FOREIGN KEY ("thematic_id") REFERENCES "public"."conference_thematics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_topics" ADD CONSTRAINT "conference_topics_expert_id_conference_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."conference_experts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conferences" ADD CONSTRAINT "conferences_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_exchanges" ADD CONSTRAINT "points_exchanges_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_exchanges" ADD CONSTRAINT "points_exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_exchanges" ADD CONSTRAINT "points_exchanges_goods_id_points_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."points_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_goods" ADD CONSTRAINT "points_goods_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_rules" ADD CONSTRAINT "points_rules_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conference_experts_idx" ON "conference_experts" USING btree ("project_id","conference_id","sort");--> statement-breakpoint
CREATE INDEX "conference_halls_idx" ON "conference_halls" USING btree ("project_id","conference_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "conference_itinerary_uq" ON "conference_itinerary" USING btree ("project_id","user_id","topic_id");--> statement-breakpoint
CREATE INDEX "conference_microstation_idx" ON "conference_microstation" USING btree ("project_id","conference_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "conference_registrations_tel_uq" ON "conference_registrations" USING btree ("project_id","conference_id","tel");--> statement-breakpoint
CREATE INDEX "conference_registrations_user_idx" ON "conference_registrations" USING btree ("project_id","user_id");--> statement-breakpoint
CREATE INDEX "conference_thematics_idx" ON "conference_thematics" USING btree ("project_id","conference_id","day");--> statement-breakpoint
CREATE INDEX "conference_topics_idx" ON "conference_topics" USING btree ("project_id","conference_id","thematic_id");--> statement-breakpoint
CREATE INDEX "conferences_list_idx" ON "conferences" USING btree ("project_id","is_show","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_ref_uq" ON "points_entries" USING btree ("project_id","user_id","kind","ref");--> statement-breakpoint
CREATE INDEX "points_entries_user_idx" ON "points_entries" USING btree ("project_id","user_id","id");--> statement-breakpoint
CREATE INDEX "points_entries_day_idx" ON "points_entries" USING btree ("project_id","user_id","kind","day");--> statement-breakpoint
CREATE INDEX "points_exchanges_user_idx" ON "points_exchanges" USING btree ("project_id","user_id","id");--> statement-breakpoint
CREATE INDEX "points_goods_list_idx" ON "points_goods" USING btree ("project_id","is_show","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "points_rules_uq" ON "points_rules" USING btree ("project_id","rule");--> statement-breakpoint
-- custom (keep at merge)
-- Issue 14, points: the ledger is append-only and never negative, enforced by the database for
-- every writer (API, seed, bulk SQL). Each insert takes a per-account transaction lock (the same
-- key as modules/points/repo.ts lockAccount), sums the account's entries and refuses an entry that
-- would take the balance below zero; it records the running balance in balance_after.
CREATE FUNCTION points_entries_before_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bal integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('points:' || NEW.project_id || ':' || NEW.user_id, 0));
  SELECT coalesce(sum(amount), 0) INTO bal FROM points_entries
  WHERE project_id = NEW.project_id AND user_id = NEW.user_id;
  IF bal + NEW.amount < 0 THEN
    RAISE EXCEPTION 'points balance would be negative' USING ERRCODE = '23514';
  END IF;
  NEW.balance_after := bal + NEW.amount;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER points_entries_before_insert BEFORE INSERT ON points_entries
  FOR EACH ROW EXECUTE FUNCTION points_entries_before_insert();
--> statement-breakpoint
CREATE FUNCTION points_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'points_entries is append-only' USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
CREATE TRIGGER points_entries_no_update BEFORE UPDATE OR DELETE ON points_entries
  FOR EACH ROW EXECUTE FUNCTION points_entries_append_only();
--> statement-breakpoint
CREATE TRIGGER points_entries_no_truncate BEFORE TRUNCATE ON points_entries
  FOR EACH STATEMENT EXECUTE FUNCTION points_entries_append_only();
