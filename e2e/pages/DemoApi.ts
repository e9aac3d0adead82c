import { readFile } from 'node:fs/promises';
import pg from 'pg';

/**
 * Fixtures made through the API of the server under test (project demo), as a partner or an
 * operator would: plain JSON calls with the Project header.
 */
export class DemoApi {
  constructor(
    private readonly baseURL: string,
    private readonly project = 'demo',
  ) {}

  async call<T>(method: string, path: string, options: { body?: unknown; token?: string } = {}): Promise<T> {
    const headers: Record<string, string> = { Project: this.project };
    if (options.token) headers.Authorization = options.token;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${this.baseURL}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const answer = (await response.json()) as { success: boolean; data?: T; msg?: string };
    if (!response.ok || !answer.success) {
      throw new Error(`${method} ${path}: ${response.status} ${answer.msg ?? ''}`);
    }
    return answer.data as T;
  }

  async doctorToken(username: string, password: string, orgCode: string): Promise<string> {
    const info = await this.call<{ token: string }>('POST', '/api/user/login/doctor', {
      body: { username, password, orgCode },
    });
    return info.token;
  }

  /** A customer created by a doctor (no SMS used, so the phone's SMS quota stays free). */
  async createCustomer(doctorToken: string, fields: { tel: string; password: string; name: string }) {
    return this.call<{ id: number }>('POST', '/api/user', {
      token: doctorToken,
      body: { ...fields, roleId: 'patient', userType: 'customer' },
    });
  }

  /** Revokes a session, as signing out on another device would. */
  async logout(token: string): Promise<void> {
    await this.call('DELETE', '/api/user/logout', { token });
  }

  /** Whether the phone and password sign in (POST /api/user/app/login). */
  async canSignIn(username: string, password: string): Promise<boolean> {
    try {
      await this.call('POST', '/api/user/app/login', { body: { username, password } });
      return true;
    } catch {
      return false;
    }
  }
}

/** A fresh mainland mobile number (139 + 8 random digits). */
export function randomTel(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/**
 * The partner's sign secret of a decryption scheme, as the operator hands it over (there is no
 * API for it): read from the server's embedded PostgreSQL, whose port the server logs at start.
 * Generated here when the server has not needed it yet, exactly like the server would.
 */
export async function partnerSignSecret(
  serverLog: string,
  keyKind: string,
  project = 'demo',
): Promise<string> {
  const port = /embedded PostgreSQL on port (\d+)/.exec(await readFile(serverLog, 'utf8'))?.[1];
  if (!port) throw new Error(`no embedded PostgreSQL port in ${serverLog}`);
  const client = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/kanghu` });
  await client.connect();
  try {
    const kind = `${keyKind}:sign`;
    const { rows } = await client.query<{ id: number }>('select id from projects where key = $1', [project]);
    const projectId = rows[0]?.id;
    if (!projectId) throw new Error(`project ${project} not found`);
    const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
    await client.query(
      `insert into integration_keys (project_id, kind, secret_value) values ($1, $2, $3)
       on conflict (project_id, kind) do nothing`,
      [projectId, kind, secret],
    );
    const stored = await client.query<{ secret_value: string }>(
      'select secret_value from integration_keys where project_id = $1 and kind = $2',
      [projectId, kind],
    );
    const value = stored.rows[0]?.secret_value;
    if (!value) throw new Error(`no ${kind} key`);
    return value;
  } finally {
    await client.end();
  }
}
