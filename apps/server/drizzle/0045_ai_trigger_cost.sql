-- custom (keep at merge)
-- Issue 16 follow-up: the write cost of the AI lists' triggers (0044). Same answers, less work per
-- write:
-- 1. A plain reading (IoT, the app) updates its summary's newest reading only; the counters'
--    trigger is column-specific now, so that update no longer even evaluates it.
-- 2. An ai_discoveries upsert (every suggestive reading) looks the rule's threshold up once, in
--    ai_discovery_crosses (was twice in the WHEN clause), and a change moves the summary's span
--    incrementally: a row entering the rule, or a found_at moving away from the span's edges, is a
--    least()/greatest() on the summary row; only a row leaving an edge (or a moved key, a delete at
--    an edge) recounts the span from ai_discoveries.
-- 3. The span is recomputed on a group change only when a group's membership (level null or not)
--    or the org changed, not on every level change.
-- The rule's lookup and the span recount are PL/pgSQL (cached plans) instead of SQL functions
-- that could not be inlined.
-- 4. patient_summaries_rebuild_ai / ai_list_counts_rebuild: the set-based rebuild a bulk load
--    calls after loading with these row triggers disabled (bench/lib/ai-lists-bulk.ts).
-- The rule's threshold, same answers as 0044's SQL version (a test holds it equal to aiRulesOf),
-- now PL/pgSQL: its configs lookup is a cached plan (the SQL version, not inlinable for its
-- sub-selects, ran the SQL-function executor on every call).
CREATE OR REPLACE FUNCTION ai_discovery_min_evidence(p_project integer, p_type smallint) RETURNS integer
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v jsonb;
  n numeric;
