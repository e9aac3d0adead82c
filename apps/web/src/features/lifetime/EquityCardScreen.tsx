import type { EquityCardView } from '@kanghu/shared';
import { Button, Tag } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { InfoRows } from '../../ui/InfoRows.tsx';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { formatDateTime } from '../measurements/format.ts';
import own from './Lifetime.module.css';
import { LIFETIME_PATHS } from './paths.ts';
import { useEquityCard, useEquityPageUrl, useRefundEquity } from './queries.ts';

const STATE_COLOR = { none: 'default', active: 'success', refunded: 'warning' } as const;

/**
 * The 元梦 equity card of the family member (/app/yingkang/lifetime/user/equity/card): its state,
 * the partner page where it is opened, and refund. While only the development provider exists, the
 * page says so: the partner page is a local simulation and no real rights come with the card.
 */
export default function EquityCardScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="元梦权益卡" fallback={LIFETIME_PATHS.archives} />
      <PatientScope>{(patient) => <EquityCard patientId={patient.id} />}</PatientScope>
    </main>
  );
}

function EquityCard({ patientId }: { patientId: number }) {
  const card = useEquityCard(patientId);
  if (card.isPending) return <LoadingState />;
  if (card.isError)
    return <ErrorState message={errorMessage(card.error)} onRetry={() => void card.refetch()} />;
  return <CardView card={card.data} />;
}

function CardView({ card }: { card: EquityCardView }) {
  const { ui } = useApp();
  const pageUrl = useEquityPageUrl();
  const refund = useRefundEquity();
  const open = () =>
    pageUrl.mutate(card.patientId, {
      onSuccess: (page) => {
        window.location.assign(page.url);
      },
    });
  const askRefund = async () => {
    if (!(await ui.confirm('退款后权益卡失效，确定申请退款吗？', { confirm: '申请退款' }))) return;
    refund.mutate(card.patientId, { onSuccess: () => ui.toast('已退款') });
  };
  return (
    <>
      {card.simulated && (
        <p className={own.devBanner} role="note" data-testid="equity-dev-label">
          开发环境模拟：元梦合作方尚未接入，开通页面是本地模拟页面，卡号为模拟生成，不提供真实权益服务。
        </p>
      )}
      <section className={styles.card} aria-label="权益卡">
        <h2 className={styles.cardTitle}>
          元梦权益卡
          <Tag color={STATE_COLOR[card.state]} fill="outline" data-testid="equity-state">
            {card.stateText}
          </Tag>
        </h2>
        <InfoRows
          rows={[
            ['服务方', card.simulated ? '元梦（开发模拟）' : '元梦'],
            ['卡号', card.cardNo],
            [
              '有效期至',
              card.state === 'active' && card.expireAt ? formatDateTime(card.expireAt).slice(0, 10) : null,
            ],
            ['退款时间', card.refundedAt ? formatDateTime(card.refundedAt) : null],
          ]}
        />
        <p className={styles.hint}>开通后一年内有效，可随时申请退款。</p>
        <div className={styles.actions}>
          {card.state !== 'active' ? (
            <Button block color="primary" shape="rounded" loading={pageUrl.isPending} onClick={open}>
              {card.state === 'refunded' ? '重新开通' : '去开通'}
            </Button>
          ) : (
            <Button
              block
              color="danger"
              fill="outline"
              shape="rounded"
              loading={refund.isPending}
              onClick={askRefund}
            >
              申请退款
            </Button>
          )}
        </div>
      </section>
    </>
  );
}
