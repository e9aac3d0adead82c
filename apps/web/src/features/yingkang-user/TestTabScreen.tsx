import { EntryGrid } from './EntryGrid.tsx';
import { YK_USER_PATHS } from './paths.ts';
import css from './Yk.module.css';

const TESTS = [
  { label: '生长发育', hint: '身高体重与生长曲线', to: YK_USER_PATHS.heightReport },
  { label: '运动测评', hint: '学生体质健康标准', to: YK_USER_PATHS.questionSport },
  { label: '儿童保健', hint: '儿童保健问卷', to: YK_USER_PATHS.questionCare },
  { label: '营养评估', hint: '膳食记录与营养报告', to: YK_USER_PATHS.growNutrition },
  { label: '添加宝宝', hint: '建立宝宝档案', to: YK_USER_PATHS.babyAdd },
  { label: '报告记录', hint: '历次测评报告', to: YK_USER_PATHS.reportHistory },
] as const;

/** The test tab of the yingkang user shell: the entries of the child tests. */
export default function TestTabScreen() {
  return (
    <main className={css.page}>
      <header className={css.card}>
        <h1 className={css.title}>儿童测评</h1>
        <p className={css.weak}>选择一项测评，结果会保存到宝宝的档案</p>
      </header>
      <EntryGrid label="测评项目" entries={TESTS} />
    </main>
  );
}
