import { chinaDay, QUESTION_ASSIGN_STATE_TEXT, type QuestionAssignState } from '@kanghu/shared';
import { Button, List, Tabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AI_PATHS, DOCTOR_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { DoctorResultBody } from '../question-doctor/DoctorResultView.tsx';
import { AiDistrictGate } from './AiDistrictGate.tsx';
import css from './AiPlatform.module.css';
import { AiSearchBar } from './AiSearchBar.tsx';
import type { AiDistrict } from './context.ts';
import { PageButtons } from './PageButtons.tsx';
import { QuestionFill } from './QuestionFill.tsx';
import { AI_QUESTION_PATHS, fillPath, recordPath } from './question-paths.ts';
import { useBeforeQuestions, useQuestionRecord } from './question-queries.ts';
import { ResidentLine } from './ResidentLine.tsx';

const TONE_COLOR = {
  normal: 'success',
  attention: 'warning',
  abnormal: 'warning',
  severe: 'danger',
} as const;

/**
 * /app/ai/before/question (AI筛查 · 诊前问卷): the questionnaires added for the district's residents
 * by state; `?recordId=` shows an answered one, `?questionId=&patientId=` fills one in with the resident.
 */
export default function BeforeQuestionScreen() {
  const [params] = useSearchParams();
  const recordId = Number(params.get('recordId') ?? 0);
  const questionId = Number(params.get('questionId') ?? 0);
  const patientId = Number(params.get('patientId') ?? 0);
  const navigate = useNavigate();
  const title = recordId ? '问卷结果' : questionId ? '填写问卷' : '诊前问卷';
  return (
    <main className={styles.page}>
      <PageBar
        title={title}
        fallback={recordId || questionId ? AI_PATHS.beforeQuestion : DOCTOR_PATHS.home}
        right={
          recordId || questionId ? undefined : (
            <Button size="mini" color="primary" onClick={() => navigate(AI_QUESTION_PATHS.add)}>
              新增
            </Button>
          )
        }
      />
      <AiDistrictGate>
        {(d) =>
          recordId ? (
            <RecordDetail district={d} id={recordId} />
          ) : questionId && patientId ? (
            <QuestionFill
              district={d}
              questionId={questionId}
              patientId={patientId}
              onDone={(r) => navigate(recordPath(r.id), { replace: true })}
            />
          ) : (
            <BeforeList district={d} />
          )
        }
      </AiDistrictGate>
    </main>
  );
}

function RecordDetail({ district, id }: { district: AiDistrict; id: number }) {
  const record = useQuestionRecord(district, id);
  if (record.isPending) return <LoadingState />;
  if (record.isError)
    return <ErrorState message={errorMessage(record.error)} onRetry={() => void record.refetch()} />;
  return <DoctorResultBody r={record.data} />;
}

function BeforeList({ district }: { district: AiDistrict }) {
  const [state, setState] = useState<QuestionAssignState | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const [search, setSearch] = useState('');
  const list = useBeforeQuestions(district, state, pageNo, search);
  const navigate = useNavigate();
  const today = chinaDay();
  return (
    <>
      <Tabs
        activeKey={state}
        onChange={(k) => {
          setState(k as QuestionAssignState | '');
          setPageNo(1);
        }}
      >
        <Tabs.Tab key="" title="全部" />
        {Object.entries(QUESTION_ASSIGN_STATE_TEXT).map(([k, v]) => (
          <Tabs.Tab key={k} title={v} />
        ))}
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
        <EmptyState title="暂无诊前问卷">点击右上角“新增”为居民添加问卷</EmptyState>
      ) : (
        <>
          <List header={`共${list.data.total}份`}>
            {list.data.list.map((r) => (
              <List.Item
                key={r.id}
                data-testid="ai-before-question"
                onClick={r.recordId ? () => navigate(recordPath(r.recordId ?? 0)) : undefined}
                description={
                  <div className={css.tags}>
                    <span>《{r.questionName}》</span>
                    {r.recordId ? (
                      <span>
                        {r.total !== null ? `${r.total}分 ` : ''}
                        {r.level && <Tag color={TONE_COLOR[r.tone ?? 'normal']}>{r.level}</Tag>}
                        {r.highRisk && <Tag color="danger">高风险</Tag>}
                      </span>
                    ) : (
                      <span>
                        截止 {r.dueDate}
                        {r.dueDate === today ? '（今天）' : ''}
                      </span>
                    )}
                    <span>· {r.doctorName}</span>
                  </div>
                }
                extra={
                  r.state === 'assigned' ? (
                    <Button
                      size="mini"
                      color="primary"
                      onClick={() => navigate(fillPath(r.questionId, r.patientId))}
                    >
                      代填
                    </Button>
                  ) : (
                    <Tag color={r.state === 'answered' ? 'success' : 'default'}>{r.stateText}</Tag>
                  )
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
