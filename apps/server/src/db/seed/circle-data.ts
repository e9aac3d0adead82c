import type pg from 'pg';
import { indexWords } from '../../lib/chinese-text.ts';
import { CIRCLE_AUTHORS, CIRCLES, SEED_POSTS, type SeedPost } from './circle-text.ts';

/** A small picture for a seeded story (an SVG data URL: the demo needs no stored files). */
function picture(label: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="${color}"/><text x="160" y="130" font-size="28" text-anchor="middle" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

async function one<T extends pg.QueryResultRow>(client: pg.Client, text: string, values: unknown[]) {
  return (await client.query<T>(text, values)).rows[0];
}

/**
 * The circle demo (issue 14 section 2): circles (高血压之家, 糖友互助, 宝妈育儿, 呼吸健康俱乐部)
 * with keywords, questions with doctors' answers, patient stories with pictures, comments (some
 * pending audit) and a few group-chat lines. Authors are the demo patient 张三, the learner and
 * four community members made here; doctors are doctor01 王医生 and doctor02 李医生. Idempotent.
 */
export async function seedCircle(client: pg.Client, projectId: number): Promise<void> {
  if (await one(client, 'select 1 from circles where project_id = $1 limit 1', [projectId])) return;
  const hash = await one<{ h: string }>(
    client,
    `select password_hash as h from users where project_id = $1 and tel = '13800000001' limit 1`,
    [projectId],
  );
  if (!hash) return;
  const people = new Map<string, number>();
  for (const u of await client
    .query<{ id: number; k: string }>(
      `select id, case when user_type = 'customer' then tel else username end as k from users where project_id = $1 and (tel in ('13800000001', '13800000009') or username in ('doctor01', 'doctor02'))`,
      [projectId],
    )
    .then((r) => r.rows))
    people.set(u.k, u.id);
  for (const a of CIRCLE_AUTHORS) {
    const r = await one<{ id: number }>(
      client,
      `insert into users (project_id, user_type, role, username, name, nick_name, password_hash, created_at)
       values ($1, 'customer', 'patient', $2, $3, $4, $5, now() - interval '90 days') returning id`,
      [projectId, a.username, a.name, a.nick, hash.h],
    );
    if (r) people.set(a.username, r.id);
  }
  const circleIds = new Map<string, number>();
  for (const [i, c] of CIRCLES.entries()) {
    const r = await one<{ id: number }>(
      client,
      'insert into circles (project_id, name, intro, cover, is_show, sort) values ($1, $2, $3, $4, 1, $5) returning id',
      [projectId, c.name, c.intro, picture(c.name, c.color), i],
    );
    if (!r) continue;
    circleIds.set(c.name, r.id);
    for (const [j, w] of c.keywords.entries())
      await client.query(
        'insert into circle_keywords (project_id, circle_id, word, sort) values ($1, $2, $3, $4)',
        [projectId, r.id, w, j],
      );
  }
  const postIds = new Map<string, number>();
  const insert = async (p: SeedPost, questionId: number | null, circles: number[]) => {
    const userId = people.get(p.by);
    if (!userId) return 0;
    const images = (p.images ?? []).map(([label, color]) => picture(label, color));
    const r = await one<{ id: number }>(
      client,
      `insert into circle_posts (project_id, type, user_id, title, content, image_list, circle_id_list, question_id, is_top, accepted, state, created_at, search)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now() - make_interval(hours => $12),
         setweight(to_tsvector('simple', $13), 'A') || setweight(to_tsvector('simple', $14), 'B')) returning id`,
      [
        projectId,
        p.type,
        userId,
        p.title ?? null,
        p.content,
        JSON.stringify(images),
        circles,
        questionId,
        p.top ?? false,
        p.accepted ?? false,
        p.state ?? 'passed',
        p.hoursAgo,
        indexWords(p.title ?? ''),
        indexWords(p.content),
      ],
    );
    return r?.id ?? 0;
  };
  for (const p of SEED_POSTS) {
    const circles = p.circles.map((n) => circleIds.get(n) ?? 0).filter(Boolean);
    const id = await insert(p, null, circles);
    if (p.key) postIds.set(p.key, id);
    for (const a of p.answers ?? []) await insert({ ...a, type: 'answer', circles: p.circles }, id, circles);
    for (const c of p.comments ?? []) {
      const userId = people.get(c.by);
      if (!userId) continue;
      const row = await one<{ id: number }>(
        client,
        `insert into comments (project_id, model, relation_type, relation_id, user_id, content, state, created_at)
         values ($1, 'education', $2, $3, $4, $5, $6, now() - make_interval(hours => $7)) returning id`,
        [projectId, p.type, id, userId, c.content, c.state ?? 'passed', c.hoursAgo],
      );
      const owner = people.get(p.by);
      if (row && owner && owner !== userId && (c.state ?? 'passed') === 'passed')
        await client.query(
          `insert into comment_notices (project_id, user_id, kind, comment_id, text, created_at)
           values ($1, $2, 'comment', $3, $4, now() - make_interval(hours => $5))`,
          [projectId, owner, row.id, `评论了《${p.title ?? ''}》：${c.content.slice(0, 20)}`, c.hoursAgo],
        );
    }
  }
  const me = people.get('13800000001');
  const bp = circleIds.get('高血压之家');
  if (me && bp) {
    await client.query(
      `insert into account_marks (project_id, user_id, kind, target_type, target_id) values ($1, $2, 'attention', 'circle', $3) on conflict do nothing`,
      [projectId, me, bp],
    );
    for (const [by, content, minutes] of [
      ['circle_lao_zhou', '早上好，今天早上量的血压是132/84，比上周稳定一些。', 180],
      ['doctor01', '大家记得每天固定时间测量，坐下休息五分钟再测，数据更准。', 150],
      ['13800000001', '收到，王医生！我都是早饭前测的。', 120],
    ] as const) {
      const userId = people.get(by);
      if (!userId) continue;
      if (by !== '13800000001' && by !== 'doctor01')
        await client.query(
          `insert into account_marks (project_id, user_id, kind, target_type, target_id) values ($1, $2, 'attention', 'circle', $3) on conflict do nothing`,
          [projectId, userId, bp],
        );
      await client.query(
        `insert into circle_messages (project_id, circle_id, user_id, content, created_at) values ($1, $2, $3, $4, now() - make_interval(mins => $5))`,
        [projectId, bp, userId, content, minutes],
      );
    }
  }
}
