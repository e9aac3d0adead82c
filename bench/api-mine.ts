import { type LoadResult, load, printTable } from './lib/load.ts';
import { startBareFastify, startKanghu } from './lib/servers.ts';

/**
 * Issue 2 target: authenticated GET /api/user/mine reaches at least 30% of a bare Fastify route's
 * throughput on this machine, measured in the same run.
 */
export async function benchMine(seconds: number): Promise<{ ratio: number; pass: boolean }> {
  const bare = await startBareFastify();
  const kanghu = await startKanghu();
  try {
    const login = await fetch(`${kanghu.url}/api/user/app/login`, {
      method: 'POST',
      headers: { project: 'demo', 'content-type': 'application/json' },
      body: JSON.stringify({ username: '13800000001', password: 'Demo@2026' }),
    });
    const body = (await login.json()) as { success: boolean; data?: { token: string }; msg?: string };
    if (!body.success || !body.data) throw new Error(`demo login failed: ${body.msg}`);
    const headers = { project: 'demo', authorization: body.data.token };
    await load('warm-up', `${kanghu.url}/api/user/mine`, { headers, seconds: 2 });
    // Interleaved rounds, so that noise from other work on this machine hits both alike.
    const rows: LoadResult[] = [];
    for (let round = 1; round <= 2; round++) {
      rows.push(await load(`bare Fastify route #${round}`, `${bare.url}/bare`, { seconds: seconds / 2 }));
      const url = `${kanghu.url}/api/user/mine`;
      rows.push(
        await load(`GET /api/user/mine (authenticated) #${round}`, url, { headers, seconds: seconds / 2 }),
      );
    }
    printTable(rows);
    const total = (prefix: string) =>
      rows.filter((r) => r.name.startsWith(prefix)).reduce((a, r) => a + r.rps, 0);
    const ratio = total('GET /api/user/mine') / total('bare');
    const mine = {
      non2xx: rows.reduce((a, r) => a + r.non2xx, 0),
      errors: rows.reduce((a, r) => a + r.errors, 0),
    };
    const pass = ratio >= 0.3 && mine.non2xx === 0 && mine.errors === 0;
    console.log(
      `/api/user/mine: ${(ratio * 100).toFixed(1)}% of the bare route (target >= 30%): ${pass ? 'PASS' : 'FAIL'}`,
    );
    return { ratio, pass };
  } finally {
    await kanghu.stop();
    await bare.stop();
  }
}
