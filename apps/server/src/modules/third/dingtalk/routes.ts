import { thirdContract } from '@kanghu/shared/contracts';
import { third } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { rawRoute, routeTable } from '../../../plugins/route.ts';
import type { Services } from '../../../services.ts';
import { devEndpointsEnabled } from '../dev.ts';
import { type DevPage, redirectWithCode, renderDevPage } from '../dev-page.ts';
import { projectOfPage } from '../project-of-page.ts';
import { DevDingTalkProvider } from './provider.ts';
import { dingTalkDoctorLogin } from './service.ts';

const tags = ['third'];

export default async function dingTalkRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const provider = new DevDingTalkProvider(services);

  const serve = routeTable(app, { access: 'open', tags });
  serve(third, thirdContract, {
    dingTalkLogin: {
      summary: '钉钉免登码登录（医生）',
      handle: (ctx, { body }) => dingTalkDoctorLogin(ctx, provider, body),
    },
  });

  if (!devEndpointsEnabled(services.config)) return;

  rawRoute(
    app,
    third.dingTalkDevAuthorize,
    {
      access: 'open',
      schemas: thirdContract.dingTalkDevAuthorize,
      tags,
      summary: '开发环境模拟钉钉授权页（仅开发环境）',
    },
    async (ctx, { query: q }, reply) => {
      const project = await projectOfPage(ctx, q.project);
      const facts: [string, string][] = [
        ['项目', project.name],
        ['corpId', q.corpId],
      ];
      let page: DevPage;
      if (!q.mobile) {
        const hidden: Record<string, string> = {
          corpId: q.corpId,
          redirect_uri: q.redirect_uri,
          project: project.key,
        };
        if (q.state !== undefined) hidden.state = q.state;
        page = {
          title: '开发环境模拟钉钉授权',
          facts,
          action: {
            kind: 'form',
            path: third.dingTalkDevAuthorize.path,
            hidden,
            field: { name: 'mobile', label: '模拟钉钉用户手机号' },
            label: '下一步',
          },
        };
      } else {
        const code = await provider.issueCode(project.id, q.corpId, q.mobile);
        page = {
          title: '开发环境模拟钉钉授权',
          facts: [...facts, ['模拟钉钉用户手机号', q.mobile]],
          action: { kind: 'link', href: redirectWithCode(q.redirect_uri, code, q.state), label: '同意授权' },
        };
      }
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderDevPage(page));
    },
  );
}
