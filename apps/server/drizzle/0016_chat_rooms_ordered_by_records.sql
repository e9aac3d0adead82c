-- Rooms are ordered by their newest record (index ask_records_room_idx), so a message no longer
-- rewrites its room row: kanghu_send_ask_records without the room UPDATE, then the column goes.
CREATE OR REPLACE FUNCTION kanghu_send_ask_records(
  p_project integer, p_ask integer[], p_user integer[], p_receiver integer[], p_type text[],
  p_text text[], p_url text[], p_duration integer[], p_title text[], p_task text[])
RETURNS TABLE (
  idx integer, status text, id integer, ask_id integer, user_id integer, receive_user_id integer,
  type text, text text, url text, duration integer, title text, read_at timestamptz,
  revoked_at timestamptz, created_at timestamptz)
LANGUAGE plpgsql SECURITY INVOKER AS $$
#variable_conflict use_column
DECLARE
  v_other integer;
  r ask_records%ROWTYPE;
  i integer;
BEGIN
  PERFORM set_config('app.project_id', p_project::text, true);
  FOR i IN 1 .. coalesce(array_length(p_ask, 1), 0) LOOP
    idx := i;
    id := NULL; ask_id := NULL; user_id := NULL; receive_user_id := NULL; type := NULL; text := NULL;
    url := NULL; duration := NULL; title := NULL; read_at := NULL; revoked_at := NULL; created_at := NULL;
    v_other := NULL;
    SELECT CASE WHEN a.user_low = p_user[i] THEN a.user_high ELSE a.user_low END INTO v_other
      FROM ask_rooms a WHERE a.id = p_ask[i] AND (a.user_low = p_user[i] OR a.user_high = p_user[i]);
    IF v_other IS NULL THEN
      status := 'no_room';
      RETURN NEXT;
      CONTINUE;
    END IF;
    IF p_receiver[i] IS NOT NULL AND p_receiver[i] <> v_other THEN
      status := 'bad_receiver';
      RETURN NEXT;
      CONTINUE;
    END IF;
    r := NULL;
    INSERT INTO ask_records AS x (project_id, ask_id, user_id, receive_user_id, type, text, url, duration, title, task_id)
      VALUES (p_project, p_ask[i], p_user[i], v_other, p_type[i], p_text[i], p_url[i], p_duration[i], p_title[i], p_task[i])
      ON CONFLICT DO NOTHING
      RETURNING x.* INTO r;
    IF r.id IS NOT NULL THEN
      status := 'created';
    ELSE
      SELECT x.* INTO r FROM ask_records x WHERE x.user_id = p_user[i] AND x.task_id = p_task[i];
      IF r.id IS NULL THEN
        RAISE EXCEPTION 'ask record conflict without a record';
      END IF;
      status := 'existing';
    END IF;
    id := r.id; ask_id := r.ask_id; user_id := r.user_id; receive_user_id := r.receive_user_id;
    type := r.type; text := r.text; url := r.url; duration := r.duration; title := r.title;
    read_at := r.read_at; revoked_at := r.revoked_at; created_at := r.created_at;
    RETURN NEXT;
  END LOOP;
END
$$;
--> statement-breakpoint
DROP INDEX "ask_rooms_last_idx";--> statement-breakpoint
ALTER TABLE "ask_rooms" DROP COLUMN "last_record_at";
