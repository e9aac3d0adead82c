import pg from 'pg';
import { generateArticles } from './lib/articles-data.ts';
import { type LoadResult, load, printTable } from './lib/load.ts';
import { startBareFastify, startKanghu } from './lib/servers.ts';

/**
 * Issue 14 targets, measured in the same run:
 * - article search over 100,000 published articles (GET /api/education/article/application?keyword,
 *   a common, a middling and a two-word query): p99 at most 5x the p99 of a primary-key lookup
 *   (GET /api/education/article/multi?ids=<id>, uncached), 8 connections each;
 * - the anonymous article detail (GET /api/education/article/:id, no token: the share page) at
 *   least 50% of a bare Fastify route's rate, 50 connections each.
 */
const PROJECT = 'demo';
const CONNECTIONS = 8;
const QUERIES = ['血压', '胰岛素', '疫苗 接种'];

export async function benchArticles(seconds: number): Promise<{ pass: boolean }> {
  const bare = await startBareFastify();
  // Share pages are read from many addresses; one address here, so the per-address limit of open
  // routes is lifted (its check still runs on every request).
  const kanghu = await startKanghu({ RATE_LIMIT_PUBLIC_PER_MINUTE: '100000000' });
  const owner = new pg.Pool({ connectionString: kanghu.pgUrl, max: 2 });
  try {
    const started = Date.now();
    const { projectId, someId } = await generateArticles(owner, PROJECT);
    const counts = await owner.query<{ n: number }>(
      `select count(*)::int as n from articles where project_id = $1 and status = 'published'`,
      [projectId],
    );
    console.log(
      `articles: ${counts.rows[0]?.n} published in the project, generated in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const headers = { project: PROJECT };
    const searchUrl = (q: string) =>
      `${kanghu.url}/api/education/article/application?keyword=${encodeURIComponent(q)}&pageSize=10`;
    const pkUrl = `${kanghu.url}/api/education/article/multi?ids=${someId}`;
    const detailUrl = `${kanghu.url}/api/education/article/${someId}`;
    for (const url of [...QUERIES.map(searchUrl), pkUrl, detailUrl]) {
      const res = await fetch(url, { headers });
      const body = (await res.json()) as { success: boolean; data?: { total?: number } };
      if (!body.success) throw new Error(`${url} failed`);
      if (body.data?.total !== undefined)
        console.log(
          `  ${decodeURIComponent(url.split('keyword=')[1] ?? '')}: ${body.data.total} matches (capped at the search window)`,
        );
    }
    const half = Math.max(1, Math.round(seconds / 2));
    await load('warm-up', pkUrl, { headers, seconds: 2, connections: CONNECTIONS });
    await load('warm-up', searchUrl(QUERIES[0] ?? ''), { headers, seconds: 2, connections: CONNECTIONS });
    const rows: LoadResult[] = [];
    for (let round = 1; round <= 2; round++) {
      rows.push(
        await load(`GET article multi?ids (primary key) #${round}`, pkUrl, {
          headers,
          seconds: half,
          connections: CONNECTIONS,
        }),
      );
      for (const q of QUERIES) {
        rows.push(
          await load(`GET article search "${q}" #${round}`, searchUrl(q), {
            headers,
            seconds: half,
            connections: CONNECTIONS,
          }),
        );
      }
      rows.push(await load(`bare Fastify route #${round}`, `${bare.url}/bare`, { seconds: half }));
      rows.push(await load(`GET article/:id anonymous #${round}`, detailUrl, { headers, seconds: half }));
    }
    printTable(rows);
    const of = (prefix: string) => rows.filter((r) => r.name.startsWith(prefix));
    const pkP99 = Math.max(...of('GET article multi').map((r) => r.p99));
    const searchP99 = Math.max(...of('GET article search').map((r) => r.p99));
    const ratio = searchP99 / Math.max(pkP99, 1);
    const rate =
      of('GET article/:id').reduce((a, r) => a + r.rps, 0) /
      Math.max(
        1,
        of('bare').reduce((a, r) => a + r.rps, 0),
      );
    const failures = rows.reduce((a, r) => a + r.errors + r.non2xx, 0);
    const searchPass = ratio <= 5;
    const detailPass = rate >= 0.5;
    console.log(
      `article search p99 ${searchP99} ms vs primary-key p99 ${pkP99} ms = ${ratio.toFixed(2)}x (target <= 5x): ${searchPass ? 'PASS' : 'FAIL'}`,
    );
    console.log(
      `anonymous article detail: ${(rate * 100).toFixed(1)}% of the bare route (target >= 50%): ${detailPass ? 'PASS' : 'FAIL'}`,
    );
    if (failures) console.log(`article benchmark: ${failures} failed requests: FAIL`);
    return { pass: searchPass && detailPass && failures === 0 };
  } finally {
    await owner.end();
    await kanghu.stop();
    await bare.stop();
  }
}
