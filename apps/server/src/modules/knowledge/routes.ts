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
import { route } from '../../plugins/route.ts';
import { addCategory, categories } from './category-service.ts';
import { examInfo, examResult as examResultOf, startExam, submitExam } from './exam-service.ts';
import { createKnowledge, knowledgeDetail as detailOf, listKnowledge, updateKnowledge } from './service.ts';
import { studyRank as rankOf } from './study-service.ts';
import { learnTasks } from './tasks-service.ts';

const tags = ['knowledge'];

/** Knowledge items, categories, learn tasks, rank and exams (issue 14 section 1). */
export default async function knowledgeRoutes(app: FastifyInstance) {
  route(
    app,
    knowledge.list,
    {
      access: 'user',
      schemas: { query: knowledgeListQuery, response: knowledgePage },
      tags,
      summary: '知识列表',
      description:
        'isShow 1 unless given (spec 2 section 9); learners see published items only. keyword: Chinese search over titles and introductions, ranked.',
    },
    (ctx, { query }) => listKnowledge(ctx, query),
  );
  route(
    app,
    knowledge.categories,
    { access: 'user', schemas: { response: categoryList }, tags, summary: '知识分类' },
    (ctx) => categories(ctx),
  );
  route(
    app,
    knowledge.categoryAdd,
    {
      access: 'servicer',
      schemas: { body: categoryBody, response: categoryView },
      tags,
      summary: '添加知识分类',
    },
    (ctx, { body }) => addCategory(ctx, body),
  );
  route(
    app,
    knowledge.learnTasks,
    {
      access: 'user',
      schemas: { response: learnTaskList },
      tags,
      summary: '学习任务',
      description: 'The caller’s courses in progress with their items (done or not) and exam.',
    },
    (ctx) => learnTasks(ctx),
  );
  route(
    app,
    knowledge.studyRank,
    {
      access: 'user',
      schemas: { query: studyRankQuery, response: studyRank },
      tags,
      summary: '学习排行',
      description: 'Learners of the project by seconds studied (one course or all); other names masked.',
    },
    (ctx, { query }) => rankOf(ctx, query),
  );
  route(
    app,
    knowledge.detail,
    {
      access: 'user',
      schemas: { params: knowledgeIdParam, query: knowledgeDetailQuery, response: knowledgeDetail },
      tags,
      summary: '知识详情',
      description:
        'isShow 4 (any) unless given; learners see published items only (else 404). A course carries its items, exam summary and the caller’s enrollment.',
    },
    (ctx, { params, query }) => detailOf(ctx, params.id, query.isShow),
  );
  route(
    app,
    knowledge.create,
    {
      access: 'servicer',
      schemas: { body: knowledgeBody, response: knowledgeView },
      tags,
      summary: '新增知识',
    },
    (ctx, { body }) => createKnowledge(ctx, body),
  );
  route(
    app,
    knowledge.update,
    {
      access: 'servicer',
      schemas: { params: knowledgeIdParam, body: knowledgeBody, response: knowledgeView },
      tags,
      summary: '修改知识',
      description: 'The author or a manager; the type cannot change.',
    },
    (ctx, { params, body }) => updateKnowledge(ctx, params.id, body),
  );
  route(
    app,
    knowledge.exam,
    {
      access: 'user',
      schemas: { params: courseIdParam, response: examSummary },
      tags,
      summary: '课程考试信息',
    },
    (ctx, { params }) => examInfo(ctx, params.id),
  );
  route(
    app,
    knowledge.examStart,
    {
      access: 'customer',
      schemas: { params: courseIdParam, response: examAttemptView },
      tags,
      summary: '开始考试',
      description: 'Enrolled, required items done. Server deadline; no answers are sent.',
    },
    (ctx, { params }) => startExam(ctx, params.id),
  );
  route(
    app,
    knowledge.examSubmit,
    {
      access: 'customer',
      schemas: { params: knowledgeIdParam, body: examSubmitBody, response: examResult },
      tags,
      summary: '交卷',
      description: 'Graded on the server; past the deadline the attempt is timed out with no score.',
    },
    (ctx, { params, body }) => submitExam(ctx, params.id, body),
  );
  route(
    app,
    knowledge.examResult,
    {
      access: 'customer',
      schemas: { params: knowledgeIdParam, response: examResult },
      tags,
      summary: '考试结果',
    },
    (ctx, { params }) => examResultOf(ctx, params.id),
  );
}
