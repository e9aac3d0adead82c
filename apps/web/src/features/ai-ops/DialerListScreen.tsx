import { AI_CALL_SIMULATED_LABEL } from '@kanghu/shared';
import { Button, List, Toast } from 'antd-mobile';
import { DOCTOR_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { errorMessage } from '../../ui/StateViews.tsx';
import { AiDistrictGate } from '../ai-platform/AiDistrictGate.tsx';
import { OpsList } from './OpsList.tsx';
import { useCreateCall, useFollowTab } from './queries.ts';

/** /app/ai/patient/dialer/list: my follow tasks; 外呼 places a robot follow reminder call. */
export default function DialerListScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="智能外呼" fallback={DOCTOR_PATHS.home} />
      <AiDistrictGate>{(d) => <Dialer area={d.localAreaCode} />}</AiDistrictGate>
    </main>
  );
}

function Dialer({ area }: { area: string }) {
  const tasks = useFollowTab(area, 'wait');
  const call = useCreateCall(area);
  return (
    <>
      <p className={styles.hint}>{AI_CALL_SIMULATED_LABEL}</p>
      <OpsList query={tasks} empty="暂无待随访居民">
        {(t) => (
          <List.Item
            key={t.id}
            description={`${t.phone} · 计划 ${t.value} · ${t.statusName}`}
            extra={
              <Button
                size="small"
                color="primary"
                loading={call.isPending && call.variables?.timelineId === t.id}
                onClick={() =>
                  call.mutate(
                    { patientId: t.patientId, name: t.name, robotType: 'follow', timelineId: t.id },
                    {
                      onSuccess: () => Toast.show('已发起外呼，可在外呼记录查看结果'),
                      onError: (e) => Toast.show(errorMessage(e)),
                    },
                  )
                }
              >
                外呼
              </Button>
            }
          >
            {t.name}
          </List.Item>
        )}
      </OpsList>
    </>
  );
}
