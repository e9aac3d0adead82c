import type pg from 'pg';
import { indexWords, plainText } from '../../lib/chinese-text.ts';
import { ARTICLES_A, type SeedArticle } from './articles-text-a.ts';
import { ARTICLES_B } from './articles-text-b.ts';

const CATEGORIES = ['高血压', '糖尿病', '家庭医生', '儿童健康', '健康生活'];

/** Read counts, spread so every abbreviation shows (856, 3.2k, 1w+, 4.5w+). */
const READS = [
  45210, 3260, 12873, 856, 0, 1543, 2310, 9870, 687, 23408, 431, 1120, 15321, 3899, 278, 0, 5600, 98, 7420,
  1034, 666, 24, 3187, 512, 1999, 143, 10450, 0, 2680, 765,
];
/** Index → status: three drafts and one scheduled article, the rest published. */
const DRAFTS = new Set([15, 22, 27]);
const SCHEDULED = 4;

function htmlOf(a: SeedArticle): string {
  return a.paragraphs.map((p) => (p.startsWith('h:') ? `<h3>${p.slice(2)}</h3>` : `<p>${p}</p>`)).join('');
}

async function userIdOf(client: pg.Client, projectId: number, where: string) {
  const r = await client.query<{ id: number; doctor_id: number | null; name: string }>(
    `select u.id, d.id as doctor_id, u.name from users u left join doctors d on d.user_id = u.id
     where u.project_id = $1 and ${where} limit 1`,
    [projectId],
  );
  return r.rows[0];
}

/**
 * 30 demo articles in 5 categories (texts in articles-text-*.ts), some by 王医生 (doctor01) and
 * 李医生 (doctor02), others by the project's 健康教育科; three drafts of 王医生 and one article of
 * 李医生 scheduled for tomorrow 08:00 China time (the publish sweep publishes it then). The demo
 * patient (13800000001) has read three and collected two.
 */
export async function seedArticles(client: pg.Client, projectId: number): Promise<void> {
  const existing = await client.query('select 1 from articles where project_id = $1 limit 1', [projectId]);
  if (existing.rowCount) return;
  const categoryIds = new Map<string, number>();
  for (const [sort, name] of CATEGORIES.entries()) {
    const r = await client.query<{ id: number }>(
      `insert into article_categories (project_id, name, sort) values ($1, $2, $3)
       on conflict (project_id, name) do update set sort = excluded.sort returning id`,
      [projectId, name, sort + 1],
    );
    categoryIds.set(name, r.rows[0]?.id ?? 0);
  }
  const wang = await userIdOf(client, projectId, `u.username = 'doctor01'`);
  const li = await userIdOf(client, projectId, `u.username = 'doctor02'`);
  const ids: number[] = [];
  for (const [i, a] of [...ARTICLES_A, ...ARTICLES_B].entries()) {
    const author = i % 3 === 0 || DRAFTS.has(i) ? wang : i % 3 === 1 ? li : undefined;
    const status = DRAFTS.has(i) ? 'draft' : i === SCHEDULED ? 'scheduled' : 'published';
    const body = htmlOf(a);
    const text = plainText(body);
    const summary = plainText(`<p>${a.paragraphs[0] ?? ''}</p>`).slice(0, 80);
    const r = await client.query<{ id: number }>(
      `insert into articles (project_id, category_id, title, summary, body, author_user_id, author_doctor_id,
         author_name, status, timing_show_time, published_at, read_count, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9,
         case when $9 = 'scheduled' then (date_trunc('day', now() at time zone 'Asia/Shanghai') + interval '1 day 8 hours') at time zone 'Asia/Shanghai' end,
         case when $9 = 'published' then now() - make_interval(days => $10, hours => $11) end,
         $12,
         now() - make_interval(days => $10 + 1), now() - make_interval(days => $10, hours => $11))
       returning id`,
      [
        projectId,
        categoryIds.get(a.category),
        a.title,
        summary,
        body,
        author?.id ?? null,
        author?.doctor_id ?? null,
        author?.name ?? '健康教育科',
        status,
        i * 2 + 1,
        i % 7,
        status === 'published' ? (READS[i] ?? 0) : 0,
      ],
    );
    const id = r.rows[0]?.id ?? 0;
    ids.push(id);
    // The search row (modules/articles/search-words.ts): all words, and the title's alone.
    const titleWords = indexWords(a.title);
    await client.query(
      `insert into article_search (article_id, project_id, category_id, published_at, search, title_search)
       select id, project_id, category_id, published_at, strip(to_tsvector('simple', $2)), strip(to_tsvector('simple', $3))
       from articles where id = $1`,
      [id, `${titleWords} ${indexWords(text)}`, titleWords],
    );
  }
  await seedReader(client, projectId, ids);
}

/**
 * The demo patient read articles 0, 1 and 6 (1, 2 and 5 days ago) and collected 1 and 6;
 * 王医生 (doctor01) collected 李医生's articles 7 and 10 (his collect screen has content).
 */
async function seedReader(client: pg.Client, projectId: number, ids: number[]) {
  const wang = await userIdOf(client, projectId, `u.username = 'doctor01'`);
  if (wang)
    await seedCollects(client, projectId, wang.id, ids, [
      [7, 3],
      [10, 6],
    ]);
  const reader = await userIdOf(client, projectId, `u.tel = '13800000001' and u.user_type = 'customer'`);
  if (!reader) return;
  for (const [index, daysAgo] of [
    [0, 1],
    [1, 2],
    [6, 5],
  ] as const) {
    await client.query(
      `insert into article_reads (project_id, article_id, user_id, read_day, read_at)
       values ($1, $2, $3, ((now() - make_interval(days => $4)) at time zone 'Asia/Shanghai')::date, now() - make_interval(days => $4))
       on conflict do nothing`,
      [projectId, ids[index], reader.id, daysAgo],
    );
  }
  await seedCollects(client, projectId, reader.id, ids, [
    [1, 2],
    [6, 4],
  ]);
}

/** Collects (account_marks) of articles by index, each `daysAgo` days old. */
async function seedCollects(
  client: pg.Client,
  projectId: number,
  userId: number,
  ids: number[],
  marks: readonly (readonly [number, number])[],
) {
  for (const [index, daysAgo] of marks) {
    await client.query(
      `insert into account_marks (project_id, user_id, kind, target_type, target_id, created_at)
       values ($1, $2, 'collect', 'article', $3, now() - make_interval(days => $4)) on conflict do nothing`,
      [projectId, userId, ids[index], daysAgo],
    );
  }
}
