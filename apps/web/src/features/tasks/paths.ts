/** Routes of the task centre (spec routes.tsv, families tasks-chat-accounts and yzh-jiayi). */
export const TASK_PATHS = {
  index: '/health/task/index',
  finish: '/health/task/finish',
  jiayi: '/app/yzh/jiayi/doctor/task/index',
} as const;

export const finishPath = (id: number) => `${TASK_PATHS.finish}?id=${id}`;
