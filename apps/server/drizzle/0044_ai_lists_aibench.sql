CREATE TABLE "ai_list_counts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_list_counts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"area_code" text NOT NULL,
	"discovery" integer DEFAULT 0 NOT NULL,
	"untracked" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_summaries" ADD COLUMN "area_code" text;--> statement-breakpoint
ALTER TABLE "patient_summaries" ADD COLUMN "tracked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patient_summaries" ADD COLUMN "discovery_first_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patient_summaries" ADD COLUMN "discovery_last_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ai_list_counts" ADD CONSTRAINT "ai_list_counts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_list_counts_area_uq" ON "ai_list_counts" USING btree ("project_id","area_code");--> statement-breakpoint
CREATE INDEX "measurements_abnormal_idx" ON "measurements" USING btree ("project_id","patient_id","measured_at") WHERE abnormal;--> statement-breakpoint
CREATE INDEX "patient_summaries_untracked_idx" ON "patient_summaries" USING btree ("project_id","area_code","last_abnormal_at" DESC NULLS LAST,"patient_id" DESC NULLS LAST) WHERE last_abnormal_at is not null and (tracked_until is null or last_abnormal_at > tracked_until);--> statement-breakpoint
CREATE INDEX "patient_summaries_discovery_last_idx" ON "patient_summaries" USING btree ("project_id","area_code","discovery_last_at" DESC NULLS LAST,"patient_id" DESC NULLS LAST) WHERE discovery_last_at is not null;--> statement-breakpoint
CREATE INDEX "patient_summaries_discovery_first_idx" ON "patient_summaries" USING btree ("project_id","area_code","discovery_first_at","patient_id" DESC NULLS LAST) WHERE discovery_first_at is not null;--> statement-breakpoint
-- custom (keep at merge)
-- Issue 16, the AI platform's district lists at district scale (100,000 residents): the discovery
-- list and the abnormal-reminder list read patient_summaries only, through the partial indexes
-- above, in list order. The new columns are derived data kept by these triggers, like the rest of
-- patient_summaries (0022), so every writer (API, IoT, seeds, bulk SQL) keeps them right.
-- The least evidence of disease type p_type the project's rules ask for: the SQL twin of
-- aiRulesOf (packages/shared ai-platform.ts), config key aiPlatformRules, a whole number >= 1 per
-- type over AI_RULES_DEFAULT.discovery.minEvidence ({1: 2, 2: 2, 3: 1, 4: 1}); a test holds them equal.
CREATE FUNCTION ai_discovery_min_evidence(p_project integer, p_type smallint) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT n::integer FROM (
       SELECT CASE WHEN jsonb_typeof(c.value -> 'discovery' -> 'minEvidence' -> p_type::text) = 'number'
         THEN (c.value -> 'discovery' -> 'minEvidence' ->> p_type::text)::numeric END AS n
       FROM configs c WHERE c.project_id = p_project AND c.key = 'aiPlatformRules') r
     WHERE n >= 1 AND n = trunc(n) AND n <= 2147483647),
    CASE p_type WHEN 1 THEN 2 WHEN 2 THEN 2 ELSE 1 END)