BEGIN
  SELECT c.value -> 'discovery' -> 'minEvidence' -> p_type::text INTO v
  FROM configs c WHERE c.project_id = p_project AND c.key = 'aiPlatformRules';
  IF jsonb_typeof(v) = 'number' THEN
    n := (v #>> '{}')::numeric;
    IF n >= 1 AND n = trunc(n) AND n <= 2147483647 THEN
      RETURN n::integer;
    END IF;
  END IF;
  RETURN CASE p_type WHEN 1 THEN 2 WHEN 2 THEN 2 ELSE 1 END;
END $$;
--> statement-breakpoint
-- The open-discovery span of the residents in `changed`, recounted: PL/pgSQL with the span inline
-- (a cached plan; was a SQL function calling the SQL function ai_discovery_span per summary).
CREATE OR REPLACE FUNCTION patient_summaries_refresh_discoveries(changed_project integer[], changed_patient integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH x AS (
    SELECT s.id, sp.first_at, sp.last_at
    FROM (SELECT DISTINCT * FROM unnest(changed_project, changed_patient) AS u(project_id, patient_id)) c
    JOIN patient_summaries s ON s.project_id = c.project_id AND s.patient_id = c.patient_id
    CROSS JOIN LATERAL (
      SELECT min(d.found_at) AS first_at, max(d.found_at) AS last_at FROM ai_discoveries d
      WHERE d.project_id = s.project_id AND d.patient_id = s.patient_id AND d.org_id = s.org_id
        AND CASE d.disease_type WHEN 1 THEN s.hbp_level WHEN 2 THEN s.dm_level WHEN 3 THEN s.copd_level
          ELSE s.hpl_level END IS NULL
        AND d.evidence_count >= ai_discovery_min_evidence(d.project_id, d.disease_type)) sp)
  UPDATE patient_summaries s SET discovery_first_at = x.first_at, discovery_last_at = x.last_at
  FROM x WHERE s.id = x.id
    AND (s.discovery_first_at, s.discovery_last_at) IS DISTINCT FROM (x.first_at, x.last_at);
END $$;
--> statement-breakpoint
CREATE FUNCTION ai_discovery_crosses(p_project integer, p_type smallint, p_old integer, p_new integer)
RETURNS boolean LANGUAGE plpgsql STABLE AS $$
DECLARE
  th integer := ai_discovery_min_evidence(p_project, p_type);
BEGIN
  RETURN (p_old >= th) <> (p_new >= th);
END $$;
--> statement-breakpoint
-- One resident's span recounted (the row trigger's slow path): two single-row statements with
-- scalar parameters, cached generic plans; the summary row locked, written only when it differs.
CREATE FUNCTION patient_summaries_recount_discoveries(p_project integer, p_patient integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  s patient_summaries%ROWTYPE;
  f timestamptz;
  l timestamptz;
BEGIN
  SELECT * INTO s FROM patient_summaries x WHERE x.project_id = p_project AND x.patient_id = p_patient FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT min(d.found_at), max(d.found_at) INTO f, l FROM ai_discoveries d
  WHERE d.project_id = p_project AND d.patient_id = p_patient AND d.org_id = s.org_id
    AND CASE d.disease_type WHEN 1 THEN s.hbp_level WHEN 2 THEN s.dm_level WHEN 3 THEN s.copd_level
      ELSE s.hpl_level END IS NULL
    AND d.evidence_count >= ai_discovery_min_evidence(d.project_id, d.disease_type);
  IF (s.discovery_first_at, s.discovery_last_at) IS DISTINCT FROM (f, l) THEN
    UPDATE patient_summaries SET discovery_first_at = f, discovery_last_at = l WHERE id = s.id;
  END IF;
END $$;
--> statement-breakpoint
-- A discovery row's change of its resident's summary (row triggers on ai_discoveries). The summary
-- row is locked first, so concurrent changes of one resident's discoveries apply one after another
-- on the latest span.
CREATE OR REPLACE FUNCTION patient_summaries_discovery_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  th integer;
  o boolean := false;
  n boolean := false;
  s record;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.project_id, OLD.patient_id, OLD.org_id, OLD.disease_type)
      IS DISTINCT FROM (NEW.project_id, NEW.patient_id, NEW.org_id, NEW.disease_type) THEN
    PERFORM patient_summaries_recount_discoveries(OLD.project_id, OLD.patient_id);
    IF (OLD.project_id, OLD.patient_id) IS DISTINCT FROM (NEW.project_id, NEW.patient_id) THEN
      PERFORM patient_summaries_recount_discoveries(NEW.project_id, NEW.patient_id);
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    th := ai_discovery_min_evidence(OLD.project_id, OLD.disease_type);
  ELSE
    th := ai_discovery_min_evidence(NEW.project_id, NEW.disease_type);
    n := NEW.evidence_count >= th;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    o := OLD.evidence_count >= th;
  END IF;
  IF NOT o AND NOT n THEN
    RETURN NULL;
  END IF;
  IF o AND n AND OLD.found_at = NEW.found_at THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    SELECT x.discovery_first_at, x.discovery_last_at INTO s FROM patient_summaries x
    WHERE x.project_id = OLD.project_id AND x.patient_id = OLD.patient_id FOR UPDATE;
  ELSE
    SELECT x.discovery_first_at, x.discovery_last_at INTO s FROM patient_summaries x
    WHERE x.project_id = NEW.project_id AND x.patient_id = NEW.patient_id FOR UPDATE;
  END IF;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  -- The old found_at leaves the span: at an edge the edge may move inwards, so recount.
  IF o AND ((OLD.found_at = s.discovery_first_at AND (NOT n OR NEW.found_at > OLD.found_at))
      OR (OLD.found_at = s.discovery_last_at AND (NOT n OR NEW.found_at < OLD.found_at))) THEN
    PERFORM patient_summaries_recount_discoveries(OLD.project_id, OLD.patient_id);
    RETURN NULL;
  END IF;
  -- The new found_at joins the span (when the row counts for this resident: their org, not yet
  -- in the disease's group).
  IF n THEN
    UPDATE patient_summaries x SET discovery_first_at = least(x.discovery_first_at, NEW.found_at),
      discovery_last_at = greatest(x.discovery_last_at, NEW.found_at)
    WHERE x.project_id = NEW.project_id AND x.patient_id = NEW.patient_id AND x.org_id = NEW.org_id
      AND CASE NEW.disease_type WHEN 1 THEN x.hbp_level WHEN 2 THEN x.dm_level WHEN 3 THEN x.copd_level
        ELSE x.hpl_level END IS NULL
      AND (x.discovery_first_at IS NULL OR NEW.found_at < x.discovery_first_at
        OR NEW.found_at > x.discovery_last_at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER patient_summaries_discoveries_update ON ai_discoveries;
--> statement-breakpoint
CREATE TRIGGER patient_summaries_discoveries_update AFTER UPDATE ON ai_discoveries FOR EACH ROW
  WHEN (OLD.found_at IS DISTINCT FROM NEW.found_at OR OLD.org_id IS DISTINCT FROM NEW.org_id
    OR OLD.project_id <> NEW.project_id OR OLD.patient_id <> NEW.patient_id OR OLD.disease_type <> NEW.disease_type
    OR (OLD.evidence_count <> NEW.evidence_count
      AND ai_discovery_crosses(NEW.project_id, NEW.disease_type, OLD.evidence_count, NEW.evidence_count)))
  EXECUTE FUNCTION patient_summaries_discovery_row();
--> statement-breakpoint
-- The district on a new row or an org change; the span on a new row, an org change or a change of
-- group membership (a level from or to null: the span's rule reads only that).
CREATE OR REPLACE FUNCTION patient_summaries_ai_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.org_id IS DISTINCT FROM OLD.org_id THEN
    NEW.area_code := (SELECT o.area_code FROM orgs o WHERE o.id = NEW.org_id);
  END IF;
  IF TG_OP = 'INSERT' OR NEW.org_id IS DISTINCT FROM OLD.org_id
      OR (OLD.hbp_level IS NULL, OLD.dm_level IS NULL, OLD.copd_level IS NULL, OLD.hpl_level IS NULL)
        IS DISTINCT FROM (NEW.hbp_level IS NULL, NEW.dm_level IS NULL, NEW.copd_level IS NULL, NEW.hpl_level IS NULL) THEN
    SELECT min(d.found_at), max(d.found_at) INTO NEW.discovery_first_at, NEW.discovery_last_at
    FROM ai_discoveries d
    WHERE d.project_id = NEW.project_id AND d.patient_id = NEW.patient_id AND d.org_id = NEW.org_id
      AND CASE d.disease_type WHEN 1 THEN NEW.hbp_level WHEN 2 THEN NEW.dm_level WHEN 3 THEN NEW.copd_level
        ELSE NEW.hpl_level END IS NULL
      AND d.evidence_count >= ai_discovery_min_evidence(d.project_id, d.disease_type);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Column-specific: the newest-reading update of every reading (last_measurement_id,
-- last_measured_at) does not fire it. The list holds every column the counts read and every
-- column the BEFORE trigger above derives them from (a column-specific trigger follows the
-- statement's SET list, not a BEFORE trigger's changes).
DROP TRIGGER patient_summaries_counts_update ON patient_summaries;
--> statement-breakpoint
CREATE TRIGGER patient_summaries_counts_update AFTER UPDATE OF project_id, org_id, area_code, hbp_level, dm_level,
  copd_level, hpl_level, last_abnormal_at, tracked_until, discovery_first_at, discovery_last_at
  ON patient_summaries FOR EACH ROW
  WHEN (OLD.area_code IS DISTINCT FROM NEW.area_code OR OLD.project_id <> NEW.project_id
    OR (OLD.discovery_last_at IS NULL) <> (NEW.discovery_last_at IS NULL)
    OR ((OLD.last_abnormal_at > coalesce(OLD.tracked_until, '-infinity')) IS TRUE)
      <> ((NEW.last_abnormal_at > coalesce(NEW.tracked_until, '-infinity')) IS TRUE))
  EXECUTE FUNCTION patient_summaries_counts();
--> statement-breakpoint
-- Bulk loads: the summaries' AI columns of a project from scratch, set-based (what the row
-- triggers keep one write at a time), written only where they differ.
CREATE FUNCTION patient_summaries_rebuild_ai(p_project integer) RETURNS void LANGUAGE sql AS $$
  WITH sp AS (
    SELECT s.id, min(d.found_at) AS first_at, max(d.found_at) AS last_at
    FROM patient_summaries s
    JOIN ai_discoveries d ON d.project_id = s.project_id AND d.patient_id = s.patient_id AND d.org_id = s.org_id
    WHERE s.project_id = p_project
      AND CASE d.disease_type WHEN 1 THEN s.hbp_level WHEN 2 THEN s.dm_level WHEN 3 THEN s.copd_level
        ELSE s.hpl_level END IS NULL
      AND d.evidence_count >= ai_discovery_min_evidence(d.project_id, d.disease_type)
    GROUP BY s.id),
  x AS (
    SELECT s.id, o.area_code, m.tracked_until, sp.first_at, sp.last_at
    FROM patient_summaries s
    LEFT JOIN orgs o ON o.id = s.org_id
    LEFT JOIN ai_patient_marks m ON m.project_id = s.project_id AND m.patient_id = s.patient_id
    LEFT JOIN sp ON sp.id = s.id
    WHERE s.project_id = p_project)
  UPDATE patient_summaries s SET area_code = x.area_code, tracked_until = x.tracked_until,
    discovery_first_at = x.first_at, discovery_last_at = x.last_at
  FROM x WHERE s.id = x.id
    AND (s.area_code, s.tracked_until, s.discovery_first_at, s.discovery_last_at)
      IS DISTINCT FROM (x.area_code, x.tracked_until, x.first_at, x.last_at)
$$;
--> statement-breakpoint
-- Bulk loads: a project's district counters counted from its summaries (rows kept at zero where
-- a district has none left; a district never counted gets a row only when it has some).
CREATE FUNCTION ai_list_counts_rebuild(p_project integer) RETURNS void LANGUAGE sql AS $$
  WITH c AS (
    SELECT area_code, count(*) FILTER (WHERE discovery_last_at IS NOT NULL)::integer AS discovery,
      count(*) FILTER (WHERE (last_abnormal_at > coalesce(tracked_until, '-infinity')) IS TRUE)::integer AS untracked
    FROM patient_summaries WHERE project_id = p_project AND area_code IS NOT NULL GROUP BY area_code),
  z AS (
    UPDATE ai_list_counts k SET discovery = 0, untracked = 0
    WHERE k.project_id = p_project AND (k.discovery <> 0 OR k.untracked <> 0)
      AND NOT EXISTS (SELECT 1 FROM c WHERE c.area_code = k.area_code))
  INSERT INTO ai_list_counts (project_id, area_code, discovery, untracked)
  SELECT p_project, area_code, discovery, untracked FROM c
  WHERE discovery <> 0 OR untracked <> 0
    OR EXISTS (SELECT 1 FROM ai_list_counts k WHERE k.project_id = p_project AND k.area_code = c.area_code)
  ON CONFLICT (project_id, area_code) DO UPDATE SET discovery = excluded.discovery, untracked = excluded.untracked
$$;
--> statement-breakpoint
-- Inlined above; no caller left.
DROP FUNCTION ai_discovery_span(integer, integer, integer, smallint, smallint, smallint, smallint);
