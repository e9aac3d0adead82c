import {
  type Answers,
  type AnswerValue,
  type CompiledForm,
  isAnswered,
  keptAnswers,
  scoreAnswers,
  validateAnswers,
} from '@kanghu/shared';
import { badRequest } from '../../lib/errors.ts';
import type { RecordValues } from './repo.ts';

/** `formList` ([{key, value}]) as answers; a key given twice is refused. */
export function answersOf(formList: { key: string; value: AnswerValue }[]): Answers {
  const answers: Answers = {};
  for (const { key, value } of formList) {
    if (Object.hasOwn(answers, key)) throw badRequest(`题目${key}重复`);
    answers[key] = value;
  }
  return answers;
}

/**
 * The server's check of a submitted form: the same shared rules as the web form (400 with the
 * Chinese message, nothing stored), then the kept answers (visible items only) and the score.
 */
export function checkRecord(form: CompiledForm, answers: Answers, now: Date) {
  const error = validateAnswers(form, answers, now);
  if (error) throw badRequest(error.msg);
  const kept = keptAnswers(form, answers);
  const score = scoreAnswers(form, kept);
  const values: Pick<
    RecordValues,
    'answers' | 'total' | 'level' | 'tone' | 'resultText' | 'advice' | 'flags'
  > = {
    answers: kept,
    total: score?.total ?? null,
    level: score?.band?.level ?? null,
    tone: score?.band?.tone ?? null,
    resultText: score?.band?.text ?? null,
    advice: score?.band?.advice ?? null,
    flags: score?.flags ?? [],
  };
  return values;
}

/**
 * A draft keeps what is filled so far: required items may be empty, but a filled item must be
 * well-formed (the same messages as on submit); answers of unknown or hidden items are dropped.
 */
export function checkDraft(form: CompiledForm, answers: Answers): Answers {
  const filled: Answers = {};
  for (const item of form.items) {
    const v = answers[item.key];
    if (item.type <= 90 && isAnswered(v)) filled[item.key] = v;
  }
  const relaxed: CompiledForm = {
    ...form,
    items: form.items.map((i) => (i.require ? { ...i, require: false } : i)),
  };
  const error = validateAnswers(relaxed, filled);
  if (error) throw badRequest(error.msg);
  return keptAnswers(form, filled);
}
