import { knowledgeContract } from '@kanghu/shared/contracts';
import { knowledge } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import * as studyService from './study-service.ts';

const tags = ['knowledge'];

/** Play history and enrollment (knowledge student) of spec 2 and 3. */
export default async function studyRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'user', tags });
  serve(knowledge, knowledgeContract, {
    playSave: {
      summary: '记录播放进度',
      description:
        'The caller’s latest position per item (userId in the body is ignored); viewDuration adds up. May complete a course.',
      handle: (ctx, { body }) => studyService.savePlayHistory(ctx, body),
    },
    playHistory: {
      summary: '学习记录',
      description:
        'Newest first. A learner sees only their own (another userId: 404); servicers any learner’s.',
      handle: (ctx, { query }) => studyService.playHistory(ctx, query),
    },
    students: { summary: '报名与学习进度', handle: (ctx, { query }) => studyService.students(ctx, query) },
    join: {
      summary: '报名课程',
      description: 'A learner joins (joinType 1); a servicer assigns a learner by userId (joinType 2).',
      handle: (ctx, { body }) => studyService.joinCourse(ctx, body),
    },
    studentUpdate: {
      summary: '修改学习状态',
      description: 'Quit (2) or rejoin (0); completed is set by the server only. Servicers may move endTime.',
      handle: (ctx, { params, body }) => studyService.updateEnrollment(ctx, params.id, body),
    },
  });
}
