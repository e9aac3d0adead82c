import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState } from '../../ui/StateViews.tsx';
import { AiDistrictGate } from '../ai-platform/AiDistrictGate.tsx';
import { ConsultRow } from './DoorBeforeScreen.tsx';
import { OpsList } from './OpsList.tsx';
import { AI_OPS_PATHS } from './paths.ts';
import { useConsultSearch } from './queries.ts';

/** /app/ai/door/before/search: residents of the district by name or ID number. */
export default function DoorSearchScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="搜索居民" fallback={AI_OPS_PATHS.door} />
      <AiDistrictGate>{(d) => <Search area={d.localAreaCode} />}</AiDistrictGate>
    </main>
  );
}

function Search({ area }: { area: string }) {
  const [keyword, setKeyword] = useState('');
  const found = useConsultSearch(area, keyword);
  return (
    <>
      <SearchBar placeholder="姓名或身份证号" onSearch={setKeyword} onClear={() => setKeyword('')} />
      {keyword ? (
        <OpsList query={{ ...found, data: found.data?.list }} empty="未找到该居民">
          {(c) => <ConsultRow key={c.patientId} c={c} />}
        </OpsList>
      ) : (
        <EmptyState title="请输入姓名或身份证号搜索" />
      )}
    </>
  );
}
