import {
  DEFAULT_METADATA,
  type DoctorView,
  type MetadataDictionaries,
  maskIdCard,
  maskPhone,
  normalizeMetadata,
  type PatientView,
  type SessionInfo,
  sessionInfo,
  type UserView,
} from '@kanghu/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { configs, doctors, orgs, patientRelations, patients, users } from '../../db/schema/index.ts';
import type { Bus } from '../../lib/bus.ts';

export const USER_CHANGED = 'user.changed';
const TTL_MS = 60_000;

type Cached = Omit<SessionInfo, 'token'>;
interface Entry {
  value: Cached;
  /** The envelope text after the token: `,"user":...}}`, serialised once per fill. */
  tail: string;
  at: number;
}

/**
 * Builds the session user info of spec 2 section 3 (GET /api/user/mine and every login answer).
 * Cached per user; anything that changes a user, their patients or their doctor row must call
 * `invalidate`, which clears the entry here and on every other instance.
 */
export class SessionInfoService {
  private readonly cache = new Map<string, Entry>();

  constructor(
    private readonly db: Database,
    private readonly bus: Bus,
  ) {
    bus.subscribe(USER_CHANGED, (m) => {
      const { projectId, userId } = m as { projectId: number; userId: number };
      this.cache.delete(`${projectId}:${userId}`);
    });
  }

  async get(
    projectId: number,
    projectKey: string,
    userId: number,
    token: string,
  ): Promise<SessionInfo | null> {
    const entry = await this.entry(projectId, projectKey, userId);
    return entry ? { token, ...entry.value } : null;
  }

  /**
   * The whole `{success:true, data: SessionInfo}` answer as JSON text, for the hot
   * GET /api/user/mine: the cached part is validated and serialised once per fill, and only the
   * token is spliced in per request.
   */
  async envelopeJson(
    projectId: number,
    projectKey: string,
    userId: number,
    token: string,
  ): Promise<string | null> {
    const entry = await this.entry(projectId, projectKey, userId);
    return entry ? `{"success":true,"data":{"token":${JSON.stringify(token)}${entry.tail}` : null;
  }

  private async entry(projectId: number, projectKey: string, userId: number): Promise<Entry | null> {
    const key = `${projectId}:${userId}`;
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit;
    const value = await this.load(projectId, projectKey, userId);
    if (!value) return null;
    const checked = sessionInfo.omit({ token: true }).parse(value);
    const entry: Entry = { value, tail: `,${JSON.stringify(checked).slice(1)}}`, at: Date.now() };
    this.cache.set(key, entry);
    return entry;
  }

  async invalidate(projectId: number, userId: number): Promise<void> {
    this.cache.delete(`${projectId}:${userId}`);
    await this.bus.publish(USER_CHANGED, { projectId, userId });
  }

  private load(projectId: number, projectKey: string, userId: number): Promise<Cached | null> {
    return this.db.tenant(projectId, async (tx) => {
      const [row] = await tx
        .select({ user: users, orgCode: orgs.code })
        .from(users)
        .leftJoin(orgs, eq(orgs.id, users.orgId))
        .where(and(eq(users.id, userId), eq(users.status, 'active')))
        .limit(1);
      if (!row) return null;
      const user = toUserView(row.user, row.orgCode);
      let patientList: PatientView[] = [];
      let doctor: DoctorView | null = null;
      if (row.user.userType === 'customer') {
        const rows = await tx
          .select({ p: patients, relation: patientRelations.relation })
          .from(patientRelations)
          .innerJoin(patients, eq(patients.id, patientRelations.patientId))
          .where(eq(patientRelations.userId, userId))
          .orderBy(asc(patientRelations.sort), asc(patientRelations.id));
        patientList = rows.map((r) => toPatientView(r.p, r.relation));
      } else {
        const [d] = await tx.select().from(doctors).where(eq(doctors.userId, userId)).limit(1);
        if (d)
          doctor = {
            id: d.id,
            name: d.name,
            orgCode: row.orgCode,
            title: d.title,
            departmentId: d.departmentId,
          };
      }
      const [meta] = await tx.select().from(configs).where(eq(configs.key, 'metadata')).limit(1);
      const metadata = normalizeMetadata({
        ...DEFAULT_METADATA,
        ...((meta?.value as MetadataDictionaries) ?? {}),
      });
      return { user, patientList, patient: patientList[0] ?? null, doctor, metadata, project: projectKey };
    });
  }
}

export function toUserView(u: typeof users.$inferSelect, orgCode: string | null): UserView {
  return {
    id: u.id,
    userType: u.userType,
    role: u.role,
    username: u.username,
    name: u.name,
    nickName: u.nickName,
    tel: maskPhone(u.tel),
    sex: u.sex,
    photo: u.photo,
    email: u.email,
    orgCode,
  };
}

export function toPatientView(p: typeof patients.$inferSelect, relation: string | null): PatientView {
  return {
    id: p.id,
    name: p.name,
    idcard: maskIdCard(p.idcard),
    tel: maskPhone(p.tel),
    sex: p.sex,
    birthday: p.birthday,
    relation,
    photo: p.photo,
    isChild: p.isChild,
  };
}
