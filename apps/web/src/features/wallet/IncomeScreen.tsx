import { centsToYuan, dateTimeText } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from '../inquiry/Consult.module.css';
import { useWallet, useWalletEntries, WALLET_PATHS } from './queries.ts';

/** /health/doctor/wallet/income: the balance and the ledger entries. */
export default function IncomeScreen() {
  const navigate = useNavigate();
  const wallet = useWallet();
  const entries = useWalletEntries();
  return (
    <main className={styles.page}>
      <PageBar title="我的收入" fallback="/health/doctor/mine/index" />
      {wallet.isPending ? (
        <LoadingState />
      ) : wallet.isError ? (
        <ErrorState message={errorMessage(wallet.error)} onRetry={() => void wallet.refetch()} />
      ) : (
        <section className={`${styles.card} ${styles.center}`} aria-label="钱包余额">
          <div className={styles.weak}>可提现余额（元）</div>
          <div className={styles.bigPrice} data-testid="wallet-balance">
            {centsToYuan(wallet.data.balance)}
          </div>
          <div className={styles.row}>
            <span className={styles.label}>累计收入</span>
            <span className={styles.value}>¥{centsToYuan(wallet.data.totalIncome)}</span>
          </div>
          <div className={styles.row}>
            <span className={styles.label}>累计提现</span>
            <span className={styles.value}>¥{centsToYuan(wallet.data.totalWithdrawn)}</span>
          </div>
          <div className={styles.actions} style={{ justifyContent: 'center' }}>
            <Button color="primary" fill="outline" onClick={() => navigate(WALLET_PATHS.bank)}>
              银行卡
            </Button>
            <Button color="primary" onClick={() => navigate(WALLET_PATHS.withdraw)}>
              提现
            </Button>
          </div>
        </section>
      )}
      <section className={styles.card} aria-label="收支明细">
        <h2 className={styles.title}>收支明细</h2>
        {entries.isPending ? (
          <LoadingState />
        ) : entries.isError ? (
          <ErrorState message={errorMessage(entries.error)} onRetry={() => void entries.refetch()} />
        ) : entries.data.list.length === 0 ? (
          <EmptyState title="暂无收支明细" />
        ) : (
          <ul aria-label="明细" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {entries.data.list.map((e) => (
              <li key={e.id} className={styles.row}>
                <span>
                  <span style={{ display: 'block' }}>{e.kindText}</span>
                  <span className={styles.weak}>{dateTimeText(e.createdAt)}</span>
                </span>
                <span
                  className={styles.price}
                  style={e.amount < 0 ? { color: 'var(--adm-color-text)' } : undefined}
                >
                  {e.amount >= 0 ? '+' : ''}
                  {centsToYuan(e.amount)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
