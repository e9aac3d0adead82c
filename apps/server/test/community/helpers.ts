import type { FastifyInstance } from 'fastify';
import { call, type TestProject, withAdmin } from '../fixtures.ts';
import type { Account } from '../patients/helpers.ts';

/** Two shown circles and a hidden one, with keywords. */
export async function makeCircles(p: TestProject) {
  return withAdmin(async (c) => {
    const ids: number[] = [];
    for (const [name, show] of [
      ['高血压之家', 1],
      ['糖友互助', 1],
      ['已下线圈子', 0],
    ] as const) {
      const r = await c.query<{ id: number }>(
        'insert into circles (project_id, name, intro, is_show) values ($1, $2, $3, $4) returning id',
        [p.id, name, `${name}简介`, show],
      );
      ids.push(r.rows[0]?.id ?? 0);
    }
    await c.query(
      `insert into circle_keywords (project_id, circle_id, word, sort) values ($1, $2, '降压药', 1), ($1, $2, '低盐饮食', 2), ($1, $3, '血糖', 1)`,
      [p.id, ids[0], ids[1]],
    );
    return { bp: ids[0] ?? 0, sugar: ids[1] ?? 0, hidden: ids[2] ?? 0 };
  });
}

/** Makes the account older than the new-account window and gives it nothing else. */
export async function age(who: Account) {
  await withAdmin((c) =>
    c.query(`update users set created_at = now() - interval '30 days' where id = $1`, [who.id]),
  );
}

/** Moves the account's items out of the rate window (so a test can post again). */
export async function cool(who: Account) {
  await withAdmin(async (c) => {
    await c.query(`update comments set created_at = created_at - interval '1 hour' where user_id = $1`, [
      who.id,
    ]);
    await c.query(`update circle_posts set created_at = created_at - interval '1 hour' where user_id = $1`, [
      who.id,
    ]);
  });
}

export async function setModeration(p: TestProject, mode: 'pre' | 'post') {
  await withAdmin((c) =>
    c.query(
      `update projects set settings = jsonb_set(settings, '{features,commentModeration}', to_jsonb($2::text)) where id = $1`,
      [p.id, mode],
    ),
  );
}

export function client(app: FastifyInstance, p: TestProject) {
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who?: Account,
    payload?: unknown,
    project = p,
  ) =>
    call(app, project, {
      method,
      url,
      ...(who ? { token: who.token } : {}),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    get: (url: string, who?: Account, project = p) => send('GET', url, who, undefined, project),
    post: (url: string, who: Account | undefined, payload: unknown, project = p) =>
      send('POST', url, who, payload, project),
    put: (url: string, who: Account | undefined, payload: unknown, project = p) =>
      send('PUT', url, who, payload, project),
    del: (url: string, who?: Account, project = p) => send('DELETE', url, who, undefined, project),
  };
}
