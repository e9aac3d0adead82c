import { Button, List, SearchBar, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PATIENT_PATHS } from '../../app/paths.ts';
import { useSession } from '../../app/session/queries.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import own from './Patients.module.css';
import { useRelations } from './queries.ts';
import { relationText, sexText } from './relation-text.ts';

/** My patients (/health/patient/my/patient): the account's bound patients, search, add and bind. */
export default function MyPatientsScreen() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const relations = useRelations(search);
  const session = useSession();
  const dict = session.data?.metadata.relation;

  return (
    <main className={styles.page}>
      <PageBar title="我的就诊人" fallback={PATIENT_PATHS.home} />
      <div className={own.search}>
        <SearchBar
          placeholder="搜索姓名"
          onSearch={(v) => setSearch(v.trim())}
          onClear={() => setSearch('')}
        />
      </div>
      {relations.isPending ? (
        <LoadingState />
      ) : relations.isError ? (
        <ErrorState message={errorMessage(relations.error)} onRetry={() => void relations.refetch()} />
      ) : relations.data.list.length === 0 ? (
        <EmptyState title={search ? '没有找到匹配的就诊人' : '暂无就诊人，请先添加或绑定就诊人'} />
      ) : (
        <List className={styles.list} header={`共${relations.data.total}位就诊人`} aria-label="就诊人列表">
          {relations.data.list.map((r) => {
            const p = r.patient;
            const facts = [
              sexText(p.sex),
              p.age !== null ? `${p.age}岁` : '',
              p.idcard ? `身份证 ${p.idcard}` : '',
            ]
              .filter(Boolean)
              .join(' · ');
            return (
              <List.Item
                key={r.id}
                data-testid="patient-row"
                onClick={() => navigate(`${PATIENT_PATHS.detail}?id=${p.id}`)}
                description={
                  <div className={styles.rowMeta}>
                    <div>{facts || '未登记身份证'}</div>
                    {p.tel && <div>手机 {p.tel}</div>}
                  </div>
                }
              >
                <span className={styles.row}>
                  <span>{p.name}</span>
                  <Tag color="primary" fill="outline">
                    {relationText(dict, r.relation)}
                  </Tag>
                  {p.isChild && (
                    <Tag color="warning" fill="outline">
                      儿童
                    </Tag>
                  )}
                </span>
              </List.Item>
            );
          })}
        </List>
      )}
      <div className={styles.actions}>
        <Button size="large" shape="rounded" color="primary" onClick={() => navigate(PATIENT_PATHS.add)}>
          添加就诊人
        </Button>
        <Button size="large" shape="rounded" onClick={() => navigate(PATIENT_PATHS.bind)}>
          绑定码绑定
        </Button>
      </div>
    </main>
  );
}
