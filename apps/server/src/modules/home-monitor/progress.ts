import {
  chinaDay,
  chinaMidnight,
  DAY_MS,
  type MonitorFrequencyUnit,
  type MonitorTaskState,
} from '@kanghu/shared';

/** The China-time calendar date (YYYY-MM-DD) of an instant. */
export function chinaDate(at: Date): string {
  return chinaDay(at);
}

export function addDays(date: string, n: number): string {
  return chinaDate(new Date(chinaMidnight(date).getTime() + n * DAY_MS));
}

export interface TaskPlan {
  startDate: string;
  days: number;
  times: number;
  unit: MonitorFrequencyUnit;
  state: 'active' | 'terminated';
  terminatedAt: Date | null;
}

export interface Slot {
  label: string;
  start: Date;
  end: Date;
  target: number;
}

export function endDateOf(plan: Pick<TaskPlan, 'startDate' | 'days'>): string {
  return addDays(plan.startDate, plan.days - 1);
}

/** Days (or weeks, the last one possibly short) of the period, each with its target count. */
export function slotsOf(plan: TaskPlan): Slot[] {
  const slots: Slot[] = [];
  const step = plan.unit === 'day' ? 1 : 7;
  for (let offset = 0; offset < plan.days; offset += step) {
    const length = Math.min(step, plan.days - offset);
    const first = addDays(plan.startDate, offset);
    const start = chinaMidnight(first);
    const end = new Date(start.getTime() + length * DAY_MS);
    const target = plan.unit === 'day' ? plan.times : Math.ceil((plan.times * length) / 7);
    const label =
      plan.unit === 'day' ? first.slice(5) : `${first.slice(5)}~${addDays(first, length - 1).slice(5)}`;
    slots.push({ label, start, end, target });
  }
  return slots;
}

/** Where counting stops: now, the end of the period, or when the task was terminated. */
export function windowEnd(plan: TaskPlan, now: Date): Date {
  // The last millisecond of the period's last day (readings at the next midnight are outside).
  const periodEnd = new Date(chinaMidnight(addDays(plan.startDate, plan.days)).getTime() - 1);
  let end = now.getTime() < periodEnd.getTime() ? now : periodEnd;
  if (plan.terminatedAt && plan.terminatedAt.getTime() < end.getTime()) end = plan.terminatedAt;
  return end;
}

export function stateOf(plan: TaskPlan, now: Date): MonitorTaskState {
  if (plan.state === 'terminated') return 'terminated';
  return chinaDate(now) > endDateOf(plan) ? 'finished' : 'active';
}

/**
 * Progress of a task from the measure times of the patient's readings of its type. Readings
 * beyond a day's (week's) target do not make up for a missed one: percent counts at most the
 * target per slot.
 */
export function progressOf(plan: TaskPlan, measureTimes: Date[], now: Date) {
  const slots = slotsOf(plan);
  const periodStart = slots[0]?.start ?? chinaMidnight(plan.startDate);
  const stop = windowEnd(plan, now);
  const counted = measureTimes.filter(
    (t) => t.getTime() >= periodStart.getTime() && t.getTime() <= stop.getTime(),
  );
  let expected = 0;
  let expectedSoFar = 0;
  let credited = 0;
  let metSlots = 0;
  let elapsedSlots = 0;
  const rows = slots.map((s) => {
    const count = counted.filter((t) => t >= s.start && t < s.end).length;
    const future = s.start.getTime() > stop.getTime();
    expected += s.target;
    credited += Math.min(count, s.target);
    if (!future) {
      elapsedSlots += 1;
      expectedSoFar += s.target;
      if (count >= s.target) metSlots += 1;
    }
    return {
      label: s.label,
      start: s.start.toISOString(),
      count,
      target: s.target,
      met: count >= s.target,
      future,
    };
  });
  const last = counted.reduce<Date | null>((a, t) => (a === null || t > a ? t : a), null);
  return {
    progress: {
      done: counted.length,
      expected,
      expectedSoFar,
      percent: expected === 0 ? 0 : Math.min(100, Math.round((credited / expected) * 100)),
      metSlots,
      elapsedSlots,
      lastMeasureTime: last ? last.toISOString() : null,
    },
    slots: rows,
    window: { start: periodStart, end: stop },
  };
}
