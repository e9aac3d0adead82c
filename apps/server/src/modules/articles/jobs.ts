import { CHINA_ZONE } from '@kanghu/shared';
import { type AppParts, projectContext } from '../../core/context.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { ArticleDetailCache } from './detail-cache.ts';
import { publishAllDue } from './write-repo.ts';

/** pg-boss queue of scheduled article publishes (timingShowTime). */
export const ARTICLE_PUBLISH_QUEUE = 'article-scheduled-publish';
/** The catch-up sweep (articles seeded as scheduled, a job lost with its queue): every 5 minutes. */
const SWEEP_CRON = '*/5 * * * *';

export interface PublishJob {
  /** One project; every project when absent (the sweep). */
  projectId?: number;
}

/** At `at`, publishes the project's due scheduled articles (one job per project and time). */
export function schedulePublish(jobs: JobQueue, projectId: number, at: Date): Promise<void> {
  const job: PublishJob = { projectId };
  return jobs.sendAt(ARTICLE_PUBLISH_QUEUE, job, at, `${projectId}:${at.toISOString()}`);
}

/**
 * Publishes the due scheduled articles of the job's project (or of every project): those still
 * scheduled whose timingShowTime has come. An article edited meanwhile (back to draft, moved
 * later) is left alone, so any number of jobs publish each article once. Answers their ids.
 */
export async function runPublishJob(
  parts: AppParts,
  cache: ArticleDetailCache,
  job: PublishJob,
): Promise<number[]> {
  const ids = job.projectId !== undefined ? [job.projectId] : await parts.services.projects.ids();
  const published: number[] = [];
  for (const projectId of ids) {
    const ctx = await projectContext(parts, projectId);
    if (!ctx) continue;
    const done = await ctx.inTenant((tx) => publishAllDue(tx, ctx.now()));
    for (const id of done) cache.changed(projectId, id);
    if (done.length) ctx.log.info({ articleIds: done }, 'scheduled articles published');
    published.push(...done);
  }
  return published;
}

/** The articles module's worker and its sweep schedule (not in tests: they send their own jobs). */
export async function registerArticleJobs(parts: AppParts, cache: ArticleDetailCache): Promise<void> {
  await parts.jobs.register<PublishJob>(ARTICLE_PUBLISH_QUEUE, async (job) => {
    await runPublishJob(parts, cache, job);
  });
  if (parts.services.config.env === 'test') return;
  await parts.jobs.schedule(ARTICLE_PUBLISH_QUEUE, SWEEP_CRON, CHINA_ZONE);
}
