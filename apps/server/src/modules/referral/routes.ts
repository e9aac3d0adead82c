import { referralContract } from '@kanghu/shared/contracts';
import { referral } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import * as service from './service.ts';
import { registerReferralTimeline } from './timeline-repo.ts';

const tags = ['referral'];

/** Referrals between doctors, departments and orgs (issue 11; docs/decisions.md "Referrals"). */
export default async function referralRoutes(app: FastifyInstance, opts: { services: Services }) {
  registerReferralTimeline(opts.services.timeline);
  const serve = routeTable(app, { access: 'servicer', tags });
  serve(referral, referralContract, {
    create: {
      summary: '发起转诊',
      description:
        'A doctor refers a patient they see to a doctor, a department or an org of the project (state 0). The target gets REFERRAL_STATE and a system message at once; one open referral per patient and target (409).',
      handle: (ctx, { body }) => service.createReferral(ctx, body),
    },
    list: {
      summary: '转诊记录',
      description:
        "direction=out: sent by the caller; in: addressed to the caller (named, their department or org, or accepted by them). Without it: every referral the caller sees (also those of their org's patients; a patient account those of its own patients). Phone and ID masked.",
      access: 'user',
      handle: (ctx, { query }) => service.listReferrals(ctx, query),
    },
    detail: {
      summary: '转诊详情',
      description: "With `actions`, the moves the caller may make now. Another org's referral answers 404.",
      access: 'user',
      handle: (ctx, { params }) => service.referralDetail(ctx, params.id),
    },
    setState: {
      summary: '转诊状态',
      description:
        'referralState 1 accept / 2 reject (reason required): the target; 3 complete: the referring or accepting doctor; 4 cancel: the referring doctor. 403 for another doctor; 400 when the state no longer allows it (of two concurrent moves one wins).',
      handle: (ctx, { params, body }) => service.setReferralState(ctx, params.id, body),
    },
  });
}
