import type { FollowRegion } from '@kanghu/shared';
import { followContract, followRegionContract } from '@kanghu/shared/contracts';
import { follow, followRegion } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppParts } from '../../core/context.ts';
import { routeTable, type TableEntry } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { planRoutes } from './plan-routes.ts';
import { recordRoutes } from './record-routes.ts';
import { type FollowRegionProvider, followRegionProvider } from './region-provider.ts';
import * as regionService from './region-service.ts';
import { registerFollowJobs } from './reminders.ts';
import { registerFollowTimeline } from './timeline-repo.ts';

const tags = ['follow'];

/** The provider of an app (tests read it). */
export const FOLLOW_REGION = new WeakMap<Services, FollowRegionProvider>();

/**
 * Follow-up plans and visits (issue 11 part 2): plans, records, the patient's programme, the
 * regional providers, and the reminder jobs.
 */
export default async function followRoutes(app: FastifyInstance, opts: { services: Services }) {
  const parts: AppParts = {
    services: opts.services,
    log: app.log,
    jobs: app.jobs,
    send: (projectId, userId, message) => app.realtime.send(projectId, userId, message),
  };
  await registerFollowJobs(parts);
  registerFollowTimeline(opts.services.timeline);
  const region = followRegionProvider(opts.services.config.env, app.log);
  FOLLOW_REGION.set(opts.services, region);
  planRoutes(app);
  recordRoutes(app);

  const serve = routeTable(app, { access: 'servicer', tags });
  const meds = (code: FollowRegion): TableEntry<typeof followRegion.nxMedication, 'servicer'> => ({
    summary: `区域用药记录（${code}）`,
    description:
      'Through the region provider; the development provider answers this platform’s own medication records and says so (simulated, sourceLabel).',
    handle: (ctx, { query }) => regionService.medicationList(ctx, region, code, query.patientId),
  });
  const push = (
    mode: 'first' | 'new',
    summary: string,
  ): TableEntry<typeof followRegion.push, 'servicer'> => ({
    summary,
    description:
      'followId is a follow record id. push: the first push (a second: 409); push/new: a new version superseding the current one.',
    handle: (ctx, { body }) => regionService.pushMedication(ctx, region, body, mode),
  });
  serve(follow, followContract, {
    syncSubmit: {
      summary: '随访记录同步到区域平台',
      description: 'The record (by id) is submitted once through the region provider; a second submit: 400.',
      handle: (ctx, { params }) => regionService.syncSubmit(ctx, region, params.id),
    },
  });
  serve(followRegion, followRegionContract, {
    nxMedication: meds('nx'),
    xzMedication: meds('xz'),
    lsMedication: meds('ls'),
    ycMedication: meds('yc'),
    jjMedication: meds('jj'),
    push: push('first', '推送随访用药'),
    pushNew: push('new', '重新推送随访用药'),
    hzehrTasks: {
      summary: '区域随访任务',
      handle: (ctx, { query }) => regionService.hzehrTasks(ctx, region, query),
    },
  });
}
