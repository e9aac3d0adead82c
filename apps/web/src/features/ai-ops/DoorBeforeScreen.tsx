import type { AiConsultView } from '@kanghu/shared';
import { Button, List, Tabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DOCTOR_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { AiDistrictGate } from '../ai-platform/AiDistrictGate.tsx';
import { OpsList } from './OpsList.tsx';
import { AI_OPS_PATHS, doorFormPath } from './paths.ts';
import { useConsultList } from './queries.ts';

/** /app/ai/door/before: today's pre-consultation waiting list and the done ones. */
export default function DoorBeforeScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="预问诊" fallback={DOCTOR_PATHS.home} />
      <AiDistrictGate>{(d) => <Door area={d.localAreaCode} />}</AiDistrictGate>
    </main>
  );
}

function Door({ area }: { area: string }) {
  const [tab, setTab] = useState<'wait' | 'history'>('wait');
  const list = useConsultList(area, tab);
  return (
    <>
      <div className={styles.actions}>
        <Link to={AI_OPS_PATHS.doorSearch}>
          <Button size="small">搜索居民</Button>
        </Link>
        <Link to={AI_OPS_PATHS.doorDevice}>
          <Button size="small">绑定设备</Button>
        </Link>
      </div>
      <Tabs className={styles.tabs} activeKey={tab} onChange={(k) => setTab(k as 'wait' | 'history')}>
        <Tabs.Tab key="wait" title="今日候诊" />
        <Tabs.Tab key="history" title="已完成" />
      </Tabs>
      <OpsList
        query={{ ...list, data: list.data?.list }}
        empty={tab === 'wait' ? '今日暂无候诊居民' : '暂无预问诊记录'}
      >
        {(c) => <ConsultRow key={`${c.patientId}-${c.visitDate}`} c={c} />}
      </OpsList>
    </>
  );
}

export function ConsultRow({ c }: { c: AiConsultView }) {
  const navigate = useNavigate();
  return (
    <List.Item
      onClick={() => navigate(doorFormPath(c.patientId))}
      description={`${c.idcard} · ${c.phone}${c.visitDate ? ` · ${c.visitDate}` : ''}`}
      extra={c.stateName ? <Tag color={c.state === 'done' ? 'success' : 'warning'}>{c.stateName}</Tag> : null}
    >
      {c.name} {c.sex === 1 ? '男' : c.sex === 2 ? '女' : ''} {c.age !== null ? `${c.age}岁` : ''}
    </List.Item>
  );
}
