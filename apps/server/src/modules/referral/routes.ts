import {
  idParam,
  referralBody,
  referralPage,
  referralQuery,
  referralStateBody,
  referralView,
} from '@kanghu/shared';
import { referral } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { createReferral, listReferrals, referralDetail, setReferralState } from './service.ts';
import { registerReferralTimeline } from './timeline-repo.ts';

const tags = ['referral'];

/** Referrals between doctors, departments and orgs (issue 11; docs/decisions.md "Referrals"). */
export default async function referralRoutes(app: FastifyInstance, opts: { services: Services }) {
  registerReferralTimeline(opts.services.timeline);
  const add = routes(app, { access: 'servicer', tags });
  add(
    referral.create,
    { body: referralBody, response: referralView },
    {
      summary: '发起转诊',
      description:
        'A doctor refers a patient they see to a doctor, a department or an org of the project (state 0). The target gets REFERRAL_STATE and a system message at once; one open referral per patient and target (409).',
    },
    (ctx, { body }) => createReferral(ctx, body),
  );
  add(
    referral.list,
    { query: referralQuery, response: referralPage },
    {
      summary: '转诊记录',
      description:
        "direction=out: sent by the caller; in: addressed to the caller (named, their department or org, or accepted by them). Without it: every referral the caller sees (also those of their org's patients; a patient account those of its own patients). Phone and ID masked.",
      access: 'user',
    },
    (ctx, { query }) => listReferrals(ctx, query),
  );
  add(
    referral.detail,
    { params: idParam, response: referralView },
    {
      summary: '转诊详情',
      description: "With `actions`, the moves the caller may make now. Another org's referral answers 404.",
      access: 'user',
    },
    (ctx, { params }) => referralDetail(ctx, params.id),
  );
  add(
    referral.setState,
    { params: idParam, body: referralStateBody, response: referralView },
    {
      summary: '转诊状态',
      description:
        'referralState 1 accept / 2 reject (reason required): the target; 3 complete: the referring or accepting doctor; 4 cancel: the referring doctor. 403 for another doctor; 400 when the state no longer allows it (of two concurrent moves one wins).',
    },
    (ctx, { params, body }) => setReferralState(ctx, params.id, body),
  );
}
