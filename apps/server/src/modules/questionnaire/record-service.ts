import { randomBytes } from 'node:crypto';
import {
  type anonymousRecordBody,
  DAY_MS,
  ITEM_TYPE,
  maskName,
  QUESTION_LINK_DAYS,
  type QuestionRecordView,
  type questionLinkBody,
  type questionRecordBody,
} from '@kanghu/shared';
import type { z } from 'zod';
import { visiblePatient } from '../../core/access.ts';
import type { Ctx, OpenCtx } from '../../core/context.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { answersOf, checkRecord } from './answers.ts';
import {
  cachedQuestionnaire,
  type LoadedQuestionnaire,
  loadQuestionnaire,
  QUESTION_NOT_FOUND,
} from './definitions.ts';
import { insertCustomerRecord } from './fast-submit.ts';
import { linkFileNames } from './link-file-service.ts';
import { hashOf, LINK_IMAGE_FOREIGN, LINK_INVALID, LINK_USED } from './link-token.ts';
import {
  claimLink,
  insertLink,
  insertRecord,
  linkByHash,
  linkRecord,
  recordById,
  visibleRecord,
} from './repo.ts';
import { notifyHighRisk } from './risk-notify.ts';
import { anonymousView, recordView } from './views.ts';

/** The questionnaire if it is still active (a retired one answers 404). */
export function usable(q: LoadedQuestionnaire): LoadedQuestionnaire {
  if (!q.row.active) throw notFound(QUESTION_NOT_FOUND);
  return q;
}

/**
 * Validates (shared rules: 400 with the Chinese message, nothing stored), scores and stores one
 * record of a patient the caller has already checked; answers the new record's id.
 */
export async function store(
  tx: Tx,
  ctx: OpenCtx,
  q: LoadedQuestionnaire,
  input: { patientId: number; formList: { key: string; value: unknown }[]; time?: Date | undefined },
  extra: {
    userId: number | null;
    via: 'app' | 'link';
    evaluationType?: number | undefined;
    relationId?: number | undefined;
    researchPathItemRecordId?: number | undefined;
  },
) {
  const now = ctx.now();
  const values = checkRecord(q.form, answersOf(input.formList as never), now);
  const row = await insertRecord(tx, {
    ...values,
    projectId: ctx.projectId,
    questionnaireId: q.row.id,
    patientId: input.patientId,
    submittedByUserId: extra.userId,
    via: extra.via,
    evaluationType: extra.evaluationType ?? null,
    relationId: extra.relationId ?? null,
    researchPathItemRecordId: extra.researchPathItemRecordId ?? null,
    answeredAt: input.time ?? now,
  });
  if (!row) throw badRequest('保存失败');
  return row.id;
}

/**
 * A patient's own submit (customers, the common and hot case): the definition from the cache,
 * the shared validation and scoring in memory, then one statement that checks the patient is
 * bound to the caller, stores the record and clears the draft (fast-submit.ts).
 */
async function submitAsCustomer(
  ctx: Ctx,
  body: z.output<typeof questionRecordBody>,
): Promise<QuestionRecordView> {
  const q = usable(
    cachedQuestionnaire(ctx.projectId, body.questionId) ??
      (await ctx.inTenant((tx) => loadQuestionnaire(tx, ctx.projectId, body.questionId))),
  );
  const now = ctx.now();
  const values = checkRecord(q.form, answersOf(body.formList), now);
  const row = await insertCustomerRecord(ctx.services.db, {
    ...values,
    projectId: ctx.projectId,
    questionnaireId: q.row.id,
    patientId: body.patientId,
    submittedByUserId: ctx.userId,
    via: 'app',
    evaluationType: body.evaluationType ?? null,
    relationId: body.relationId ?? null,
    researchPathItemRecordId: body.researchPathItemRecordId ?? null,
    answeredAt: body.time ?? now,
  });
  if (!row) throw notFound();
  ctx.audit.patients.add(body.patientId);
  const scoring = q.form.definition.scoring;
  const view: QuestionRecordView = {
    id: row.id,
    questionId: q.row.id,
    questionName: q.row.name,
    patientId: body.patientId,
    patientName: row.patientName,
    total: values.total ?? null,
    max: scoring?.max ?? null,
    unit: scoring?.unit ?? null,
    level: values.level ?? null,
    tone: values.tone ?? null,
    text: values.resultText ?? null,
    advice: values.advice ?? null,
    flags: values.flags ?? [],
    evaluationType: body.evaluationType ?? null,
    via: 'app',
    answeredAt: row.answeredAt.toISOString(),
  };
  await notifyHighRisk(ctx, view);
  return view;
}

