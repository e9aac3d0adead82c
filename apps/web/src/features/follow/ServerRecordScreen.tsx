import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DOCTOR_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { RecordList } from './components/RecordList.tsx';
import css from './Follow.module.css';
import { planDetailPath } from './paths.ts';

/** /health/doctor/server/record: the follow-up visits done (mine, or the whole scope). */
export default function ServerRecordScreen() {
  const navigate = useNavigate();
  const [scope, setScope] = useState<'mine' | 'all'>('mine');
  return (
    <main className={styles.page}>
      <PageBar title="服务记录" fallback={DOCTOR_PATHS.home} />
      <Tabs className={css.tabs} activeKey={scope} onChange={(k) => setScope(k as 'mine' | 'all')}>
        <Tabs.Tab key="mine" title="我的服务" />
        <Tabs.Tab key="all" title="机构全部" />
      </Tabs>
      <RecordList
        filter={{ scope }}
        empty="暂无服务记录"
        onOpen={(r) => navigate(planDetailPath(r.planId))}
      />
    </main>
  );
}
