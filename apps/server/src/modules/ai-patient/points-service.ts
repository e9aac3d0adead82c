import { AI_POINT_RULES, type AiPointKind } from '@kanghu/shared';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../../core/context.ts';
import { type District, inDistrict } from '../../core/district.ts';
import { aiInterventionMessages, aiSignRecords, aiTrackRecords } from '../../db/schema/index.ts';

interface Period {
  startTime?: Date | undefined;
  endTime?: Date | undefined;
}

/**
 * The servicer's work in the district as point events (AI_POINT_RULES; docs/decisions.md): each
 * tracking record, intervention message and signing the servicer recorded, in the period.
 */
function events(ctx: Ctx, district: District, p: Period) {
  const from = p.startTime ?? new Date(0);
  const to = p.endTime ?? new Date(8.64e15);
  const t = aiTrackRecords;
  const m = aiInterventionMessages;
  const s = aiSignRecords;
  return sql`(
    select 'track' as kind, ${t.id} as id, ${t.time} as time from ${t}
     where ${t.userId} = ${ctx.userId} and ${t.districtId} = ${district.id} and ${t.time} between ${from} and ${to}
    union all
    select 'message', ${m.id}, ${m.time} from ${m}
     where ${m.userId} = ${ctx.userId} and ${m.districtId} = ${district.id} and ${m.time} between ${from} and ${to}
    union all
    select 'sign', ${s.id}, ${s.signTime} from ${s}
     where ${s.userId} = ${ctx.userId} and ${s.districtId} = ${district.id} and ${s.signTime} between ${from} and ${to}
  ) e`;
}

const pointsOf = (kind: string) => AI_POINT_RULES[kind as AiPointKind]?.points ?? 0;

/** GET point/total/score: total points of the period and the count per kind. */
export function pointTotal(ctx: Ctx, code: string, p: Period) {
  return inDistrict(ctx, code, async (tx, district) => {
    const rows = await tx.execute<{ kind: string; n: number }>(
      sql`select kind, count(*)::int as n from ${events(ctx, district, p)} group by kind`,
    );
    const items = (Object.keys(AI_POINT_RULES) as AiPointKind[]).map((kind) => {
      const n = rows.rows.find((r) => r.kind === kind)?.n ?? 0;
      return { kind, label: AI_POINT_RULES[kind].label, count: n, points: n * AI_POINT_RULES[kind].points };
    });
    return { totalScore: items.reduce((a, i) => a + i.points, 0), items };
  });
}

/** GET point/list: the point events of the period, newest first. */
export function pointList(ctx: Ctx, code: string, q: Period & { pageNo: number; pageSize: number }) {
  return inDistrict(ctx, code, async (tx, district) => {
    const rows = await tx.execute<{ kind: string; id: number; time: Date | string; total: number }>(
      sql`select kind, id, time, count(*) over ()::int as total from ${events(ctx, district, q)}
          order by time desc, id desc limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`,
    );
    const list = rows.rows.map((r) => ({
      kind: r.kind,
      label: AI_POINT_RULES[r.kind as AiPointKind]?.label ?? '',
      sourceId: r.id,
      time: new Date(r.time).toISOString(),
      points: pointsOf(r.kind),
    }));
    return { list, total: rows.rows[0]?.total ?? 0, pageNo: q.pageNo, pageSize: q.pageSize };
  });
}
