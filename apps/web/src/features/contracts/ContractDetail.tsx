import { type ContractView, dateTimeText } from '@kanghu/shared';
import styles from '../../ui/HealthScreen.module.css';
import care from '../care/Care.module.css';
import { awaitingText, ContractStateTag, personText, termText } from './ContractParts.tsx';

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className={styles.detailRow}>
      <span className={styles.detailLabel}>{label}</span>
      <span>{value || '—'}</span>
    </div>
  );
}

/** A contract's terms and parties. */
export function ContractFacts({ contract: c }: { contract: ContractView }) {
  return (
    <section className={styles.card} aria-label="签约信息">
      <div className={styles.cardTitle}>
        <span>
          {c.patientName} <small>{personText(c.sex, c.age)}</small>
        </span>
        <ContractStateTag state={c.state} label={c.stateLabel} />
      </div>
      <Row label="身份证号" value={c.idcard} />
      <Row label="联系电话" value={c.tel} />
      <Row label="签约机构" value={c.orgName} />
      <Row label="签约医生" value={c.doctorName} />
      <Row label="医生团队" value={c.teamName} />
      <Row label="服务包" value={c.servicePacks.join('、')} />
      <Row label="有效期" value={termText(c)} />
      {c.remark && <Row label="备注" value={c.remark} />}
      {awaitingText(c) && <Row label="确认情况" value={awaitingText(c)} />}
    </section>
  );
}

/** What happened to the contract, oldest first: offered, confirmed by each party, flagged, ended. */
export function ContractTimeline({ contract: c }: { contract: ContractView }) {
  const events: Array<[string | null, string, string | null]> = [
    [c.createdAt, c.preSignId ? '居民申请通过审核，生成签约' : '发起签约', null],
    [c.doctorConfirmedAt, '签约医生已确认', c.doctorName],
    [c.residentConfirmedAt, '居民已确认', c.residentConfirmedBy],
    [c.renewalDueAt, '即将到期，已提醒续约', null],
    [
      c.terminatedAt,
      `已解约：${c.terminateReasonLabel ?? ''}`,
      [c.terminateRemark, c.terminatedBy ? `操作人 ${c.terminatedBy}` : null].filter(Boolean).join('，') ||
        null,
    ],
  ];
  const shown = events
    .filter((e): e is [string, string, string | null] => e[0] !== null)
    .sort((a, b) => a[0].localeCompare(b[0]));
  return (
    <section className={care.timeline} aria-label="签约记录">
      {shown.map(([at, title, detail]) => (
        <div key={title} className={care.event}>
          <span className={care.dot} aria-hidden="true" />
          <div className={care.title}>{title}</div>
          {detail && <div className={care.line}>{detail}</div>}
          <div className={care.eventTime}>{dateTimeText(at)}</div>
        </div>
      ))}
    </section>
  );
}
