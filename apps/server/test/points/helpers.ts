import { chinaDay } from '@kanghu/shared';
import { type TestProject, withAdmin } from '../fixtures.ts';

/** A goods row of the project (price in points, stock). */
export async function goods(
  project: TestProject,
  title: string,
  integral: number,
  stock: number,
  isShow = true,
) {
  return withAdmin(async (c) => {
    const r = await c.query<{ id: number }>(
      `insert into points_goods (project_id, title, info, integral, stock, is_show) values ($1,$2,'测试商品',$3,$4,$5) returning id`,
      [project.id, title, integral, stock, isShow],
    );
    return r.rows[0]?.id ?? 0;
  });
}

let refSeq = 0;
/** Gives an account points through a ledger entry (the insert trigger keeps the balance). */
export async function grant(project: TestProject, userId: number, amount: number) {
  await withAdmin((c) =>
    c.query(
      `insert into points_entries (project_id, user_id, kind, ref, amount, day) values ($1,$2,'course_complete',$3,$4,$5)`,
      [project.id, userId, `grant-${Date.now()}-${refSeq++}`, amount, chinaDay()],
    ),
  );
}

export async function stockOf(goodsId: number): Promise<number> {
  return withAdmin(async (c) => {
    const r = await c.query<{ stock: number }>('select stock from points_goods where id = $1', [goodsId]);
    return r.rows[0]?.stock ?? -1;
  });
}

/** Ledger invariant of one account: balance_after of each entry is the running sum, never negative. */
export async function ledgerOf(userId: number) {
  return withAdmin(async (c) => {
    const r = await c.query<{ amount: number; balance_after: number }>(
      'select amount, balance_after from points_entries where user_id = $1 order by id',
      [userId],
    );
    return r.rows;
  });
}
