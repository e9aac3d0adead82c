import type { SessionInfo } from '@kanghu/shared';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/Home.module.css';
import { LogoutButton } from '../../ui/LogoutButton.tsx';
import { ServiceGrid, type ServiceTile } from '../../ui/ServiceGrid.tsx';
import { SessionGate } from '../../ui/SessionGate.tsx';
import { EmptyState } from '../../ui/StateViews.tsx';

const WORKBENCH: ServiceTile[] = [
  { label: '患者管理', glyph: '患', color: '#1677ff' },
  { label: '随访计划', glyph: '访', color: '#00b578' },
  { label: '在线咨询', glyph: '询', color: '#ff8f1f' },
  { label: '转诊', glyph: '转', color: '#7b61ff' },
  { label: '群发消息', glyph: '群', color: '#13c2c2' },
  { label: '签约管理', glyph: '签', color: '#eb2f96' },
  { label: '服务设置', glyph: '设', color: '#faad14' },
  { label: '任务中心', glyph: '任', color: '#ff6b6b' },
];

/** Doctor home (/health/doctor/index): the doctor's name and org, the workbench, sign-out. */
export default function DoctorHomeScreen() {
  return <SessionGate>{(session) => <DoctorHome session={session} />}</SessionGate>;
}

function DoctorHome({ session }: { session: SessionInfo }) {
  const { config } = useApp();
  const navigate = useNavigate();
  const doctor = session.doctor;
  return (
    <main className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.greeting}>{doctor?.name ?? session.user.name ?? ''}</h1>
        <p className={styles.heroSub}>{[doctor?.title, config.name].filter(Boolean).join(' · ')}</p>
      </header>
      <section className={styles.card} aria-label="医生信息">
        {doctor ? (
          <>
            <span className={styles.label}>医生</span>
            <div className={styles.name} data-testid="doctor-name">
              {doctor.name}
            </div>
            <div className={styles.meta}>机构编码 {doctor.orgCode ?? config.orgCode}</div>
          </>
        ) : (
          <EmptyState title="未找到医生信息，请联系机构管理员" />
        )}
      </section>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>工作台</h2>
        <ServiceGrid tiles={WORKBENCH} onOpen={(to) => navigate(to)} />
      </section>
      <LogoutButton />
    </main>
  );
}
