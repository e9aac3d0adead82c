import {
  envelope,
  expectedHeightQuery,
  expectedHeightView,
  growthView,
  patientReportQuery,
  physiqueBody,
  physiqueHistoryQuery,
  physiqueView,
  sportTestBody,
  sportTestReport,
  sportTestReportQuery,
  sportTestView,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';
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
export default async function growthRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/patient/baby/growth',
    {
      schema: {
        querystring: patientReportQuery,
        response: { 200: envelope(growthView) },
        tags,
        summary: '生长发育报告',
        description: `A child (isChild): height/weight points oldest first, height velocity (cm/year over at least 90 days), target height. ${SCOPE}`,
      },
    },
    async (request) => ({
      success: true,
      data: await babyGrowth(services, request, request.query.patientId),
    }),
  );

  r.get(
    '/api/patient/baby/expected/height',
    {
      schema: {
        querystring: expectedHeightQuery,
        response: { 200: envelope(expectedHeightView) },
        tags,
        summary: '遗传身高预测',
        description: `Tanner mid-parental height: boys (father + mother + 13) / 2, girls (father + mother - 13) / 2 cm, range +/- 7.5 cm. Heights from the query, else the baby record. ${SCOPE}`,
      },
    },
    async (request) => ({ success: true, data: await expectedHeight(services, request, request.query) }),
  );

  r.post(
    '/api/patient/physique',
    {
      schema: {
        body: physiqueBody,
        response: { 200: envelope(physiqueView) },
        tags,
        summary: '添加体格记录',
        description: `Height and/or weight, bone ages (RUS, C), measure time, data source. ${SCOPE}`,
      },
    },
    async (request) => ({ success: true, data: await addPhysique(services, request, request.body) }),
  );

  r.get(
    '/api/patient/physique/history',
    {
      schema: {
        querystring: physiqueHistoryQuery,
        response: { 200: envelope(z.array(physiqueView)) },
        tags,
        summary: '体格记录历史',
      },
    },
    async (request) => ({
      success: true,
      data: await physiqueHistory(services, request, request.query.patientId),
    }),
  );

  r.post(
    '/api/patient/sport/test',
    {
      schema: {
        body: sportTestBody,
        response: { 200: envelope(sportTestView) },
        tags,
        summary: '体质测试录入',
        description: `Scored at entry against the grades 1-2 table of the National Student Physical Health Standard (2014) kept in packages/shared growth.ts; other grades are stored unscored. ${SCOPE}`,
      },
    },
    async (request) => ({ success: true, data: await addSportTest(services, request, request.body) }),
  );

  r.get(
    '/api/patient/sport/test/report',
    {
      schema: {
        querystring: sportTestReportQuery,
        response: { 200: envelope(sportTestReport) },
        tags,
        summary: '体质测试报告',
      },
    },
    async (request) => ({ success: true, data: await sportTestReportOf(services, request, request.query) }),
  );
}
