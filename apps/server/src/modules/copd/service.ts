import { assessCopd, type CopdLevelView, type copdLevelQuery } from '@kanghu/shared';
import type { z } from 'zod';

export const GOLD_SOURCE = 'GOLD 2023 慢性阻塞性肺疾病全球倡议报告，ABE综合评估';

/** The GOLD ABE group of the scores: a pure calculation, nothing stored. */
export function copdLevel(q: z.output<typeof copdLevelQuery>): CopdLevelView {
  return { ...q, ...assessCopd(q), source: GOLD_SOURCE };
}
