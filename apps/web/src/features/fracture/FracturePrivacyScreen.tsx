import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import own from './Fracture.module.css';
import { FZJJH_PATHS } from './paths.ts';

/** Privacy statement of the fracture-risk assessment (/app/fzjjh/fracture/privacy). */
export default function FracturePrivacyScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="隐私声明" fallback={FZJJH_PATHS.home} />
      <article className={`${styles.card} ${own.section}`} aria-label="骨折风险评估隐私声明">
        <h1 className={styles.cardTitle}>骨折风险评估隐私声明</h1>
        <p className={own.text}>
          为帮助您和您的签约医生了解骨质疏松与骨折风险，我们在您使用“骨折风险评估”时收集并保存以下信息。请在提交前阅读本声明。
        </p>
        <h2>我们保存哪些信息</h2>
        <ul>
          <li>就诊人的性别、出生日期、身高和体重；</li>
          <li>
            您回答的风险因素：既往骨折史、父母髋部骨折史、目前吸烟、使用糖皮质激素、类风湿关节炎、继发性骨质疏松、饮酒情况；
          </li>
          <li>您选填的股骨颈骨密度类型和数值；</li>
          <li>根据体重和年龄计算出的 OSTA 指数与风险等级，以及评估时间和提交账号。</li>
        </ul>
        <h2>为什么保存</h2>
        <ul>
          <li>向您显示 OSTA 骨质疏松自我筛查结果，并保留历次评估记录供您对比；</li>
          <li>让为您提供服务的签约医生或所在机构的医生查看结果，给出检查和随访建议；</li>
          <li>方便您把同样的信息录入 FRAX 官方计算器。</li>
        </ul>
        <h2>谁能看到</h2>
        <ul>
          <li>绑定该就诊人的账号，以及该就诊人所属机构的医护人员；</li>
          <li>其他账号、其他机构和其他项目无法查看；每次查看都会记入访问日志。</li>
        </ul>
        <h2>我们不做什么</h2>
        <ul>
          <li>
            本平台不计算 FRAX 骨折概率，也不会把您的信息发送给 FRAX 网站；是否在官方计算器中录入由您自己决定；
          </li>
          <li>不将评估信息用于广告，不出售或向无关第三方提供。</li>
        </ul>
        <h2>您的权利</h2>
        <p className={own.text}>
          您可以在“评估记录”中查看历次评估；如需导出个人信息或注销账号，可在“我的-设置”中办理，或联系为您服务的医疗机构。
        </p>
        <p className={own.small}>OSTA 结果仅用于初步筛查，不能替代骨密度检查和医生诊断。</p>
      </article>
    </main>
  );
}
