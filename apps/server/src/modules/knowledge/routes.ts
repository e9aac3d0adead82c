import {
  categoryBody,
  categoryList,
  categoryView,
  courseIdParam,
  examAttemptView,
  examResult,
  examSubmitBody,
  examSummary,
  knowledgeBody,
  knowledgeDetail,
  knowledgeDetailQuery,
  knowledgeIdParam,
  knowledgeListQuery,
  knowledgePage,
  knowledgeView,
  learnTaskList,
  studyRank,
  studyRankQuery,
} from '@kanghu/shared';
import { knowledge } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { route, routes } from '../../plugins/route.ts';
import { addCategory, categories } from './category-service.ts';
import { examInfo, examResult as examResultOf, startExam, submitExam } from './exam-service.ts';
import { createKnowledge, knowledgeDetail as detailOf, listKnowledge, updateKnowledge } from './service.ts';
import { studyRank as rankOf } from './study-service.ts';
import { learnTasks } from './tasks-service.ts';

const tags = ['knowledge'];

/** Knowledge items, categories, learn tasks, rank and exams (issue 14 section 1). */
export default async function knowledgeRoutes(app: FastifyInstance) {
  const add = routes(app, { access: 'user', tags });
  add(
    knowledge.list,
    {
      summary: '知识列表',
      description:
        'isShow 1 unless given (spec 2 section 9); learners see published items only. keyword: Chinese search over titles and introductions, ranked.',
      query: knowledgeListQuery,
      response: knowledgePage,
    },
    (ctx, { query }) => listKnowledge(ctx, query),
  );
  route(
    app,
    knowledge.categories,
    { access: 'user', schemas: { response: categoryList }, tags, summary: '知识分类' },
    (ctx) => categories(ctx),
  );
  add(
    knowledge.categoryAdd,
    { summary: '添加知识分类', access: 'servicer', body: categoryBody, response: categoryView },
    (ctx, { body }) => addCategory(ctx, body),
  );
  add(
    knowledge.learnTasks,
    {
      summary: '学习任务',
      description: 'The caller’s courses in progress with their items (done or not) and exam.',
      response: learnTaskList,
    },
    (ctx) => learnTasks(ctx),
  );
  add(
    knowledge.studyRank,
    {
      summary: '学习排行',
      description: 'Learners of the project by seconds studied (one course or all); other names masked.',
      query: studyRankQuery,
      response: studyRank,
    },
    (ctx, { query }) => rankOf(ctx, query),
  );
  add(
    knowledge.detail,
    {
      summary: '知识详情',
      description:
        'isShow 4 (any) unless given; learners see published items only (else 404). A course carries its items, exam summary and the caller’s enrollment.',
      params: knowledgeIdParam,
      query: knowledgeDetailQuery,
      response: knowledgeDetail,
    },
    (ctx, { params, query }) => detailOf(ctx, params.id, query.isShow),
  );
  add(
    knowledge.create,
    { summary: '新增知识', access: 'servicer', body: knowledgeBody, response: knowledgeView },
    (ctx, { body }) => createKnowledge(ctx, body),
  );
  add(
    knowledge.update,
    {
      summary: '修改知识',
      description: 'The author or a manager; the type cannot change.',
      access: 'servicer',
      params: knowledgeIdParam,
      body: knowledgeBody,
      response: knowledgeView,
    },
    (ctx, { params, body }) => updateKnowledge(ctx, params.id, body),
  );
  add(
    knowledge.exam,
    { summary: '课程考试信息', params: courseIdParam, response: examSummary },
    (ctx, { params }) => examInfo(ctx, params.id),
  );
  add(
    knowledge.examStart,
    {
      summary: '开始考试',
      description: 'Enrolled, required items done. Server deadline; no answers are sent.',
      access: 'customer',
      params: courseIdParam,
      response: examAttemptView,
    },
    (ctx, { params }) => startExam(ctx, params.id),
  );
  add(
    knowledge.examSubmit,
    {
      summary: '交卷',
      description: 'Graded on the server; past the deadline the attempt is timed out with no score.',
      access: 'customer',
      params: knowledgeIdParam,
      body: examSubmitBody,
      response: examResult,
    },
    (ctx, { params, body }) => submitExam(ctx, params.id, body),
  );
  add(
    knowledge.examResult,
    { summary: '考试结果', access: 'customer', params: knowledgeIdParam, response: examResult },
    (ctx, { params }) => examResultOf(ctx, params.id),
  );
}
