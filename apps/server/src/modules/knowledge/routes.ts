import { knowledgeContract } from '@kanghu/shared/contracts';
import { knowledge } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import { addCategory, categories } from './category-service.ts';
import * as examService from './exam-service.ts';
import * as service from './service.ts';
import { studyRank as rankOf } from './study-service.ts';
import { learnTasks } from './tasks-service.ts';

const tags = ['knowledge'];

/** Knowledge items, categories, learn tasks, rank and exams (issue 14 section 1). */
export default async function knowledgeRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(knowledge, knowledgeContract, {
    list: {
      summary: '知识列表',
      description:
        'isShow 1 unless given (spec 2 section 9); learners see published items only. keyword: Chinese search over titles and introductions, ranked.',
      handle: (ctx, { query }) => service.listKnowledge(ctx, query),
    },
    categories: { summary: '知识分类', handle: (ctx) => categories(ctx) },
    categoryAdd: {
      summary: '添加知识分类',
      access: 'servicer',
      handle: (ctx, { body }) => addCategory(ctx, body),
    },
    learnTasks: {
      summary: '学习任务',
      description: 'The caller’s courses in progress with their items (done or not) and exam.',
      handle: (ctx) => learnTasks(ctx),
    },
    studyRank: {
      summary: '学习排行',
      description: 'Learners of the project by seconds studied (one course or all); other names masked.',
      handle: (ctx, { query }) => rankOf(ctx, query),
    },
    detail: {
      summary: '知识详情',
      description:
        'isShow 4 (any) unless given; learners see published items only (else 404). A course carries its items, exam summary and the caller’s enrollment.',
      handle: (ctx, { params, query }) => service.knowledgeDetail(ctx, params.id, query.isShow),
    },
    create: {
      summary: '新增知识',
      access: 'servicer',
      handle: (ctx, { body }) => service.createKnowledge(ctx, body),
    },
    update: {
      summary: '修改知识',
      description: 'The author or a manager; the type cannot change.',
      access: 'servicer',
      handle: (ctx, { params, body }) => service.updateKnowledge(ctx, params.id, body),
    },
    exam: { summary: '课程考试信息', handle: (ctx, { params }) => examService.examInfo(ctx, params.id) },
    examStart: {
      summary: '开始考试',
      description: 'Enrolled, required items done. Server deadline; no answers are sent.',
      access: 'customer',
      handle: (ctx, { params }) => examService.startExam(ctx, params.id),
    },
    examSubmit: {
      summary: '交卷',
      description: 'Graded on the server; past the deadline the attempt is timed out with no score.',
      access: 'customer',
      handle: (ctx, { params, body }) => examService.submitExam(ctx, params.id, body),
    },
    examResult: {
      summary: '考试结果',
      access: 'customer',
      handle: (ctx, { params }) => examService.examResult(ctx, params.id),
    },
  });
}
