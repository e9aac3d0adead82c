import type pg from 'pg';

type Db = pg.Pool | pg.Client;

/**
 * The per-row triggers a bulk load of readings, residents and discoveries turns off (the readings'
 * summary triggers of migration 0022, the discovery trigger of 0037, the AI lists' summary and
 * counter triggers of 0044/0045): one trigger run per row would add minutes at 10 million
 * readings. The statement-level triggers (summaries of new patients, group levels) stay on.
 * After the load, rebuildAiLists() writes what these triggers would have written, set-based.
 */
const ROW_TRIGGERS: Record<string, string[]> = {
  measurements: [
    'patient_summaries_reading_latest',
    'patient_summaries_reading_abnormal',
    'ai_discoveries_reading',
  ],
  ai_discoveries: ['patient_summaries_discoveries_insert', 'patient_summaries_discoveries_update'],
  patient_summaries: [
    'patient_summaries_ai_columns',
    'patient_summaries_counts_insert',
    'patient_summaries_counts_delete',
    'patient_summaries_counts_update',
  ],
  ai_patient_marks: ['patient_summaries_tracked'],
};

async function setRowTriggers(db: Db, on: boolean) {
  for (const [table, names] of Object.entries(ROW_TRIGGERS))
    for (const t of names) await db.query(`alter table ${table} ${on ? 'enable' : 'disable'} trigger ${t}`);
}

/** Runs `load` with the per-row triggers off (back on afterwards, also when it fails). */
export async function withoutRowTriggers<T>(db: Db, load: () => Promise<T>): Promise<T> {
  await setRowTriggers(db, false);
  try {
    return await load();
  } finally {
    await setRowTriggers(db, true);
  }
}

/**
 * What the row triggers would have written for the loaded patients of project `projectId`:
 * 1. their summaries' newest reading and newest abnormal time (0022's own
 *    patient_summaries_refresh_readings);
 * 2. ai_discoveries from their suggestive readings, by the rule of the trigger ai_discoveries_reading
 *    (bp grade 1-3 -> hypertension, bg diabetes -> diabetes, lipid high -> lipids), merged into an
 *    existing row as ai_discoveries_note merges: evidence added, the worst level, the first and last
 *    time, the last reading the one of the latest time (the later written on a tie);
 * 3. the summaries' AI columns and the district counters of the project, from scratch
 *    (migration 0045's patient_summaries_rebuild_ai and ai_list_counts_rebuild).
 */
export async function rebuildAiLists(db: Db, projectId: number, patientIds: number[]) {
  await db.query(
    'select patient_summaries_refresh_readings(array_agg($1::int), array_agg(id)) from unnest($2::int[]) as p(id)',
    [projectId, patientIds],
  );
  await db.query(
    `insert into ai_discoveries (project_id, patient_id, org_id, disease_type, source, evidence_count, worst_level,
       last_measurement_id, found_at, last_found_at)
     select m.project_id, m.patient_id, p.org_id, t.disease_type, 'reading', count(*), max(m.level),
            (array_agg(m.id order by m.measured_at desc, m.id desc))[1], min(m.measured_at), max(m.measured_at)
     from measurements m
     join patients p on p.project_id = m.project_id and p.id = m.patient_id
     cross join lateral (select (case m.type when 'bp' then 1 when 'bg' then 2 else 4 end)::smallint as disease_type) t
     where m.project_id = $1 and m.patient_id = any($2::int[])
       and ((m.type = 'bp' and m.level in ('grade1', 'grade2', 'grade3'))
         or (m.type = 'bg' and m.level = 'diabetes') or (m.type = 'lipid' and m.level = 'high'))
     group by m.project_id, m.patient_id, p.org_id, t.disease_type
     on conflict (project_id, patient_id, disease_type) do update set
       evidence_count = ai_discoveries.evidence_count + excluded.evidence_count,
       worst_level = greatest(ai_discoveries.worst_level, excluded.worst_level),
       last_measurement_id = case when excluded.last_found_at >= ai_discoveries.last_found_at
         then excluded.last_measurement_id else ai_discoveries.last_measurement_id end,
       found_at = least(ai_discoveries.found_at, excluded.found_at),
       last_found_at = greatest(ai_discoveries.last_found_at, excluded.last_found_at)`,
    [projectId, patientIds],
  );
  await db.query('select patient_summaries_rebuild_ai($1)', [projectId]);
  await db.query('select ai_list_counts_rebuild($1)', [projectId]);
}
