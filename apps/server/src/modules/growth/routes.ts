import { growthContract } from '@kanghu/shared/contracts';
import { growth } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { handleGrowthFlag, listGrowthFlags } from './flags-service.ts';
import * as service from './service.ts';

const tags = ['patient'];
const SCOPE = 'For a patient the caller sees (modules/patients/access.ts); any other answers 404.';

/** Child growth: growth curve, genetic target height, physique entries, fitness tests. */
export default async function growthRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(growth, growthContract, {
    babyGrowth: {
      summary: '生长发育报告',
      description: `A child (isChild): measurements oldest first with WHO z-scores and percentiles per indicator (2006 standards to 60 months, 2007 reference after), the P3-P97 chart lines, plain-language readings and abnormal-growth flags of the latest measurement, height velocity, target height, bone age when given. ${SCOPE}`,
      handle: (ctx, { query }) => service.babyGrowth(ctx, query.patientId),
    },
    expectedHeight: {
      summary: '遗传身高预测',
      description: `Tanner mid-parental height: boys (father + mother + 13) / 2, girls (father + mother - 13) / 2 cm, range +/- 7.5 cm. Heights from the query, else the baby record. ${SCOPE}`,
      handle: (ctx, { query }) => service.expectedHeight(ctx, query),
    },
    addPhysique: {
      summary: '添加体格记录',
      description: `Height and/or weight, head circumference, bone ages (RUS, C), measure time, data source. For a child, abnormal growth (z beyond +/-2, two major percentile lines crossed) is stored for the doctor and sent to the family as a system message. ${SCOPE}`,
      handle: (ctx, { body }) => service.addPhysique(ctx, body),
    },
    physiqueHistory: {
      summary: '体格记录历史',
      handle: (ctx, { query }) => service.physiqueHistory(ctx, query.patientId),
    },
    addSportTest: {
      summary: '体质测试录入',
      description: `Scored at entry against the grades 1-2 table of the National Student Physical Health Standard (2014) kept in packages/shared growth.ts; other grades are stored unscored. ${SCOPE}`,
      handle: (ctx, { body }) => service.addSportTest(ctx, body),
    },
    sportTestReport: {
      summary: '体质测试报告',
      handle: (ctx, { query }) => service.sportTestReport(ctx, query),
    },
  });

  const serveDoctor = routeTable(app, { access: 'servicer', tags: ['doctor'] });
  serveDoctor(growth, growthContract, {
    growthFlags: {
      summary: '生长异常',
      description:
        "Abnormal-growth flags; a doctor sees their own patients', assistants and admins every patient they see. handled=0 (default) is the dashboard's 生长异常.",
      handle: (ctx, { query }) => listGrowthFlags(ctx, query),
    },
    handleGrowthFlag: {
      summary: '标记生长异常已处理',
      description:
        'Once per flag; an already handled flag answers 400, a flag of a child the caller does not see 404.',
      handle: (ctx, { params }) => handleGrowthFlag(ctx, params.id),
    },
  });
}
