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
import { route } from '../../plugins/route.ts';
import { joinCourse, playHistory, savePlayHistory, students, updateEnrollment } from './study-service.ts';

const tags = ['knowledge'];

/** Play history and enrollment (knowledge student) of spec 2 and 3. */
export default async function studyRoutes(app: FastifyInstance) {
  route(
    app,
    knowledge.playSave,
    {
      access: 'user',
      schemas: { body: playHistoryBody, response: playHistoryView },
      tags,
      summary: '记录播放进度',
      description:
        'The caller’s latest position per item (userId in the body is ignored); viewDuration adds up. May complete a course.',
    },
    (ctx, { body }) => savePlayHistory(ctx, body),
  );
  route(
    app,
    knowledge.playHistory,
    {
      access: 'user',
      schemas: { query: playHistoryQuery, response: playHistoryPage },
      tags,
      summary: '学习记录',
      description:
        'Newest first. A learner sees only their own (another userId: 404); servicers any learner’s.',
    },
    (ctx, { query }) => playHistory(ctx, query),
  );
  route(
    app,
    knowledge.students,
    {
      access: 'user',
      schemas: { query: studentQuery, response: studentPage },
      tags,
      summary: '报名与学习进度',
    },
    (ctx, { query }) => students(ctx, query),
  );
  route(
    app,
    knowledge.join,
    {
      access: 'user',
      schemas: { body: studentBody, response: studentView },
      tags,
      summary: '报名课程',
      description: 'A learner joins (joinType 1); a servicer assigns a learner by userId (joinType 2).',
    },
    (ctx, { body }) => joinCourse(ctx, body),
  );
  route(
    app,
    knowledge.studentUpdate,
    {
      access: 'user',
      schemas: { params: knowledgeIdParam, body: studentUpdateBody, response: studentView },
      tags,
      summary: '修改学习状态',
      description: 'Quit (2) or rejoin (0); completed is set by the server only. Servicers may move endTime.',
    },
    (ctx, { params, body }) => updateEnrollment(ctx, params.id, body),
  );
}
