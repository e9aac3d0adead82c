import { SessionGate } from '../../ui/SessionGate.tsx';
import { MineView } from '../patient-home/MineView.tsx';

/** The doctor shell's mine tab (/health/doctor/mine/index): name, title, masked phone, settings, sign-out. */
export default function DoctorMineScreen() {
  return (
    <SessionGate>
      {(session) => (
        <MineView
          session={session}
          subtitle={[session.doctor?.title, session.doctor?.orgCode].filter(Boolean).join(' · ')}
          messagesPath="/health/doctor/message/index"
        />
      )}
    </SessionGate>
  );
}
