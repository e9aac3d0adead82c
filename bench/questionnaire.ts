import autocannon from 'autocannon';
import pg from 'pg';
import { CUSTOMER_RECORD_SQL } from '../apps/server/src/modules/questionnaire/fast-submit.ts';
import { type LoadResult, printTable } from './lib/load.ts';
import { startKanghu } from './lib/servers.ts';

/**
 * Issue 12 target: submitting a 50-item questionnaire record through POST /api/question/record
 * (session, body schema, patient access, the shared validation of every item, scoring from the
 * definition, one tenant transaction storing the record and clearing the draft) reaches at least
 * 50% of raw single-row INSERTs through `pg` into a copy of questionnaire_records (same columns
 * and indexes, no row-level security, no foreign keys), both with 10 database connections, in the
 * same run.
 */
const PROJECT = 'demo';
const DB_CONNECTIONS = 10;
const ITEMS = 50;

const OPTIONS = [0, 1, 2, 3].map((v) => ({ label: `选项${v}`, value: v, score: v }));

/** 40 scored single choices, 5 numbers with bounds, 5 texts; conditions on every 10th item. */
function definition() {
  const items = Array.from({ length: ITEMS }, (_, i) => {
    const key = `k${i + 1}`;
    const showIf = i % 10 === 9 ? { key: `k${i}`, op: '>=', value: 0 } : undefined;
    if (i < 40)
      return {
        key,
        type: 3,
        require: true,
        content: `第${i + 1}题`,
        options: OPTIONS,
        ...(showIf ? { showIf } : {}),
      };
    if (i < 45) return { key, type: 7, require: true, content: `第${i + 1}题`, min: 0, max: 300, unit: 'kg' };
    return { key, type: 1, require: false, content: `第${i + 1}题` };
  });
  return {
    code: 'bench-50',
    name: '压测问卷（50题）',
    group: '压测',
    sections: [{ title: '压测', items }],
    scoring: {
      method: 'sum',
      items: items.slice(0, 40).map((x) => x.key),
      min: 0,
      max: 120,
      unit: '分',
      bands: [
        { min: 0, max: 59, level: '低', text: '低', advice: '无', tone: 'normal' },
        { min: 60, max: 120, level: '高', text: '高', advice: '复评', tone: 'attention' },
      ],
    },
  };
}

function answers() {
  return Array.from({ length: ITEMS }, (_, i) => ({
    key: `k${i + 1}`,
    value: i < 40 ? i % 4 : i < 45 ? 60 + i : `回答${i + 1}`,
  }));
}

async function signIn(url: string): Promise<{ token: string; userId: number }> {
  const res = await fetch(`${url}/api/user/app/login`, {
    method: 'POST',
    headers: { project: PROJECT, 'content-type': 'application/json' },
    body: JSON.stringify({ username: '13800000001', password: 'Demo@2026' }),
  });
  const body = (await res.json()) as {
    success: boolean;
    data?: { token: string; user: { id: number } };
    msg?: string;
  };
  if (!body.success || !body.data) throw new Error(`demo login failed: ${body.msg}`);
  return { token: body.data.token, userId: body.data.user.id };
}

