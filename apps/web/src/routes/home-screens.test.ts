import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { familiesFor } from './families.ts';
import { HOME_STARTS } from './home-screens.ts';
import { routeTables } from './index.ts';

describe('the homes start-up opens with their own route table only', () => {
  for (const [path, { family }] of Object.entries(HOME_STARTS)) {
    it(`${path}: ${family} registers it, and no other table its prefix may load matches it`, () => {
      expect(familiesFor(path)).toContain(family);
      const own = matchRoutes(routeTables[family] ?? [], path) ?? [];
      expect(own.at(-1)?.route.path).toBe(path);
      for (const other of familiesFor(path).filter((name) => name !== family)) {
        expect(matchRoutes(routeTables[other] ?? [], path), other).toBeNull();
      }
    });
  }
});
