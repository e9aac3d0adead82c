import { MSG, maskIdCard, metadataLabel, type SessionInfo } from '@kanghu/shared';
import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { orderPatients } from '../../app/session/current-patient.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import styles from '../../ui/Home.module.css';
import { LogoutButton } from '../../ui/LogoutButton.tsx';
import { ServiceGrid } from '../../ui/ServiceGrid.tsx';
import { SessionGate } from '../../ui/SessionGate.tsx';
import { EmptyState } from '../../ui/StateViews.tsx';
import { Announcements } from './Announcements.tsx';
import { HomeLinks } from './HomeLinks.tsx';
import { menuTiles } from './menu-tiles.ts';
import { patientShortcuts } from './shortcuts.ts';

/**
 * Patient home (/health/user/index): greeting, the current patient and its switcher, the
 * shortcuts of the project's modules, the latest announcements, sign-out.
 */
export default function UserHomeScreen() {
  return <SessionGate>{(session) => <UserHome session={session} />}</SessionGate>;
}

function UserHome({ session }: { session: SessionInfo }) {
  const { storage, projectKey, config, ui } = useApp();
  const navigate = useNavigate();
  const patientKey = storage.scoped(projectKey, STORAGE_KEYS.currentPatientId);
  const [storedId, setStoredId] = useState(() => Number(storage.get(patientKey)) || null);
  const { current, ordered } = orderPatients(session.patientList, storedId, session.patient?.id ?? null);
  const choose = (id: number) => {
    storage.set(patientKey, String(id));
    setStoredId(id);
  };

  return (
    <main className={styles.page}>
      <header className={styles.hero}>
        <HomeLinks messages="/message/system/list" mine="/health/user/set/index" />
        <h1 className={styles.greeting}>您好，{session.user.name ?? session.user.username ?? ''}</h1>
        <p className={styles.heroSub}>{config.name}</p>
      </header>
      <section className={styles.card} aria-label="当前就诊人">
        {current ? (
          <>
            <span className={styles.label}>当前就诊人</span>
            <div className={styles.name}>
              <span data-testid="current-patient">{current.name}</span>
              {current.relation && (
                <Tag color="primary" fill="outline">
                  {metadataLabel(session.metadata.relation, current.relation)}
                </Tag>
              )}
            </div>
            {current.idcard && <div className={styles.meta}>身份证 {maskIdCard(current.idcard)}</div>}
            {ordered.length > 1 && (
              <fieldset className={styles.chips}>
                <legend className={styles.legend}>切换就诊人</legend>
                {ordered.map((p) => (
                  <button
                    key={p.id}
                    type="button"
                    aria-pressed={p.id === current.id}
                    className={`${styles.chip} ${p.id === current.id ? styles.chipActive : ''}`}
                    onClick={() => choose(p.id)}
                  >
                    {p.name}
                  </button>
                ))}
              </fieldset>
            )}
          </>
        ) : (
          <EmptyState title="暂无就诊人，请先添加就诊人">
            <Button size="small" color="primary" onClick={() => ui.toast(MSG.comingSoon)}>
              添加就诊人
            </Button>
          </EmptyState>
        )}
      </section>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>常用服务</h2>
        <ServiceGrid tiles={menuTiles(patientShortcuts(config.modules))} onOpen={(to) => navigate(to)} />
      </section>
      <Announcements />
      <LogoutButton />
    </main>
  );
}
