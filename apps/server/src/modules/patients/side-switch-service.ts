import {
  maskIdCard,
  maskPhone,
  normalizeMobile,
  type sideSwitchBindBody,
  type sideSwitchBindView,
} from '@kanghu/shared';
import type { z } from 'zod';
import type { Ctx } from '../../core/context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { type Binding, bindingsOfIdcard, seesIdcard, upsertBinding } from './side-switch-repo.ts';

function toView(b: Binding): z.infer<typeof sideSwitchBindView> {
  return {
    id: b.id,
    idcard: maskIdCard(b.idcard),
    name: b.name,
    bindIdcard: maskIdCard(b.bindIdcard),
    bindName: b.bindName,
    bindPhone: maskPhone(b.bindPhone),
    relation: b.relation,
    updatedAt: b.updatedAt.toISOString(),
  };
}

/**
 * POST /api/third/patient/side/switch/bind: records that the person `idcard` acts for `bindIdcard`
 * on a partner side (upsert of the pair). The caller must see a patient with `idcard` (a customer:
 * one of their patients; a servicer: one of their scope), else 404 like a missing patient.
 */
export async function saveBinding(ctx: Ctx, body: z.infer<typeof sideSwitchBindBody>) {
  const idcard = body.idcard.toUpperCase();
  const bindIdcard = body.bindIdcard.toUpperCase();
  if (idcard === bindIdcard) throw badRequest('不能绑定本人');
  return ctx.inTenant(async (tx) => {
    if (!(await seesIdcard(tx, await ctx.viewer(tx), idcard))) throw notFound();
    const row = await upsertBinding(
      tx,
      { projectId: ctx.projectId, idcard, bindIdcard },
      {
        name: body.name,
        bindName: body.bindName,
        bindPhone: normalizeMobile(body.bindPhone),
        relation: body.relation,
        createdByUserId: ctx.userId,
        updatedAt: ctx.now(),
      },
    );
    return toView(row);
  });
}

/** GET /api/third/patient/side/switch/bind/idcard/:idcard: the bindings of a person, either side. */
export function bindingsOf(ctx: Ctx, idcard: string) {
  const id = idcard.toUpperCase();
  return ctx.inTenant(async (tx) => {
    if (!(await seesIdcard(tx, await ctx.viewer(tx), id))) throw notFound();
    return (await bindingsOfIdcard(tx, id)).map(toView);
  });
}
