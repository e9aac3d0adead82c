import type { aiTrackRecords } from '../../db/schema/index.ts';

export function trackView(r: typeof aiTrackRecords.$inferSelect, servicerName: string | null) {
  return {
    id: r.id,
    state: r.state,
    reason: r.reason,
    handleWay: r.handleWay,
    content: r.content,
    pushAdvice: r.pushAdvice,
    pushed: r.pushed,
    abnormalNum: r.abnormalNum,
    time: r.time.toISOString(),
    nextTime: r.nextTime?.toISOString() ?? null,
    servicerName,
  };
}
