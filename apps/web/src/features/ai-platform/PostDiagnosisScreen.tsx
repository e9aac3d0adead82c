import { POST_DIAGNOSIS_DAYS, POST_DIAGNOSIS_STATE_TEXT, type PostDiagnosisState } from '@kanghu/shared';
import { Button, List, Tabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DOCTOR_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { AiDistrictGate } from './AiDistrictGate.tsx';
import css from './AiPlatform.module.css';
import { AiSearchBar } from './AiSearchBar.tsx';
import type { AiDistrict } from './context.ts';
import { PageButtons } from './PageButtons.tsx';
import { AI_SCREEN_PATHS, withPatient } from './paths.ts';
import { addForPatient } from './question-paths.ts';
import { usePostDiagnosis } from './question-queries.ts';
import { ResidentLine } from './ResidentLine.tsx';

const STATE_COLOR = { pending: 'warning', planned: 'primary', followed: 'success' } as const;
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/**
 * /app/ai/post/diagnosis/manage (诊后管理): residents of the district with a diagnosis in the last
 * POST_DIAGNOSIS_DAYS days and how their care went on after the visit (follow-up done, planned, or
 * not yet), with the questionnaires answered since; from here a servicer adds a post-visit
 * questionnaire or opens the resident's risk profile.
 */
export default function PostDiagnosisScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="诊后管理" fallback={DOCTOR_PATHS.home} />
      <AiDistrictGate>{(d) => <PostDiagnosis district={d} />}</AiDistrictGate>
    </main>
  );
}

function PostDiagnosis({ district }: { district: AiDistrict }) {
  const [state, setState] = useState<PostDiagnosisState | ''>('pending');
  const [pageNo, setPageNo] = useState(1);
  const [search, setSearch] = useState('');
  const list = usePostDiagnosis(district, state, pageNo, search);
  const navigate = useNavigate();
  return (
    <>
      <Tabs
        activeKey={state}
        onChange={(k) => {
          setState(k as PostDiagnosisState | '');
          setPageNo(1);
        }}
      >
        {Object.entries(POST_DIAGNOSIS_STATE_TEXT).map(([k, v]) => (
          <Tabs.Tab key={k} title={v} />
        ))}
        <Tabs.Tab key="" title="全部" />
      </Tabs>
      <AiSearchBar
        onSearch={(v) => {
          setSearch(v);
          setPageNo(1);
        }}
      />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState title="暂无诊后居民">近{POST_DIAGNOSIS_DAYS}天内有就诊记录的居民会出现在这里</EmptyState>
      ) : (
        <>
          <List header={`近${POST_DIAGNOSIS_DAYS}天就诊 · 共${list.data.total}人`}>
            {list.data.list.map((r) => (
              <List.Item
                key={r.diagnosisId}
                data-testid="ai-post-diagnosis"
                onClick={() => navigate(withPatient(AI_SCREEN_PATHS.riskProfile, r.patientId))}
                description={
                  <div>
                    <div>
                      {day(r.medicalTime)} {r.typeText}
                      {r.way && r.way !== r.typeText ? `（${r.way}）` : ''}：{r.majorDiagnosis}
                      {r.minorDiagnosis ? `，${r.minorDiagnosis}` : ''}
                      {r.diagnoses > 1 ? ` 等${r.diagnoses}次就诊` : ''}
                    </div>
                    <div className={css.tags}>
                      <Tag color={STATE_COLOR[r.state]}>{r.stateText}</Tag>
                      {r.state === 'planned' && <span>计划随访 {day(r.planTime)}</span>}
                      {r.state === 'followed' && <span>随访于 {day(r.followedAt)}</span>}
                      <span>诊后问卷 {r.questionsAnswered} 份</span>
                    </div>
                  </div>
                }
                extra={
                  <Button
                    size="mini"
                    color="primary"
                    fill="outline"
                    onClick={(e) => {
                      e.stopPropagation();
                      navigate(addForPatient(r.patientId));
                    }}
                  >
                    问卷
                  </Button>
                }
              >
                <ResidentLine r={r} />
              </List.Item>
            ))}
          </List>
          <PageButtons page={list.data} onPage={setPageNo} />
        </>
      )}
    </>
  );
}
