import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { SJTU_PATHS } from './paths.ts';
import css from './Sjtu.module.css';

/**
 * The study's privacy protocol (/app/sjtu/pricay/protocol), our own text. Open without a session
 * (the sign-in page links to it, and it holds no personal data). Static on purpose: it is the
 * text a participant agrees to, versioned with the code.
 */
export default function SjtuPrivacyScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="隐私保护协议" fallback={SJTU_PATHS.login} />
      <article className={`${styles.card} ${css.protocol}`} aria-label="隐私保护协议">
        <h1 className={styles.cardTitle}>健康状况与生活方式研究 · 参与者隐私保护协议</h1>
        <p>
          版本：2026年11月试行版。本协议说明本研究如何收集、使用和保护您的个人信息。如与伦理委员会批准的知情同意书不一致，以知情同意书为准。
        </p>

        <h2>一、我们收集哪些信息</h2>
        <ul>
          <li>账号信息：您登录使用的手机号。</li>
          <li>
            参与者信息：您绑定的就诊人姓名、性别、出生日期、身份证号，用于确认参与者身份、避免重复登记。
          </li>
          <li>
            问卷回答：您在研究问卷中填写的身高、体重、吸烟、饮酒、饮食、身体活动、睡眠、自评健康和既往疾病等内容，包括未提交的答题进度。
          </li>
        </ul>

        <h2>二、我们如何使用这些信息</h2>
        <ul>
          <li>为您保存答题进度，使您可以在任何一部手机上登录后继续作答。</li>
          <li>计算并向您展示健康指数和生活方式建议。健康指数是本研究自定的汇总分，不是临床诊断。</li>
          <li>
            经去除姓名、身份证号、手机号等可识别信息后，用于研究统计分析和发表研究结果，发表内容不会出现可识别您个人的信息。
          </li>
        </ul>

        <h2>三、我们如何保护这些信息</h2>
        <ul>
          <li>数据存储在中华人民共和国境内的服务器上，传输全程加密。</li>
          <li>只有经授权的研究人员和为您服务的医生可以查看您的回答，每一次查看都会留下访问记录。</li>
          <li>列表和日志中的身份证号、手机号均做脱敏处理。</li>
        </ul>

        <h2>四、我们不会做的事</h2>
        <ul>
          <li>不会出售您的个人信息，也不会用于商业营销。</li>
          <li>除法律法规要求或经您单独同意外，不会向研究团队以外的任何机构提供可识别您个人的信息。</li>
        </ul>

        <h2>五、您的权利</h2>
        <ul>
          <li>您可以随时在本应用中查看自己的问卷结果和历史报告。</li>
          <li>
            您可以要求更正不准确的信息，或撤回同意、退出研究；退出后我们将停止收集您的新信息，并按您的要求删除尚未用于分析的数据。
          </li>
          <li>参与本研究完全自愿，不参与或中途退出不会影响您享受任何医疗服务。</li>
        </ul>

        <h2>六、保存期限</h2>
        <p>研究数据保存至研究结束后5年，期满后删除或匿名化处理；法律法规另有规定的从其规定。</p>

        <h2>七、依据</h2>
        <p>
          本协议依据《中华人民共和国个人信息保护法》和《涉及人的生命科学和医学研究伦理审查办法》（2023年）制定。如有疑问或投诉，请联系为您登记的研究人员。
        </p>
      </article>
    </main>
  );
}
