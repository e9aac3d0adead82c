import {
  bindDoctorParams,
  localAreaParams,
  localBindBody,
  localBindingView,
  localMetadataView,
} from '@kanghu/shared';
import { localYzh } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import {
  bindDoctor,
  bindSelf,
  doctorBinding,
  selfBinding,
  unbindDoctor,
  unbindSelf,
} from './bind-service.ts';
import { districtMetadata } from './metadata-service.ts';

const tags = ['local-yzh'];

/** The servicer's district context: local account bindings and district metadata (issue 16). */
export default async function aiLocalRoutes(app: FastifyInstance) {
  const bindSchemas = { body: localBindBody, response: localBindingView };
  route(
    app,
    localYzh.bind,
    { access: 'servicer', schemas: bindSchemas, tags, summary: '绑定区域平台账号' },
    (ctx, { body }) => bindSelf(ctx, body),
  );
  route(
    app,
    localYzh.binding,
    { access: 'servicer', schemas: { response: localBindingView }, tags, summary: '我的区域平台账号' },
    (ctx) => selfBinding(ctx),
  );
  route(app, localYzh.unbind, { access: 'servicer', schemas: {}, tags, summary: '解绑区域平台账号' }, (ctx) =>
    unbindSelf(ctx),
  );
  route(
    app,
    localYzh.bindDoctor,
    {
      access: 'servicer',
      schemas: { params: bindDoctorParams, ...bindSchemas },
      tags,
      summary: '为医生绑定区域平台账号',
    },
    (ctx, { params, body }) => bindDoctor(ctx, params.doctorId, body),
  );
  route(
    app,
    localYzh.doctorBinding,
    {
      access: 'servicer',
      schemas: { params: bindDoctorParams, response: localBindingView },
      tags,
      summary: '医生的区域平台账号',
    },
    (ctx, { params }) => doctorBinding(ctx, params.doctorId),
  );
  route(
    app,
    localYzh.unbindDoctor,
    { access: 'servicer', schemas: { params: bindDoctorParams }, tags, summary: '解绑医生的区域平台账号' },
    (ctx, { params }) => unbindDoctor(ctx, params.doctorId),
  );
  route(
    app,
    localYzh.metadata,
    {
      access: 'servicer',
      schemas: { params: localAreaParams, response: localMetadataView },
      tags,
      summary: '区域元数据',
      description:
        'The district of :localAreaCode (areaCode, "02" + areaCode or its org code) if the servicer works there (org, binding or project role), else 404: name, AI version, org code, the servicer\'s local user id, feature flags.',
    },
    (ctx, { params }) => districtMetadata(ctx, params.localAreaCode),
  );
}
