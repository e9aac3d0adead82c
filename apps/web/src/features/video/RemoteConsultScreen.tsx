import { chinaDateTime } from '@kanghu/shared';
import { Button, List, Popup, Tabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { useShell } from '../../app/overlays/shell-context.tsx';
import { useSession } from '../../app/session/queries.ts';
import { confirm } from '../../lib/ui-antd.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { SessionGate } from '../../ui/SessionGate.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { ConsultForm } from './ConsultForm.tsx';
import { type ConsultItem, useConsults, useEndConsult } from './queries.ts';
import styles from './RemoteConsult.module.css';

/** 远程会诊 (/remote/consulation): the caller's consultations; doctors schedule, everyone joins. */
export default function RemoteConsultScreen() {
  const session = useSession();
  const [creating, setCreating] = useState(false);
  const isServicer = session.data?.user.userType === 'servicer';
  return (
    <main className={styles.page}>
      <PageBar
        title="远程会诊"
        fallback="/index"
        right={
          isServicer ? (
            <Button size="mini" color="primary" onClick={() => setCreating(true)}>
              新建会诊
            </Button>
          ) : undefined
        }
      />
      <SessionGate>{() => <Consults />}</SessionGate>
      <Popup
        visible={creating}
        onMaskClick={() => setCreating(false)}
        bodyStyle={{ maxHeight: '90vh', overflow: 'auto' }}
      >
        {creating && <ConsultForm onDone={() => setCreating(false)} />}
      </Popup>
    </main>
  );
}

function Consults() {
  const [state, setState] = useState<'scheduled' | 'ended'>('scheduled');
  const list = useConsults(state);
  const [params] = useSearchParams();
  const focus = Number(params.get('id'));
  return (
    <>
      <Tabs activeKey={state} onChange={(k) => setState(k as 'scheduled' | 'ended')}>
        <Tabs.Tab title="待开始" key="scheduled" />
        <Tabs.Tab title="已结束" key="ended" />
      </Tabs>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState title={state === 'scheduled' ? '暂无待开始的远程会诊' : '暂无已结束的远程会诊'} />
      ) : (
        <section aria-label="远程会诊列表">
          <List>
            {list.data.list.map((c) => (
              <ConsultRow key={c.id} c={c} focused={c.id === focus} />
            ))}
          </List>
        </section>
      )}
    </>
  );
}

function ConsultRow({ c, focused }: { c: ConsultItem; focused: boolean }) {
  const { device } = useApp();
  const shell = useShell();
  const navigate = useNavigate();
  const end = useEndConsult();
  const enter = () => {
    // Tablets get the room as a page: the shell's overlay is not shown there (spec 1 section 2.16).
    if (device.isTablet) navigate(`/test/video/3?roomCode=${c.roomCode}`);
    else shell.showVideo({ roomId: c.roomCode, title: c.title });
  };
  const finish = async () => {
    if (await confirm('确定结束本次远程会诊吗？')) end.mutate(c.id);
  };
  return (
    <List.Item
      className={focused ? styles.focused : undefined}
      description={
        <div className={styles.meta}>
          <span>患者：{c.patientName}</span>
          <span>
            {chinaDateTime(c.startTime)} 至 {chinaDateTime(c.endTime).slice(11)}
          </span>
          <span>
            发起：{c.host.name} · 会诊医生：{c.doctors.map((d) => d.name).join('、') || '—'} · 房间号{' '}
            {c.roomCode}
          </span>
          {c.state === 'scheduled' && (
            <div className={styles.actions}>
              <Button size="small" color="primary" onClick={enter}>
                进入视频
              </Button>
              {c.isHost && (
                <Button
                  size="small"
                  color="danger"
                  fill="outline"
                  loading={end.isPending}
                  onClick={() => void finish()}
                >
                  结束会诊
                </Button>
              )}
            </div>
          )}
        </div>
      }
      extra={<Tag color={c.state === 'scheduled' ? 'primary' : 'default'}>{c.stateText}</Tag>}
    >
      {c.title}
    </List.Item>
  );
}
