import { GROUP_USER_STATUSES, type GroupUserDetail, RESEARCH_PHASES } from '@kanghu/shared';
import { Button, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { InfoRows } from '../../ui/InfoRows.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import css from '../care/Care.module.css';
import { ChildForm } from './ChildForm.tsx';
import { SampleCard } from './parts.tsx';
import { collectPath } from './paths.ts';
import { usePair } from './queries.ts';
import own from './Research.module.css';

const SEX = { 1: '男', 2: '女' } as Record<number, string>;

function Samples({ pair }: { pair: GroupUserDetail }) {
  if (pair.samples.length === 0) return <EmptyState title="尚未采集样本" />;
  return (
    <>
      {RESEARCH_PHASES.filter((p) => pair.samples.some((s) => s.collectPhase === p.code)).map((p) => (
        <div key={p.code}>
          <div className={`${own.hint} ${own.section}`}>
            {p.name}
            <span className={own.sub}>{p.hint}</span>
          </div>
          {pair.samples
            .filter((s) => s.collectPhase === p.code)
            .map((s) => (
              <SampleCard key={s.id} sample={s} showPerson={false} />
            ))}
        </div>
      ))}
    </>
  );
}

/** A pair's archive: the mother, the child (or the form to add it), its samples by phase. */
export function PairDetail({ id }: { id: number }) {
  const navigate = useNavigate();
  const pair = usePair(id);
  if (pair.isPending) return <LoadingState />;
  if (pair.isError)
    return <ErrorState message={errorMessage(pair.error)} onRetry={() => void pair.refetch()} />;
  const p = pair.data;
  const enrolled = p.status === 'enrolled';
  return (
    <div data-testid="pair-detail">
      <section className={styles.card} aria-label="母亲信息">
        <div className={css.head}>
          <span className={css.title}>
            {p.mother.name}
            <span className={own.sub}>{p.mother.age !== null ? `${p.mother.age}岁` : ''}</span>
          </span>
          <Tag color={enrolled ? 'success' : 'default'} fill="outline">
            {GROUP_USER_STATUSES[p.status]}
          </Tag>
        </div>
        <InfoRows
          rows={[
            ['研究项目', p.projectName],
            ['身份证号', p.mother.idcard],
            ['手机号', p.mother.tel],
            ['预产期', p.expectedDeliveryDate],
            ['入组时间', p.enrolledAt.slice(0, 10)],
            ['备注', p.remark],
            ['退出原因', p.dropoutReason],
          ]}
        />
      </section>
      {p.child ? (
        <section className={styles.card} aria-label="孩子信息">
          <div className={css.title}>孩子：{p.child.name}</div>
          <InfoRows
            rows={[
              ['性别', p.child.sex !== null ? SEX[p.child.sex] : null],
              ['出生日期', p.child.birthday],
            ]}
          />
        </section>
      ) : (
        enrolled && <ChildForm pairId={p.id} />
      )}
      {enrolled && (
        <div className={`${styles.actions} ${own.detailActions}`}>
          <Button color="primary" shape="rounded" onClick={() => navigate(collectPath(p.id))}>
            为母亲采样
          </Button>
          {p.child && (
            <Button
              color="primary"
              fill="outline"
              shape="rounded"
              onClick={() => navigate(collectPath(p.id, p.child?.patientId))}
            >
              为孩子采样
            </Button>
          )}
        </div>
      )}
      <div className={`${own.hint} ${own.section}`}>已采集样本（{p.samples.length}）</div>
      <Samples pair={p} />
    </div>
  );
}
