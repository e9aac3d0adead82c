import { useNavigate } from 'react-router';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './Conference.module.css';
import { ConferencePage } from './ConferenceGate.tsx';
import { CONFERENCE_PATHS, withConference } from './paths.ts';
import { useConference } from './queries.ts';

const ENTRIES: [string, string, string][] = [
  ['专家', '会议专家', CONFERENCE_PATHS.expert],
  ['程', '会议日程', CONFERENCE_PATHS.topic],
  ['场', '会场安排', CONFERENCE_PATHS.place],
  ['我', '我的行程', CONFERENCE_PATHS.mine],
  ['签', '会议签到', CONFERENCE_PATHS.sign],
  ['报', '会议报名', CONFERENCE_PATHS.register],
  ['站', '会议微站', CONFERENCE_PATHS.other],
];

/** 会议首页 (/conference/conference?id=): the conference, my registration, and its sections. */
export default function ConferenceHomeScreen() {
  return <ConferencePage title="会议">{(id) => <Home id={id} />}</ConferencePage>;
}

function Home({ id }: { id: number }) {
  const navigate = useNavigate();
  const q = useConference(id);
  if (q.isPending) return <LoadingState />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const c = q.data;
  const reg = c.registration;
  return (
    <>
      <section className={styles.banner} aria-label="会议信息">
        <h1 className={styles.bannerTitle}>{c.title}</h1>
        {c.subtitle && <div className={styles.bannerSub}>{c.subtitle}</div>}
        <div className={styles.bannerSub}>
          {c.startDate} 至 {c.endDate}
          <br />
          {c.venue} {c.address}
        </div>
      </section>
      <section className={styles.card} aria-label="会议栏目">
        <div className={styles.grid}>
          {ENTRIES.map(([icon, label, path]) => (
            <button
              key={path}
              type="button"
              className={styles.entry}
              onClick={() => navigate(withConference(path, id))}
            >
              <span className={styles.entryIcon} aria-hidden="true">
                {icon.slice(0, 1)}
              </span>
              {label}
            </button>
          ))}
        </div>
      </section>
      <section className={styles.card} aria-label="我的报名">
        <h2 className={styles.cardTitle}>我的报名</h2>
        {reg ? (
          <p className={styles.text}>
            已报名（编号 {reg.number}），{reg.signedAt ? '已签到' : '尚未签到'}
          </p>
        ) : (
          <EmptyState title={c.registerOpen ? '尚未报名，点击“会议报名”' : '会议报名已截止'} />
        )}
      </section>
      <section className={styles.card} aria-label="会议简介">
        <h2 className={styles.cardTitle}>会议简介</h2>
        <p className={styles.text}>{c.intro || '暂无简介'}</p>
        <p className={styles.hint}>
          主办：{c.organizer || '—'} · 专家 {c.expertCount} 位 · 议程 {c.topicCount} 项
        </p>
      </section>
    </>
  );
}
