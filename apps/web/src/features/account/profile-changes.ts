import type { UserView } from '@kanghu/shared';
import type { UpdateMineBody } from './queries.ts';

/** The PUT /api/user/mine body: only what changed (a new phone number travels with its code). */
export function profileChanges(
  user: Pick<UserView, 'name' | 'email' | 'photo'>,
  photo: string | null,
  values: { name: string; email: string; tel?: string; verifyCode?: string },
  changingTel: boolean,
): UpdateMineBody {
  const body: UpdateMineBody = {};
  const name = values.name.trim();
  const email = values.email.trim();
  if (name && name !== (user.name ?? '')) body.name = name;
  if (email && email !== (user.email ?? '')) body.email = email;
  if (photo && photo !== user.photo) body.photo = photo;
  const tel = values.tel?.trim();
  if (changingTel && tel) {
    body.tel = tel;
    body.verifyCode = values.verifyCode?.trim() ?? '';
  }
  return body;
}
