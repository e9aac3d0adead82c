import { chinaDay, dateTimeText } from '@kanghu/shared';
import { Button, List, Tag } from 'antd-mobile';
import { useState } from 'react';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { AiDistrictGate } from './AiDistrictGate.tsx';
import type { AiDistrict } from './context.ts';
import { AI_SCREEN_PATHS } from './paths.ts';
import { WithResident } from './ResidentPick.tsx';
import { useManagePath } from './resident-queries.ts';

const STATE_COLOR = { done: 'success', due: 'primary', missed: 'danger', future: 'default' } as const;

/** /app/ai/health/manage/path (健康管理路径): the resident's yearly nodes (path/node/patient/detail). */
export default function HealthPathScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="健康管理路径" fallback={AI_SCREEN_PATHS.find} />
      <AiDistrictGate>
        {(d) => <WithResident district={d}>{(id) => <PathView district={d} patientId={id} />}</WithResident>}
      </AiDistrictGate>
    </main>
  );
}

function PathView({ district, patientId }: { district: AiDistrict; patientId: number }) {
  const thisYear = Number(chinaDay().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const path = useManagePath(district, patientId, year);
  return (
    <>
      <div className={styles.actions}>
        <Button size="small" onClick={() => setYear(year - 1)}>
          上一年
        </Button>
        <span>{year}年</span>
        <Button size="small" disabled={year >= thisYear} onClick={() => setYear(year + 1)}>
          下一年
        </Button>
      </div>
      {path.isPending ? (
        <LoadingState />
      ) : path.isError ? (
        <ErrorState message={errorMessage(path.error)} onRetry={() => void path.refetch()} />
      ) : (
        <>
          <p className={styles.hint}>
            管理分组：{path.data.groups.length ? path.data.groups.join('、') : '未入组'}。依据：
            {path.data.source}
          </p>
          {path.data.nodes.map((n) => (
            <List
              key={n.index}
              header={
                <span>
                  {n.name} {chinaDay(new Date(n.from))}～{chinaDay(new Date(n.to).getTime() - 1)}{' '}
                  <Tag color={STATE_COLOR[n.state]}>{n.stateText}</Tag>
                </span>
              }
            >
              {n.tasks.map((t) => (
                <List.Item key={t} prefix="任务">
                  {t}
                </List.Item>
              ))}
              {n.work.length === 0 ? (
                <List.Item prefix="完成">暂无</List.Item>
              ) : (
                n.work.map((w) => (
                  <List.Item key={`${w.kind}-${w.at}`} description={dateTimeText(w.at)} prefix="完成">
                    {w.text}
                  </List.Item>
                ))
              )}
            </List>
          ))}
        </>
      )}
    </>
  );
}
