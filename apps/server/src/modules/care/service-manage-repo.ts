import type { ServiceType } from '@kanghu/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PageQuery } from '../../core/paging.ts';
import { pageRange } from '../../core/paging.ts';
import type { Tx } from '../../db/database.ts';
import { accompanyOrders, inquiryOrders, reservations, serviceComments } from '../../db/schema/index.ts';

export type CommentRow = typeof serviceComments.$inferSelect;

export interface RawService {
  service_type: ServiceType;
  service_id: number;
  title: string;
  provider_name: string | null;
  price: number;
  finished_at: Date | string;
  comment_id: number | null;
}

/**
 * The services a patient received: completed inquiry orders, completed reservations and completed
 * accompany orders, newest first, each with the comment (if any). One UNION query so paging and
 * the commented filter work across the three kinds.
 */
function servicesSql(patientId: number) {
  return sql`
    select 'inquiry' as service_type, o.id as service_id, o.inquiry_type::text as title,
           d.name as provider_name, o.price, coalesce(o.finished_at, o.updated_at) as finished_at
      from ${inquiryOrders} o left join doctors d on d.id = o.doctor_id
     where o.patient_id = ${patientId} and o.state = 'completed'
    union all
    select 'reservation', r.id, r.appoint_date::text || ' ' || r.segment, d.name, r.price, r.updated_at
      from ${reservations} r left join doctors d on d.id = r.doctor_id
     where r.patient_id = ${patientId} and r.state = 'completed'
    union all
    select 'accompany', a.id, a.hospital || coalesce(' ' || a.department, ''), u.name, a.price,
           coalesce(a.finished_at, a.updated_at)
      from ${accompanyOrders} a left join users u on u.id = a.servicer_user_id
     where a.patient_id = ${patientId} and a.state = 'completed'`;
}

/** A page of the services the patient received (commented '1' / '0' filters), and the total. */
export async function servicePage(tx: Tx, patientId: number, commented: string | undefined, q: PageQuery) {
  const filter =
    commented === '1' ? sql`where c.id is not null` : commented === '0' ? sql`where c.id is null` : sql``;
  const base = sql`
      with s as (${servicesSql(patientId)})
      select s.*, c.id as comment_id from s
        left join ${serviceComments} c on c.service_type = s.service_type and c.service_id = s.service_id
      ${filter}`;
  const { limit, offset } = pageRange(q);
  const rows = await tx.execute<RawService & Record<string, unknown>>(
    sql`${base} order by finished_at desc, service_id desc limit ${limit} offset ${offset}`,
  );
  const total = await tx.execute<{ n: number }>(sql`select count(*)::int as n from (${base}) t`);
  return { rows: rows.rows, total: Number(total.rows[0]?.n ?? 0) };
}

export function commentsByIds(tx: Tx, ids: number[]): Promise<CommentRow[]> {
  return ids.length
    ? tx.select().from(serviceComments).where(inArray(serviceComments.id, ids))
    : Promise.resolve([]);
}

/** The patient and state of a service of any kind. */
export async function serviceRow(tx: Tx, type: ServiceType, id: number) {
  const table = type === 'inquiry' ? inquiryOrders : type === 'reservation' ? reservations : accompanyOrders;
  const [row] = await tx
    .select({ patientId: table.patientId, state: table.state })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row;
}

/** Inserts a comment; undefined when the service is already rated. */
export async function insertComment(tx: Tx, values: typeof serviceComments.$inferInsert) {
  const [row] = await tx.insert(serviceComments).values(values).onConflictDoNothing().returning();
  return row;
}

export async function commentOf(tx: Tx, type: ServiceType, id: number): Promise<CommentRow | undefined> {
  const [c] = await tx
    .select()
    .from(serviceComments)
    .where(and(eq(serviceComments.serviceType, type), eq(serviceComments.serviceId, id)))
    .limit(1);
  return c;
}
