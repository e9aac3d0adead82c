import { dateTimeText, type FollowRecordView } from '@kanghu/shared';
import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from '../../../ui/HealthScreen.module.css';
import css from '../Follow.module.css';
import { type RecordFilter, useRecords } from '../queries.ts';
import { PagedList } from './PagedList.tsx';

const REFERRAL_COLORS = { urgent: 'danger', suggested: 'warning', none: 'success' } as const;

/** Red for urgent referral, amber for a suggested one or a visit not under control, green otherwise. */
function tagColor(r: FollowRecordView) {
  if (r.referral === 'none' && (r.classification === 2 || r.classification === 3)) return 'warning';
  return REFERRAL_COLORS[r.referral];
}

function RecordCard({
  r,
  onOpen,
  body,
  action,
}: {
  r: FollowRecordView;
  onOpen: () => void;
  body: 'summary' | 'advice';
  action?: ReactNode;
}) {
  const main = r.disease === 'dm' ? ['bg', 'bp'] : ['bp', 'bg'];
  const bp = main.map((k) => r.formList.find((l) => l.key === k)).find((l) => l !== undefined);
  return (
    <li className={styles.card} aria-label={`随访记录 ${r.patientName}`} data-testid="record-card">
      <button type="button" className={css.plain} onClick={onOpen}>
        <div className={css.head}>
          <span className={css.name}>
            {r.patientName}
            <span className={css.line}> {r.diseaseName ?? '一般随访'}</span>
          </span>
          <Tag color={tagColor(r)} fill="outline">
            {r.referral === 'none' ? (r.classificationName ?? '已随访') : r.referralName}
          </Tag>
        </div>
        <p className={css.line}>
          {dateTimeText(r.time)} · {r.wayName} · {r.doctorName ?? '医生'}
        </p>
        {body === 'summary' && bp && (
          <p className={css.line}>
            {bp.label}：{bp.value}
          </p>
        )}
        {body === 'advice' && <p className={css.text}>{r.advice ?? '未填写健康指导'}</p>}
        {body === 'summary' && r.referral !== 'none' && <p className={css.line}>{r.reasons[0]}</p>}
      </button>
      {action && <div className={css.actions}>{action}</div>}
    </li>
  );
}

/** Follow records of a filter, newest first, 15 a page with 加载更多. */
export function RecordList({
  filter,
  empty,
  onOpen,
  body = 'summary',
  action,
}: {
  filter: RecordFilter;
  empty: string;
  onOpen: (r: FollowRecordView) => void;
  body?: 'summary' | 'advice';
  action?: (r: FollowRecordView) => ReactNode;
}) {
  return (
    <PagedList
      query={useRecords(filter)}
      label="随访记录"
      empty={empty}
      render={(r) => (
        <RecordCard key={r.id} r={r} onOpen={() => onOpen(r)} body={body} action={action?.(r)} />
      )}
    />
  );
}
