import type { PatientListItem } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import health from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { ChildPicker } from './ChildPicker.tsx';
import css from './Growth.module.css';
import { GROWTH_PATHS, withChild } from './paths.ts';
import { useBaby, useGrowthReport } from './queries.ts';

/** 宝宝详情 (/app/yingkang/user/baby/detail): the record, the latest growth reading and the actions. */
export default function BabyDetailScreen() {
  return <Detail editable title="宝宝详情" />;
}

/** The read-only view (/app/yingkang/user/view/baby/detail). */
export function ViewBabyDetailScreen() {
  return <Detail editable={false} title="宝宝信息" />;
}

function Detail({ editable, title }: { editable: boolean; title: string }) {
  return (
    <main className={health.page}>
      <PageBar title={title} fallback={GROWTH_PATHS.home} />
      <ChildPicker>{(child) => <BabyCard key={child.id} child={child} editable={editable} />}</ChildPicker>
    </main>
  );
}

const SEX = { 1: '男', 2: '女' } as Record<number, string>;

function BabyCard({ child, editable }: { child: PatientListItem; editable: boolean }) {
  const navigate = useNavigate();
  const baby = useBaby(child.id);
  const growth = useGrowthReport(child.id);
  if (baby.isPending) return <LoadingState />;
  if (baby.isError)
    return <ErrorState message={errorMessage(baby.error)} onRetry={() => void baby.refetch()} />;
  const b = baby.data;
  const g = growth.data;
  const latest = g?.points[g.points.length - 1];
  const rows: Array<[string, string]> = [
    ['姓名', b.name],
    ['性别', b.sex ? (SEX[b.sex] ?? '未知') : '未知'],
    ['出生日期', b.birthday ?? '未填写'],
    ['年龄', latest?.ageText ?? (b.age !== null ? `${b.age}岁` : '未知')],
    ['父亲身高', typeof b.extra.fatherHeight === 'number' ? `${b.extra.fatherHeight} cm` : '未填写'],
    ['母亲身高', typeof b.extra.motherHeight === 'number' ? `${b.extra.motherHeight} cm` : '未填写'],
    ['签约医生', b.doctorName ?? '未绑定'],
  ];
  return (
    <>
      <section className={health.card} aria-label="基本信息">
        {rows.map(([k, v]) => (
          <div key={k} className={health.detailRow}>
            <span className={health.detailLabel}>{k}</span>
            <span>{v}</span>
          </div>
        ))}
      </section>
      <section className={health.card} aria-label="最近一次测量">
        <div className={health.cardTitle}>最近一次测量</div>
        {growth.isPending ? (
          <LoadingState />
        ) : growth.isError ? (
          <ErrorState message={errorMessage(growth.error)} onRetry={() => void growth.refetch()} />
        ) : !latest ? (
          <p className={css.standard}>还没有身高体重记录</p>
        ) : (
          <>
            <p className={css.reading}>
              {latest.height !== null ? `身高 ${latest.height} cm ` : ''}
              {latest.weight !== null ? `体重 ${latest.weight} kg` : ''}
            </p>
            {g?.readings.map((r) => (
              <p key={r} className={css.standard}>
                {r}
              </p>
            ))}
            {g?.flags.map((f) => (
              <p key={f} className={css.flag}>
                {f}
              </p>
            ))}
            <p className={css.standard}>评价标准：{g?.standard.name}</p>
          </>
        )}
      </section>
      <div className={health.actions}>
        <Button size="small" onClick={() => navigate(withChild(GROWTH_PATHS.report, child.id))}>
          生长曲线
        </Button>
        <Button size="small" onClick={() => navigate(withChild(GROWTH_PATHS.archives, child.id))}>
          身高档案
        </Button>
      </div>
      {editable && (
        <div className={health.actions}>
          <Button size="small" onClick={() => navigate(withChild(GROWTH_PATHS.babyAdd, child.id))}>
            编辑
          </Button>
          <Button
            size="small"
            color="primary"
            onClick={() => navigate(withChild(GROWTH_PATHS.record, child.id))}
          >
            记录身高体重
          </Button>
        </div>
      )}
    </>
  );
}
