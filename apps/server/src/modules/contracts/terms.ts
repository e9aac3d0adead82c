import { addDaysToDate, CONTRACT_MAX_YEARS, CONTRACT_START_MAX_DAYS_AHEAD, termEnd } from '@kanghu/shared';
import type { Viewer } from '../../core/access.ts';
import type { Tx } from '../../db/database.ts';
import { badRequest } from '../../lib/errors.ts';
import { doctorById, recordedDeceased } from './repo.ts';

/**
 * The term of a new contract: from `start` (today by default; not in the past, at most
 * CONTRACT_START_MAX_DAYS_AHEAD days ahead) to `end` (one year by default; at most
 * CONTRACT_MAX_YEARS).
 */
export function termOf(today: string, start?: string, end?: string): { startDate: string; endDate: string } {
  const startDate = start ?? today;
  if (startDate < today) throw badRequest('开始日期不能早于今天');
  if (startDate > addDaysToDate(today, CONTRACT_START_MAX_DAYS_AHEAD))
    throw badRequest(`开始日期不能晚于${CONTRACT_START_MAX_DAYS_AHEAD}天后`);
  const endDate = end ?? termEnd(startDate);
  if (endDate <= startDate) throw badRequest('结束日期须晚于开始日期');
  if (endDate > termEnd(startDate, CONTRACT_MAX_YEARS))
    throw badRequest(`签约期限不能超过${CONTRACT_MAX_YEARS}年`);
  return { startDate, endDate };
}

/**
 * The contract's doctor: the one named, else the caller's own doctor record. It must be a doctor
 * (not an assistant) with an org, and of the caller's org unless the caller manages the project.
 */
export async function contractDoctor(tx: Tx, viewer: Viewer, named: number | null | undefined) {
  const id = named ?? viewer.doctorId;
  if (id === null) throw badRequest('请选择签约医生');
  const doctor = await doctorById(tx, id);
  if (!doctor || doctor.isAssistant) throw badRequest('签约医生不存在');
  if (doctor.orgId === null) throw badRequest('该医生尚未归属机构，暂不能签约');
  if (viewer.kind === 'org' && doctor.orgId !== viewer.orgId && doctor.id !== viewer.doctorId)
    throw badRequest('只能选择本机构的家庭医生');
  return { id: doctor.id, orgId: doctor.orgId, userId: doctor.userId };
}

/** A resident whose death a contract recorded cannot sign again. */
export async function assertMaySign(tx: Tx, patientId: number): Promise<void> {
  if (await recordedDeceased(tx, patientId)) throw badRequest('该居民已登记死亡，不能签约');
}

export const OVERLAP = '该居民在此期间已有生效的签约';
