import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** autocannon for `seconds` with `connections` against one URL. */
export async function load(
  name: string,
  url: string,
  options: { headers?: Record<string, string>; seconds?: number; connections?: number } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    headers: options.headers ?? {},
    duration: options.seconds ?? 10,
    connections: options.connections ?? 50,
    pipelining: 1,
  });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function printTable(rows: LoadResult[]): void {
  console.table(
    rows.map((r) => ({
      benchmark: r.name,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      errors: r.errors,
      non2xx: r.non2xx,
    })),
  );
}

/** A servicer's session token (the doctor sign-in with an org code), for the benches' requests. */
export async function servicerToken(
  url: string,
  who: { project: string; username: string; password: string; orgCode: string },
): Promise<string> {
  const res = await fetch(`${url}/api/user/login/doctor`, {
    method: 'POST',
    headers: { project: who.project, 'content-type': 'application/json' },
    body: JSON.stringify({ username: who.username, password: who.password, orgCode: who.orgCode }),
  });
  const body = (await res.json()) as { success: boolean; data?: { token: string }; msg?: string };
  if (!body.success || !body.data) throw new Error(`${who.username} login failed: ${body.msg}`);
  return body.data.token;
}
