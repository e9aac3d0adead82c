import type { ExamResult } from '@kanghu/shared';
import { Result } from 'antd-mobile';
import css from '../Knowledge.module.css';

/** The graded attempt: score and pass, then each question with the right answer and why. */
export function ExamResultView({ result }: { result: ExamResult }) {
  return (
    <>
      <Result
        status={result.passed ? 'success' : 'warning'}
        title={result.timedOut ? '考试已超时' : result.passed ? '考试通过' : '未通过'}
        description={`得分 ${result.score}/${result.totalScore}（${result.passScore}分及格）${
          result.courseCompleted ? '，课程已完成' : ''
        }`}
      />
      {result.questions.map((q, i) => (
        <section key={q.id} className={css.card} aria-label={`第${i + 1}题`}>
          <p className={css.body}>
            {i + 1}. {q.stem}
          </p>
          <p className={q.correct ? css.right : css.wrong}>
            {q.correct ? '回答正确' : '回答错误'} · 正确答案：{q.answer.map((a) => q.options[a]).join('、')}
          </p>
          {!q.correct && q.chosen.length > 0 && (
            <p className={css.weak}>你的答案：{q.chosen.map((a) => q.options[a]).join('、')}</p>
          )}
          {q.explanation && <p className={css.weak}>解析：{q.explanation}</p>}
        </section>
      ))}
    </>
  );
}
