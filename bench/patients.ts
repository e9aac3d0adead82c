import pg from 'pg';
import { type LoadResult, load, printTable, servicerToken } from './lib/load.ts';
import { generatePatients, PATIENTS, READINGS_PER_PATIENT } from './lib/patients-data.ts';
import { startKanghu } from './lib/servers.ts';

/**
 * Issue 11 target: the doctor's patient list with 100,000 patients in the org and 10 million
 * readings, filtered by group level (hypertension 高二) and "abnormal in the last 7 days", sorted
 * by the spec's ctime_desc, pages 1 and 50 (GET /api/patient, 20 a page): p99 at most 3x the
 * p99 of a primary-key lookup (GET /api/patient/life/measurement/:id) in the same run, with the
 * same connections. The list's statement is also timed in SQL (application role, RLS on) and
 * its plan printed (EXPLAIN ANALYZE, BUFFERS).
 */
const PROJECT = 'demo';
const CONNECTIONS = 8;
const PAGE_SIZE = 20;
const FILTER = 'diseaseType=1&level=2&abnormal=1&sortType=ctime_desc';

/** Load on one URL as the servicer, with the same connections for every target. */
const cannon = (name: string, url: string, headers: Record<string, string>, seconds: number) =>
  load(name, url, { headers, seconds, connections: CONNECTIONS });

/** The statement list-repo.ts (pageIds) issues for this filter, as the application role. */
function listStatement(orgId: number, offset: number): string {
  const s = '"patient_summaries"';
  const where = `${s}."org_id" = ${orgId} and ${s}."hbp_level" = 2 and ${s}."last_abnormal_at" >= now() - interval '7 days'`;
  return `select (select count(*) from ${s} where ${where})::int as total,
    array(select ${s}."patient_id" from ${s} where ${where}
          order by ${s}."patient_created_at" desc nulls last, ${s}."patient_id" desc nulls last
          limit ${PAGE_SIZE} offset ${offset}) as ids`;
}

function p99(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
}

async function sqlReference(pgUrl: string, projectId: number, orgId: number, readingId: number) {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  try {
    await c.query('set role kanghu_app');
    await c.query(`select set_config('app.project_id', $1, false)`, [String(projectId)]);
    const plans: string[] = [];
    for (const offset of [0, 49 * PAGE_SIZE]) {
      const plan = await c.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${listStatement(orgId, offset)}`,
      );
      plans.push(`page ${offset / PAGE_SIZE + 1}:\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
    const list: number[] = [];
    const pk: number[] = [];
    for (let i = 0; i < 2000; i++) {
      let t = process.hrtime.bigint();
      await c.query(listStatement(orgId, (i % 2) * 49 * PAGE_SIZE));
      list.push(Number(process.hrtime.bigint() - t) / 1e6);
      t = process.hrtime.bigint();
      await c.query({ name: 'pk', text: 'select * from measurements where id = $1', values: [readingId] });
      pk.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    return { plans, listP99: p99(list), pkP99: p99(pk) };
  } finally {
    await c.end();
  }
}

export async function benchPatients(seconds: number): Promise<{ ratio: number; pass: boolean }> {
  const kanghu = await startKanghu();
  const owner = new pg.Pool({ connectionString: kanghu.pgUrl, max: 2 });
  try {
    const token = await servicerToken(kanghu.url, {
      project: PROJECT,
      username: 'doctor01',
      password: 'Demo@2026',
      orgCode: 'DEMO01',
    });
    const started = Date.now();
    const data = await generatePatients(owner, PROJECT, 'doctor01');
    const counts = await owner.query<{ patients: number; readings: number; matches: number }>(
      `select (select count(*) from patient_summaries where org_id = $1)::int as patients,
              (select count(*) from measurements)::int as readings,
              (select count(*) from patient_summaries where org_id = $1 and hbp_level = 2
                 and last_abnormal_at >= now() - interval '7 days')::int as matches`,
      [data.orgId],
    );
    const facts = counts.rows[0];
    console.log(
      `patient list data: ${facts?.patients} patients in the org, ${facts?.readings} readings (${PATIENTS} x ${READINGS_PER_PATIENT} generated), ${facts?.matches} match the filter; generated in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const reading = await owner.query<{ id: number }>(
      'select id from measurements where patient_id = $1 limit 1',
      [data.firstPatientId],
    );
    const readingId = reading.rows[0]?.id ?? 0;
    const headers = { project: PROJECT, authorization: token };
    const listUrl = (pageNo: number) =>
      `${kanghu.url}/api/patient?${FILTER}&pageSize=${PAGE_SIZE}&pageNo=${pageNo}`;
    const pkUrl = `${kanghu.url}/api/patient/life/measurement/${readingId}`;
    for (const url of [listUrl(1), listUrl(50), pkUrl]) {
      const res = await fetch(url, { headers });
      const body = (await res.json()) as { success: boolean; data?: { list?: unknown[] } };
      if (!body.success) throw new Error(`${url} failed`);
      if (body.data?.list && body.data.list.length !== PAGE_SIZE) throw new Error(`${url}: page not full`);
    }
    const half = Math.max(1, Math.round(seconds / 2));
    await cannon('warm-up', listUrl(1), headers, 2);
    await cannon('warm-up', pkUrl, headers, 2);
    const rows: LoadResult[] = [];
    for (let round = 1; round <= 2; round++) {
      rows.push(
        await cannon(`GET /api/patient/life/measurement/:id (primary key) #${round}`, pkUrl, headers, half),
      );
      rows.push(
        await cannon(`GET /api/patient page 1 (高二, abnormal 7 days) #${round}`, listUrl(1), headers, half),
      );
      rows.push(
        await cannon(
          `GET /api/patient page 50 (高二, abnormal 7 days) #${round}`,
          listUrl(50),
          headers,
          half,
        ),
      );
    }
    printTable(rows);
    const pkP99 = Math.max(...rows.filter((r) => r.name.includes('primary key')).map((r) => r.p99));
    const listP99 = Math.max(
      ...rows.filter((r) => r.name.startsWith('GET /api/patient page')).map((r) => r.p99),
    );
    const failures = rows.reduce((a, r) => a + r.errors + r.non2xx, 0);
    const ratio = listP99 / Math.max(pkP99, 1);
    const pass = ratio <= 3 && failures === 0;
    const ref = await sqlReference(kanghu.pgUrl, data.projectId, data.orgId, readingId);
    for (const plan of ref.plans) console.log(plan);
    console.log(
      `patient list p99 ${listP99} ms vs primary-key p99 ${pkP99} ms = ${ratio.toFixed(2)}x (target <= 3x): ${pass ? 'PASS' : 'FAIL'}`,
    );
    console.log(
      `  in SQL (application role, RLS on): list p99 ${ref.listP99.toFixed(3)} ms vs primary key p99 ${ref.pkP99.toFixed(3)} ms`,
    );
    return { ratio, pass };
  } finally {
    await owner.end();
    await kanghu.stop();
  }
}
