import { REPORT_LINK_REFUSED } from '@kanghu/shared';
import { useLocation, useParams } from 'react-router';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { LocalNotice } from './LocalNotice.tsx';
import { useNoLoginReport } from './queries.ts';
import { ReportContent } from './ReportContent.tsx';
import styles from './YzhLocal.module.css';

/** The link's token: in the fragment (#token=, never sent to a server with the page) or ?token=. */
function tokenOf(hash: string, search: string): string {
  const h = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return (h ?? new URLSearchParams(search).get('token') ?? '').trim();
}

/**
 * /:areaCode/local/report/no/login/detail/:idcard: open, but it shows a report only with the
 * signed link a servicer shared (patient/report/share); the ID number in the path (masked) opens nothing.
 */
export default function NoLoginReportScreen() {
  const { areaCode = '' } = useParams();
  const { hash, search } = useLocation();
  const token = tokenOf(hash, search);
  const q = useNoLoginReport(areaCode, token);
  return (
    <main>
      <h1 className={`${styles.heading} ${styles.pad}`}>健康报告</h1>
      {!token ? (
        <ErrorState message={REPORT_LINK_REFUSED} />
      ) : q.isPending ? (
        <LoadingState />
      ) : q.isError ? (
        <ErrorState message={errorMessage(q.error)} />
      ) : (
        <>
          <LocalNotice />
          <p className={`${styles.meta} ${styles.pad}`}>
            居民：{q.data.patient.name}（{q.data.patient.idcard}）
          </p>
          {q.data.list.length === 0 ? (
            <ErrorState message="暂无报告" />
          ) : (
            q.data.list.map((r) => <ReportContent key={r.id} report={r} />)
          )}
        </>
      )}
    </main>
  );
}
