import type { ExamAttemptView } from '@kanghu/shared';
import { Button, Checkbox, Dialog, Radio, Space } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { clockText } from '../format.ts';
import css from '../Knowledge.module.css';

type Answers = Record<number, number[]>;

/**
 * The questions of a running attempt with the time left (from the server's deadline). Submits
 * when the learner confirms, and by itself when the time is up.
 */
export function ExamPaper({
  attempt,
  submitting,
  onSubmit,
}: {
  attempt: ExamAttemptView;
  submitting: boolean;
  onSubmit: (answers: Answers) => void;
}) {
  const [answers, setAnswers] = useState<Answers>({});
  const deadline = new Date(attempt.deadlineAt).getTime();
  const [left, setLeft] = useState(() => Math.max(0, (deadline - Date.now()) / 1000));
  useEffect(() => {
    const t = window.setInterval(() => setLeft(Math.max(0, (deadline - Date.now()) / 1000)), 1000);
    return () => window.clearInterval(t);
  }, [deadline]);
  const [autoSent, setAutoSent] = useState(false);
  useEffect(() => {
    if (left <= 0 && !autoSent) {
      setAutoSent(true);
      onSubmit(answers);
    }
  }, [left, autoSent, answers, onSubmit]);

  const unanswered = attempt.questions.filter((q) => !answers[q.id]?.length).length;
  return (
    <>
      <div className={`${css.card} ${css.sticky}`} role="timer" aria-label="剩余时间">
        剩余时间 {clockText(left)} · 共{attempt.questions.length}题 · {attempt.passScore}分及格
      </div>
      {attempt.questions.map((q, i) => (
        <fieldset key={q.id} className={`${css.card} ${css.question}`}>
          <legend className={css.body}>
            {i + 1}. {q.stem}（{q.kind === 'multiple' ? '多选' : '单选'}，{q.score}分）
          </legend>
          {q.kind === 'single' ? (
            <Radio.Group
              value={answers[q.id]?.[0] ?? null}
              onChange={(v) => setAnswers((a) => ({ ...a, [q.id]: [Number(v)] }))}
            >
              <Space direction="vertical">
                {q.options.map((o, k) => (
                  <Radio key={o} value={k}>
                    {o}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          ) : (
            <Checkbox.Group
              value={answers[q.id] ?? []}
              onChange={(v) => setAnswers((a) => ({ ...a, [q.id]: v.map(Number) }))}
            >
              <Space direction="vertical">
                {q.options.map((o, k) => (
                  <Checkbox key={o} value={k}>
                    {o}
                  </Checkbox>
                ))}
              </Space>
            </Checkbox.Group>
          )}
        </fieldset>
      ))}
      <div className={css.card}>
        <Button
          block
          color="primary"
          loading={submitting}
          onClick={async () => {
            const ok = await Dialog.confirm({
              content: unanswered ? `还有${unanswered}题未作答，确定交卷吗？` : '确定交卷吗？',
            });
            if (ok) onSubmit(answers);
          }}
        >
          交卷
        </Button>
      </div>
    </>
  );
}
