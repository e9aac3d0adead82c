import type { PatientView } from '@kanghu/shared';
import { useNavigate } from 'react-router';
import { dateTimeText } from '../../ui/format.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { IndexNotice } from './IndexNotice.tsx';
import css from './Linan.module.css';
import { LINAN_PATHS, reportPath } from './paths.ts';
import { useLinanIndex } from './queries.ts';
import { TileGrid, tilesOf } from './TileGrid.tsx';
import tileRows from './tiles.json';

const TILES = tilesOf(tileRows, LINAN_PATHS);

/** The Lin'an programme home (/app/linan/index): the latest health index and the programme's screens. */
export default function LinanHomeScreen() {
  return (
    <main className={styles.page}>
      <PatientScope>{(patient) => <Hero patient={patient} />}</PatientScope>
      <TileGrid tiles={TILES} label="临安健康服务" />
      <IndexNotice />
    </main>
  );
}

function Hero({ patient }: { patient: PatientView }) {
  const navigate = useNavigate();
  const index = useLinanIndex(patient.id);
  if (index.isPending) return <LoadingState />;
  if (index.isError)
    return <ErrorState message={errorMessage(index.error)} onRetry={() => void index.refetch()} />;
  const last = index.question?.last ?? null;
  return (
    <section className={css.hero} aria-label="我的健康指数">
      <h1 className={css.heroTitle}>临安健康指数</h1>
      {last ? (
        <button
          type="button"
          className={css.tile}
          style={{ alignItems: 'flex-start', color: '#fff' }}
          onClick={() => navigate(reportPath(last.recordId))}
          data-testid="linan-latest"
        >
          <span className={css.heroScore}>
            <span className={css.heroValue}>{last.total}</span>
            <span>/ 100分 · {last.level}</span>
          </span>
          <span className={css.heroText}>{dateTimeText(last.answeredAt)} 测评 · 查看报告</span>
        </button>
      ) : (
        <p className={css.heroText}>还没有测评记录。花3分钟完成健康指数问卷，获得您的生活方式处方。</p>
      )}
    </section>
  );
}
