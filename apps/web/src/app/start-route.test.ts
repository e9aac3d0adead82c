import { describe, expect, it } from 'vitest';
import { HOME_STARTS } from '../routes/home-screens.ts';
import { routeTables } from '../routes/index.ts';
import { loadStartFamily, startTables } from './start-route.ts';

describe('startTables', () => {
  for (const [path, { family, route }] of Object.entries(HOME_STARTS)) {
    it(`${path}: the router starts with the home's route alone; ${family} registers the same route`, async () => {
      expect(await startTables(path)).toEqual([[route]]);
      expect(await startTables(`${path}/`)).toEqual([[route]]);
      // At the table's top level, with the same properties (react-router then skips it when the
      // table is patched in: same path, no children).
      const own = routeTables[family]?.find((r) => r.path === path);
      expect(own).toBeDefined();
      expect(Object.keys(own ?? {}).sort()).toEqual(Object.keys(route).sort());
      expect(own?.children).toBeUndefined();
      // Once start-up has settled, the family's table loads.
      expect(await loadStartFamily()).toEqual([routeTables[family]]);
      expect(await loadStartFamily()).toEqual([]);
    });
  }

  it('another path starts with the whole tables of the families its prefix may hold', async () => {
    const tables = await startTables('/health/doctor/mine/index');
    expect(tables).toContainEqual(routeTables['health-doctor']);
    expect(await loadStartFamily()).toEqual([]);
  });
});
