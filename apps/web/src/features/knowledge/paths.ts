import type { KnowledgeType } from '@kanghu/shared';

/** Screens of the education area (spec 1 section 2.5) and the common video pages (2.3). */
export const EDU_PATHS = {
  knowledgeList: '/education/konwledge/list',
  courseList: '/education/course/list',
  courseDetail: '/education/course/detail',
  courseJoin: '/education/course/join',
  rank: '/education/course/study/rank/list',
  tasks: '/education/course/learn/task/list',
  mineCourse: '/education/mine/course',
  history: '/education/history',
  exam: '/education/exam',
  collect: '/education/collect',
  live: '/education/news/live',
  videoList: '/app/common/video/list',
  itemDetail: '/app/common/video/detail',
  studyCenter: '/web/config/education/study/center',
} as const;

/** Where an item opens: a course its course page, every other type the item page. */
export function itemPath(item: { id: number; type: KnowledgeType }, courseId?: number): string {
  if (item.type === 'course') return `${EDU_PATHS.courseDetail}?id=${item.id}`;
  return `${EDU_PATHS.itemDetail}?id=${item.id}${courseId ? `&courseId=${courseId}` : ''}`;
}

/** The positive integer of a query parameter, or null. */
export function idParam(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}
