import { useNavigate } from 'react-router';
import { useOpenRoom } from '../chat/queries.ts';

export const PATIENT_ROOM_PATH = '/chat';
export const DOCTOR_ROOM_PATH = '/health/doctor/consult/room';

/** Opens (or creates) the room with `toUserId` and goes to the room screen of `base`. */
export function useGoToRoom(base: string) {
  const navigate = useNavigate();
  const open = useOpenRoom();
  const go = (toUserId: number, orderId?: number) =>
    open.mutate(toUserId, {
      onSuccess: (room) => navigate(`${base}?askId=${room.id}${orderId ? `&orderId=${orderId}` : ''}`),
    });
  return { go, pending: open.isPending };
}
