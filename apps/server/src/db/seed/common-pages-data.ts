import { COMMON_PAGE_CONFIG_KEYS, type SampleReport } from '@kanghu/shared';
import type pg from 'pg';
import { PRIVACY_POLICY } from './privacy-policy-text.ts';

/**
 * The sample report of /app/common/demonstration/report: an invented month of twice-daily home
 * readings (60), graded as the 2018 Chinese hypertension guideline grades them (the grades of
 * measurement-ranges: worst 1级, systolic max 156, diastolic max 96), not anyone's data.
 */
export const SAMPLE_REPORT: SampleReport = {
  title: '高血压健康报告（示例）',
  report: {
    patientId: 0,
    type: 'bp',
    start: '2026-09-30T16:00:00.000Z',
    end: '2026-10-31T15:59:59.000Z',
    count: 60,
    abnormalCount: 8,
    levels: { normal: 38, high_normal: 14, grade1: 8 },
    stats: {
      systolic: { avg: 132.6, min: 112, max: 156 },
      diastolic: { avg: 82.4, min: 70, max: 96 },
      heartRate: { avg: 72.3, min: 60, max: 88 },
    },
    worstLevel: 'grade1',
    first: '2026-10-01T07:10:00.000Z',
    last: '2026-10-31T13:20:00.000Z',
  },
};

/** The privacy policy and the sample report of each project, upserted by key (configs). */
export async function seedCommonPages(client: pg.Client, projectIds: number[]): Promise<void> {
  const values: [string, unknown][] = [
    [COMMON_PAGE_CONFIG_KEYS.privacyPolicy, PRIVACY_POLICY],
    [COMMON_PAGE_CONFIG_KEYS.sampleReport, SAMPLE_REPORT],
  ];
  for (const projectId of projectIds)
    for (const [key, value] of values)
      await client.query(
        `insert into configs (project_id, key, value) values ($1, $2, $3)
         on conflict (project_id, key) do update set value = excluded.value`,
        [projectId, key, JSON.stringify(value)],
      );
}
