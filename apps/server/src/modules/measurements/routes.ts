import {
  addBloodPressureBody,
  addMeasurementBody,
  idParam,
  type MeasurementType,
  measurementHistory,
  measurementHistoryQuery,
  measurementMonthly,
  measurementMonthlyQuery,
  measurementReport,
  measurementReportQuery,
  measurementTypeHistoryQuery,
  measurementView,
} from '@kanghu/shared';
import { measurement } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import { monthlyReports, measurementReport as reportOf } from './report-service.ts';
import {
  addMeasurement,
  deleteMeasurement,
  getMeasurement,
  measurementHistory as historyOf,
} from './service.ts';

const tags = ['life-data'];

/** The per-type lists of spec 2 section 7, each the history of one type. */
const TYPE_LISTS: Array<[typeof measurement.bpList, MeasurementType, string]> = [
  [measurement.bpList, 'bp', '血压记录'],
  [measurement.bgList, 'bg', '血糖记录'],
  [measurement.spo2List, 'spo2', '血氧记录'],
  [measurement.tempList, 'temp', '体温记录'],
  [measurement.hrList, 'hr', '心率记录'],
  [measurement.mattressList, 'mattress', '床垫记录'],
  [measurement.weightList, 'weight', '体重记录'],
  [measurement.lipidList, 'lipid', '血脂记录'],
];

const REPORTS: Array<[typeof measurement.bpReport, typeof measurement.bpMonthly, MeasurementType, string]> = [
  [measurement.bpReport, measurement.bpMonthly, 'bp', '高血压健康报告'],
  [measurement.bgReport, measurement.bgMonthly, 'bg', '血糖健康报告'],
];

/** Measurements: entry, history, life-data lists and health reports (issue 4 section 2). */
export default async function measurementRoutes(app: FastifyInstance) {
  const add = routes(app, { access: 'user', tags });
  add(
    measurement.add,
    { body: addMeasurementBody, response: measurementView },
    {
      summary: '录入测量数据',
      description:
        "One reading of type bp, bg, weight, lipid, hr, spo2, temp or mattress with its components (packages/shared measurement-ranges.ts). Values outside plausible bounds, text for numbers, or a measureTime more than 5 minutes ahead: 400, nothing stored. Graded on the shared range table; an abnormal reading is pushed to the patient's doctor (FAMILY_DOCTOR_MEASURE_DATA).",
    },
    (ctx, { body }) => addMeasurement(ctx, body),
  );

  add(
    measurement.addBloodPressure,
    { body: addBloodPressureBody, response: measurementView },
    {
      summary: '录入血压',
      description: 'Spec fields high (systolic), low (diastolic), heartRate, period, remark, measureTime.',
    },
    (ctx, { body: { high, low, heartRate, ...rest } }) =>
      addMeasurement(ctx, {
        ...rest,
        type: 'bp',
        values: { systolic: high, diastolic: low, ...(heartRate === undefined ? {} : { heartRate }) },
      }),
  );

  add(
    measurement.history,
    { query: measurementHistoryQuery, response: measurementHistory },
    {
      summary: '测量历史',
      description:
        'Newest first over [start, end] (default the 90 days before now), keyset-paged by nextCursor (no total).',
    },
    (ctx, { query }) => historyOf(ctx, query),
  );

  for (const [list, type, summary] of TYPE_LISTS) {
    add(
      list,
      { query: measurementTypeHistoryQuery, response: measurementHistory },
      summary,
      (ctx, { query }) => historyOf(ctx, { ...query, type }),
    );
  }

  add(measurement.get, { params: idParam, response: measurementView }, '测量数据详情', (ctx, { params }) =>
    getMeasurement(ctx, params.id),
  );

  add(
    measurement.remove,
    { params: idParam },
    { summary: '删除测量数据', description: 'Only hand-entered readings, by whoever entered them.' },
    (ctx, { params }) => deleteMeasurement(ctx, params.id),
  );

  for (const [report, monthly, type, summary] of REPORTS) {
    add(
      report,
      { query: measurementReportQuery, response: measurementReport },
      {
        summary,
        description:
          'Over [start, end] (default the last 30 days): count, abnormal count, counts per grade, avg/min/max per component, worst grade.',
      },
      (ctx, { query }) => reportOf(ctx, type, query),
    );
    add(
      monthly,
      { query: measurementMonthlyQuery, response: measurementMonthly },
      {
        summary: `${summary}（按月）`,
        description: 'One report per calendar month (China time) that has readings, newest first.',
      },
      (ctx, { query }) => monthlyReports(ctx, type, query),
    );
  }
}
