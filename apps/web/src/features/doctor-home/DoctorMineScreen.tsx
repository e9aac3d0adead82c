import { SessionGate } from '../../ui/SessionGate.tsx';
import { AUDIT_PATHS } from '../audit/paths.ts';
import { MineView } from '../patient-home/MineView.tsx';

/** The doctor's own areas, reachable from the mine tab. */
const DOCTOR_LINKS = [
  { label: '个人信息', to: '/health/doctor/info' },
  { label: '问诊服务设置', to: '/health/doctor/inquiry/service/setting' },
  { label: '我的收入', to: '/health/doctor/wallet/income' },
];

/** Administrators and staff also read the audit trail. */
const MANAGER_ROLES = new Set(['admin', 'staff']);
const AUDIT_LINK = { label: '审计日志', to: AUDIT_PATHS.trail };

/** The doctor shell's mine tab (/health/doctor/mine/index): name, title, masked phone, settings, sign-out. */
export default function DoctorMineScreen() {
  return (
    <SessionGate>
      {(session) => (
        <MineView
          session={session}
          subtitle={[session.doctor?.title, session.doctor?.orgCode].filter(Boolean).join(' · ')}
          messagesPath="/health/doctor/message/index"
          links={MANAGER_ROLES.has(session.user.role) ? [...DOCTOR_LINKS, AUDIT_LINK] : DOCTOR_LINKS}
        />
      )}
    </SessionGate>
  );
}
