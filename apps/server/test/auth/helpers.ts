import { randomInt } from 'node:crypto';
import { idCardCheckChar, type SessionInfo } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DevSmsProvider } from '../../src/modules/auth/sms/provider.ts';
import { call, type TestProject, type TestUser } from '../fixtures.ts';

/** A valid random 18-digit ID number (Hangzhou, born in the 1980s). */
export function randomIdcard(): string {
  const birth = `198${randomInt(0, 10)}0${randomInt(1, 10)}1${randomInt(0, 10)}`;
  const first17 = `330106${birth}${String(randomInt(0, 1000)).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
}

/** The last code the development SMS provider of this app sent to `tel` (what the phone would show). */
export function lastSmsCode(app: FastifyInstance, tel: string): string {
  const provider = app.services.sms.provider;
  if (!(provider instanceof DevSmsProvider)) throw new Error('tests need the development SMS provider');
  const code = provider.lastCode(tel);
  if (!code) throw new Error('no SMS was sent to this number');
  return code;
}

/** Asks for a code (scene) and answers the code the phone received. */
export async function requestCode(
  app: FastifyInstance,
  project: TestProject,
  tel: string,
  scene: string,
): Promise<string> {
  const res = await call(app, project, {
    method: 'GET',
    url: '/api/base/sms/code/tel',
    query: { tel, scene },
  });
  expect(res.statusCode, res.body).toBe(200);
  return lastSmsCode(app, tel);
}

/** Password login through POST /api/user/app/login; answers the session info. */
export async function login(
  app: FastifyInstance,
  project: TestProject,
  user: Pick<TestUser, 'username' | 'password'>,
): Promise<SessionInfo> {
  const res = await call(app, project, {
    method: 'POST',
    url: '/api/user/app/login',
    payload: { username: user.username, password: user.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as SessionInfo;
}

/** A token for `user` (via the real login call). */
export async function tokenFor(
  app: FastifyInstance,
  project: TestProject,
  user: Pick<TestUser, 'username' | 'password'>,
): Promise<string> {
  return (await login(app, project, user)).token;
}
