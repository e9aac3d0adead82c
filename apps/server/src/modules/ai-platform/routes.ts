import {
  bindDoctorParams,
  localAreaParams,
  localBindBody,
  localBindingView,
  localMetadataView,
} from '@kanghu/shared';
import { localYzh } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
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
  const add = routes(app, { access: 'servicer', tags });
  add(localYzh.bind, bindSchemas, '绑定区域平台账号', (ctx, { body }) => bindSelf(ctx, body));
  add(localYzh.binding, { response: localBindingView }, '我的区域平台账号', (ctx) => selfBinding(ctx));
  add(localYzh.unbind, {}, '解绑区域平台账号', (ctx) => unbindSelf(ctx));
  add(
    localYzh.bindDoctor,
    { params: bindDoctorParams, ...bindSchemas },
    '为医生绑定区域平台账号',
    (ctx, { params, body }) => bindDoctor(ctx, params.doctorId, body),
  );
  add(
    localYzh.doctorBinding,
    { params: bindDoctorParams, response: localBindingView },
    '医生的区域平台账号',
    (ctx, { params }) => doctorBinding(ctx, params.doctorId),
  );
  add(localYzh.unbindDoctor, { params: bindDoctorParams }, '解绑医生的区域平台账号', (ctx, { params }) =>
    unbindDoctor(ctx, params.doctorId),
  );
  add(
    localYzh.metadata,
    { params: localAreaParams, response: localMetadataView },
    {
      summary: '区域元数据',
      description:
        'The district of :localAreaCode (areaCode, "02" + areaCode or its org code) if the servicer works there (org, binding or project role), else 404: name, AI version, org code, the servicer\'s local user id, feature flags.',
    },
    (ctx, { params }) => districtMetadata(ctx, params.localAreaCode),
  );
}
