import { chinaDay, DAY_MS, type QuestionAssignResult } from '@kanghu/shared';
import { Button, Checkbox, SearchBar, Switch } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import health from '../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { copyLink } from '../questionnaire/copy-link.ts';
import { DueDateField } from './DueDateField.tsx';
import { managePath, riskPath } from './paths.ts';
import css from './QuestionDoctor.module.css';
import { QuestionPicker } from './QuestionPicker.tsx';
import { useAssign, usePatientPicker } from './queries.ts';

const DEFAULT_DUE_DAYS = 7;

/** Assign one questionnaire to patients of the doctor's scope, then hand out the links. */
export function AssignView({ initialPatientId }: { initialPatientId: number }) {
  const navigate = useNavigate();
  const { ui } = useApp();
  const [questionId, setQuestionId] = useState(0);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<number[]>(initialPatientId ? [initialPatientId] : []);
  const [dueDate, setDueDate] = useState(chinaDay(Date.now() + DEFAULT_DUE_DAYS * DAY_MS));
  const [sendSms, setSendSms] = useState(true);
  const assign = useAssign();
  const [result, setResult] = useState<QuestionAssignResult | null>(null);

  const submit = () => {
    if (!questionId) return ui.toast('请选择问卷');
    if (chosen.length === 0) return ui.toast('请选择患者');
    assign.mutate({ questionId, patientIds: chosen, dueDate, sendSms }, { onSuccess: setResult });
  };

  if (result) return <AssignResult r={result} onAgain={() => setResult(null)} />;
  return (
    <>
      <nav className={css.links}>
        <Button size="small" fill="outline" onClick={() => navigate(managePath())}>
          问卷管理
        </Button>
        <Button size="small" fill="outline" color="danger" onClick={() => navigate(riskPath())}>
          高风险问卷
        </Button>
      </nav>
      <section className={health.card} aria-label="选择问卷">
        <h2 className={health.cardTitle}>1. 选择问卷</h2>
        <QuestionPicker value={questionId} onChange={setQuestionId} />
      </section>
      <section className={health.card} aria-label="选择患者">
        <h2 className={health.cardTitle}>
          <span>2. 选择患者</span>
          <span className={health.meta}>已选 {chosen.length} 人</span>
        </h2>
        <SearchBar
          placeholder="姓名，或完整手机号/身份证号"
          onSearch={setSearch}
          onClear={() => setSearch('')}
        />
        <PatientPicker search={search} chosen={chosen} onChange={setChosen} />
      </section>
      <section className={health.card} aria-label="截止日期与发送">
        <h2 className={health.cardTitle}>3. 截止日期与发送</h2>
        <DueDateField value={dueDate} onChange={setDueDate} />
        <div className={css.field}>
          <span>短信发送免登录链接</span>
          <Switch checked={sendSms} onChange={setSendSms} aria-label="短信发送免登录链接" />
        </div>
        <p className={css.note}>
          每位患者一条免登录链接（7天内有效，仅可提交一次），布置后可复制发送。开发环境未接入短信网关：短信内容只写入服务器日志，不会发到手机。
        </p>
      </section>
      <div className={health.actions}>
        <Button block color="primary" loading={assign.isPending} onClick={submit}>
          布置给 {chosen.length} 位患者
        </Button>
      </div>
    </>
  );
}

function PatientPicker(props: { search: string; chosen: number[]; onChange: (ids: number[]) => void }) {
  const list = usePatientPicker(props.search);
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0) return <EmptyState title="没有找到患者" />;
  return (
    <Checkbox.Group value={props.chosen} onChange={(v) => props.onChange(v as number[])}>
      <div className={css.pickList}>
        {list.data.list.map((p) => (
          <Checkbox key={p.id} value={p.id} className={css.pick} data-testid={`pick-${p.id}`}>
            <span className={css.pickName}>{p.name}</span>
            <span className={health.meta}>
              {p.sex === 1 ? '男' : p.sex === 2 ? '女' : ''}
              {p.age !== null ? ` ${p.age}岁` : ''} {p.tel}
            </span>
          </Checkbox>
        ))}
      </div>
      {list.data.total > list.data.list.length && (
        <p className={css.note}>仅显示前{list.data.list.length}位，请搜索姓名找到其他患者。</p>
      )}
    </Checkbox.Group>
  );
}

function AssignResult({ r, onAgain }: { r: QuestionAssignResult; onAgain: () => void }) {
  const navigate = useNavigate();
  const { ui } = useApp();
  const copy = (url: string) => copyLink(ui, url);
  const dev = r.smsProvider === 'dev';
  return (
    <section className={health.card} aria-label="布置结果" data-testid="assign-result">
      <h2 className={health.cardTitle}>
        已布置《{r.questionName}》给 {r.items.length} 位患者
      </h2>
      <div className={health.meta}>截止日期 {r.dueDate}</div>
      {r.skipped.length > 0 && (
        <p className={css.note} role="note" data-testid="assign-skipped">
          {r.message}：{r.skipped.map((x) => x.patientName).join('、')}（可在填写情况中重发链接）
        </p>
      )}
      {dev && r.items.some((i) => i.smsSent) && (
        <p className={css.note} role="note">
          开发环境：短信未真正发出，内容已写入服务器日志。请复制下方链接发给患者。
        </p>
      )}
      {r.items.map((i) => {
        const url = `${window.location.origin}${i.path}`;
        return (
          <div key={i.id} className={css.linkRow} data-testid="assign-link">
            <div className={css.rowHead}>
              <strong>{i.patientName}</strong>
              <span className={health.meta}>
                {i.smsSent ? (dev ? '短信已写入日志' : '短信已发送') : '未发短信'}
              </span>
            </div>
            <div className={css.link}>{url}</div>
            <Button size="mini" color="primary" fill="outline" onClick={() => void copy(url)}>
              复制链接
            </Button>
          </div>
        );
      })}
      <div className={health.actions}>
        <Button color="primary" onClick={() => navigate(managePath(r.questionId))}>
          查看填写情况
        </Button>
        <Button onClick={onAgain}>继续布置</Button>
      </div>
    </section>
  );
}
