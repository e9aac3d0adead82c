-- The chat hot path in one round trip (see modules/chat/fast-send.ts). SECURITY INVOKER: it runs as
-- the caller (kanghu_app), so row-level security applies to every statement inside; the function
-- first sets app.project_id for its own transaction, exactly as Database.tenant does, and the
-- statements after it run in order (unlike the CTEs of one SQL statement).
-- Answers one row: status 'created' | 'existing' (a resent task id) | 'no_room' | 'bad_receiver'.
CREATE OR REPLACE FUNCTION kanghu_send_ask_record(
  p_project integer, p_ask integer, p_user integer, p_receiver integer,
  p_type text, p_text text, p_url text, p_duration integer, p_title text, p_task text)
RETURNS TABLE (
  status text, id integer, ask_id integer, user_id integer, receive_user_id integer, type text,
  text text, url text, duration integer, title text, read_at timestamptz, revoked_at timestamptz,
  created_at timestamptz)
LANGUAGE plpgsql SECURITY INVOKER AS $$
#variable_conflict use_column
DECLARE
  v_other integer;
  r ask_records%ROWTYPE;
BEGIN
  PERFORM set_config('app.project_id', p_project::text, true);
  SELECT CASE WHEN a.user_low = p_user THEN a.user_high ELSE a.user_low END INTO v_other
    FROM ask_rooms a WHERE a.id = p_ask AND (a.user_low = p_user OR a.user_high = p_user);
  IF v_other IS NULL THEN
    status := 'no_room';
    RETURN NEXT;
    RETURN;
  END IF;
  IF p_receiver IS NOT NULL AND p_receiver <> v_other THEN
    status := 'bad_receiver';
    RETURN NEXT;
    RETURN;
  END IF;
  INSERT INTO ask_records AS x (project_id, ask_id, user_id, receive_user_id, type, text, url, duration, title, task_id)
    VALUES (p_project, p_ask, p_user, v_other, p_type, p_text, p_url, p_duration, p_title, p_task)
    ON CONFLICT DO NOTHING
    RETURNING x.* INTO r;
  IF r.id IS NOT NULL THEN
    UPDATE ask_rooms a SET last_record_at = r.created_at WHERE a.id = p_ask;
    status := 'created';
  ELSE
    SELECT x.* INTO r FROM ask_records x WHERE x.user_id = p_user AND x.task_id = p_task;
    IF r.id IS NULL THEN
      RAISE EXCEPTION 'ask record conflict without a record';
    END IF;
    status := 'existing';
  END IF;
  id := r.id; ask_id := r.ask_id; user_id := r.user_id; receive_user_id := r.receive_user_id;
  type := r.type; text := r.text; url := r.url; duration := r.duration; title := r.title;
  read_at := r.read_at; revoked_at := r.revoked_at; created_at := r.created_at;
  RETURN NEXT;
END
$$;
