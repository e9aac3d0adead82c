import { expect, it } from 'vitest';
import * as scales from './scales/index.ts';
import before from './scales.snapshot.json' with { type: 'json' };

/**
 * The scale tables as they were before they were written with the builders of scales/items.ts
 * (JSON of every exported constant of scales/index.ts, taken from main): every text, value, score
 * and condition must stay as it was. A deliberate change of a scale updates the snapshot with it.
 */
it('every exported scale equals the snapshot taken before the builders', () => {
  const { BUILT_IN_CODES, ...tables } = before;
  const now = Object.fromEntries(
    Object.entries(scales).filter(
      ([name, v]) => typeof v !== 'function' && name !== 'BUILT_IN_QUESTIONNAIRES',
    ),
  );
  expect(JSON.parse(JSON.stringify(now))).toEqual(tables);
  expect(scales.BUILT_IN_QUESTIONNAIRES.map((d) => d.code)).toEqual(BUILT_IN_CODES);
  for (const d of scales.BUILT_IN_QUESTIONNAIRES) expect(Object.values(now)).toContain(d);
});
