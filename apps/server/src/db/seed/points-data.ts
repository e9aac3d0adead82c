import { chinaDay, chinaMidnight, DAY_MS, POINTS_RULE_DEFAULTS, POINTS_RULE_KEYS } from '@kanghu/shared';
import type pg from 'pg';

/** Goods of the demo points mall: [title, info, price in points, stock]. */
const GOODS: [string, string, number, number][] = [
  ['电子体温计', '腋下测温，约60秒出结果，带发烧提示音', 60, 50],
  ['上臂式血压计袖带', '适配常见上臂式电子血压计，臂围22–32厘米', 300, 12],
  ['《高血压家庭自我管理手册》', '家庭医生团队编写，讲清测压方法、用药和饮食要点', 80, 30],
  ['限盐勺（2克）', '每勺约2克盐，帮助把每日食盐控制在5克以内', 20, 100],
  ['七格分药盒', '一周七格，早晚分装，按时服药不漏服', 30, 40],
  ['《糖尿病饮食与运动指南》', '图解主食换算、加餐选择和餐后运动', 90, 0],
];

interface Entry {
  kind: string;
  ref: string;
  amount: number;
  daysAgo: number;
  note?: string;
}

async function userByTel(client: pg.Client, projectId: number, tel: string) {
  const r = await client.query<{ id: number; name: string }>(
    `select id, name from users where project_id = $1 and tel = $2 and user_type = 'customer' limit 1`,
    [projectId, tel],
  );
  return r.rows[0] ?? null;
}

async function insertEntries(client: pg.Client, projectId: number, userId: number, entries: Entry[]) {
  // On the China day `daysAgo` days back, between 08:00 and 11:08 China time (so the day, the
  // sign-in ref and the balances do not depend on the hour the seed ran); oldest first.
  const timed = entries.map((e, i) => {
    const midnight = chinaMidnight(chinaDay(Date.now() - e.daysAgo * DAY_MS)).getTime();
    return { ...e, at: new Date(midnight + 8 * 3_600_000 + (i % 5) * 47 * 60_000) };
  });
  timed.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const e of timed) {
    const ref = e.kind === 'sign_in' ? chinaDay(e.at) : e.ref;
    await client.query(
      `insert into points_entries (project_id, user_id, kind, ref, amount, day, note, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing`,
      [projectId, userId, e.kind, ref, e.amount, chinaDay(e.at), e.note ?? null, e.at],
    );
  }
}

/** Sign-ins of earlier days (the ref, the China day, is set from the entry's time). */
const signIns = (days: number[]): Entry[] =>
  days.map((d) => ({ kind: 'sign_in', ref: '', amount: 5, daysAgo: d }));

/**
 * The demo project's earning rules (the shared defaults, written out so an operator sees them),
 * a small points mall, and ledger history for the demo patient 张三 (13800000001) and the learner
 * 陈学员 (13800000009): earlier sign-ins (never today, so 签到 works in the demo), readings,
 * a completed course, an accepted answer and one shipped exchange.
 */
export async function seedPoints(client: pg.Client, projectId: number): Promise<void> {
  for (const rule of POINTS_RULE_KEYS) {
    const d = POINTS_RULE_DEFAULTS[rule];
    await client.query(
      `insert into points_rules (project_id, rule, amount, daily_cap) values ($1, $2, $3, $4) on conflict do nothing`,
      [projectId, rule, d.amount, d.dailyCap],
    );
  }
  const goodsIds = new Map<string, number>();
  for (const [i, [title, info, integral, stock]] of GOODS.entries()) {
    const r = await client.query<{ id: number }>(
      `insert into points_goods (project_id, title, info, integral, stock, sort) values ($1,$2,$3,$4,$5,$6) returning id`,
      [projectId, title, info, integral, stock, i],
    );
    goodsIds.set(title, r.rows[0]?.id ?? 0);
  }

  const patient = await userByTel(client, projectId, '13800000001');
  if (patient) {
    await insertEntries(client, projectId, patient.id, [
      ...signIns([14, 12, 11, 9, 8, 7, 5, 4, 3, 2, 1]),
      { kind: 'read_article', ref: 'seed-article-1', amount: 2, daysAgo: 12, note: '冬季血压为什么容易升高' },
      { kind: 'read_article', ref: 'seed-article-2', amount: 2, daysAgo: 9, note: '家庭自测血压的正确姿势' },
      { kind: 'read_article', ref: 'seed-article-3', amount: 2, daysAgo: 4, note: '低盐饮食的五个小办法' },
      { kind: 'course_complete', ref: 'seed-course-1', amount: 50, daysAgo: 10, note: '高血压自我管理入门' },
      { kind: 'answer_accepted', ref: 'seed-answer-1', amount: 10, daysAgo: 6, note: '晨起血压高怎么办' },
    ]);
    const salt = goodsIds.get('限盐勺（2克）');
    if (salt) {
      const at = new Date(chinaMidnight(chinaDay(Date.now() - 3 * DAY_MS)).getTime() + 8 * 3_600_000);
      const ex = await client.query<{ id: number }>(
        `insert into points_exchanges (project_id, user_id, goods_id, title, goods_info, integral, name, tel, address, state, created_at)
         values ($1,$2,$3,'限盐勺（2克）','每勺约2克盐',20,$4,'13800000001','浙江省杭州市西湖区文三路 259 号 3 幢 502 室','shipped',$5) returning id`,
        [projectId, patient.id, salt, patient.name, at],
      );
      await client.query(`update points_goods set stock = stock - 1 where id = $1`, [salt]);
      await insertEntries(client, projectId, patient.id, [
        { kind: 'exchange', ref: String(ex.rows[0]?.id), amount: -20, daysAgo: 3, note: '限盐勺（2克）' },
      ]);
    }
  }

  const learner = await userByTel(client, projectId, '13800000009');
  if (learner) {
    await insertEntries(client, projectId, learner.id, [
      ...signIns([6, 5, 3, 2, 1]),
      { kind: 'read_article', ref: 'seed-article-4', amount: 2, daysAgo: 5, note: '糖尿病足的日常检查' },
      { kind: 'read_article', ref: 'seed-article-5', amount: 2, daysAgo: 2, note: '慢阻肺患者的呼吸训练' },
      { kind: 'course_complete', ref: 'seed-course-2', amount: 50, daysAgo: 4, note: '基层慢病随访实务' },
      { kind: 'course_complete', ref: 'seed-course-3', amount: 50, daysAgo: 1, note: '家庭医生沟通技巧' },
    ]);
  }
}
