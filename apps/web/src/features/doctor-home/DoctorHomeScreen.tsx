import type { SessionInfo } from '@kanghu/shared';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/Home.module.css';
import { LogoutButton } from '../../ui/LogoutButton.tsx';
import { SessionGate } from '../../ui/SessionGate.tsx';
import { EmptyState } from '../../ui/StateViews.tsx';
import { ReviewEntry } from '../doctor-review/ReviewEntry.tsx';
import { HomeLinks } from '../patient-home/HomeLinks.tsx';
import { menuTiles } from '../patient-home/menu-tiles.ts';
import { WorkbenchDashboard } from './WorkbenchDashboard.tsx';
import { Workbench } from './WorkbenchPages.tsx';
import { menuPages, workbenchMenu } from './workbench.ts';

/**
 * Doctor home (/health/doctor/index): the doctor's name and org, the dashboard's numbers, the
 * review entry, and the workbench menu in pages of 8.
 */
export default function DoctorHomeScreen() {
  return <SessionGate>{(session) => <DoctorHome session={session} />}</SessionGate>;
}

function DoctorHome({ session }: { session: SessionInfo }) {
  const { config } = useApp();
  const navigate = useNavigate();
  const doctor = session.doctor;
  const pages = menuPages(menuTiles(workbenchMenu(config.modules)));
  return (
    <main className={styles.page}>
      <header className={styles.hero}>
        <HomeLinks messages="/health/doctor/message/index" mine="/health/doctor/mine/index" />
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
      {doctor && <WorkbenchDashboard />}
      {doctor && <ReviewEntry />}
      <section className={styles.section} aria-label="工作台" data-testid="workbench">
        <h2 className={styles.sectionTitle}>工作台</h2>
        <Workbench pages={pages} onOpen={(to) => navigate(to)} />
      </section>
      <LogoutButton />
    </main>
  );
}
