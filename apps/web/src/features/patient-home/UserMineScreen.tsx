import { SessionGate } from '../../ui/SessionGate.tsx';
import { MineView } from './MineView.tsx';

/** The patient shell's mine tab: name, masked phone, settings, sign-out. */
export default function UserMineScreen() {
  return (
    <SessionGate>
      {(session) => <MineView session={session} messagesPath="/message/system/list" />}
    </SessionGate>
  );
}
