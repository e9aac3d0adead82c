import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app puts packages/shared/src/domain and codec into the "shared" chunk every page loads,
 * sign-in included; a group takes its modules' dependencies, so one zod import there would put
 * zod (~30 KB gz) on the sign-in path. zod fields belong in schemas/.
 */
describe('shared helpers stay free of zod', () => {
  it('no domain, codec or endpoint module imports zod at run time (except the zod locale)', () => {
    const offenders: string[] = [];
    for (const dir of ['domain', 'codec', 'endpoints']) {
      const folder = path.join(import.meta.dirname, '..', dir);
      for (const file of readdirSync(folder)) {
        if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file === 'zod-locale.ts') continue;
        const text = readFileSync(path.join(folder, file), 'utf8');
        // `import type` is erased at build time; only value imports would bring zod along.
        const valueImport =
          /^\s*(import|export)\s+(?!type\b)[^;]*?from\s+['"](zod|\.\.\/schemas\/[^'"]+)['"]/m;
        if (valueImport.test(text)) offenders.push(`${dir}/${file}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
