import { contractContract } from '@kanghu/shared/contracts';
import { contract } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppParts } from '../../core/context.ts';
import { routeTable } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { registerContractJobs } from './jobs.ts';
import { familyMonitor, familyMonitorDetail as monitorDetail } from './monitor-service.ts';
import { contractCounts, contractDetail, listContracts } from './query-service.ts';
import { listApplications, reviewApplication } from './review-service.ts';
import * as service from './service.ts';
import { registerContractTimeline } from './timeline-repo.ts';

const tags = ['contract'];

/**
 * Family-doctor contracts (issue 11 part 4): offer, confirm (both parties), terminate with a
 * reason, renew; the review of pre-sign applications; the signed residents' home monitoring.
 * Registers the daily renewal sweep.
 */
export default async function contractRoutes(app: FastifyInstance, opts: { services: Services }) {
  const serve = routeTable(app, { access: 'servicer', tags });
  const parts: AppParts = {
    services: opts.services,
    log: app.log,
    jobs: app.jobs,
    send: (projectId, userId, message) => app.realtime.send(projectId, userId, message),
  };
  await registerContractJobs(parts);
  registerContractTimeline(opts.services.timeline);

  serve(contract, contractContract, {
    list: {
      summary: '签约列表',
      description:
        "Doctors and assistants: their org's contracts and their own; residents: their patients'. Phones and ID numbers masked.",
      access: 'user',
      handle: (ctx, { query }) => listContracts(ctx, query),
    },
    counts: {
      summary: '签约统计',
      description: 'Contracts by state, those ending within 30 days, and pre-sign applications to review.',
      handle: (ctx, { query }) => contractCounts(ctx, query),
    },
    detail: {
      summary: '签约详情',
      access: 'user',
      handle: (ctx, { params }) => contractDetail(ctx, params.id),
    },
    create: {
      summary: '发起签约',
      description:
        'Pending until the contract doctor and an account of the resident have both confirmed; 409 when another active contract of the resident overlaps the term.',
      handle: (ctx, { body }) => service.createContract(ctx, body),
    },
    confirm: {
      summary: '确认签约',
      description:
        "The contract's doctor or an account bound to the resident; the second confirmation signs it.",
      access: 'user',
      handle: (ctx, { params }) => service.confirmContractBy(ctx, params.id),
    },
    terminate: {
      summary: '解约',
      description: "The contract's org with any reason; the resident's account with reason own_request only.",
      access: 'user',
      handle: (ctx, { params, body }) => service.terminateContract(ctx, params.id, body),
    },
    renew: {
      summary: '续约',
      description:
        'Offers the next term (from the day after the end) within 30 days of the end; the resident confirms it.',
      handle: (ctx, { params, body }) => service.renewContract(ctx, params.id, body),
    },
    reviewList: { summary: '签约申请审核列表', handle: (ctx, { query }) => listApplications(ctx, query) },
    review: {
      summary: '审核签约申请',
      description:
        'Passing creates the contract in the same transaction (signed at once when the reviewer is its doctor and adds no pack); rejecting needs a reason.',
      handle: (ctx, { params, body }) => reviewApplication(ctx, params.id, body),
    },
    monitor: { summary: '签约居民居家监测', handle: (ctx, { query }) => familyMonitor(ctx, query) },
    monitorDetail: {
      summary: '签约居民监测详情',
      handle: (ctx, { params }) => monitorDetail(ctx, params.patientId),
    },
  });
}
