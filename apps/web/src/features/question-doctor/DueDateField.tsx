import { chinaDay, DAY_MS, QUESTION_ASSIGN_MAX_DAYS } from '@kanghu/shared';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { parseFieldValue } from '../../ui/date-time-value.ts';
import css from './QuestionDoctor.module.css';

/** The due date of an assigned questionnaire: today at the earliest, QUESTION_ASSIGN_MAX_DAYS at the latest. */
export function DueDateField({ value, onChange }: { value: string; onChange: (day: string) => void }) {
  return (
    <div className={css.field}>
      <span>截止日期</span>
      <DateTimeField
        precision="date"
        value={value}
        min={parseFieldValue('date', chinaDay()) ?? undefined}
        max={parseFieldValue('date', chinaDay(Date.now() + QUESTION_ASSIGN_MAX_DAYS * DAY_MS)) ?? undefined}
        onChange={onChange}
        aria-label="截止日期"
      />
    </div>
  );
}
