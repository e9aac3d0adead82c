import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import css from './Accompany.module.css';
import { XXPH_PATHS } from './paths.ts';

/** /app/xxph/doctor/about/us: what the accompany service is and how orders move. */
export default function AboutUsScreen() {
  const { config } = useApp();
  return (
    <main className={styles.page}>
      <PageBar title="关于我们" fallback={XXPH_PATHS.orders} />
      <section className={styles.card} aria-label="关于我们">
        <div className={styles.cardTitle}>{config.name || '康护'}陪诊服务</div>
        <div className={css.about}>
          <p>
            陪诊服务为行动不便、独自就医困难的居民提供就医陪同：按预约时间到医院与患者会合，协助挂号、候诊、缴费、取药和检查，并把就诊情况告诉家属。
          </p>
          <p>
            订单流程：居民或家属下单后为“待接单”；工作人员接单后为“已接单”；与患者会合后点“开始陪诊”；陪诊结束后点“完成陪诊”。接单人可在陪诊过程中上传照片，家属可在订单中查看。接单前居民可取消订单，接单后由接单人与居民沟通后取消。
          </p>
          <p>陪诊服务目前不收费，不包含医疗诊断，诊疗意见以就诊医院医生为准。</p>
        </div>
      </section>
    </main>
  );
}
