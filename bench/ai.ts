import pg from 'pg';
import { AI_READINGS_PER_RESIDENT, AI_RESIDENTS, generateAiDistrict } from './lib/ai-data.ts';
import { type LoadResult, load, printTable, servicerToken } from './lib/load.ts';
import { startKanghu } from './lib/servers.ts';

/**
 * Issue 16 target: the AI platform's discovery list and abnormal-reminder list of a district of
 * 100,000 residents with 10 million readings (BENCH_AI_RESIDENTS and
 * BENCH_AI_READINGS_PER_RESIDENT make it smaller), pages 1 and 50 of 15: p99 at most 3x the p99
 * of a primary-key lookup (GET /api/patient/life/measurement/:id) in the same run, as the same
 * servicer (aidoc01, 临平区), with the same connections.
 */
const PROJECT = 'yzh-yuhang';
const CONNECTIONS = 8;
const AREA = '/api/local/yzh/330113';

/** Load on one URL as the servicer, with the same connections for every target. */
const cannon = (name: string, url: string, headers: Record<string, string>, seconds: number) =>
  load(name, url, { headers, seconds, connections: CONNECTIONS });

export async function benchAi(seconds: number): Promise<{ ratio: number; pass: boolean }> {
  const kanghu = await startKanghu();
  const owner = new pg.Client({ connectionString: kanghu.pgUrl });
  // The database stops with the server: an open connection then errors; nothing to do.
  owner.on('error', () => {});
  await owner.connect();
  try {
    const token = await servicerToken(kanghu.url, {
      project: PROJECT,
      username: 'aidoc01',
      password: 'Demo@2026',
      orgCode: 'YH-LP01',
    });
    const started = Date.now();
    const data = await generateAiDistrict(owner, PROJECT, 'aidoc01');
    const facts = (
      await owner.query<{ residents: number; readings: number; discovered: number; abnormal: number }>(
        `select (select count(*) from patients where org_id = $1)::int as residents,
                (select count(*) from measurements)::int as readings,
                (select count(distinct patient_id) from ai_discoveries where org_id = $1)::int as discovered,
                (select count(*) from patient_summaries where org_id = $1 and last_abnormal_at is not null)::int as abnormal`,
        [data.orgId],
      )
    ).rows[0];
    console.log(
      `AI district data: ${facts?.residents} residents in the centre, ${facts?.readings} readings (${AI_RESIDENTS} x ${AI_READINGS_PER_RESIDENT} generated), ${facts?.discovered} with discovery evidence, ${facts?.abnormal} with abnormal readings; generated in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const readingId =
      (
        await owner.query<{ id: number }>('select id from measurements where patient_id = $1 limit 1', [
          data.firstResidentId,
        ])
      ).rows[0]?.id ?? 0;
    const headers = { project: PROJECT, authorization: token };
    const lists = {
      discovery: (pageNo: number) => `${kanghu.url}${AREA}/patient/discovery/list?pageNo=${pageNo}`,
      abnormal: (pageNo: number) => `${kanghu.url}${AREA}/history/abnormal/reminder/list?pageNo=${pageNo}`,
    };
    const pkUrl = `${kanghu.url}/api/patient/life/measurement/${readingId}`;
    const targets: Array<[string, string]> = [
      ['discovery page 1', lists.discovery(1)],
      ['discovery page 50', lists.discovery(50)],
      ['abnormal reminders page 1', lists.abnormal(1)],
      ['abnormal reminders page 50', lists.abnormal(50)],
    ];
    for (const [name, url] of [...targets, ['primary key', pkUrl] as [string, string]]) {
      const res = await fetch(url, { headers });
      const body = (await res.json()) as { success: boolean; data?: { list?: unknown[]; total?: number } };
      if (!body.success) throw new Error(`${name}: ${url} failed`);
      if (body.data?.list && body.data.list.length !== 15) throw new Error(`${name}: page not full`);
      if (body.data?.total !== undefined) console.log(`${name}: total ${body.data.total}`);
    }
    const half = Math.max(1, Math.round(seconds / 2));
    await cannon('warm-up', pkUrl, headers, 2);
    for (const [, url] of targets) await cannon('warm-up', url, headers, 1);
    const rows: LoadResult[] = [];
    for (let round = 1; round <= 2; round++) {
      rows.push(
        await cannon(`GET /api/patient/life/measurement/:id (primary key) #${round}`, pkUrl, headers, half),
      );
      for (const [name, url] of targets) rows.push(await cannon(`${name} #${round}`, url, headers, half));
    }
    printTable(rows);
    const pkP99 = Math.max(...rows.filter((r) => r.name.includes('primary key')).map((r) => r.p99));
    const failures = rows.reduce((a, r) => a + r.errors + r.non2xx, 0);
    let worst = 0;
    for (const [name] of targets) {
      const p99 = Math.max(...rows.filter((r) => r.name.startsWith(`${name} #`)).map((r) => r.p99));
      worst = Math.max(worst, p99);
      console.log(`${name}: p99 ${p99} ms = ${(p99 / Math.max(pkP99, 1)).toFixed(2)}x primary key`);
    }
    const ratio = worst / Math.max(pkP99, 1);
    const pass = ratio <= 3 && failures === 0;
    console.log(
      `AI lists worst p99 ${worst} ms vs primary-key p99 ${pkP99} ms = ${ratio.toFixed(2)}x (target <= 3x) at ${AI_RESIDENTS} residents x ${AI_READINGS_PER_RESIDENT} readings: ${pass ? 'PASS' : 'FAIL'}`,
    );
    return { ratio, pass };
  } finally {
    await owner.end();
    await kanghu.stop();
  }
}
