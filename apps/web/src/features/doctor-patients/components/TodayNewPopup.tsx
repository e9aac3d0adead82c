import { List, Popup } from 'antd-mobile';
import health from '../../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../../ui/StateViews.tsx';
import { useTodayNew } from '../queries.ts';
import { sexAge } from './reading-text.ts';

/** Today's new patients (GET /api/patient/doctor/today/new); tap one to open it. */
export function TodayNewPopup({ onOpen, onClose }: { onOpen: (id: number) => void; onClose: () => void }) {
  const today = useTodayNew(true);
  return (
    <Popup visible onMaskClick={onClose} bodyClassName={health.popup}>
      <div className={health.popupTitle}>今日新增患者</div>
      {today.isPending ? (
        <LoadingState />
      ) : today.isError ? (
        <ErrorState message={errorMessage(today.error)} onRetry={() => void today.refetch()} />
      ) : today.data.length === 0 ? (
        <EmptyState title="今日暂无新增患者" />
      ) : (
        <List>
          {today.data.map((p) => (
            <List.Item
              key={p.id}
              onClick={() => onOpen(p.id)}
              description={[sexAge(p.sex, p.age), p.tel].filter(Boolean).join(' · ')}
            >
              {p.name}
            </List.Item>
          ))}
        </List>
      )}
    </Popup>
  );
}
