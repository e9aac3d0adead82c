import {
  type AiCheckCurveParams,
  type aiCheckCurveQuery,
  CHECK_CURVE_ITEMS,
  levelLabel,
  type MeasurementType,
  periodLabel,
  type residentPageQuery,
  type residentTimelineQuery,
} from '@kanghu/shared';
import type { z } from 'zod';
import type { Ctx } from '../../core/context.ts';
import { districtResidentBy, inDistrict } from '../../core/district.ts';
import { pageOf, pageRange } from '../../core/paging.ts';
import { parseCursor } from '../../core/patient-timeline.ts';
import { numericResult } from '../care/records-service.ts';
import {
  componentReadings,
  namedResults,
  pageChecks,
  pageSigns,
  type SignRow,
} from './resident-records-repo.ts';

const num = (v: number | undefined) => (typeof v === 'number' ? v : null);

function signView(m: SignRow) {
  const v = m.values;
  return {
    id: m.id,
    type: m.type,
    time: new Date(m.measuredAt).toISOString(),
    sbp: num(v.systolic),
    dbp: num(v.diastolic),
    heart: num(v.heartRate),
    bg: num(v.glucose),
    bgPeriod: m.type === 'bg' && m.period ? periodLabel('bg', m.period) : null,
    height: num(v.height),
    weight: num(v.weight),
    bmi: num(v.bmi),
    temperature: num(v.temperature),
    level: m.level,
    levelLabel: levelLabel(m.type as MeasurementType, m.level, m.period),
    abnormal: m.abnormal,
  };
}

/** GET physics/sign/list: the resident's physical-sign readings, page size 15. */
export function physicsSigns(ctx: Ctx, code: string, q: z.output<typeof residentPageQuery>) {
  return inDistrict(ctx, code, async (tx, district, viewer) => {
    const p = await districtResidentBy(tx, viewer, district, q);
    const { rows, total } = await pageSigns(tx, p.id, pageRange(q));
    return pageOf(rows.map(signView), total, q);
  });
}

/** GET check/after: the resident's check, inspection and examination records, newest first. */
export function checkAfter(ctx: Ctx, code: string, q: z.output<typeof residentPageQuery>) {
  return inDistrict(ctx, code, async (tx, district, viewer) => {
    const p = await districtResidentBy(tx, viewer, district, q);
    const { rows, total } = await pageChecks(tx, p.id, pageRange(q));
    const list = rows.map((r) => ({
      ...r,
      at: new Date(r.at).toISOString(),
      items: r.items.map((i) => ({
        name: i.name,
        value: i.value,
        unit: i.unit ?? null,
        abnormal: i.abnormal,
      })),
    }));
    return pageOf(list, total, q);
  });
}

/**
 * GET check/curve/:key: the item's values over time, oldest first, from home readings of the
 * component (when residents measure it) and from records whose result starts with a number.
 */
export function checkCurve(
  ctx: Ctx,
  code: string,
  params: AiCheckCurveParams,
  q: z.output<typeof aiCheckCurveQuery>,
) {
  return inDistrict(ctx, code, async (tx, district, viewer) => {
    const p = await districtResidentBy(tx, viewer, district, q);
    const item = CHECK_CURVE_ITEMS[params.key];
    const points: Array<{ at: string; value: number; source: 'reading' | 'record' }> = [];
    if (item.reading) {
      for (const r of await componentReadings(tx, p.id, item.reading.type, item.reading.key))
        points.push({ at: new Date(r.at).toISOString(), value: r.value, source: 'reading' });
    }
    for (const r of await namedResults(tx, p.id, item.names)) {
      const value = numericResult(r.text);
      if (value !== null) points.push({ at: new Date(r.at).toISOString(), value, source: 'record' });
    }
    points.sort((a, b) => a.at.localeCompare(b.at));
    return { key: params.key, name: item.name, unit: item.unit, points };
  });
}

/** GET patient/timeline/list: the merged timeline of every registered source (services.timeline), newest first. */
export function residentTimeline(ctx: Ctx, code: string, q: z.output<typeof residentTimelineQuery>) {
  return inDistrict(ctx, code, async (tx, district, viewer) => {
    const p = await districtResidentBy(tx, viewer, district, q);
    const page = await ctx.services.timeline.page(tx, p.id, parseCursor(q.cursor), q.pageSize);
    return { list: page.list.map((e) => ({ ...e, at: e.at.toISOString() })), nextCursor: page.nextCursor };
  });
}
