import {
  chinaDay,
  chinaMidnight,
  FOLLOW_MODES,
  MANAGEMENT_PATH,
  PATH_NODE_STATES,
  type PathDetailView,
  type PathNodeState,
  type pathNodeQuery,
} from '@kanghu/shared';
import type { z } from 'zod';
import type { Ctx } from '../../core/context.ts';
import { districtResidentBy, inDistrict } from '../../core/district.ts';
import { type PathEvent, pathEvents } from './resident-records-repo.ts';
import { summaryOf } from './residents-repo.ts';

/** Follow-up modes that are face-to-face (门诊, 家庭): the standard counts only these. */
const FACE_TO_FACE = new Set(['1', '2']);
const READING_NAMES: Record<string, string> = { bp: '血压', bg: '血糖' };
const QUARTERS = ['第一季度', '第二季度', '第三季度', '第四季度'];

function stateOf(done: boolean, from: Date, to: Date, now: Date): PathNodeState {
  if (done) return 'done';
  if (now < from) return 'future';
  return now < to ? 'due' : 'missed';
}

function workText(e: PathEvent): string {
  if (e.kind === 'follow') return FOLLOW_MODES[Number(e.sub) as keyof typeof FOLLOW_MODES] ?? '随访';
  if (e.kind === 'reading') return `测量${READING_NAMES[e.sub] ?? e.sub}${e.n}次`;
  return `健康体检：${e.sub}`;
}

/**
 * GET path/node/patient/detail: the resident's management path of a year (docs/decisions.md "AI
 * platform residents"): one node per quarter (a face-to-face follow-up with blood pressure, and
 * fasting glucose for diabetes), then the yearly health check; each node's state from stored data.
 */
export function pathDetail(
  ctx: Ctx,
  code: string,
  q: z.output<typeof pathNodeQuery>,
): Promise<PathDetailView> {
  return inDistrict(ctx, code, async (tx, district, viewer) => {
    const p = await districtResidentBy(tx, viewer, district, q);
    const now = ctx.now();
    const year = q.year ?? Number(chinaDay(now).slice(0, 4));
    const bound = (y: number, m: number) =>
      chinaMidnight(`${y + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-01`);
    const yearStart = bound(year, 0);
    const yearEnd = bound(year, 12);
    const groups = await summaryOf(tx, p.id);
    const inDm = groups.dm !== null;
    const events = await pathEvents(tx, p.id, yearStart, yearEnd);
    const work = (e: PathEvent) => ({ kind: e.kind, at: new Date(e.at).toISOString(), text: workText(e) });
    const nodes: PathDetailView['nodes'] = QUARTERS.map((name, index) => {
      const from = bound(year, index * 3);
      const to = bound(year, index * 3 + 3);
      const inside = events.filter(
        (e) => e.kind !== 'examination' && new Date(e.at) >= from && new Date(e.at) < to,
      );
      const done = inside.some((e) => e.kind === 'follow' && FACE_TO_FACE.has(e.sub));
      const state = stateOf(done, from, to, now);
      return {
        index,
        name: `${name}随访`,
        from: from.toISOString(),
        to: to.toISOString(),
        state,
        stateText: PATH_NODE_STATES[state],
        tasks: ['面对面随访1次', '测量血压', ...(inDm ? ['测量空腹血糖'] : []), '评估症状、体征与用药'],
        work: inside.map(work),
      };
    });
    const checks = events.filter((e) => e.kind === 'examination');
    const checkState = stateOf(checks.length >= MANAGEMENT_PATH.healthChecksPerYear, yearStart, yearEnd, now);
    nodes.push({
      index: 4,
      name: '年度健康体检',
      from: yearStart.toISOString(),
      to: yearEnd.toISOString(),
      state: checkState,
      stateText: PATH_NODE_STATES[checkState],
      tasks: ['年度健康体检1次'],
      work: checks.map(work),
    });
    const picked = q.findIndex === undefined ? nodes : nodes.filter((n) => n.index === q.findIndex);
    return {
      year,
      groups: [...(groups.hbp !== null ? ['高血压'] : []), ...(inDm ? ['2型糖尿病'] : [])],
      source: MANAGEMENT_PATH.source,
      nodes: picked.map((n) => ({
        ...n,
        tasks: q.taskOrWork === 2 ? [] : n.tasks,
        work: q.taskOrWork === 1 ? [] : n.work,
      })),
    };
  });
}