$$;
--> statement-breakpoint
-- The earliest and latest found_at of a resident's open discoveries: evidence recorded in the
-- resident's org, enough of it under the rules, for a disease whose group they are not in (the
-- discovery list's rule, lists-repo.ts).
CREATE FUNCTION ai_discovery_span(p_project integer, p_patient integer, p_org integer, p_hbp smallint,
  p_dm smallint, p_copd smallint, p_hpl smallint, OUT first_at timestamptz, OUT last_at timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT min(d.found_at), max(d.found_at) FROM ai_discoveries d
  WHERE d.project_id = p_project AND d.patient_id = p_patient AND d.org_id = p_org
    AND CASE d.disease_type WHEN 1 THEN p_hbp WHEN 2 THEN p_dm WHEN 3 THEN p_copd ELSE p_hpl END IS NULL
    AND d.evidence_count >= ai_discovery_min_evidence(d.project_id, d.disease_type)
$$;
--> statement-breakpoint
-- A new summary row, or a changed org or group level: the district and the open discoveries, set
-- on the row being written (no second write).
CREATE FUNCTION patient_summaries_ai_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.org_id IS DISTINCT FROM OLD.org_id THEN
    NEW.area_code := (SELECT o.area_code FROM orgs o WHERE o.id = NEW.org_id);
  END IF;
  SELECT x.first_at, x.last_at INTO NEW.discovery_first_at, NEW.discovery_last_at
  FROM ai_discovery_span(NEW.project_id, NEW.patient_id, NEW.org_id, NEW.hbp_level, NEW.dm_level,
    NEW.copd_level, NEW.hpl_level) x;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER patient_summaries_ai_columns BEFORE INSERT OR UPDATE OF org_id, hbp_level, dm_level, copd_level,
  hpl_level ON patient_summaries FOR EACH ROW EXECUTE FUNCTION patient_summaries_ai_columns();
--> statement-breakpoint
-- The open discoveries of the patients in `changed` (project_id, patient_id), written only where
-- they changed (a further suggestive reading of an open discovery changes nothing here).
CREATE FUNCTION patient_summaries_refresh_discoveries(changed_project integer[], changed_patient integer[])
RETURNS void LANGUAGE sql AS $$
  WITH x AS (
    SELECT s.id, sp.first_at, sp.last_at
    FROM (SELECT DISTINCT * FROM unnest(changed_project, changed_patient) AS u(project_id, patient_id)) c
    JOIN patient_summaries s ON s.project_id = c.project_id AND s.patient_id = c.patient_id
    CROSS JOIN LATERAL ai_discovery_span(s.project_id, s.patient_id, s.org_id, s.hbp_level, s.dm_level,
      s.copd_level, s.hpl_level) sp)
  UPDATE patient_summaries s SET discovery_first_at = x.first_at, discovery_last_at = x.last_at
  FROM x WHERE s.id = x.id
    AND (s.discovery_first_at, s.discovery_last_at) IS DISTINCT FROM (x.first_at, x.last_at)
$$;
--> statement-breakpoint
-- Row triggers (a further suggestive reading upserts one ai_discoveries row; a statement trigger
-- with transition tables would run on every such reading, inserted or not): a new discovery, or
-- an update that can change the span (found_at, org, keys, or the evidence crossing the rule).
-- A further reading of an open discovery does not fire it.
CREATE FUNCTION patient_summaries_discovery_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM patient_summaries_refresh_discoveries(ARRAY[OLD.project_id], ARRAY[OLD.patient_id]);
  ELSE
    PERFORM patient_summaries_refresh_discoveries(ARRAY[NEW.project_id], ARRAY[NEW.patient_id]);
    IF TG_OP = 'UPDATE' AND OLD.patient_id <> NEW.patient_id THEN
      PERFORM patient_summaries_refresh_discoveries(ARRAY[OLD.project_id], ARRAY[OLD.patient_id]);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER patient_summaries_discoveries_insert AFTER INSERT OR DELETE ON ai_discoveries
  FOR EACH ROW EXECUTE FUNCTION patient_summaries_discovery_row();
--> statement-breakpoint
CREATE TRIGGER patient_summaries_discoveries_update AFTER UPDATE ON ai_discoveries FOR EACH ROW
  WHEN (OLD.found_at IS DISTINCT FROM NEW.found_at OR OLD.org_id IS DISTINCT FROM NEW.org_id
    OR OLD.patient_id <> NEW.patient_id OR OLD.disease_type <> NEW.disease_type
    OR (OLD.evidence_count <> NEW.evidence_count
      AND (OLD.evidence_count >= ai_discovery_min_evidence(NEW.project_id, NEW.disease_type))
        <> (NEW.evidence_count >= ai_discovery_min_evidence(NEW.project_id, NEW.disease_type))))
  EXECUTE FUNCTION patient_summaries_discovery_row();
--> statement-breakpoint
-- The project's rules changed: every resident of the project with discovery evidence.
CREATE FUNCTION patient_summaries_rules_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r configs%ROWTYPE := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
BEGIN
  IF r.key = 'aiPlatformRules' THEN
    PERFORM patient_summaries_refresh_discoveries(array_agg(project_id), array_agg(patient_id))
    FROM ai_discoveries WHERE project_id = r.project_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER patient_summaries_rules_changed AFTER INSERT OR UPDATE OR DELETE ON configs
  FOR EACH ROW EXECUTE FUNCTION patient_summaries_rules_changed();
--> statement-breakpoint
-- An org moved to another district (rare): its patients' summaries follow.
CREATE FUNCTION patient_summaries_org_area() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE patient_summaries SET area_code = NEW.area_code WHERE project_id = NEW.project_id AND org_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER patient_summaries_org_area AFTER UPDATE OF area_code ON orgs FOR EACH ROW
  WHEN (OLD.area_code IS DISTINCT FROM NEW.area_code) EXECUTE FUNCTION patient_summaries_org_area();
--> statement-breakpoint
-- A tracking (ai_patient_marks.tracked_until) takes the resident off the untracked index.
CREATE FUNCTION patient_summaries_tracked() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r ai_patient_marks%ROWTYPE := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  t timestamptz := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.tracked_until END;
BEGIN
  UPDATE patient_summaries SET tracked_until = t
  WHERE project_id = r.project_id AND patient_id = r.patient_id AND tracked_until IS DISTINCT FROM t;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER patient_summaries_tracked AFTER INSERT OR UPDATE OF tracked_until OR DELETE ON ai_patient_marks
  FOR EACH ROW EXECUTE FUNCTION patient_summaries_tracked();
--> statement-breakpoint
-- Rows written before this migration.
UPDATE patient_summaries s SET area_code = o.area_code FROM orgs o WHERE o.id = s.org_id AND o.area_code IS NOT NULL;
--> statement-breakpoint
UPDATE patient_summaries s SET tracked_until = m.tracked_until FROM ai_patient_marks m
WHERE m.project_id = s.project_id AND m.patient_id = s.patient_id AND m.tracked_until IS NOT NULL;
--> statement-breakpoint
SELECT patient_summaries_refresh_discoveries(array_agg(project_id), array_agg(patient_id)) FROM ai_discoveries;
--> statement-breakpoint
-- The lists' unfiltered totals: ai_list_counts per project and district, moved by a row trigger
-- that fires only when a summary enters or leaves a list (or its district): a further abnormal
-- reading of an untracked resident, or a further suggestive one of an open discovery, does not
-- fire it. Such a change locks the district's counter row until its transaction ends (short:
-- one reading, one tracking).
CREATE FUNCTION ai_list_counts_add(p_project integer, p_area text, p_discovery integer, p_untracked integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO ai_list_counts (project_id, area_code, discovery, untracked)
  SELECT p_project, p_area, p_discovery, p_untracked
  WHERE p_area IS NOT NULL AND (p_discovery <> 0 OR p_untracked <> 0)
  ON CONFLICT (project_id, area_code) DO UPDATE SET discovery = ai_list_counts.discovery + excluded.discovery,
    untracked = ai_list_counts.untracked + excluded.untracked
$$;
--> statement-breakpoint
CREATE FUNCTION patient_summaries_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  od integer := 0;
  ou integer := 0;
  nd integer := 0;
  nu integer := 0;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    od := (OLD.discovery_last_at IS NOT NULL)::integer;
    ou := ((OLD.last_abnormal_at > coalesce(OLD.tracked_until, '-infinity')) IS TRUE)::integer;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    nd := (NEW.discovery_last_at IS NOT NULL)::integer;
    nu := ((NEW.last_abnormal_at > coalesce(NEW.tracked_until, '-infinity')) IS TRUE)::integer;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.project_id = NEW.project_id AND OLD.area_code IS NOT DISTINCT FROM NEW.area_code THEN
    PERFORM ai_list_counts_add(NEW.project_id, NEW.area_code, nd - od, nu - ou);
  ELSE
    IF TG_OP <> 'INSERT' THEN
      PERFORM ai_list_counts_add(OLD.project_id, OLD.area_code, -od, -ou);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM ai_list_counts_add(NEW.project_id, NEW.area_code, nd, nu);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Counted from scratch once (after the backfill above), then kept.
INSERT INTO ai_list_counts (project_id, area_code, discovery, untracked)
SELECT project_id, area_code, count(*) FILTER (WHERE discovery_last_at IS NOT NULL),
  count(*) FILTER (WHERE (last_abnormal_at > coalesce(tracked_until, '-infinity')) IS TRUE)
FROM patient_summaries WHERE area_code IS NOT NULL GROUP BY project_id, area_code;
--> statement-breakpoint
CREATE TRIGGER patient_summaries_counts_insert AFTER INSERT ON patient_summaries FOR EACH ROW
  WHEN (NEW.discovery_last_at IS NOT NULL OR NEW.last_abnormal_at IS NOT NULL)
  EXECUTE FUNCTION patient_summaries_counts();
--> statement-breakpoint
CREATE TRIGGER patient_summaries_counts_delete AFTER DELETE ON patient_summaries FOR EACH ROW
  EXECUTE FUNCTION patient_summaries_counts();
--> statement-breakpoint
CREATE TRIGGER patient_summaries_counts_update AFTER UPDATE ON patient_summaries FOR EACH ROW
  WHEN (OLD.area_code IS DISTINCT FROM NEW.area_code OR OLD.project_id <> NEW.project_id
    OR (OLD.discovery_last_at IS NULL) <> (NEW.discovery_last_at IS NULL)
    OR ((OLD.last_abnormal_at > coalesce(OLD.tracked_until, '-infinity')) IS TRUE)
      <> ((NEW.last_abnormal_at > coalesce(NEW.tracked_until, '-infinity')) IS TRUE))
  EXECUTE FUNCTION patient_summaries_counts();
