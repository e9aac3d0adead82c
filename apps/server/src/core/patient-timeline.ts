import type { GradeTone } from '@kanghu/shared';
import { type AnyColumn, and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/database.ts';

/** One event of a patient's timeline, as a source produces it. */
export interface TimelineEvent {
  kind: string;
  id: number;
  at: Date;
  title: string;
  text: string;
  tone: GradeTone;
  /** Who did it (a doctor's or family member's name), when that is known. */
  by: string | null;
}

/**
 * Where a page continues: a source answers only events strictly after this point in timeline
 * order (newest first). As a row comparison `(at, id) < (boundAt, boundId)` for its own kind:
 * events at the same instant are ordered by kind, then id descending.
 */
export interface TimelineBound {
  at: Date;
  id: number;
}

/**
 * A source of timeline events of one kind (readings, calls, remarks; other areas add theirs):
 * at most `limit` events of the patient, newest first, strictly before `bound` when given. The
 * caller has already checked that the viewer may see the patient.
 */
export type TimelineSource = (
  tx: Tx,
  patientId: number,
  page: { bound: TimelineBound | null; limit: number },
) => Promise<TimelineEvent[]>;

/** `(at, id) < (bound.at, bound.id)`: strictly after the bound in timeline order (for a source's WHERE). */
export function timelineBefore(at: AnyColumn, id: AnyColumn, bound: TimelineBound | null): SQL | undefined {
  return bound ? sql`(${at}, ${id}) < (${bound.at}, ${bound.id})` : undefined;
}

/** The columns a source pages on: the patient, the event's time and its id. */
export interface TimelineColumns {
  patient: AnyColumn;
  at: AnyColumn;
  id: AnyColumn;
}

/**
 * A source's query (a `$dynamic()` select) cut to its page: the patient's rows (and `where`, when
 * given) strictly after the bound in timeline order, newest first, at most `limit`.
 */
export function timelineRows<T extends PgSelect>(
  query: T,
  cols: TimelineColumns,
  patientId: number,
  page: { bound: TimelineBound | null; limit: number },
  where?: SQL,
) {
  return query
    .where(and(eq(cols.patient, patientId), where, timelineBefore(cols.at, cols.id, page.bound)))
    .orderBy(desc(cols.at), desc(cols.id))
    .limit(page.limit);
}

/** What a source says of one row; the tone is normal unless it says otherwise. */
export interface TimelineText {
  title: string;
  text: string;
  tone?: GradeTone;
}

/** A source's rows (`id`, `at`, `by` selected under those names) as events of `kind`. */
export function timelineEvents<R extends { id: number; at: Date; by: string | null }>(
  kind: string,
  rows: R[],
  describe: (row: R) => TimelineText,
): TimelineEvent[] {
  return rows.map((row) => ({ kind, id: row.id, at: row.at, by: row.by, tone: 'normal', ...describe(row) }));
}

/**
 * A source made of its query (a `$dynamic()` select of the `key` columns `id` and `at`, of `by`
 * and of what `describe` reads), the columns it pages on, an optional filter, and what each row
 * says as an event of `kind`.
 */
export function timelineSource<C extends TimelineColumns, T extends PgSelect & PromiseLike<TimelineRow[]>>(
  kind: string,
  cols: C,
  query: (tx: Tx, key: { id: C['id']; at: C['at'] }) => T,
  describe: (row: Awaited<T>[number]) => TimelineText,
  where?: SQL,
): TimelineSource {
  const key = { id: cols.id, at: cols.at };
  return async (tx, patientId, page) => {
    const rows: Awaited<T> = await timelineRows(query(tx, key), cols, patientId, page, where);
    return timelineEvents(kind, rows, describe);
  };
}

/** The selected names every source row has. */
interface TimelineRow {
  id: number;
  at: Date;
  by: string | null;
}

export interface TimelineCursor {
  at: number;
  kind: string;
  id: number;
}

const ID_AFTER_ALL = 2_147_483_647;

/** The bound of `kind` for a page after `cursor` (ties on `at` are ordered by kind, then id descending). */
export function boundFor(kind: string, cursor: TimelineCursor | null): TimelineBound | null {
  if (!cursor) return null;
  const at = new Date(cursor.at);
  if (kind === cursor.kind) return { at, id: cursor.id };
  // A kind before the cursor's at the same instant was fully shown; one after was not started.
  return { at, id: kind < cursor.kind ? 0 : ID_AFTER_ALL };
}

export function parseCursor(text: string | undefined): TimelineCursor | null {
  if (!text) return null;
  const [at, kind, id] = text.split('_');
  return { at: Number(at), kind: kind ?? '', id: Number(id) };
}

export function cursorOf(e: TimelineEvent): string {
  return `${e.at.getTime()}_${e.kind}_${e.id}`;
}

/** Timeline order: newest first; at one instant by kind, then id descending. */
function compare(a: TimelineEvent, b: TimelineEvent): number {
  return b.at.getTime() - a.at.getTime() || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) || b.id - a.id;
}

/**
 * Per-app registry of timeline sources: each area registers its source when its routes register
 * (as order kinds do), so the patient detail merges them without importing any area.
 */
export class PatientTimeline {
  private readonly sources = new Map<string, TimelineSource>();

  register(kind: string, source: TimelineSource): void {
    if (!/^[a-z-]{1,20}$/.test(kind)) throw new Error(`timeline kind ${kind} must be lowercase letters`);
    if (this.sources.has(kind)) throw new Error(`timeline kind ${kind} already has a source`);
    this.sources.set(kind, source);
  }

  kinds(): string[] {
    return [...this.sources.keys()].sort();
  }

  /** One page of the merged timeline: every source asked for `limit + 1`, merged, cut. */
  async page(tx: Tx, patientId: number, cursor: TimelineCursor | null, limit: number) {
    const all: TimelineEvent[] = [];
    for (const [kind, source] of this.sources) {
      const events = await source(tx, patientId, { bound: boundFor(kind, cursor), limit: limit + 1 });
      all.push(...events.map((e) => ({ ...e, kind })));
    }
    all.sort(compare);
    const list = all.slice(0, limit);
    const last = list[list.length - 1];
    return { list, nextCursor: all.length > limit && last ? cursorOf(last) : null };
  }
}