/** POST /api/question/record: validate with the shared rules, score from the definition, store. */
export async function submitRecord(ctx: Ctx, body: z.output<typeof questionRecordBody>) {
  if (ctx.session.userType === 'customer') return submitAsCustomer(ctx, body);
  const view = await ctx.inTenant(async (tx) => {
    const viewer = await ctx.viewer(tx);
    await visiblePatient(tx, viewer, body.patientId);
    const q = usable(await loadQuestionnaire(tx, ctx.projectId, body.questionId));
    const id = await store(tx, ctx, q, body, {
      userId: ctx.userId,
      via: 'app',
      evaluationType: body.evaluationType,
      relationId: body.relationId,
      researchPathItemRecordId: body.researchPathItemRecordId,
    });
    const row = await visibleRecord(tx, viewer, id);
    if (!row) throw notFound();
    return recordView(row);
  });
  await notifyHighRisk(ctx, view);
  return view;
}

/**
 * Stores a new single-use no-login link (the caller has checked patient and questionnaire) and
 * returns its token (never stored) and the form path carrying it in the fragment.
 */
export async function newLink(tx: Tx, ctx: Ctx, patientId: number, questionId: number) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(ctx.now().getTime() + QUESTION_LINK_DAYS * DAY_MS);
  const id = await insertLink(tx, {
    projectId: ctx.projectId,
    tokenHash: hashOf(token),
    questionnaireId: questionId,
    patientId,
    createdByUserId: ctx.userId,
    expiresAt,
  });
  // The token travels in the fragment: browsers never send it to a server or write it to a log.
  const path = `/health/patient/${patientId}/question/${questionId}/no/login/form#t=${token}`;
  return { id, token, path, expiresAt: expiresAt.toISOString() };
}

/** POST /api/question/link: a single-use no-login link for a patient the caller sees. */
export function issueLink(ctx: Ctx, body: z.output<typeof questionLinkBody>) {
  return ctx.inTenant(async (tx) => {
    await visiblePatient(tx, await ctx.viewer(tx), body.patientId);
    usable(await loadQuestionnaire(tx, ctx.projectId, body.questionId));
    const { token, path, expiresAt } = await newLink(tx, ctx, body.patientId, body.questionId);
    return { token, path, expiresAt };
  });
}

/** POST /api/question/link/check: what a link is for, before the form is filled (open). */
export function checkLink(ctx: OpenCtx, token: string) {
  return ctx.inTenant(async (tx) => {
    const found = await linkByHash(tx, hashOf(token));
    if (!found) throw notFound(LINK_INVALID);
    const { link } = found;
    if (link.usedAt || link.expiresAt <= ctx.now()) throw badRequest(LINK_USED);
    return {
      questionId: link.questionnaireId,
      patientId: link.patientId,
      patientName: maskName(found.patientName),
      expiresAt: link.expiresAt.toISOString(),
    };
  });
}

/**
 * Image answers of a no-login form must be images uploaded through this very link (so a record
 * never points at a file its readers may not see, or someone else's).
 */
async function checkLinkImages(
  tx: Tx,
  q: LoadedQuestionnaire,
  linkId: number,
  formList: { key: string; value: unknown }[],
) {
  const imageKeys = new Set(
    q.form.definition.sections.flatMap((s) =>
      s.items.filter((i) => i.type === ITEM_TYPE.image).map((i) => i.key),
    ),
  );
  const urls = formList
    .filter((e) => imageKeys.has(e.key) && Array.isArray(e.value))
    .flatMap((e) => (e.value as unknown[]).map(String));
  if (urls.length === 0) return;
  const mine = await linkFileNames(tx, linkId);
  if (urls.some((u) => !mine.has(u))) throw badRequest(LINK_IMAGE_FOREIGN);
}

/**
 * POST /api/question/record/anonymous (open): the link's token names the patient and the
 * questionnaire; it is used up in the same transaction as the record is stored, so a second
 * submit through the same link is refused and a refused form leaves the link usable.
 */
export async function submitAnonymous(ctx: OpenCtx, body: z.output<typeof anonymousRecordBody>) {
  const out = await ctx.inTenant(async (tx) => {
    const hash = hashOf(body.token);
    const link = await claimLink(tx, hash, ctx.now());
    if (!link) {
      const known = await linkByHash(tx, hash);
      throw known ? badRequest(LINK_USED) : notFound(LINK_INVALID);
    }
    if (link.questionnaireId !== body.questionId) throw badRequest(LINK_INVALID);
    const q = usable(await loadQuestionnaire(tx, ctx.projectId, link.questionnaireId));
    await checkLinkImages(tx, q, link.id, body.formList);
    const id = await store(tx, ctx, q, { ...body, patientId: link.patientId }, { userId: null, via: 'link' });
    await linkRecord(tx, link.id, id);
    ctx.audit.patients.add(link.patientId);
    const row = await recordById(tx, id);
    if (!row) throw notFound();
    return { view: anonymousView(row), full: recordView(row) };
  });
  await notifyHighRisk(ctx, out.full);
  return out.view;
}
