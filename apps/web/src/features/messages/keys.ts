/** Query keys of the system messages (kept apart from queries.ts so the shell loads no schemas). */
export const messageKeys = {
  all: ['systemMessages'] as const,
  list: (project: string) => ['systemMessages', project, 'list'] as const,
  detail: (project: string, id: number) => ['systemMessages', project, 'detail', id] as const,
};
