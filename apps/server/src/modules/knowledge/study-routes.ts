import {
  knowledgeIdParam,
  playHistoryBody,
  playHistoryPage,
  playHistoryQuery,
  playHistoryView,
  studentBody,
  studentPage,
  studentQuery,
  studentUpdateBody,
  studentView,
} from '@kanghu/shared';
import { knowledge } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import { joinCourse, playHistory, savePlayHistory, students, updateEnrollment } from './study-service.ts';

const tags = ['knowledge'];

/** Play history and enrollment (knowledge student) of spec 2 and 3. */
export default async function studyRoutes(app: FastifyInstance) {
  const add = routes(app, { access: 'user', tags });
  add(
    knowledge.playSave,
    { body: playHistoryBody, response: playHistoryView },
    {
      summary: '记录播放进度',
      description:
        'The caller’s latest position per item (userId in the body is ignored); viewDuration adds up. May complete a course.',
    },
    (ctx, { body }) => savePlayHistory(ctx, body),
  );
  add(
    knowledge.playHistory,
    { query: playHistoryQuery, response: playHistoryPage },
    {
      summary: '学习记录',
      description:
        'Newest first. A learner sees only their own (another userId: 404); servicers any learner’s.',
    },
    (ctx, { query }) => playHistory(ctx, query),
  );
  add(
    knowledge.students,
    { query: studentQuery, response: studentPage },
    '报名与学习进度',
    (ctx, { query }) => students(ctx, query),
  );
  add(
    knowledge.join,
    { body: studentBody, response: studentView },
    {
      summary: '报名课程',
      description: 'A learner joins (joinType 1); a servicer assigns a learner by userId (joinType 2).',
    },
    (ctx, { body }) => joinCourse(ctx, body),
  );
  add(
    knowledge.studentUpdate,
    { params: knowledgeIdParam, body: studentUpdateBody, response: studentView },
    {
      summary: '修改学习状态',
      description: 'Quit (2) or rejoin (0); completed is set by the server only. Servicers may move endTime.',
    },
    (ctx, { params, body }) => updateEnrollment(ctx, params.id, body),
  );
}
