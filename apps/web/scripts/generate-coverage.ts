/**
 * Writes apps/web/src/routes/coverage.json from the route tables: every registered path, its
 * family and whether a real screen is there (false: the shared 即将上线 page);
 * family-prefixes.json, which family tables the router loads for a path (routes/families.ts);
 * and built-paths.json, the paths with a real screen (for the homes' menus).
 * Run from the repo root: `npx tsx apps/web/scripts/generate-coverage.ts`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  buildBuiltPaths,
  buildCoverage,
  buildFamilyPrefixes,
  duplicatePaths,
} from '../src/routes/coverage.ts';
import { prefixKey } from '../src/routes/families.ts';
import { coverageTables, routeTables } from '../src/routes/index.ts';

const target = fileURLToPath(new URL('../src/routes/coverage.json', import.meta.url));
const rows = buildCoverage(coverageTables);
writeFileSync(target, `${JSON.stringify(rows, null, 2)}\n`);
writeFileSync(
  fileURLToPath(new URL('../src/routes/built-paths.json', import.meta.url)),
  `${JSON.stringify(buildBuiltPaths(rows), null, 2)}\n`,
);
const prefixes = buildFamilyPrefixes(routeTables, prefixKey);
writeFileSync(
  fileURLToPath(new URL('../src/routes/family-prefixes.json', import.meta.url)),
  `${JSON.stringify(prefixes, null, 2)}\n`,
);
console.log(`family-prefixes.json: ${Object.keys(prefixes).length} prefixes`);

const built = rows.filter((row) => row.built).length;
console.log(`coverage.json: ${rows.length} paths, ${built} built, ${rows.length - built} coming soon`);
const duplicates = duplicatePaths(rows);
if (duplicates.length > 0) console.warn(`registered more than once: ${duplicates.join(', ')}`);
