import { CONSULT_STATE_TEXT, type ConsultView } from '@kanghu/shared';
import type { Tx } from '../../db/database.ts';
import { type ConsultRow, doctorsByIds, patientNames, roomById, userNames } from './repo.ts';

/** Consultation views of a page of rows (names loaded in three queries). */
export async function consultViews(tx: Tx, rows: ConsultRow[], callerId: number): Promise<ConsultView[]> {
  const doctorIds = [...new Set(rows.flatMap((r) => r.doctorIds))];
  const doctors = new Map((await doctorsByIds(tx, doctorIds)).map((d) => [d.doctorId, d]));
  const hosts = await userNames(tx, [...new Set(rows.map((r) => r.hostUserId))]);
  const names = await patientNames(tx, [...new Set(rows.map((r) => r.patientId))]);
  const codes = new Map<number, string>();
  for (const r of rows) codes.set(r.roomId, (await roomById(tx, r.roomId))?.roomCode ?? '');
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    patientId: r.patientId,
    patientName: names.get(r.patientId) ?? '',
    host: { userId: r.hostUserId, name: hosts.get(r.hostUserId) ?? '' },
    doctors: r.doctorIds.flatMap((id) => {
      const d = doctors.get(id);
      return d ? [{ doctorId: id, userId: d.userId, name: d.name }] : [];
    }),
    startTime: r.startTime.toISOString(),
    endTime: r.endTime.toISOString(),
    isRemind: r.isRemind,
    roomCode: codes.get(r.roomId) ?? '',
    state: r.state,
    stateText: CONSULT_STATE_TEXT[r.state],
    endedAt: r.endedAt?.toISOString() ?? null,
    isHost: r.hostUserId === callerId,
  }));
}

export async function consultView(tx: Tx, row: ConsultRow, callerId: number): Promise<ConsultView> {
  const [view] = await consultViews(tx, [row], callerId);
  if (!view) throw new Error('consultation view missing');
  return view;
}
