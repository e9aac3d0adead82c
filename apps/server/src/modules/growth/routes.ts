import {
  expectedHeightQuery,
  expectedHeightView,
  growthView,
  patientReportQuery,
  physiqueBody,
  physiqueHistoryQuery,
  physiqueList,
  physiqueView,
  sportTestBody,
  sportTestReport,
  sportTestReportQuery,
  sportTestView,
} from '@kanghu/shared';
import { growth } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import {
  addPhysique,
  addSportTest,
  babyGrowth,
  expectedHeight,
  physiqueHistory,
  sportTestReport as sportTestReportOf,
} from './service.ts';

const tags = ['patient'];
const SCOPE = 'For a patient the caller sees (modules/patients/access.ts); any other answers 404.';

/** Child growth: growth curve, genetic target height, physique entries, fitness tests. */
export default async function growthRoutes(app: FastifyInstance) {
  route(
    app,
    growth.babyGrowth,
    {
      access: 'user',
      schemas: { query: patientReportQuery, response: growthView },
      tags,
      summary: '生长发育报告',
      description: `A child (isChild): height/weight points oldest first, height velocity (cm/year over at least 90 days), target height. ${SCOPE}`,
    },
    (ctx, { query }) => babyGrowth(ctx, query.patientId),
  );

  route(
    app,
    growth.expectedHeight,
    {
      access: 'user',
      schemas: { query: expectedHeightQuery, response: expectedHeightView },
      tags,
      summary: '遗传身高预测',
      description: `Tanner mid-parental height: boys (father + mother + 13) / 2, girls (father + mother - 13) / 2 cm, range +/- 7.5 cm. Heights from the query, else the baby record. ${SCOPE}`,
    },
    (ctx, { query }) => expectedHeight(ctx, query),
  );

  route(
    app,
    growth.addPhysique,
    {
      access: 'user',
      schemas: { body: physiqueBody, response: physiqueView },
      tags,
      summary: '添加体格记录',
      description: `Height and/or weight, bone ages (RUS, C), measure time, data source. ${SCOPE}`,
    },
    (ctx, { body }) => addPhysique(ctx, body),
  );

  route(
    app,
    growth.physiqueHistory,
    {
      access: 'user',
      schemas: { query: physiqueHistoryQuery, response: physiqueList },
      tags,
      summary: '体格记录历史',
    },
    (ctx, { query }) => physiqueHistory(ctx, query.patientId),
  );

  route(
    app,
    growth.addSportTest,
    {
      access: 'user',
      schemas: { body: sportTestBody, response: sportTestView },
      tags,
      summary: '体质测试录入',
      description: `Scored at entry against the grades 1-2 table of the National Student Physical Health Standard (2014) kept in packages/shared growth.ts; other grades are stored unscored. ${SCOPE}`,
    },
    (ctx, { body }) => addSportTest(ctx, body),
  );

  route(
    app,
    growth.sportTestReport,
    {
      access: 'user',
      schemas: { query: sportTestReportQuery, response: sportTestReport },
      tags,
      summary: '体质测试报告',
    },
    (ctx, { query }) => sportTestReportOf(ctx, query),
  );
}
