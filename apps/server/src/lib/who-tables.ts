import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseLmsTable, WHO_TABLE_FILES, type WhoTables } from '@kanghu/shared';
import { WHO_GROWTH_DIR } from '../paths.ts';

let cached: WhoTables | null = null;

/**
 * The WHO LMS tables (packages/shared/data/who-growth, the WHO's anthro and anthroplus data), read
 * from disk on first use and kept for the process; the web never loads them (the server sends the
 * z-scores and the chart lines).
 */
export function whoTables(): WhoTables {
  if (cached) return cached;
  const out = {} as WhoTables;
  for (const name of WHO_TABLE_FILES)
    out[name] = parseLmsTable(readFileSync(path.join(WHO_GROWTH_DIR, `${name}.txt`), 'utf8'));
  cached = out;
  return out;
}
