import type pg from 'pg';
import { ARTICLES_A } from '../../apps/server/src/db/seed/articles-text-a.ts';
import { ARTICLES_B } from '../../apps/server/src/db/seed/articles-text-b.ts';
import { indexWords } from '../../apps/server/src/lib/chinese-text.ts';

/** How many published articles the search benchmark runs over. */
export const BENCH_ARTICLES = 100_000;
const BATCH = 2_000;

/** A small deterministic generator (mulberry32), so every run has the same articles. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Adds BENCH_ARTICLES published articles to the project (owner connection), recombined from the
 * demo texts: a demo title with an issue number, three paragraphs of any demo articles, spread
 * over two years. The search words are cut with the server's own segmenter (per paragraph, then
 * joined, as one cut of the body would give). Answers one article's id.
 */
export async function generateArticles(
  owner: pg.Pool,
  projectKey: string,
): Promise<{ projectId: number; someId: number }> {
  const project = await owner.query<{ id: number }>('select id from projects where key = $1', [projectKey]);
  const projectId = project.rows[0]?.id ?? 0;
  const cats = await owner.query<{ id: number; name: string }>(
    'select id, name from article_categories where project_id = $1',
    [projectId],
  );
  const categoryOf = new Map(cats.rows.map((c) => [c.name, c.id]));
  const seeds = [...ARTICLES_A, ...ARTICLES_B];
  const paragraphs = seeds.flatMap((a) => a.paragraphs.filter((p) => !p.startsWith('h:')));
  const paragraphWords = paragraphs.map((p) => indexWords(p));
  const next = random(20261126);
  for (let start = 0; start < BENCH_ARTICLES; start += BATCH) {
    const cols = {
      cat: [] as number[],
      title: [] as string[],
      summary: [] as string[],
      body: [] as string[],
    };
    const more = {
      minutes: [] as number[],
      reads: [] as number[],
      titleWords: [] as string[],
      bodyWords: [] as string[],
    };
    for (let i = start; i < Math.min(start + BATCH, BENCH_ARTICLES); i++) {
      const seed = seeds[i % seeds.length];
      if (!seed) continue;
      const picks = [0, 1, 2].map(() => Math.floor(next() * paragraphs.length));
      const title = `${seed.title}（第${i + 1}期）`;
      cols.cat.push(categoryOf.get(seed.category) ?? 0);
      cols.title.push(title);
      cols.summary.push((paragraphs[picks[0] ?? 0] ?? '').slice(0, 80));
      cols.body.push(picks.map((p) => `<p>${paragraphs[p]}</p>`).join(''));
      more.minutes.push(Math.floor(next() * 2 * 365 * 24 * 60));
      more.reads.push(Math.floor(next() ** 3 * 50_000));
      more.titleWords.push(indexWords(title));
      more.bodyWords.push(picks.map((p) => paragraphWords[p]).join(' '));
    }
    await owner.query(
      `with x as (
         select * from unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::text[], $9::text[])
           as x(c, t, s, b, m, r, tw, bw)
       ), a as (
         insert into articles (project_id, category_id, title, summary, body, author_name, status, published_at, read_count)
         select $1, x.c, x.t, x.s, x.b, '健康教育科', 'published', now() - make_interval(mins => x.m), x.r from x
         returning id, category_id, title, published_at
       )
       insert into article_search (article_id, project_id, category_id, published_at, search, title_search)
       select a.id, $1, a.category_id, a.published_at,
              strip(to_tsvector('simple', x.tw || ' ' || x.bw)), strip(to_tsvector('simple', x.tw))
       from a join x on x.t = a.title`,
      [
        projectId,
        cols.cat,
        cols.title,
        cols.summary,
        cols.body,
        more.minutes,
        more.reads,
        more.titleWords,
        more.bodyWords,
      ],
    );
  }
  await owner.query('analyze articles');
  await owner.query('analyze article_search');
  const some = await owner.query<{ id: number }>(
    `select id from articles where project_id = $1 and status = 'published' order by id desc limit 1`,
    [projectId],
  );
  return { projectId, someId: some.rows[0]?.id ?? 0 };
}
