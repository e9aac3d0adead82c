import {
  bedReport,
  bpReportIdParam,
  bpReportItem,
  bpReportList,
  foodIntoleranceReport,
  gareaReport,
  habitList,
  habitListQuery,
  habitSignBody,
  habitView,
  patientReportQuery,
  reportPeriodQuery,
  sportList,
  sportListQuery,
  sportRecordBody,
  sportRecordView,
  sportSuggestionView,
} from '@kanghu/shared';
import { life } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import { listHabits, signHabit } from './habit-service.ts';
import {
  bedReport as bedReportOf,
  bpReportDetail,
  bpReportList as bpReportsOf,
  foodIntoleranceReport as foodIntoleranceOf,
  gareaReport as gareaOf,
} from './report-service.ts';
import { addSport, listSport, sportSuggestion } from './sport-service.ts';

const tags = ['life-data'];
const SCOPE = 'For a patient the caller sees (core/access.ts); any other answers 404.';

/** Life habits, exercise, and the life-data reports (issue 4 sections 2-3). */
export default async function lifeRoutes(app: FastifyInstance) {
  route(
    app,
    life.habits,
    {
      access: 'user',
      schemas: { query: habitListQuery, response: habitList },
      tags,
      summary: '生活习惯列表',
      description: `isShow=1 (spec 3 section 9). With patientId, today's sign state (China day), streak and month count. ${SCOPE}`,
    },
    (ctx, { query }) => listHabits(ctx, query),
  );

  route(
    app,
    life.signHabit,
    {
      access: 'user',
      schemas: { body: habitSignBody, response: habitView },
      tags,
      summary: '生活习惯打卡',
      description: `Today's check-in; one per habit, patient and China day; signing again changes nothing. ${SCOPE}`,
    },
    (ctx, { body }) => signHabit(ctx, body),
  );

  route(
    app,
    life.addSport,
    {
      access: 'user',
      schemas: { body: sportRecordBody, response: sportRecordView },
      tags,
      summary: '记录运动',
      description: `kcal = MET (2011 Compendium) x body weight (latest weight reading, else the record, else 60 kg, flagged) x hours. ${SCOPE}`,
    },
    (ctx, { body }) => addSport(ctx, body),
  );

  route(
    app,
    life.sport,
    {
      access: 'user',
      schemas: { query: sportListQuery, response: sportList },
      tags,
      summary: '运动记录',
      description: `The last \`days\` (default 30): records newest first and totals per China day. ${SCOPE}`,
    },
    (ctx, { query }) => listSport(ctx, query),
  );

  route(
    app,
    life.sportSuggestion,
    {
      access: 'user',
      schemas: { query: patientReportQuery, response: sportSuggestionView },
      tags,
      summary: '运动建议（规则）',
      description: `Fixed rules (packages/shared life.ts sportSuggestions), not a model: weekly minutes, latest BP grade, BMI, age. ${SCOPE}`,
    },
    (ctx, { query }) => sportSuggestion(ctx, query.patientId),
  );

  route(
    app,
    life.bpReports,
    {
      access: 'user',
      schemas: { query: patientReportQuery, response: bpReportList },
      tags,
      summary: '血压报告列表',
      description: `One report per China-time month with readings (last 12), newest first; the same reports as hypertension/report/findAll, with id YYYYMM. ${SCOPE}`,
    },
    (ctx, { query }) => bpReportsOf(ctx, query.patientId),
  );

  route(
    app,
    life.bpReport,
    {
      access: 'user',
      schemas: { params: bpReportIdParam, query: patientReportQuery, response: bpReportItem },
      tags,
      summary: '血压报告详情',
      description: `The month YYYYMM's hypertension report (the same figures as hypertension/report over that month). ${SCOPE}`,
    },
    (ctx, { params, query }) => bpReportDetail(ctx, params.id, query.patientId),
  );

  route(
    app,
    life.gareaReport,
    {
      access: 'user',
      schemas: { query: reportPeriodQuery, response: gareaReport },
      tags,
      summary: '综合健康报告',
      description: `Our definition of garea (path only in the spec): per life-data area (readings by type, exercise, diet, habit check-ins) the count, abnormal count and latest entry over the last \`days\`. ${SCOPE}`,
    },
    (ctx, { query }) => gareaOf(ctx, query),
  );

  route(
    app,
    life.bedReport,
    {
      access: 'user',
      schemas: { query: reportPeriodQuery, response: bedReport },
      tags,
      summary: '床垫睡眠报告',
      description: `Bed-mattress readings per night (China time; before noon counts for the previous night): sleep hours, heart and breath rate, with rule-based advice. ${SCOPE}`,
    },
    (ctx, { query }) => bedReportOf(ctx, query),
  );

  route(
    app,
    life.foodIntoleranceReport,
    {
      access: 'user',
      schemas: { query: patientReportQuery, response: foodIntoleranceReport },
      tags,
      summary: '食物不耐受报告',
      description: `Our definition: the patient's check/inspection records whose item name contains 不耐受 (food-specific IgG tests), newest first. ${SCOPE}`,
    },
    (ctx, { query }) => foodIntoleranceOf(ctx, query.patientId),
  );
}
