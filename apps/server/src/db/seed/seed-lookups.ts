import { chinaDay, chinaMidnight, DAY_MS } from '@kanghu/shared';
import type pg from 'pg';

/** An instant `daysAgo` days before today (negative: from today) at hh:mm China time. */
export function chinaTimeAgo(daysAgo: number, hh: number, mm = 0): Date {
  const day = chinaDay(Date.now() - daysAgo * DAY_MS);
  return new Date(chinaMidnight(day).getTime() + (hh * 60 + mm) * 60_000);
}

/** A doctor account of the project, by its username. */
export interface SeedStaff {
  doctorId: number;
  userId: number;
  orgId: number | null;
}

export async function staffByUsername(
  client: pg.Client,
  projectId: number,
  username: string,
): Promise<SeedStaff | null> {
  const r = await client.query<SeedStaff>(
    `select d.id as "doctorId", u.id as "userId", d.org_id as "orgId"
       from users u join doctors d on d.user_id = u.id
      where u.project_id = $1 and u.username = $2`,
    [projectId, username],
  );
  return r.rows[0] ?? null;
}
