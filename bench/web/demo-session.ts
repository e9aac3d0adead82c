import { AUTH_STORAGE_SUFFIX, type SessionInfo } from '@kanghu/shared';
import type { BrowserContext } from 'playwright-core';

export const DEMO_PROJECT = 'demo';
export const DEMO_PATIENT = { username: '13800000001', password: 'Demo@2026' } as const;

export const DEMO_DOCTOR = { username: 'doctor01', password: 'Demo@2026', orgCode: 'DEMO01' } as const;

/** Signs in through the API, as the web app would (plain payload). */
async function login(baseUrl: string, path: string, body: object, who: string): Promise<SessionInfo> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      Project: DEMO_PROJECT,
      'Device-Type': 'h5',
      Source: 'browser',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { success: boolean; data?: SessionInfo; msg?: string };
  if (!answer.success || !answer.data) throw new Error(`demo ${who} login failed: ${answer.msg}`);
  return answer.data;
}

/** Signs the demo patient in (the patient app's sign-in). */
export function loginDemoPatient(baseUrl: string): Promise<SessionInfo> {
  return login(baseUrl, '/api/user/app/login', DEMO_PATIENT, 'patient');
}

/** Signs the demo doctor in (the doctor sign-in of /doctor/login). */
export function loginDemoDoctor(baseUrl: string): Promise<SessionInfo> {
  return login(baseUrl, '/api/user/login/doctor', DEMO_DOCTOR, 'doctor');
}

/**
 * The entries apps/web/src/lib/storage.ts and session.ts write after a sign-in (STORAGE_KEYS,
 * `saveSession`): the project, `{project}_Authorization` and `{project}_userInfo`.
 */
export function signedInEntries(project: string, info: SessionInfo): Record<string, string> {
  return {
    project,
    [`${project}${AUTH_STORAGE_SUFFIX}`]: info.token,
    [`${project}_userInfo`]: JSON.stringify({
      id: info.user.id,
      name: info.user.name,
      userType: info.user.userType,
      role: info.user.role,
    }),
  };
}

/**
 * Writes the entries into local storage and cookies of the origin, from a blank document served by
 * the test itself, so no page of the app (and none of its assets) is loaded or cached before.
 */
export async function seedStorage(
  context: BrowserContext,
  baseUrl: string,
  entries: Record<string, string>,
): Promise<void> {
  const blank = `${baseUrl}/__bench_seed__`;
  const page = await context.newPage();
  try {
    await page.route(blank, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>seed</title>' }),
    );
    await page.goto(blank);
    await page.evaluate((values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, entries);
    await context.addCookies(
      Object.entries(entries).map(([name, value]) => ({
        name: encodeURIComponent(name),
        value: encodeURIComponent(value),
        url: baseUrl,
        sameSite: 'Lax' as const,
      })),
    );
  } finally {
    await page.close();
  }
}
