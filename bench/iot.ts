import autocannon from 'autocannon';
import pg from 'pg';
import { type LoadResult, printTable } from './lib/load.ts';
import { startKanghu } from './lib/servers.ts';

/**
 * Issue 4 targets, measured in the same run on the same embedded PostgreSQL:
 * 1. IoT ingestion: readings per second through POST /iotapi/mobile/collect/family/doctor
 *    (device secret, validation, grading, one tenant transaction per reading) reach at least 50%
 *    of raw single-row INSERTs through `pg` into a copy of the measurements table (same columns
 *    and indexes, no row-level security, no foreign keys), both with 10 database connections.
 * 2. History: with 1,000,000 readings in the table and 100,000 of them for one patient over 90
 *    days, the p99 of that patient's 90-day history (GET /api/patient/life/history, first page of
 *    50) stays under 5x the p99 of a primary-key lookup (GET /api/patient/life/measurement/:id).
 *    The same two queries are also timed directly in SQL (as the application role) for reference.
 */
const PROJECT = 'demo';
const DB_CONNECTIONS = 10;
const HISTORY_READINGS = 100_000;
const FILLER_PATIENTS = 900;
const FILLER_READINGS = 900_000;

interface Api {
  url: string;
  token: string;
}

async function api<T>(a: Api, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${a.url}${path}`, {
    method,
    headers: { project: PROJECT, authorization: a.token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; data?: T; msg?: string };
  if (!json.success || json.data === undefined) throw new Error(`${method} ${path}: ${json.msg}`);
  return json.data;
}

async function signIn(url: string): Promise<Api> {
  const res = await fetch(`${url}/api/user/app/login`, {
    method: 'POST',
    headers: { project: PROJECT, 'content-type': 'application/json' },
    body: JSON.stringify({ username: '13800000001', password: 'Demo@2026' }),
  });
  const body = (await res.json()) as { success: boolean; data?: { token: string }; msg?: string };
  if (!body.success || !body.data) throw new Error(`demo login failed: ${body.msg}`);
  return { url, token: body.data.token };
}

async function cannon(
  name: string,
  opts: {
    url: string;
    method?: 'GET' | 'POST';
    headers: Record<string, string>;
    body?: string;
    seconds: number;
    connections: number;
  },
): Promise<LoadResult> {
  const r = await autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
    duration: opts.seconds,
    connections: opts.connections,
    pipelining: 1,
  });
  return {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

/** Single-row INSERTs from DB_CONNECTIONS concurrent clients for `seconds`: rows per second. */
async function rawInserts(
  pool: pg.Pool,
  projectId: number,
  patientId: number,
  seconds: number,
): Promise<number> {
  const deadline = Date.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    const client = await pool.connect();
    try {
      while (Date.now() < deadline) {
        await client.query(
          `insert into bench_raw_measurements
             (project_id, patient_id, type, values, unit, loinc, source, measured_at, level, abnormal)
           values ($1, $2, 'bp', $3, 'mm[Hg]', '85354-9', 'iot', now(), 'normal', false)`,
          [projectId, patientId, { systolic: 120, diastolic: 80, heartRate: 70 }],
        );
        done++;
      }
    } finally {
      client.release();
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: DB_CONNECTIONS }, worker));
  return Math.round(done / ((Date.now() - started) / 1000));
}

function p99(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
}

/** The two queries timed in SQL as the application role (RLS on), sequentially: p99 in ms. */
async function sqlTimings(
  pgUrl: string,
  projectId: number,
  patientId: number,
  ids: number[],
  rounds: number,
) {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  try {
    await c.query('set role kanghu_app');
    await c.query(`select set_config('app.project_id', $1, false)`, [String(projectId)]);
    const history = `select * from measurements where patient_id = $1 and type = 'bp'
      and measured_at >= $2 and measured_at <= $3 order by measured_at desc, id desc limit 51`;
    const pk = 'select * from measurements where id = $1';
    const h: number[] = [];
    const k: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const end = new Date();
      const start = new Date(end.getTime() - 90 * 86_400_000);
      let t = process.hrtime.bigint();
      await c.query({ name: 'h', text: history, values: [patientId, start, end] });
      h.push(Number(process.hrtime.bigint() - t) / 1e6);
      t = process.hrtime.bigint();
      await c.query({ name: 'k', text: pk, values: [ids[i % ids.length]] });
      k.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    return { historyP99: p99(h), pkP99: p99(k) };
  } finally {
    await c.end();
  }
}

export async function benchIot(
  seconds: number,
): Promise<{ ingestRatio: number; historyRatio: number; pass: boolean }> {
  const kanghu = await startKanghu();
  const owner = new pg.Pool({ connectionString: kanghu.pgUrl, max: DB_CONNECTIONS });
  try {
    const a = await signIn(kanghu.url);
    const ingestPatient = await api<{ id: number }>(a, 'POST', '/api/patient', { name: '压测设备患者' });
    const historyPatient = await api<{ id: number }>(a, 'POST', '/api/patient', { name: '压测历史患者' });
    const device = await api<{ secret: string }>(a, 'POST', '/api/iot/device/bind', {
      serial: 'BENCH-BP-0001',
      patientId: ingestPatient.id,
      deviceMeasureType: 'bp',
    });
    const { rows } = await owner.query<{ id: number }>('select id from projects where key = $1', [PROJECT]);
    const projectId = rows[0]?.id ?? 0;
    await owner.query('create table bench_raw_measurements (like measurements including all)');

    // 1. Ingestion vs raw INSERTs, interleaved in two rounds.
    const ingest = {
      url: `${kanghu.url}/iotapi/mobile/collect/family/doctor`,
      method: 'POST' as const,
      headers: { project: PROJECT, 'content-type': 'application/json', 'x-device-secret': device.secret },
      body: JSON.stringify({
        serial: 'BENCH-BP-0001',
        type: 'bp',
        values: { systolic: 120, diastolic: 80, heartRate: 70 },
      }),
      connections: DB_CONNECTIONS * 2,
    };
    await cannon('warm-up', { ...ingest, seconds: 2 });
    await rawInserts(owner, projectId, ingestPatient.id, 2);
    const half = Math.max(1, Math.round(seconds / 2));
    const raws: number[] = [];
    const apis: LoadResult[] = [];
    for (let round = 0; round < 2; round++) {
      raws.push(await rawInserts(owner, projectId, ingestPatient.id, half));
      apis.push(await cannon('POST /iotapi/mobile/collect/family/doctor', { ...ingest, seconds: half }));
    }
    const rawRps = Math.round((raws[0] ?? 0) / 2 + (raws[1] ?? 0) / 2);
    const apiRps = Math.round(apis.reduce((s, r) => s + r.rps, 0) / apis.length);
    const apiFailures = apis.reduce((s, r) => s + r.errors + r.non2xx, 0);
    const ingestRatio = apiRps / rawRps;

    // 2. History with 1,000,000 rows in the table, 100,000 for one patient over 90 days.
    const started = Date.now();
    await owner.query(
      `insert into measurements (project_id, patient_id, type, values, unit, loinc, source, measured_at, level, abnormal)
       select $1, $2, 'bp', jsonb_build_object('systolic', 110 + g % 50, 'diastolic', 70 + g % 30, 'heartRate', 60 + g % 40),
              'mm[Hg]', '85354-9', 'iot', now() - g * interval '77.76 seconds', 'normal', false
       from generate_series(1, $3::int) g`,
      [projectId, historyPatient.id, HISTORY_READINGS],
    );
    const filler = await owner.query<{ id: number }>(
      `insert into patients (project_id, name) select $1, '填充患者' || g from generate_series(1, $2::int) g returning id`,
      [projectId, FILLER_PATIENTS],
    );
    const fillerIds = filler.rows.map((r) => r.id);
    await owner.query(
      `insert into measurements (project_id, patient_id, type, values, unit, loinc, source, measured_at, level, abnormal)
       select $1, ($2::int[])[1 + g % array_length($2::int[], 1)], (array['bp','bg','weight'])[1 + g % 3],
              jsonb_build_object('systolic', 120, 'diastolic', 80), 'mm[Hg]', '85354-9', 'iot',
              now() - (g % 525600) * interval '1 minute', 'normal', false
       from generate_series(1, $3::int) g`,
      [projectId, fillerIds, FILLER_READINGS],
    );
    await owner.query('analyze measurements');
    const total = (await owner.query<{ n: string }>('select count(*) as n from measurements')).rows[0]?.n;
    const ids = (
      await owner.query<{ id: number }>(
        'select id from measurements where patient_id = $1 order by random() limit 1000',
        [historyPatient.id],
      )
    ).rows.map((r) => r.id);
    console.log(
      `history data: ${total} readings in the table, ${HISTORY_READINGS} for patient ${historyPatient.id} (generated in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    const headers = { project: PROJECT, authorization: a.token };
    const historyUrl = `${kanghu.url}/api/patient/life/history?patientId=${historyPatient.id}&type=bp&pageSize=50`;
    const pkUrl = `${kanghu.url}/api/patient/life/measurement/${ids[0]}`;
    const check = await api<{ list: unknown[] }>(a, 'GET', historyUrl.slice(kanghu.url.length));
    if (check.list.length !== 50) throw new Error('history page is not full');
    const reads = { headers, seconds: half, connections: 8 };
    await cannon('warm-up', { ...reads, url: historyUrl, seconds: 2 });
    await cannon('warm-up', { ...reads, url: pkUrl, seconds: 2 });
    const hist: LoadResult[] = [];
    const pks: LoadResult[] = [];
    for (let round = 0; round < 2; round++) {
      pks.push(await cannon('GET /api/patient/life/measurement/:id (primary key)', { ...reads, url: pkUrl }));
      hist.push(
        await cannon('GET /api/patient/life/history (90 days, 50 rows)', { ...reads, url: historyUrl }),
      );
    }
    const histP99 = Math.max(...hist.map((r) => r.p99));
    const pkP99 = Math.max(...pks.map((r) => r.p99));
    const historyRatio = histP99 / Math.max(pkP99, 1);
    const sqlT = await sqlTimings(kanghu.pgUrl, projectId, historyPatient.id, ids, 3000);
    const sqlRatio = sqlT.historyP99 / sqlT.pkP99;

    printTable([
      {
        name: 'raw single-row INSERT through pg (rows/s)',
        rps: rawRps,
        p50: 0,
        p99: 0,
        errors: 0,
        non2xx: 0,
      },
      ...apis,
      ...pks,
      ...hist,
    ]);
    const readFailures = [...hist, ...pks].reduce((s, r) => s + r.errors + r.non2xx, 0);
    const ingestPass = ingestRatio >= 0.5 && apiFailures === 0;
    const historyPass = historyRatio < 5 && readFailures === 0;
    console.log(
      `IoT ingestion: ${apiRps} readings/s vs raw ${rawRps} rows/s = ${(ingestRatio * 100).toFixed(1)}% (target >= 50%): ${ingestPass ? 'PASS' : 'FAIL'}`,
    );
    console.log(
      `90-day history p99 ${histP99} ms vs primary-key p99 ${pkP99} ms = ${historyRatio.toFixed(2)}x (target < 5x): ${historyPass ? 'PASS' : 'FAIL'}`,
    );
    console.log(
      `  in SQL (application role, RLS on): history p99 ${sqlT.historyP99.toFixed(3)} ms vs primary key p99 ${sqlT.pkP99.toFixed(3)} ms = ${sqlRatio.toFixed(2)}x`,
    );
    return { ingestRatio, historyRatio, pass: ingestPass && historyPass };
  } finally {
    await owner.end();
    await kanghu.stop();
  }
}
