import { startKanghu } from '/work/main/bench/lib/servers.ts';
import { openBrowser } from '/work/main/bench/web/browser.ts';
import { DEMO_PROJECT, loginDemoPatient, seedStorage, signedInEntries } from '/work/main/bench/web/demo-session.ts';
const path = process.argv[2] ?? '/health/user/index';
const server = await startKanghu();
try {
  const session = await loginDemoPatient(server.url);
  const b = await openBrowser();
  if (path !== '/login') await seedStorage(b.context, server.url, signedInEntries(DEMO_PROJECT, session));
  const cdp = await b.context.newCDPSession(b.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await b.page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  await b.page.waitForTimeout(1000);
  const { profile } = await cdp.send('Profiler.stop') as any;
  // self time by function+url
  const dt = new Map<number, number>(); const ids = profile.samples as number[]; const deltas = profile.timeDeltas as number[];
  for (let i = 0; i < ids.length; i++) dt.set(ids[i], (dt.get(ids[i]) ?? 0) + (deltas[i] ?? 0) / 1000);
  const byNode = new Map(profile.nodes.map((n: any) => [n.id, n]));
  const parent = new Map<number, number>(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>(); const byFile = new Map<string, number>(); const incl = new Map<string, number>();
  for (const [id, t] of dt) { const n: any = byNode.get(id); const cf = n.callFrame; const k = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}:${cf.columnNumber}`; self.set(k, (self.get(k) ?? 0) + t); const f = cf.url.split('/').pop() || cf.functionName; byFile.set(f, (byFile.get(f) ?? 0) + t);
    const seen = new Set<string>(); let cur: number | undefined = id; while (cur !== undefined) { const m: any = byNode.get(cur); const kk = `${m.callFrame.functionName || '(anon)'} ${m.callFrame.url.split('/').pop()}:${m.callFrame.lineNumber}:${m.callFrame.columnNumber}`; if (!seen.has(kk)) { seen.add(kk); incl.set(kk, (incl.get(kk) ?? 0) + t); } cur = parent.get(cur); } }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(0).padStart(5)} ${k}`).join('\n');
  
  const callers = new Map<string, number>();
  for (const [id, t] of dt) { let cur: number | undefined = id; let hit = false; const chain: string[] = [];
    while (cur !== undefined) { const m: any = byNode.get(cur); const nm = `${m.callFrame.functionName || '(anon)'}@${m.callFrame.url.split('/').pop()}:${m.callFrame.lineNumber}:${m.callFrame.columnNumber}`; if (m.callFrame.functionName === 'pe' && m.callFrame.url.includes('framework')) hit = true; if (hit) chain.push(nm); cur = parent.get(cur); }
    if (hit) { const k = chain.slice(1, 6).join(' < '); callers.set(k, (callers.get(k) ?? 0) + t); } }
  
  const tree = (id: number, depth: number, maxDepth: number): number => { const n: any = byNode.get(id); let t = dt.get(id) ?? 0; const kids: [number, number][] = []; for (const c of n.children ?? []) { const ct = tree(c, depth + 1, maxDepth); t += ct; kids.push([c, ct]); } (n as any)._t = t; return t; };
  const root = profile.nodes[0].id; tree(root, 0, 0);
  const print = (id: number, depth: number) => { const n: any = byNode.get(id); if (n._t < 8 || depth > 9) return; const cf = n.callFrame; if (!['(idle)','(program)'].includes(cf.functionName)) console.log(`${'  '.repeat(depth)}${n._t.toFixed(0)} ${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}:${cf.columnNumber}`); for (const c of [...(n.children ?? [])].sort((a: number, b: number) => (byNode.get(b) as any)._t - (byNode.get(a) as any)._t)) print(c, depth + 1); };
  print(root, 0);
  console.log('PE CALLERS\n' + top(callers, 12));
  console.log('BY FILE\n' + top(byFile, 15)); console.log('SELF\n' + top(self, 25)); console.log('INCL\n' + top(incl, 40));
  await b.close();
} finally { await server.stop(); }
