import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { DoctorAvatar } from '../inquiry/DoctorAvatar.tsx';
import { useDoctors } from '../inquiry/doctor-queries.ts';
import { MarkButton } from './MarkButton.tsx';
import { doctorInfoPath, YK_USER_PATHS } from './paths.ts';
import css from './Yk.module.css';

/** /app/yingkang/user/doctor/list: the project's doctors shown to families, with 关注. */
export default function DoctorListScreen() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const doctors = useDoctors(search);
  const list = (doctors.data?.list ?? []).filter((d) => !d.isAssistant);
  let body: React.ReactNode;
  if (doctors.isPending) body = <LoadingState />;
  else if (doctors.isError)
    body = <ErrorState message={errorMessage(doctors.error)} onRetry={() => void doctors.refetch()} />;
  else if (list.length === 0) body = <EmptyState title={search ? '没有找到匹配的医生' : '暂无医生'} />;
  else
    body = (
      <ul aria-label="医生列表" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {list.map((d) => (
          <li key={d.id} className={css.card} aria-label={d.name}>
            <div className={css.row}>
              <button
                type="button"
                className={css.row}
                style={{ flex: 1, border: 'none', background: 'none', padding: 0, textAlign: 'left' }}
                onClick={() => navigate(doctorInfoPath(d.id))}
              >
                <DoctorAvatar name={d.name} photo={d.photo} />
                <span className={css.grow}>
                  <span className={css.title}>{d.name}</span>{' '}
                  <span className={css.weak}>{d.title ?? ''}</span>
                  {d.goodAt && (
                    <span className={css.weak} style={{ display: 'block' }}>
                      擅长：{d.goodAt}
                    </span>
                  )}
                </span>
              </button>
              <MarkButton kind="attention" target={{ relationId: d.id, type: 'doctor' }} />
            </div>
          </li>
        ))}
      </ul>
    );
  return (
    <main className={css.page}>
      <PageBar title="找医生" fallback={YK_USER_PATHS.home} />
      <div className={css.card} style={{ padding: '0.12rem' }}>
        <SearchBar
          placeholder="搜索医生姓名"
          onSearch={(v) => setSearch(v.trim())}
          onClear={() => setSearch('')}
        />
      </div>
      {body}
    </main>
  );
}
