import { localYzhContract } from '@kanghu/shared/contracts';
import { localYzh } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import * as bindService from './bind-service.ts';
import { districtMetadata } from './metadata-service.ts';

const tags = ['local-yzh'];

/** The servicer's district context: local account bindings and district metadata (issue 16). */
export default async function aiLocalRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'servicer', tags });
  serve(localYzh, localYzhContract, {
    bind: { summary: '绑定区域平台账号', handle: (ctx, { body }) => bindService.bindSelf(ctx, body) },
    binding: { summary: '我的区域平台账号', handle: (ctx) => bindService.selfBinding(ctx) },
    unbind: { summary: '解绑区域平台账号', handle: (ctx) => bindService.unbindSelf(ctx) },
    bindDoctor: {
      summary: '为医生绑定区域平台账号',
      handle: (ctx, { params, body }) => bindService.bindDoctor(ctx, params.doctorId, body),
    },
    doctorBinding: {
      summary: '医生的区域平台账号',
      handle: (ctx, { params }) => bindService.doctorBinding(ctx, params.doctorId),
    },
    unbindDoctor: {
      summary: '解绑医生的区域平台账号',
      handle: (ctx, { params }) => bindService.unbindDoctor(ctx, params.doctorId),
    },
    metadata: {
      summary: '区域元数据',
      description:
        'The district of :localAreaCode (areaCode, "02" + areaCode or its org code) if the servicer works there (org, binding or project role), else 404: name, AI version, org code, the servicer\'s local user id, feature flags.',
      handle: (ctx, { params }) => districtMetadata(ctx, params.localAreaCode),
    },
  });
}
