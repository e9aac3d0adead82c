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
import { routes } from '../../plugins/route.ts';
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
    { query: knowledgeListQuery, response: knowledgePage },
    {
      summary: '知识列表',
      description:
        'isShow 1 unless given (spec 2 section 9); learners see published items only. keyword: Chinese search over titles and introductions, ranked.',
    },
    (ctx, { query }) => listKnowledge(ctx, query),
  );
  add(knowledge.categories, { response: categoryList }, '知识分类', (ctx) => categories(ctx));
  add(
    knowledge.categoryAdd,
    { body: categoryBody, response: categoryView },
    { summary: '添加知识分类', access: 'servicer' },
    (ctx, { body }) => addCategory(ctx, body),
  );
  add(
    knowledge.learnTasks,
    { response: learnTaskList },
    {
      summary: '学习任务',
      description: 'The caller’s courses in progress with their items (done or not) and exam.',
    },
    (ctx) => learnTasks(ctx),
  );
  add(
    knowledge.studyRank,
    { query: studyRankQuery, response: studyRank },
    {
      summary: '学习排行',
      description: 'Learners of the project by seconds studied (one course or all); other names masked.',
    },
    (ctx, { query }) => rankOf(ctx, query),
  );
  add(
    knowledge.detail,
    { params: knowledgeIdParam, query: knowledgeDetailQuery, response: knowledgeDetail },
    {
      summary: '知识详情',
      description:
        'isShow 4 (any) unless given; learners see published items only (else 404). A course carries its items, exam summary and the caller’s enrollment.',
    },
    (ctx, { params, query }) => detailOf(ctx, params.id, query.isShow),
  );
  add(
    knowledge.create,
    { body: knowledgeBody, response: knowledgeView },
    { summary: '新增知识', access: 'servicer' },
    (ctx, { body }) => createKnowledge(ctx, body),
  );
  add(
    knowledge.update,
    { params: knowledgeIdParam, body: knowledgeBody, response: knowledgeView },
    {
      summary: '修改知识',
      description: 'The author or a manager; the type cannot change.',
      access: 'servicer',
    },
    (ctx, { params, body }) => updateKnowledge(ctx, params.id, body),
  );
  add(knowledge.exam, { params: courseIdParam, response: examSummary }, '课程考试信息', (ctx, { params }) =>
    examInfo(ctx, params.id),
  );
  add(
    knowledge.examStart,
    { params: courseIdParam, response: examAttemptView },
    {
      summary: '开始考试',
      description: 'Enrolled, required items done. Server deadline; no answers are sent.',
      access: 'customer',
    },
    (ctx, { params }) => startExam(ctx, params.id),
  );
  add(
    knowledge.examSubmit,
    { params: knowledgeIdParam, body: examSubmitBody, response: examResult },
    {
      summary: '交卷',
      description: 'Graded on the server; past the deadline the attempt is timed out with no score.',
      access: 'customer',
    },
    (ctx, { params, body }) => submitExam(ctx, params.id, body),
  );
  add(
    knowledge.examResult,
    { params: knowledgeIdParam, response: examResult },
    { summary: '考试结果', access: 'customer' },
    (ctx, { params }) => examResultOf(ctx, params.id),
  );
}
