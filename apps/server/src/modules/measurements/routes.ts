import type { HandlerInput, MeasurementType } from '@kanghu/shared';
import { measurementContract } from '@kanghu/shared/contracts';
import { measurement } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../core/context.ts';
import { routeTable } from '../../plugins/route.ts';
import { monthlyReports, measurementReport as reportOf } from './report-service.ts';
import * as service from './service.ts';

const tags = ['life-data'];

type Input<K extends keyof typeof measurement> = HandlerInput<(typeof measurement)[K]>;

/** A per-type list of spec 2 section 7: the history of one type. */
const typeList = (type: MeasurementType, summary: string) => ({
  summary,
  handle: (ctx: Ctx, { query }: Input<'bpList'>) => service.measurementHistory(ctx, { ...query, type }),
});

const report = (type: MeasurementType, summary: string) => ({
  summary,
  description:
    'Over [start, end] (default the last 30 days): count, abnormal count, counts per grade, avg/min/max per component, worst grade.',
  handle: (ctx: Ctx, { query }: Input<'bpReport'>) => reportOf(ctx, type, query),
});

const monthly = (type: MeasurementType, summary: string) => ({
  summary: `${summary}（按月）`,
  description: 'One report per calendar month (China time) that has readings, newest first.',
  handle: (ctx: Ctx, { query }: Input<'bpMonthly'>) => monthlyReports(ctx, type, query),
});

/** Measurements: entry, history, life-data lists and health reports (issue 4 section 2). */
export default async function measurementRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(measurement, measurementContract, {
    add: {
      summary: '录入测量数据',
      description:
        "One reading of type bp, bg, weight, lipid, hr, spo2, temp or mattress with its components (packages/shared measurement-ranges.ts). Values outside plausible bounds, text for numbers, or a measureTime more than 5 minutes ahead: 400, nothing stored. Graded on the shared range table; an abnormal reading is pushed to the patient's doctor (FAMILY_DOCTOR_MEASURE_DATA).",
      handle: (ctx, { body }) => service.addMeasurement(ctx, body),
    },
    addBloodPressure: {
      summary: '录入血压',
      description: 'Spec fields high (systolic), low (diastolic), heartRate, period, remark, measureTime.',
      handle: (ctx, { body: { high, low, heartRate, ...rest } }) =>
        service.addMeasurement(ctx, {
          ...rest,
          type: 'bp',
          values: { systolic: high, diastolic: low, ...(heartRate === undefined ? {} : { heartRate }) },
        }),
    },
    history: {
      summary: '测量历史',
      description:
        'Newest first over [start, end] (default the 90 days before now), keyset-paged by nextCursor (no total).',
      handle: (ctx, { query }) => service.measurementHistory(ctx, query),
    },
    bpList: typeList('bp', '血压记录'),
    bgList: typeList('bg', '血糖记录'),
    spo2List: typeList('spo2', '血氧记录'),
    tempList: typeList('temp', '体温记录'),
    hrList: typeList('hr', '心率记录'),
    mattressList: typeList('mattress', '床垫记录'),
    weightList: typeList('weight', '体重记录'),
    lipidList: typeList('lipid', '血脂记录'),
    get: { summary: '测量数据详情', handle: (ctx, { params }) => service.getMeasurement(ctx, params.id) },
    remove: {
      summary: '删除测量数据',
      description: 'Only hand-entered readings, by whoever entered them.',
      handle: (ctx, { params }) => service.deleteMeasurement(ctx, params.id),
    },
    bpReport: report('bp', '高血压健康报告'),
    bpMonthly: monthly('bp', '高血压健康报告'),
    bgReport: report('bg', '血糖健康报告'),
    bgMonthly: monthly('bg', '血糖健康报告'),
  });
}
