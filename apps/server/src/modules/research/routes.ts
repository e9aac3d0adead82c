import { researchContract } from '@kanghu/shared/contracts';
import { research } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import * as sampleService from './sample-service.ts';
import * as service from './service.ts';

const tags = ['research'];
const ORG_ONLY =
  "Doctors and staff of the project's org only (a patient's account: 403; another org's object: 404).";

/** Birth-cohort research (chmsc doctor shell; docs/decisions.md "Birth-cohort research and samples"). */
export default async function researchRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'servicer', tags });
  serve(research, researchContract, {
    projects: {
      summary: '研究项目',
      description: `With enrolled pairs and samples per phase and status. ${ORG_ONLY}`,
      handle: (ctx) => service.listProjects(ctx),
    },
    project: {
      summary: '研究项目详情',
      description: ORG_ONLY,
      handle: (ctx, { params }) => service.projectDetail(ctx, params.id),
    },
    candidates: {
      summary: '搜索孕产妇',
      description:
        'Women among the patients the caller sees, by name (part), full ID number or full phone; masked; with their pair in the project if enrolled.',
      handle: (ctx, { query }) => service.findCandidates(ctx, query),
    },
    intoGroup: {
      summary: '入组',
      description:
        'An existing patient joins the project as a mother (once per project; not a child, not a man).',
      handle: (ctx, { body }) => service.intoGroup(ctx, body),
    },
    groupUsers: {
      summary: '母子档案',
      description: `Pairs of the caller's projects; ID numbers and phones masked. ${ORG_ONLY}`,
      handle: (ctx, { query }) => service.listGroupUsers(ctx, query),
    },
    createGroupUser: {
      summary: '新建母亲并入组',
      description:
        "Registers a woman not yet a patient in the project's org and enrols her (an ID number already on file: 400, enrol through the search).",
      handle: (ctx, { body }) => service.createGroupUser(ctx, body),
    },
    groupUser: {
      summary: '母子档案详情',
      description: `The pair with all its samples. ${ORG_ONLY}`,
      handle: (ctx, { params }) => service.groupUserDetail(ctx, params.id),
    },
    updateGroupUser: {
      summary: '修改母子档案',
      description:
        'Expected delivery date, remark, and the child once born (name and birthday together; the first time creates the child).',
      handle: (ctx, { params, body }) => service.updateGroupUser(ctx, params.id, body),
    },
    dropout: {
      summary: '退出项目',
      description: 'The pair leaves the project with a reason; its samples stay; no new samples.',
      handle: (ctx, { body }) => service.dropout(ctx, body),
    },
    dropouts: {
      summary: '退出记录',
      description: ORG_ONLY,
      handle: (ctx, { query }) => service.listDropouts(ctx, query),
    },
    createSample: {
      summary: '样本采集',
      description:
        'A sample of an enrolled mother or child, allowed by the phase and type schedule; the tube code is unique in the research project (400 with a message).',
      handle: (ctx, { body }) => sampleService.createSample(ctx, body),
    },
    samples: {
      summary: '样本列表',
      description: `Latest collection first; filters: project, pair, phase, status, code prefix. ${ORG_ONLY}`,
      handle: (ctx, { query }) => sampleService.listSamples(ctx, query),
    },
    sample: {
      summary: '样本详情',
      description: ORG_ONLY,
      handle: (ctx, { params }) => sampleService.sampleDetail(ctx, params.id),
    },
    updateSample: {
      summary: '修改样本',
      description:
        'Corrections and status moves: 0 collected → 1 stored → 2 out → 3 used, 2 → 1 returned; used is final; other moves 400.',
      handle: (ctx, { params, body }) => sampleService.updateSample(ctx, params.id, body),
    },
    sampleByEncode: {
      summary: '按编码查样本',
      description: `The sample of a tube code. ${ORG_ONLY}`,
      handle: (ctx, { params }) => sampleService.sampleByEncode(ctx, params.encode),
    },
  });
}
