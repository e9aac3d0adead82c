import {
  AI_CALL_SIMULATED_DELAY_SECONDS,
  AI_CALL_SIMULATED_LABEL,
  simulatedConversation,
} from '@kanghu/shared';
import { type AppParts, projectContext } from '../../core/context.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError } from '../../lib/errors.ts';
import { finishCall, pendingCall } from './call-repo.ts';

/**
 * The robot caller (spec 3 section 3 "Call"; the xfyeta records). `place` starts a call; its result
 * arrives later and is written to ai_calls. The development provider dials nobody: a pg-boss job
 * completes the call after a short delay with a simulated transcript, and every answer says so.
 */
export interface CallProvider {
  readonly name: string;
  readonly simulated: boolean;
  readonly sourceLabel: string | null;
  place(call: { projectId: number; callId: number }): Promise<void>;
}

export const AI_CALL_QUEUE = 'ai-call-simulate';

interface CallJob {
  projectId: number;
  callId: number;
}

export class DevCallProvider implements CallProvider {
  readonly name = 'dev';
  readonly simulated = true;
  readonly sourceLabel = AI_CALL_SIMULATED_LABEL;
  constructor(private readonly jobs: JobQueue) {}
  place(call: CallJob): Promise<void> {
    const job: CallJob = { projectId: call.projectId, callId: call.callId };
    return this.jobs.sendAfter(
      AI_CALL_QUEUE,
      job,
      AI_CALL_SIMULATED_DELAY_SECONDS,
      `${call.projectId}:${call.callId}`,
    );
  }
}

/** Production without a robot caller contract: refuses, never pretends. */
export class NoCallProvider implements CallProvider {
  readonly name = 'none';
  readonly simulated = false;
  readonly sourceLabel = null;
  place(): Promise<void> {
    return Promise.reject(new AppError(503, '外呼平台未接入'));
  }
}

/** Completes a simulated call once (a call no longer 'calling' is left alone). */
export async function completeSimulatedCall(parts: AppParts, job: CallJob): Promise<void> {
  const ctx = await projectContext(parts, job.projectId);
  if (!ctx) return;
  await ctx.inTenant(async (tx) => {
    const call = await pendingCall(tx, job.callId);
    if (!call) return;
    const result = simulatedConversation(call.id, call.robotType as never, call.name);
    await finishCall(tx, call.id, { ...result, finishedAt: ctx.now() });
  });
}

export async function registerCallJobs(parts: AppParts): Promise<CallProvider> {
  if (parts.services.config.env === 'production') return new NoCallProvider();
  await parts.jobs.register<CallJob>(AI_CALL_QUEUE, (job) => completeSimulatedCall(parts, job), {
    policy: 'short',
  });
  return new DevCallProvider(parts.jobs);
}
