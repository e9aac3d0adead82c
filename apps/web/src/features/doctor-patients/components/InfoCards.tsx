import { type PatientOverview, readingText } from '@kanghu/shared';
import { Tag } from 'antd-mobile';
import { useSession } from '../../../app/session/queries.ts';
import health from '../../../ui/HealthScreen.module.css';
import { EmptyState } from '../../../ui/StateViews.tsx';
import { relationText } from '../../patients/relation-text.ts';
import styles from '../DoctorPatients.module.css';
import { readingTitle, sexAge, toneClass, whenText } from './reading-text.ts';

type Patient = PatientOverview['patient'];

/** Who the patient is (ID and phone masked), groups with archive states, tags, the current remark. */
export function IdentityCard({ p }: { p: Patient }) {
  const rows: Array<[string, string]> = [
    ['手机号', p.tel],
    ['身份证号', p.idcard],
    ['主管医生', p.doctorName ?? '未分配'],
    ['电话归属', p.telRelation ?? ''],
    ['住址', p.address ?? ''],
  ];
  return (
    <section className={health.card} aria-label="基本信息">
      <h2 className={health.cardTitle}>
        <span>
          {p.name} <span className={styles.sub}>{sexAge(p.sex, p.age)}</span>
        </span>
        {p.abnormalRecent && <span className={styles.badge}>7天内异常</span>}
      </h2>
      {rows.map(([label, value]) => (
        <div key={label} className={health.detailRow}>
          <span className={health.detailLabel}>{label}</span>
          <span>{value || '未填写'}</span>
        </div>
      ))}
      <div className={styles.tags}>
        {p.diseases.length === 0 && <span className={styles.sub}>未设置疾病分组</span>}
        {p.diseases.map((d) => (
          <Tag key={d.type} color={d.type === 1 && d.level === 3 ? 'danger' : 'primary'}>
            {d.name}·{d.levelName}
            {d.archive.length > 0 ? `（${d.archive.join('、')}）` : ''}
          </Tag>
        ))}
        {p.tags.map((t) => (
          <Tag key={t.id} color="default" fill="outline">
            {t.name}
          </Tag>
        ))}
      </div>
      {p.remark && (
        <p className={styles.eventMeta} data-testid="patient-remark">
          备注：{p.remark}
        </p>
      )}
    </section>
  );
}

/** The newest reading of each type, in its grade colour. */
export function LatestCard({ latest }: { latest: PatientOverview['latest'] }) {
  return (
    <section className={health.card} aria-label="最新测量">
      <h2 className={health.cardTitle}>最新测量</h2>
      {latest.length === 0 ? (
        <EmptyState title="暂无测量数据" />
      ) : (
        <div className={styles.grid}>
          {latest.map((r) => (
            <div key={r.type} className={styles.tile}>
              <div className={styles.sub}>{readingTitle(r)}</div>
              <div className={`${styles.tileValue} ${toneClass(r.tone)}`}>{readingText(r)}</div>
              <div className={styles.sub}>
                <span className={toneClass(r.tone)}>{r.levelLabel}</span> · {whenText(r.measureTime)}
              </div>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

/** The accounts bound to the patient (names and phones masked) and the devices. */
export function FamilyDevicesCard({ o }: { o: PatientOverview }) {
  const session = useSession();
  return (
    <section className={health.card} aria-label="家属与设备">
      <h2 className={health.cardTitle}>绑定家属</h2>
      {o.family.length === 0 && <div className={styles.sub}>暂无绑定账号</div>}
      {o.family.map((f) => (
        <div key={f.userId} className={health.detailRow}>
          <span>
            {f.name}{' '}
            <span className={styles.sub}>{relationText(session.data?.metadata.relation, f.relation)}</span>
          </span>
          <span className={styles.sub}>{f.tel}</span>
        </div>
      ))}
      <h2 className={health.cardTitle} style={{ marginTop: 12 }}>
        设备
      </h2>
      {o.devices.length === 0 && <div className={styles.sub}>暂无绑定设备</div>}
      {o.devices.map((d) => (
        <div key={d.id} className={health.detailRow}>
          <span>{d.name}</span>
          <span className={styles.sub}>{d.serial}</span>
        </div>
      ))}
    </section>
  );
}
