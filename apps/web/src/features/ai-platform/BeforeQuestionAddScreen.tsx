import { AI_QUESTION_DUE_DAYS, chinaDay, DAY_MS } from '@kanghu/shared';
import { Button, Radio, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import health from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { DueDateField } from '../question-doctor/DueDateField.tsx';
import css from '../question-doctor/QuestionDoctor.module.css';
import { QuestionPicker } from '../question-doctor/QuestionPicker.tsx';
import { copyLink } from '../questionnaire/copy-link.ts';
import { AiDistrictGate } from './AiDistrictGate.tsx';
import ai from './AiPlatform.module.css';
import type { AiDistrict } from './context.ts';
import { AI_QUESTION_PATHS, fillPath } from './question-paths.ts';
import { useAddQuestion, useResidentInfo, useResidentSearch } from './question-queries.ts';
import { ResidentLine } from './ResidentLine.tsx';

/**
 * /app/ai/before/question/add (新增诊前问卷): choose a questionnaire of the project (the issue 12
 * engine's), a resident of the district and a due date; then copy the resident's single-use link
 * or fill it in with them now. `?patientId=` preselects a resident (from post-diagnosis management).
 */
export default function BeforeQuestionAddScreen() {
  return (
    <main className={health.page}>
      <PageBar title="新增诊前问卷" fallback={AI_QUESTION_PATHS.list} />
      <AiDistrictGate>{(d) => <AddForm district={d} />}</AiDistrictGate>
    </main>
  );
}

function AddForm({ district }: { district: AiDistrict }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { ui } = useApp();
  const [questionId, setQuestionId] = useState(0);
  const [patientId, setPatientId] = useState(Number(params.get('patientId') ?? 0));
  const [search, setSearch] = useState('');
  const [dueDate, setDueDate] = useState(chinaDay(Date.now() + AI_QUESTION_DUE_DAYS * DAY_MS));
  const add = useAddQuestion(district);

  if (add.data) {
    const r = add.data;
    const url = `${window.location.origin}${r.path}`;
    return (
      <section className={health.card} aria-label="新增结果" data-testid="ai-question-added">
        <h2 className={health.cardTitle}>
          已为 {r.name} 添加《{r.questionName}》
        </h2>
        <div className={health.meta}>截止日期 {r.dueDate} · 链接仅可提交一次</div>
        <div className={ai.linkBox}>{url}</div>
        <div className={health.actions}>
          <Button size="small" fill="outline" onClick={() => void copyLink(ui, url)}>
            复制链接
          </Button>
          <Button size="small" color="primary" onClick={() => navigate(fillPath(r.questionId, r.patientId))}>
            立即代填
          </Button>
          <Button size="small" onClick={() => navigate(AI_QUESTION_PATHS.list)}>
            返回列表
          </Button>
        </div>
      </section>
    );
  }

  const submit = () => {
    if (!questionId) return ui.toast('请选择问卷');
    if (!patientId) return ui.toast('请选择居民');
    add.mutate({ questionId, patientId, dueDate });
  };
  return (
    <>
      <section className={health.card} aria-label="选择问卷">
        <h2 className={health.cardTitle}>1. 选择问卷</h2>
        <QuestionPicker value={questionId} onChange={setQuestionId} />
      </section>
      <section className={health.card} aria-label="选择居民">
        <h2 className={health.cardTitle}>2. 选择居民</h2>
        <ChosenResident district={district} patientId={patientId} />
        <SearchBar
          placeholder="姓名，或完整手机号/身份证号"
          onSearch={(v) => setSearch(v.trim())}
          onClear={() => setSearch('')}
        />
        <ResidentPicker district={district} search={search} value={patientId} onChange={setPatientId} />
      </section>
      <section className={health.card} aria-label="截止日期">
        <h2 className={health.cardTitle}>3. 截止日期</h2>
        <DueDateField value={dueDate} onChange={setDueDate} />
        <p className={css.note}>
          添加后生成该居民的免登录填写链接（7天内有效，仅可提交一次），也可由您当面代填。
        </p>
      </section>
      <div className={health.actions}>
        <Button block color="primary" loading={add.isPending} onClick={submit}>
          添加问卷
        </Button>
      </div>
    </>
  );
}

function ResidentPicker(props: {
  district: AiDistrict;
  search: string;
  value: number;
  onChange: (id: number) => void;
}) {
  const list = useResidentSearch(props.district, props.search);
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0) return <EmptyState title="没有找到居民" />;
  return (
    <Radio.Group value={props.value} onChange={(v) => props.onChange(Number(v))}>
      <div className={css.pickList}>
        {list.data.list.map((r) => (
          <Radio
            key={r.patientId}
            value={r.patientId}
            className={css.pick}
            data-testid={`pick-${r.patientId}`}
          >
            <ResidentLine r={r} />
          </Radio>
        ))}
      </div>
      {list.data.total > list.data.list.length && (
        <p className={css.note}>仅显示前{list.data.list.length}位，请搜索姓名找到其他居民。</p>
      )}
    </Radio.Group>
  );
}

/** The resident chosen so far (also one preselected by ?patientId= who is not on the first page). */
function ChosenResident({ district, patientId }: { district: AiDistrict; patientId: number }) {
  const info = useResidentInfo(district, patientId);
  if (!patientId || !info.data) return null;
  return (
    <div className={ai.chosen} data-testid="ai-question-chosen">
      已选：{info.data.resident.name} {info.data.resident.idcardMasked}
    </div>
  );
}
