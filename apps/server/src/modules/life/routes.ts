import { lifeContract } from '@kanghu/shared/contracts';
import { life } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { listHabits, signHabit } from './habit-service.ts';
import * as reportService from './report-service.ts';
import { addSport, listSport, sportSuggestion } from './sport-service.ts';

const tags = ['life-data'];
const SCOPE = 'For a patient the caller sees (core/access.ts); any other answers 404.';

/** Life habits, exercise, and the life-data reports (issue 4 sections 2-3). */
export default async function lifeRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(life, lifeContract, {
    habits: {
      summary: '生活习惯列表',
      description: `isShow=1 (spec 3 section 9). With patientId, today's sign state (China day), streak and month count. ${SCOPE}`,
      handle: (ctx, { query }) => listHabits(ctx, query),
    },
    signHabit: {
      summary: '生活习惯打卡',
      description: `Today's check-in; one per habit, patient and China day; signing again changes nothing. ${SCOPE}`,
      handle: (ctx, { body }) => signHabit(ctx, body),
    },
    addSport: {
      summary: '记录运动',
      description: `kcal = MET (2011 Compendium) x body weight (latest weight reading, else the record, else 60 kg, flagged) x hours. ${SCOPE}`,
      handle: (ctx, { body }) => addSport(ctx, body),
    },
    sport: {
      summary: '运动记录',
      description: `The last \`days\` (default 30): records newest first and totals per China day. ${SCOPE}`,
      handle: (ctx, { query }) => listSport(ctx, query),
    },
    sportSuggestion: {
      summary: '运动建议（规则）',
      description: `Fixed rules (packages/shared life.ts sportSuggestions), not a model: weekly minutes, latest BP grade, BMI, age. ${SCOPE}`,
      handle: (ctx, { query }) => sportSuggestion(ctx, query.patientId),
    },
    bpReports: {
      summary: '血压报告列表',
      description: `One report per China-time month with readings (last 12), newest first; the same reports as hypertension/report/findAll, with id YYYYMM. ${SCOPE}`,
      handle: (ctx, { query }) => reportService.bpReportList(ctx, query.patientId),
    },
    bpReport: {
      summary: '血压报告详情',
      description: `The month YYYYMM's hypertension report (the same figures as hypertension/report over that month). ${SCOPE}`,
      handle: (ctx, { params, query }) => reportService.bpReportDetail(ctx, params.id, query.patientId),
    },
    gareaReport: {
      summary: '综合健康报告',
      description: `Our definition of garea (path only in the spec): per life-data area (readings by type, exercise, diet, habit check-ins) the count, abnormal count and latest entry over the last \`days\`. ${SCOPE}`,
      handle: (ctx, { query }) => reportService.gareaReport(ctx, query),
    },
    bedReport: {
      summary: '床垫睡眠报告',
      description: `Bed-mattress readings per night (China time; before noon counts for the previous night): sleep hours, heart and breath rate, with rule-based advice. ${SCOPE}`,
      handle: (ctx, { query }) => reportService.bedReport(ctx, query),
    },
    foodIntoleranceReport: {
      summary: '食物不耐受报告',
      description: `Our definition: the patient's check/inspection records whose item name contains 不耐受 (food-specific IgG tests), newest first. ${SCOPE}`,
      handle: (ctx, { query }) => reportService.foodIntoleranceReport(ctx, query.patientId),
    },
  });
}
