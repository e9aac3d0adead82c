import { growth } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Tabs } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { dateText, formatDateTime } from '../../ui/format.ts';
import health from '../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { growthFlagsPath } from '../question-doctor/paths.ts';
import css from './Growth.module.css';

const KIND = { low: '偏低', high: '偏高', cross: '跨线' } as const;

function useGrowthFlags(handled: boolean) {
  const { api, projectKey } = useApp();
  return useQuery({
    queryKey: ['growth', projectKey, 'flags', handled],
    queryFn: () =>
      api.call(
        growth.growthFlags,
        { query: { handled: handled ? '1' : '0', pageSize: 50 } },
        { silent: true },
      ),
  });
}

function useHandleFlag() {
  const { api, projectKey } = useApp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(growth.handleGrowthFlag, { params: { id } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['growth', projectKey, 'flags'] });
      void client.invalidateQueries({ queryKey: ['workbench'] });
    },
  });
}

/** The dashboard's 生长异常: children's measurements beyond +/-2 SD or crossing two percentile lines. */
export function GrowthFlagsView({ handled }: { handled: boolean }) {
  const navigate = useNavigate();
  const list = useGrowthFlags(handled);
  const handle = useHandleFlag();
  return (
    <>
      <Tabs
        activeKey={handled ? 'done' : 'open'}
        onChange={(k) => navigate(growthFlagsPath(k === 'done'), { replace: true })}
        className={health.tabs}
      >
        <Tabs.Tab key="open" title="未处理" />
        <Tabs.Tab key="done" title="已处理" />
      </Tabs>
      <p className={health.hint}>
        生长异常：按 WHO 儿童生长标准 / 生长参照，身高、体重、BMI 等 Z 值低于 -2 或高于
        +2，或与上次测量相比跨越两条主百分位线（P3、P15、P50、P85、P97）。
      </p>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState title={handled ? '暂无已处理的生长异常' : '暂无未处理的生长异常'} />
      ) : (
        list.data.list.map((f) => (
          <section
            key={f.id}
            className={health.card}
            aria-label={f.patientName}
            data-testid="growth-flag-row"
          >
            <div className={health.cardTitle}>
              {f.patientName} · {KIND[f.kind]}
            </div>
            <p className={css.flag}>{f.text}</p>
            <p className={css.standard}>测量日期 {dateText(new Date(f.measuredAt))}</p>
            {f.handledAt && (
              <p className={css.standard}>
                {f.handledByName ?? ''} 已于 {formatDateTime(f.handledAt)} 处理
              </p>
            )}
            {!f.handledAt && (
              <div className={health.actions}>
                <Button
                  size="small"
                  color="primary"
                  loading={handle.isPending && handle.variables === f.id}
                  onClick={() => handle.mutate(f.id)}
                >
                  标记已处理
                </Button>
              </div>
            )}
          </section>
        ))
      )}
    </>
  );
}
