import { useApp } from '../../app/app-context.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { YK_USER_PATHS } from './paths.ts';
import css from './Yk.module.css';

/** /app/yingkang/user/mine/about: what the service is, for the project the family uses. */
export default function AboutScreen() {
  const { config } = useApp();
  return (
    <main className={css.page}>
      <PageBar title="关于我们" fallback={YK_USER_PATHS.mine} />
      <section className={css.card} aria-label="关于">
        <h1 className={css.title}>{config.name}</h1>
        <p className={css.para}>
          面向家庭的儿童健康管理服务：记录宝宝的身高体重并对照生长标准，完成运动、营养与儿童保健测评，与签约医生在线沟通。
        </p>
        <p className={css.para}>
          测评结果依据公开发布的标准计算，仅供健康管理参考，不能代替医生的诊断；如有不适请及时就医。
        </p>
        <p className={css.weak}>康护 · 项目 {config.project}</p>
      </section>
    </main>
  );
}
