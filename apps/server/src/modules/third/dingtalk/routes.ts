import { dingTalkDevAuthorizeQuery, dingTalkLoginBody, envelope, sessionInfo } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../../../services.ts';
import { devEndpointsEnabled } from '../dev.ts';
import { redirectWithCode, sendDevPage } from '../dev-page.ts';
import { projectOfPage } from '../project-of-page.ts';
import { DevDingTalkProvider } from './provider.ts';
import { dingTalkDoctorLogin } from './service.ts';

const open = { access: 'open' } as const;
const tags = ['third'];
const AUTHORIZE_PATH = '/api/third/dingtalk/dev/authorize';

export default async function dingTalkRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const provider = new DevDingTalkProvider(services);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/third/ding/talk/doctor/login',
    {
      config: open,
      schema: {
        body: dingTalkLoginBody,
        response: { 200: envelope(sessionInfo) },
        tags,
        summary: '钉钉免登码登录（医生）',
      },
    },
    async (request) => ({
      success: true,
      data: await dingTalkDoctorLogin(services, provider, request, request.body),
    }),
  );

  if (!devEndpointsEnabled(services.config)) return;

  r.get(
    AUTHORIZE_PATH,
    {
      config: open,
      schema: {
        querystring: dingTalkDevAuthorizeQuery,
        tags,
        summary: '开发环境模拟钉钉授权页（仅开发环境）',
      },
    },
    async (request, reply) => {
      const q = request.query;
      const project = await projectOfPage(services, request, q.project);
      const facts: [string, string][] = [
        ['项目', project.name],
        ['corpId', q.corpId],
      ];
      if (!q.mobile) {
        const hidden: Record<string, string> = {
          corpId: q.corpId,
          redirect_uri: q.redirect_uri,
          project: project.key,
        };
        if (q.state !== undefined) hidden.state = q.state;
        return sendDevPage(reply, {
          title: '开发环境模拟钉钉授权',
          facts,
          action: {
            kind: 'form',
            path: AUTHORIZE_PATH,
            hidden,
            field: { name: 'mobile', label: '模拟钉钉用户手机号' },
            label: '下一步',
          },
        });
      }
      const code = await provider.issueCode(project.id, q.corpId, q.mobile);
      return sendDevPage(reply, {
        title: '开发环境模拟钉钉授权',
        facts: [...facts, ['模拟钉钉用户手机号', q.mobile]],
        action: { kind: 'link', href: redirectWithCode(q.redirect_uri, code, q.state), label: '同意授权' },
      });
    },
  );
}