async function rawInserts(
  pool: pg.Pool,
  v: { projectId: number; questionId: number; patientId: number },
  seconds: number,
) {
  const deadline = Date.now() + seconds * 1000;
  const stored = Object.fromEntries(answers().map((a) => [a.key, a.value]));
  let done = 0;
  const worker = async () => {
    const client = await pool.connect();
    try {
      while (Date.now() < deadline) {
        await client.query(
          `insert into bench_raw_qrecords (project_id, questionnaire_id, patient_id, via, answers, total, level, tone, result_text, advice)
           values ($1, $2, $3, 'app', $4, 60, '高', 'attention', '高', '复评')`,
          [v.projectId, v.questionId, v.patientId, stored],
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

/**
 * Not the baseline: the API's own statement (fast-submit.ts: tenant CTE, binding check, insert
 * with its foreign keys and row-level security as the application role, draft delete, name)
 * straight through `pg`, to tell the SQL's share of the gap from HTTP and Node's.
 */
async function statementInserts(
  pool: pg.Pool,
  v: { projectId: number; questionId: number; patientId: number; userId: number },
  seconds: number,
) {
  const deadline = Date.now() + seconds * 1000;
  const stored = JSON.stringify(Object.fromEntries(answers().map((a) => [a.key, a.value])));
  let done = 0;
  const worker = async () => {
    const client = await pool.connect();
    try {
      await client.query('set role kanghu_app');
      while (Date.now() < deadline) {
        const r = await client.query({
          name: 'bench_question_record_insert',
          text: CUSTOMER_RECORD_SQL,
          values: [
            String(v.projectId),
            v.projectId,
            v.questionId,
            v.patientId,
            v.userId,
            stored,
            60,
            '高',
            'attention',
            '高',
            '复评',
            '[]',
            null,
            null,
            null,
            new Date(),
          ],
        });
        if (r.rowCount !== 1) throw new Error('the API statement stored nothing');
        done++;
      }
    } finally {
      await client.query('reset role');
      client.release();
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: DB_CONNECTIONS }, worker));
  return Math.round(done / ((Date.now() - started) / 1000));
}

async function cannon(
  name: string,
  opts: { url: string; headers: Record<string, string>; body: string; seconds: number },
): Promise<LoadResult> {
  const r = await autocannon({
    ...opts,
    method: 'POST',
    duration: opts.seconds,
    connections: DB_CONNECTIONS * 2,
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

export async function benchQuestionnaire(seconds: number): Promise<{ ratio: number; pass: boolean }> {
  const kanghu = await startKanghu();
  const owner = new pg.Pool({ connectionString: kanghu.pgUrl, max: DB_CONNECTIONS });
  owner.on('error', () => undefined);
  try {
    const { token, userId } = await signIn(kanghu.url);
    const headers = { project: PROJECT, authorization: token, 'content-type': 'application/json' };
    const created = await fetch(`${kanghu.url}/api/patient`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: '压测问卷患者' }),
    });
    const patientId = ((await created.json()) as { data: { id: number } }).data.id;
    const { rows } = await owner.query<{ id: number }>('select id from projects where key = $1', [PROJECT]);
    const projectId = rows[0]?.id ?? 0;
    const q = await owner.query<{ id: number }>(
      `insert into questionnaires (project_id, code, name, group_name, definition) values ($1, 'bench-50', '压测问卷（50题）', '压测', $2) returning id`,
      [projectId, JSON.stringify(definition())],
    );
    const questionId = q.rows[0]?.id ?? 0;
    await owner.query('create table bench_raw_qrecords (like questionnaire_records including all)');
    const body = JSON.stringify({ questionId, patientId, formList: answers() });
    const check = await fetch(`${kanghu.url}/api/question/record`, { method: 'POST', headers, body });
    const checked = (await check.json()) as { success: boolean; data?: { total: number }; msg?: string };
    if (!checked.success || checked.data?.total !== 60)
      throw new Error(`submit check failed: ${checked.msg ?? JSON.stringify(checked.data)}`);

    const submit = { url: `${kanghu.url}/api/question/record`, headers, body };
    const ids = { projectId, questionId, patientId };
    await cannon('warm-up', { ...submit, seconds: 2 });
    await rawInserts(owner, ids, 2);
    const half = Math.max(1, Math.round(seconds / 2));
    const raws: number[] = [];
    const apis: LoadResult[] = [];
    const statements: number[] = [];
    // CPU seconds of the server process and of this process (the load generator) in the API phases.
    let serverCpu = 0;
    let clientCpu = 0;
    let records = 0;
    for (let round = 0; round < 2; round++) {
      raws.push(await rawInserts(owner, ids, half));
      const server0 = kanghu.cpuSeconds();
      const client0 = process.cpuUsage();
      const api = await cannon('POST /api/question/record (50 items)', { ...submit, seconds: half });
      const client = process.cpuUsage(client0);
      serverCpu += kanghu.cpuSeconds() - server0;
      clientCpu += (client.user + client.system) / 1e6;
      records += api.rps * half;
      apis.push(api);
      statements.push(await statementInserts(owner, { ...ids, userId }, Math.max(1, Math.round(half / 2))));
    }
    const statementRps = Math.round(statements.reduce((a, b) => a + b, 0) / statements.length);
    const rawRps = Math.round(raws.reduce((a, b) => a + b, 0) / raws.length);
    const apiRps = Math.round(apis.reduce((s, r) => s + r.rps, 0) / apis.length);
    const failures = apis.reduce((s, r) => s + r.errors + r.non2xx, 0);
    const ratio = apiRps / rawRps;
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
      {
        name: "not the baseline: the API's statement through pg (rows/s)",
        rps: statementRps,
        p50: 0,
        p99: 0,
        errors: 0,
        non2xx: 0,
      },
    ]);
    console.log(
      `CPU per API record: server ${((serverCpu / records) * 1000).toFixed(2)} ms, load generator ${((clientCpu / records) * 1000).toFixed(2)} ms (both on the same cores as PostgreSQL)`,
    );
    const pass = ratio >= 0.5 && failures === 0;
    console.log(
      `questionnaire submit (50 items): ${apiRps}/s vs raw INSERT ${rawRps}/s = ${(ratio * 100).toFixed(1)}% (target >= 50%): ${pass ? 'PASS' : 'FAIL'}`,
    );
    return { ratio, pass };
  } finally {
    await owner.end();
    await kanghu.stop();
  }
}
