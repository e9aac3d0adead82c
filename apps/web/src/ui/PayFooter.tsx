import { centsToYuan } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import styles from './PayFooter.module.css';

/**
 * The fixed footer of a pay screen: while payable, 立即支付 ¥x (or `freeLabel` when the amount is
 * 0) starts the payment; afterwards one button leads to the order (`viewLabel`).
 */
export function PayFooter({
  payable,
  amount,
  loading,
  freeLabel,
  viewLabel,
  onPay,
  onView,
}: {
  payable: boolean;
  /** Cents. */
  amount: number;
  loading: boolean;
  freeLabel: string;
  viewLabel: string;
  onPay: () => void;
  onView: () => void;
}) {
  return (
    <div className={styles.footer}>
      {payable ? (
        <Button color="primary" size="large" shape="rounded" loading={loading} onClick={onPay}>
          {amount === 0 ? freeLabel : `立即支付 ¥${centsToYuan(amount)}`}
        </Button>
      ) : (
        <Button color="primary" size="large" shape="rounded" onClick={onView}>
          {viewLabel}
        </Button>
      )}
    </div>
  );
}
