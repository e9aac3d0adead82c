import { Button, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './Consult.module.css';
import { DoctorAvatar } from './DoctorAvatar.tsx';
import { useDoctors } from './doctor-queries.ts';
import { doctorInfoPath, topicParam } from './paths.ts';

/** The doctors a patient may consult, searchable by name. */
export function DoctorList() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const topic = topicParam(params);
  const [search, setSearch] = useState('');
  const doctors = useDoctors(search);
  return (
    <>
      <div className={styles.card}>
        <SearchBar
          placeholder="搜索医生姓名"
          onSearch={(v) => setSearch(v.trim())}
          onClear={() => setSearch('')}
        />
      </div>
      {doctors.isPending ? (
        <LoadingState />
      ) : doctors.isError ? (
        <ErrorState message={errorMessage(doctors.error)} onRetry={() => void doctors.refetch()} />
      ) : doctors.data.list.length === 0 ? (
        <EmptyState title="暂无医生" />
      ) : (
        <ul aria-label="医生列表" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {doctors.data.list
            .filter((d) => !d.isAssistant)
            .map((d) => (
              <li key={d.id} className={styles.card}>
                <div className={styles.doctor}>
                  <DoctorAvatar name={d.name} photo={d.photo} />
                  <div className={styles.grow}>
                    <div className={styles.name}>
                      {d.name} <span className={styles.weak}>{d.title ?? ''}</span>
                    </div>
                    <div className={styles.weak}>{d.goodAt ? `擅长：${d.goodAt}` : (d.intro ?? '')}</div>
                  </div>
                  <Button
                    color="primary"
                    size="small"
                    aria-label={`向${d.name}问诊`}
                    onClick={() => navigate(doctorInfoPath(d.id, topic))}
                  >
                    问诊
                  </Button>
                </div>
              </li>
            ))}
        </ul>
      )}
    </>
  );
}
