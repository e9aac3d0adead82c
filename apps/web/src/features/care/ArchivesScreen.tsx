import { dateTimeText, type MultivariateView } from '@kanghu/shared';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { MEASURE_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { RECORD_PATHS } from '../records/paths.ts';
import css from './Care.module.css';
import { CARE_PATHS } from './paths.ts';
import { useDataFlags } from './queries.ts';

/** Where each data area of the archive opens (existing screens); areas without a screen show counts only. */
const AREA_PATHS: Record<string, string> = {
  bp: MEASURE_PATHS.bp,
  bg: `${MEASURE_PATHS.lifeRecord}?type=bg`,
  weight: MEASURE_PATHS.weight,
  lipid: `${MEASURE_PATHS.lifeRecord}?type=lipid`,
  hr: `${MEASURE_PATHS.lifeRecord}?type=hr`,
  spo2: `${MEASURE_PATHS.lifeRecord}?type=spo2`,
  temp: `${MEASURE_PATHS.lifeRecord}?type=temp`,
  mattress: `${MEASURE_PATHS.lifeRecord}?type=mattress`,
  checkInspection: RECORD_PATHS.checkList,
  examination: RECORD_PATHS.examList,
  diagnosis: RECORD_PATHS.diagnosis,
  sickbed: CARE_PATHS.sickbed,
};

const LINKS = [
  { title: '健康管理路径', path: CARE_PATHS.healthPath },
  { title: '家庭医生签约', path: CARE_PATHS.preSign },
  { title: '家庭病床申请', path: CARE_PATHS.sickbed },
  { title: '服务管理与评价', path: CARE_PATHS.services },
] as const;

/** The archive tab of the adult patient shell: the patient's data areas (multivariate flags) and services. */
export default function ArchivesScreen() {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <PatientScope>
        {(patient) => (
          <>
            <Areas patientId={patient.id} />
            <List className={styles.list} header="健康服务" aria-label="健康服务">
              {LINKS.map((l) => (
                <List.Item key={l.path} onClick={() => navigate(l.path)}>
                  {l.title}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </PatientScope>
    </main>
  );
}

function Areas({ patientId }: { patientId: number }) {
  const flags = useDataFlags(patientId);
  if (flags.isPending) return <LoadingState />;
  if (flags.isError)
    return <ErrorState message={errorMessage(flags.error)} onRetry={() => void flags.refetch()} />;
  return <AreaGrid data={flags.data} />;
}

function AreaGrid({ data }: { data: MultivariateView }) {
  const navigate = useNavigate();
  const withData = data.items.filter((i) => i.show).length;
  return (
    <section className={styles.card} aria-label="健康档案">
      <h2 className={styles.cardTitle}>
        健康档案
        <span className={styles.meta}>{withData > 0 ? `${withData}类数据` : '暂无健康数据'}</span>
      </h2>
      <div className={css.grid}>
        {data.items.map((i) => {
          const path = AREA_PATHS[i.key];
          return (
            <button
              type="button"
              key={i.key}
              className={`${css.tile} ${i.show ? '' : css.tileEmpty}`}
              data-testid="archive-area"
              disabled={!path}
              onClick={() => path && navigate(path)}
            >
              <span>{i.label}</span>
              <span className={css.tileCount}>{i.show ? `${i.count}条` : '暂无'}</span>
              {i.lastTime && <span className={css.tileCount}>{dateTimeText(i.lastTime).slice(0, 10)}</span>}
            </button>
          );
        })}
      </div>
    </section>
  );
}
