import {
  contractBody,
  contractCountQuery,
  contractCounts as contractCountsSchema,
  contractPage,
  contractQuery,
  contractView,
  familyMonitorDetail,
  familyMonitorPage,
  familyMonitorParams,
  familyMonitorQuery,
  idParam,
  preSignPage,
  preSignReviewBody,
  preSignReviewQuery,
  preSignReviewResult,
  renewBody,
  terminateBody,
} from '@kanghu/shared';
import { contract } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppParts } from '../../core/context.ts';
import { routes } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { registerContractJobs } from './jobs.ts';
import { familyMonitor, familyMonitorDetail as monitorDetail } from './monitor-service.ts';
import { contractCounts, contractDetail, listContracts } from './query-service.ts';
import { listApplications, reviewApplication } from './review-service.ts';
import { confirmContractBy, createContract, renewContract, terminateContract } from './service.ts';
import { registerContractTimeline } from './timeline-repo.ts';

const tags = ['contract'];
const one = { params: idParam, response: contractView };

/**
 * Family-doctor contracts (issue 11 part 4): offer, confirm (both parties), terminate with a
 * reason, renew; the review of pre-sign applications; the signed residents' home monitoring.
 * Registers the daily renewal sweep.
 */
export default async function contractRoutes(app: FastifyInstance, opts: { services: Services }) {
  const add = routes(app, { access: 'servicer', tags });
  const parts: AppParts = {
    services: opts.services,
    log: app.log,
    jobs: app.jobs,
    send: (projectId, userId, message) => app.realtime.send(projectId, userId, message),
  };
  await registerContractJobs(parts);
  registerContractTimeline(opts.services.timeline);

  add(
    contract.list,
    { query: contractQuery, response: contractPage },
    {
      summary: '签约列表',
      description:
        "Doctors and assistants: their org's contracts and their own; residents: their patients'. Phones and ID numbers masked.",
      access: 'user',
    },
    (ctx, { query }) => listContracts(ctx, query),
  );
  add(
    contract.counts,
    { query: contractCountQuery, response: contractCountsSchema },
    {
      summary: '签约统计',
      description: 'Contracts by state, those ending within 30 days, and pre-sign applications to review.',
    },
    (ctx, { query }) => contractCounts(ctx, query),
  );
  add(contract.detail, one, { summary: '签约详情', access: 'user' }, (ctx, { params }) =>
    contractDetail(ctx, params.id),
  );
  add(
    contract.create,
    { body: contractBody, response: contractView },
    {
      summary: '发起签约',
      description:
        'Pending until the contract doctor and an account of the resident have both confirmed; 409 when another active contract of the resident overlaps the term.',
    },
    (ctx, { body }) => createContract(ctx, body),
  );
  add(
    contract.confirm,
    one,
    {
      summary: '确认签约',
      description:
        "The contract's doctor or an account bound to the resident; the second confirmation signs it.",
      access: 'user',
    },
    (ctx, { params }) => confirmContractBy(ctx, params.id),
  );
  add(
    contract.terminate,
    { params: idParam, body: terminateBody, response: contractView },
    {
      summary: '解约',
      description: "The contract's org with any reason; the resident's account with reason own_request only.",
      access: 'user',
    },
    (ctx, { params, body }) => terminateContract(ctx, params.id, body),
  );
  add(
    contract.renew,
    { params: idParam, body: renewBody, response: contractView },
    {
      summary: '续约',
      description:
        'Offers the next term (from the day after the end) within 30 days of the end; the resident confirms it.',
    },
    (ctx, { params, body }) => renewContract(ctx, params.id, body),
  );
  add(
    contract.reviewList,
    { query: preSignReviewQuery, response: preSignPage },
    '签约申请审核列表',
    (ctx, { query }) => listApplications(ctx, query),
  );
  add(
    contract.review,
    { params: idParam, body: preSignReviewBody, response: preSignReviewResult },
    {
      summary: '审核签约申请',
      description:
        'Passing creates the contract in the same transaction (signed at once when the reviewer is its doctor and adds no pack); rejecting needs a reason.',
    },
    (ctx, { params, body }) => reviewApplication(ctx, params.id, body),
  );
  add(
    contract.monitor,
    { query: familyMonitorQuery, response: familyMonitorPage },
    '签约居民居家监测',
    (ctx, { query }) => familyMonitor(ctx, query),
  );
  add(
    contract.monitorDetail,
    { params: familyMonitorParams, response: familyMonitorDetail },
    '签约居民监测详情',
    (ctx, { params }) => monitorDetail(ctx, params.patientId),
  );
}
