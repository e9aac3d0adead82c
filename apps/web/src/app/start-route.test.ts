import { describe, expect, it } from 'vitest';
import { HOME_STARTS } from '../routes/home-screens.ts';
import { routeTables } from '../routes/index.ts';
import { startTables } from './start-route.ts';

describe('startTables', () => {
  for (const [path, { family }] of Object.entries(HOME_STARTS)) {
    it(`${path}: the router starts with the home's own route of ${family}, not the whole table`, async () => {
      const tables = await startTables(path);
      expect(tables).toHaveLength(1);
      expect(tables[0]).toHaveLength(1);
      // The same route object as in the family's table (a later patch of the table skips it).
      expect(routeTables[family]).toContain(tables[0]?.[0]);
      expect(tables[0]?.[0]?.path).toBe(path);
      expect(await startTables(`${path}/`)).toEqual(tables);
    });
  }

  it('another path starts with the whole tables of the families its prefix may hold', async () => {
    const tables = await startTables('/health/doctor/mine/index');
    expect(tables).toContainEqual(routeTables['health-doctor']);
  });
});
