import type { PatientView } from '@kanghu/shared';
import { Badge } from 'antd-mobile';
import { useNavigate } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import css from '../linan/Linan.module.css';
import { TileGrid, tilesOf } from '../linan/TileGrid.tsx';
import { LocalNotice } from './LocalNotice.tsx';
import { YUHANG_PATHS } from './paths.ts';
import { useLocalInfo } from './queries.ts';
import { RecordCard } from './RecordCard.tsx';
import tileRows from './tiles.json';
import yh from './Yuhang.module.css';

const TILES = tilesOf(tileRows, YUHANG_PATHS);

/** The Yuhang resident home (/app/yuhang/index): district, messages, services and the newest local records. */
export default function YuhangHomeScreen() {
  return (
    <main className={styles.page}>
      <PatientScope>{(patient) => <Home patient={patient} />}</PatientScope>
    </main>
  );
}

function Home({ patient }: { patient: PatientView }) {
  const navigate = useNavigate();
  const info = useLocalInfo(patient.id);
  return (
    <>
      <section className={css.hero} style={{ background: 'linear-gradient(135deg, #0958d9, #1677ff)' }}>
        <h1 className={css.heroTitle}>余杭健康</h1>
        {info.isPending ? (
          <p className={css.heroText}>加载中…</p>
        ) : info.isError ? (
          <p className={css.heroText}>地区信息暂不可用</p>
        ) : (
          <button
            type="button"
            className={css.tile}
            style={{ alignItems: 'flex-start', color: '#fff' }}
            onClick={() => navigate(YUHANG_PATHS.message)}
            data-testid="yuhang-district"
          >
            <span className={css.heroText}>
              {info.data.district ? `所属地区：${info.data.district.districtName}` : '所属机构未关联地区'}
            </span>
            <span className={css.heroText}>
              家庭医生消息 <Badge content={info.data.unread > 0 ? info.data.unread : null} />
              {info.data.unread > 0 ? '' : ' · 暂无未读'}
            </span>
          </button>
        )}
      </section>
      <TileGrid tiles={TILES} label="余杭健康服务" />
      <h2 className={yh.sectionTitle}>最新报告与处方</h2>
      {info.isPending ? (
        <LoadingState />
      ) : info.isError ? (
        <ErrorState message={errorMessage(info.error)} onRetry={() => void info.refetch()} />
      ) : info.data.records.length === 0 ? (
        <p className={styles.card}>暂无本地报告和处方，家庭医生录入后会显示在这里。</p>
      ) : (
        info.data.records
          .filter((r) => r.kind === 'report' || r.kind === 'prescription')
          .slice(0, 2)
          .map((r) => <RecordCard key={r.id} record={r} />)
      )}
      <LocalNotice />
    </>
  );
}
