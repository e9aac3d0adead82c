import { growth } from '@kanghu/shared/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../app/app-context.ts';
import { DoctorReviewList } from '../../ui/DoctorReviewList.tsx';
import { dateText, formatDateTime } from '../../ui/format.ts';
import health from '../../ui/HealthScreen.module.css';
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
  const list = useGrowthFlags(handled);
  const handle = useHandleFlag();
  return (
    <DoctorReviewList
      handled={handled}
      tabPath={growthFlagsPath}
      hint={
        <>
          生长异常：按 WHO 儿童生长标准 / 生长参照，身高、体重、BMI 等 Z 值低于 -2 或高于
          +2，或与上次测量相比跨越两条主百分位线（P3、P15、P50、P85、P97）。
        </>
      }
      list={list}
      noun="生长异常"
      handle={handle}
      idOf={(f) => f.id}
      isHandled={(f) => Boolean(f.handledAt)}
      labelOf={(f) => f.patientName}
      testId="growth-flag-row"
      renderRow={(f, handleButton) => (
        <>
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
          {handleButton && <div className={health.actions}>{handleButton}</div>}
        </>
      )}
    />
  );
}
