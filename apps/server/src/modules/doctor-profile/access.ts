import { isManager } from '../../core/access.ts';
import type { SessionRecord } from '../../core/sessions.ts';
import type { Tx } from '../../db/database.ts';
import { notFound } from '../../lib/errors.ts';
import { checkAttachments } from '../records/attachments.ts';
import { type DoctorRow, doctorById } from './repo.ts';

export const DOCTOR_NOT_FOUND = '医生不存在';

export async function loadDoctor(tx: Tx, id: number): Promise<DoctorRow> {
  const doctor = await doctorById(tx, id);
  if (!doctor) throw notFound(DOCTOR_NOT_FOUND);
  return doctor;
}

/**
 * The doctor's own private records (sign-up, licence, library): the doctor themself or an admin
 * or staff member. Anyone else gets the same 404 as a missing doctor.
 */
export function assertOwnOrManaged(session: SessionRecord, doctor: DoctorRow): void {
  if (doctor.userId !== session.userId && !isManager(session)) throw notFound(DOCTOR_NOT_FOUND);
}

/** Uploaded images must be files of this project (the address is rebuilt from the stored name). */
export async function checkImages(tx: Tx, projectKey: string, urls: string[]): Promise<string[]> {
  const checked = await checkAttachments(
    tx,
    projectKey,
    urls.map((url) => ({ url, name: '' })),
  );
  return checked.map((a) => a.url);
}
