import { z } from 'zod';
import { rowIdField } from './auth.ts';

/**
 * The temporary save (暂存) of a local follow-up's record (issue 16, ours): the follow record
 * form's fields as typed so far. Only types and lengths are checked (a half-typed number is kept
 * as typed); follow/save with `finish` validates the record and deletes the draft.
 */
const DRAFT_MSG = '暂存内容有误';
const text = (max: number) => z.string({ error: DRAFT_MSG }).max(max, DRAFT_MSG).optional();
const codes = z
  .array(z.string({ error: DRAFT_MSG }).max(32, DRAFT_MSG), { error: DRAFT_MSG })
  .max(20)
  .optional();
const numbers = z
  .array(z.number({ error: DRAFT_MSG }).int(DRAFT_MSG), { error: DRAFT_MSG })
  .max(4)
  .optional();
const flag = z.boolean({ error: DRAFT_MSG }).optional();

export const followFormValues = z.object(
  {
    followMode: numbers,
    sbp: text(8),
    dbp: text(8),
    heartRate: text(8),
    glucose: text(8),
    weight: text(8),
    height: text(8),
    symptoms: codes,
    dangerSigns: codes,
    smoking: text(8),
    drinking: text(8),
    salt: codes,
    adherence: numbers,
    adverseReaction: flag,
    hypoglycemia: numbers,
    complication: flag,
    medication: text(500),
    advice: text(500),
    nextFollowDate: text(10),
  },
  { error: DRAFT_MSG },
);
export type FollowFormValues = z.infer<typeof followFormValues>;

export const aiFollowDraftBody = z.object({
  id: rowIdField,
  values: followFormValues,
});
export const aiFollowDraftView = z
  .object({ planId: z.number().int(), values: followFormValues, updatedAt: z.string() })
  .nullable();
