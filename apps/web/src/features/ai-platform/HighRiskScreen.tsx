import { HIGH_RISK_STATES } from '@kanghu/shared';
import { Button, Dialog, List, Tabs, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DOCTOR_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { AiDistrictGate } from './AiDistrictGate.tsx';
import type { AiDistrict } from './context.ts';
import { useHighRisk, useMarkDanger } from './list-queries.ts';
import { PageButtons } from './PageButtons.tsx';
import { AI_SCREEN_PATHS, withPatient } from './paths.ts';
import { ResidentLine } from './ResidentLine.tsx';

/**
 * /app/ai/patient/high/manage (高危管理): residents whose stored CDRS reaches the project's
 * threshold, by state (待管理, 已管理, 暂不管理 with its reason).
 */
export default function HighRiskScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="高危管理" fallback={DOCTOR_PATHS.home} />
      <AiDistrictGate>{(d) => <HighRisk district={d} />}</AiDistrictGate>
    </main>
  );
}

function HighRisk({ district }: { district: AiDistrict }) {
  const [state, setState] = useState(0);
  const [pageNo, setPageNo] = useState(1);
  const list = useHighRisk(district, state, pageNo);
  const mark = useMarkDanger(district);
  const navigate = useNavigate();
  let reason = '';
  const notYet = (id: number) =>
    void Dialog.confirm({
      title: '暂不管理原因',
      content: <TextArea placeholder="请填写原因" rows={3} onChange={(v) => (reason = v)} />,
      onConfirm: () => mark.mutateAsync({ id, reason }),
    });
  return (
    <>
      <Tabs
        activeKey={String(state)}
        onChange={(k) => {
          setState(Number(k));
          setPageNo(1);
        }}
      >
        {Object.entries(HIGH_RISK_STATES).map(([k, v]) => (
          <Tabs.Tab key={k} title={v} />
        ))}
      </Tabs>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState title="暂无高危居民" />
      ) : (
        <>
          <List header={`共${list.data.total}人 · 依据：${list.data.list[0]?.model ?? ''}`}>
            {list.data.list.map((r) => (
              <List.Item
                key={r.id}
                description={r.reason ? `原因：${r.reason}` : `评分 ${r.scoreText}`}
                onClick={() => navigate(withPatient(AI_SCREEN_PATHS.highRiskDetail, r.patientId))}
                extra={
                  r.state === 0 ? (
                    <span className={styles.actions}>
                      <Button
                        size="mini"
                        color="primary"
                        onClick={(e) => {
                          e.stopPropagation();
                          mark.mutate({ managed: r.patientId });
                        }}
                      >
                        已管理
                      </Button>
                      <Button
                        size="mini"
                        onClick={(e) => {
                          e.stopPropagation();
                          notYet(r.id);
                        }}
                      >
                        暂不管理
                      </Button>
                    </span>
                  ) : null
                }
              >
                <ResidentLine r={r} />
              </List.Item>
            ))}
          </List>
          <PageButtons page={list.data} onPage={setPageNo} />
        </>
      )}
    </>
  );
}
