import { CHECK_CURVE_ITEMS, type CheckCurveKey, chinaDay, dateTimeText } from '@kanghu/shared';
import { List, Selector } from 'antd-mobile';
import { useState } from 'react';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { AiDistrictGate } from './AiDistrictGate.tsx';
import type { AiDistrict } from './context.ts';
import { PageButtons } from './PageButtons.tsx';
import { AI_SCREEN_PATHS } from './paths.ts';
import { WithResident } from './ResidentPick.tsx';
import { useCheckAfter, useCheckCurve } from './resident-queries.ts';

const KIND_LABELS = { check: '检查', inspection: '检验', examination: '体检' } as const;
const CURVE_KEYS = Object.keys(CHECK_CURVE_ITEMS) as CheckCurveKey[];

/** /app/ai/patient/inspection/check (检查检验): the resident's records (check/after) and a lab value over time (check/curve/:key). */
export default function InspectionCheckScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="检查检验" fallback={AI_SCREEN_PATHS.find} />
      <AiDistrictGate>
        {(d) => (
          <WithResident district={d}>
            {(id) => (
              <>
                <Curve district={d} patientId={id} />
                <Records district={d} patientId={id} />
              </>
            )}
          </WithResident>
        )}
      </AiDistrictGate>
    </main>
  );
}

function Curve({ district, patientId }: { district: AiDistrict; patientId: number }) {
  const [item, setItem] = useState<CheckCurveKey>('glucose');
  const curve = useCheckCurve(district, patientId, item);
  return (
    <section className={styles.card}>
      <div className={styles.cardTitle}>指标变化</div>
      <Selector
        options={CURVE_KEYS.map((k) => ({ label: CHECK_CURVE_ITEMS[k].name, value: k }))}
        value={[item]}
        onChange={(v) => v[0] && setItem(v[0])}
      />
      {curve.isPending ? (
        <LoadingState />
      ) : curve.isError ? (
        <ErrorState message={errorMessage(curve.error)} onRetry={() => void curve.refetch()} />
      ) : curve.data.points.length === 0 ? (
        <EmptyState title={`暂无${curve.data.name}记录`} />
      ) : (
        <CurveChart points={curve.data.points} unit={curve.data.unit} />
      )}
    </section>
  );
}

/** A small line chart of the values (oldest first), with the newest value and unit. */
function CurveChart({
  points,
  unit,
}: {
  points: { at: string; value: number; source: string }[];
  unit: string;
}) {
  const values = points.map((p) => p.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const w = 320;
  const h = 120;
  const xy = points.map((p, i) => {
    const x = points.length === 1 ? w / 2 : (i / (points.length - 1)) * (w - 20) + 10;
    const y = h - 10 - ((p.value - min) / span) * (h - 20);
    return { x, y, p };
  });
  const last = points[points.length - 1];
  return (
    <>
      <svg viewBox={`0 0 ${w} ${h}`} width="100%" role="img" aria-label="指标曲线">
        <polyline
          fill="none"
          stroke="#1677ff"
          strokeWidth="2"
          points={xy.map((q) => `${q.x},${q.y}`).join(' ')}
        />
        {xy.map((q) => (
          <circle
            key={`${q.p.at}-${q.x}`}
            cx={q.x}
            cy={q.y}
            r="3"
            fill={q.p.source === 'record' ? '#ff8f1f' : '#1677ff'}
          />
        ))}
      </svg>
      <p className={styles.hint}>
        共{points.length}次，最近 {last ? `${last.value} ${unit}（${chinaDay(new Date(last.at))}）` : ''}
        ；蓝点为居家测量，橙点为检查检验记录
      </p>
    </>
  );
}

function Records({ district, patientId }: { district: AiDistrict; patientId: number }) {
  const [pageNo, setPageNo] = useState(1);
  const list = useCheckAfter(district, patientId, pageNo);
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0) return <EmptyState title="暂无检查检验记录" />;
  return (
    <>
      {list.data.list.map((r) => (
        <List
          key={`${r.kind}-${r.id}`}
          header={`${KIND_LABELS[r.kind]} · ${r.name} · ${dateTimeText(r.at)}${r.orgName ? ` · ${r.orgName}` : ''}`}
        >
          {r.result && <List.Item>{r.result}</List.Item>}
          {r.items.map((it) => (
            <List.Item
              key={it.name}
              extra={
                <span className={it.abnormal ? styles.abnormal : undefined}>
                  {it.value}
                  {it.unit ? ` ${it.unit}` : ''}
                </span>
              }
            >
              {it.name}
            </List.Item>
          ))}
        </List>
      ))}
      <PageButtons page={list.data} onPage={setPageNo} />
    </>
  );
}
