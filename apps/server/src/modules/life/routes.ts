import {
  bedReport,
  bpReportIdParam,
  bpReportItem,
  envelope,
  foodIntoleranceReport,
  gareaReport,
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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import { listHabits, signHabit } from './habit-service.ts';
import {
  bedReport as bedReportOf,
  bpReportDetail,
  bpReportList,
  foodIntoleranceReport as foodIntoleranceOf,
  gareaReport as gareaOf,
} from './report-service.ts';
import { addSport, listSport, sportSuggestion } from './sport-service.ts';

const tags = ['life-data'];
const SCOPE = 'For a patient the caller sees (modules/patients/access.ts); any other answers 404.';

/** Life habits, exercise, and the life-data reports (issue 4 sections 2-3). */
export default async function lifeRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/patient/life/habit',
    {
      schema: {
        querystring: habitListQuery,
        response: { 200: envelope(z.array(habitView)) },
        tags,
        summary: '生活习惯列表',
        description: `isShow=1 (spec 3 section 9). With patientId, today's sign state (China day), streak and month count. ${SCOPE}`,
      },
    },
    async (request) => ({ success: true, data: await listHabits(services, request, request.query) }),
  );

  r.post(
    '/api/patient/life/habit/sign',
    {
      schema: {
        body: habitSignBody,
        response: { 200: envelope(habitView) },
        tags,
        summary: '生活习惯打卡',
        description: `Today's check-in; one per habit, patient and China day; signing again changes nothing. ${SCOPE}`,
      },
    },
    async (request) => ({ success: true, data: await signHabit(services, request, request.body) }),
  );

  r.post(
    '/api/patient/sport',
    {
      schema: {
        body: sportRecordBody,
        response: { 200: envelope(sportRecordView) },
        tags,
        summary: '记录运动',
        description: `kcal = MET (2011 Compendium) x body weight (latest weight reading, else the record, else 60 kg, flagged) x hours. ${SCOPE}`,
      },
    },
    async (request) => ({ success: true, data: await addSport(services, request, request.body) }),
  );

  r.get(
    '/api/patient/sport',
    {
      schema: {
        querystring: sportListQuery,
        response: { 200: envelope(sportList) },
        tags,
        summary: '运动记录',
        description: `The last \`days\` (default 30): records newest first and totals per China day. ${SCOPE}`,
      },
    },
    async (request) => ({ success: true, data: await listSport(services, request, request.query) }),
  );

  r.get(
    '/api/patient/sport/suggestion',
    {
      schema: {
        querystring: patientReportQuery,
        response: { 200: envelope(sportSuggestionView) },
        tags,
        summary: '运动建议（规则）',
        description: `Fixed rules (packages/shared life.ts sportSuggestions), not a model: weekly minutes, latest BP grade, BMI, age. ${SCOPE}`,
      },
    },
    async (request) => ({
      success: true,
      data: await sportSuggestion(services, request, request.query.patientId),
    }),
  );

  r.get(
    '/api/patient/blood/pressure/report',
    {
      schema: {
        querystring: patientReportQuery,
        response: { 200: envelope(z.array(bpReportItem)) },
        tags,
        summary: '血压报告列表',
        description: `One report per China-time month with readings (last 12), newest first; the same reports as hypertension/report/findAll, with id YYYYMM. ${SCOPE}`,
      },
    },
    async (request) => ({
      success: true,
      data: await bpReportList(services, request, request.query.patientId),
    }),
  );

  r.get(
    '/api/patient/blood/pressure/report/:id',
    {
      schema: {
        params: bpReportIdParam,
        querystring: patientReportQuery,
        response: { 200: envelope(bpReportItem) },
        tags,
        summary: '血压报告详情',
        description: `The month YYYYMM's hypertension report (the same figures as hypertension/report over that month). ${SCOPE}`,
      },
    },
    async (request) => ({
      success: true,
      data: await bpReportDetail(services, request, request.params.id, request.query.patientId),
    }),
  );

  r.get(
    '/api/patient/report/garea',
    {
      schema: {
        querystring: reportPeriodQuery,
        response: { 200: envelope(gareaReport) },
        tags,
        summary: '综合健康报告',
        description: `Our definition of garea (path only in the spec): per life-data area (readings by type, exercise, diet, habit check-ins) the count, abnormal count and latest entry over the last \`days\`. ${SCOPE}`,
      },
    },
    async (request) => ({ success: true, data: await gareaOf(services, request, request.query) }),
  );

  r.get(
    '/api/patient/report/bed',
    {
      schema: {
        querystring: reportPeriodQuery,
        response: { 200: envelope(bedReport) },
        tags,
        summary: '床垫睡眠报告',
        description: `Bed-mattress readings per night (China time; before noon counts for the previous night): sleep hours, heart and breath rate, with rule-based advice. ${SCOPE}`,
      },
    },
    async (request) => ({ success: true, data: await bedReportOf(services, request, request.query) }),
  );

  r.get(
    '/api/patient/report/food/intolerance',
    {
      schema: {
        querystring: patientReportQuery,
        response: { 200: envelope(foodIntoleranceReport) },
        tags,
        summary: '食物不耐受报告',
        description: `Our definition: the patient's check/inspection records whose item name contains 不耐受 (food-specific IgG tests), newest first. ${SCOPE}`,
      },
    },
    async (request) => ({
      success: true,
      data: await foodIntoleranceOf(services, request, request.query.patientId),
    }),
  );
}
