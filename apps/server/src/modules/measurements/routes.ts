import {
  addBloodPressureBody,
  addMeasurementBody,
  envelope,
  idParam,
  type MeasurementType,
  measurementHistory,
  measurementHistoryQuery,
  measurementMonthly,
  measurementMonthlyQuery,
  measurementReport,
  measurementReportQuery,
  measurementView,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import { refuseNulCharacters } from '../auth/input-guard.ts';
import { monthlyReports, measurementReport as reportOf } from './report-service.ts';
import {
  addMeasurement,
  deleteMeasurement,
  getMeasurement,
  measurementHistory as historyOf,
} from './service.ts';

const tags = ['life-data'];
const historyQueryOfType = measurementHistoryQuery.omit({ type: true });

/** Life-data GET calls of spec 2 section 7, each the history of one type. */
const LIFE_LISTS: Array<[string, MeasurementType, string]> = [
  ['/api/patient/life/bg', 'bg', '血糖记录'],
  ['/api/patient/life/blood/oxygen', 'spo2', '血氧记录'],
  ['/api/patient/life/temperature', 'temp', '体温记录'],
  ['/api/patient/life/heart/rate', 'hr', '心率记录'],
  ['/api/patient/life/mattress', 'mattress', '床垫记录'],
  ['/api/patient/life/weight', 'weight', '体重记录'],
  ['/api/patient/life/lipid', 'lipid', '血脂记录'],
  ['/api/patient/blood/pressure', 'bp', '血压记录'],
];

/** Measurements: entry, history, life-data lists and health reports (issue 4 section 2). */
export default async function measurementRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  refuseNulCharacters(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const one = { 200: envelope(measurementView) };

  r.post(
    '/api/patient/life/measurement',
    {
      schema: {
        body: addMeasurementBody,
        response: one,
        tags,
        summary: '录入测量数据',
        description:
          "One reading of type bp, bg, weight, lipid, hr, spo2, temp or mattress with its components (packages/shared measurement-ranges.ts). Values outside plausible bounds, text for numbers, or a measureTime more than 5 minutes ahead: 400, nothing stored. Graded on the shared range table; an abnormal reading is pushed to the patient's doctor (FAMILY_DOCTOR_MEASURE_DATA).",
      },
    },
    async (request) => ({ success: true, data: await addMeasurement(services, app, request, request.body) }),
  );

  r.post(
    '/api/patient/blood/pressure',
    {
      schema: {
        body: addBloodPressureBody,
        response: one,
        tags,
        summary: '录入血压',
        description: 'Spec fields high (systolic), low (diastolic), heartRate, period, remark, measureTime.',
      },
    },
    async (request) => {
      const { high, low, heartRate, ...rest } = request.body;
      const data = await addMeasurement(services, app, request, {
        ...rest,
        type: 'bp',
        values: { systolic: high, diastolic: low, ...(heartRate === undefined ? {} : { heartRate }) },
      });
      return { success: true, data };
    },
  );

  r.get(
    '/api/patient/life/history',
    {
      schema: {
        querystring: measurementHistoryQuery,
        response: { 200: envelope(measurementHistory) },
        tags,
        summary: '测量历史',
        description:
          'Newest first over [start, end] (default the 90 days before now), keyset-paged by nextCursor (no total).',
      },
    },
    async (request) => ({ success: true, data: await historyOf(services, request, request.query) }),
  );

  for (const [url, type, summary] of LIFE_LISTS) {
    r.get(
      url,
      {
        schema: {
          querystring: historyQueryOfType,
          response: { 200: envelope(measurementHistory) },
          tags,
          summary,
        },
      },
      async (request) => ({ success: true, data: await historyOf(services, request, request.query, type) }),
    );
  }

  r.get(
    '/api/patient/life/measurement/:id',
    { schema: { params: idParam, response: one, tags, summary: '测量数据详情' } },
    async (request) => ({ success: true, data: await getMeasurement(services, request, request.params.id) }),
  );

  r.delete(
    '/api/patient/life/measurement/:id',
    {
      schema: {
        params: idParam,
        response: { 200: envelope(z.null()) },
        tags,
        summary: '删除测量数据',
        description: 'Only hand-entered readings, by whoever entered them.',
      },
    },
    async (request) => {
      await deleteMeasurement(services, request, request.params.id);
      return { success: true, data: null };
    },
  );

  const reports: Array<[string, MeasurementType, string]> = [
    ['/api/patient/life/history/bp/hypertension/report', 'bp', '高血压健康报告'],
    ['/api/patient/life/history/bg/health/report', 'bg', '血糖健康报告'],
  ];
  for (const [url, type, summary] of reports) {
    r.get(
      url,
      {
        schema: {
          querystring: measurementReportQuery,
          response: { 200: envelope(measurementReport) },
          tags,
          summary,
          description:
            'Over [start, end] (default the last 30 days): count, abnormal count, counts per grade, avg/min/max per component, worst grade.',
        },
      },
      async (request) => ({ success: true, data: await reportOf(services, request, type, request.query) }),
    );
    r.get(
      `${url}/findAll`,
      {
        schema: {
          querystring: measurementMonthlyQuery,
          response: { 200: envelope(measurementMonthly) },
          tags,
          summary: `${summary}（按月）`,
          description: 'One report per calendar month (China time) that has readings, newest first.',
        },
      },
      async (request) => ({
        success: true,
        data: await monthlyReports(services, request, type, request.query),
      }),
    );
  }
}
