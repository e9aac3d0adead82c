import { randomInt } from 'node:crypto';
import { idCardCheckChar } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type TestProject, withAdmin } from '../fixtures.ts';

/** A valid, random 18-character ID number (Zhejiang, born 1960-1999). */
export function randomIdCard(): string {
  const year = 1960 + randomInt(40);
  const month = String(1 + randomInt(12)).padStart(2, '0');
  const day = String(1 + randomInt(28)).padStart(2, '0');
  const first17 = `330102${year}${month}${day}${String(randomInt(1000)).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
}

/** Audit rows of a project and kind (owner connection, bypassing RLS on purpose). */
export function auditRows(
  project: TestProject,
  kind: string,
): Promise<{ success: boolean; reason: string | null; user_id: number | null; subject: string }[]> {
  return withAdmin(async (c) => {
    const r = await c.query(
      'select success, reason, user_id, subject from auth_events where project_id = $1 and kind = $2 order by id',
      [project.id, kind],
    );
    return r.rows;
  });
}

/** The session of a token must resolve in its project (the login really signed someone in). */
export async function expectLiveToken(
  app: FastifyInstance,
  project: TestProject,
  token: string,
  userId: number,
) {
  const session = await app.services.sessions.resolve(project.id, token);
  expect(session?.userId).toBe(userId);
}

/** Asserts the failure envelope. */
export function expectFailure(res: { statusCode: number; json(): unknown }, status: number, msg: string) {
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { success: false, msg } });
}

/** The authorize link of a dev page (HTML-unescaped). */
export function authorizeHref(html: string): URL {
  const m = /id="authorize" href="([^"]+)"/.exec(html);
  if (!m?.[1]) throw new Error('no authorize link');
  return new URL(m[1].replaceAll('&amp;', '&'));
}
