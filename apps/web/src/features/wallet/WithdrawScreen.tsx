import { centsToYuan, MIN_WITHDRAW_CENTS, yuanToCents } from '@kanghu/shared';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from '../inquiry/Consult.module.css';
import { useWallet, useWithdraw, WALLET_PATHS } from './queries.ts';

/** /health/doctor/wallet/withdraw: withdraw up to the balance to the bound bank card. */
export default function WithdrawScreen() {
  const { ui } = useApp();
  const navigate = useNavigate();
  const wallet = useWallet();
  const withdraw = useWithdraw();
  const [yuan, setYuan] = useState('');
  const submit = () => {
    const cents = yuanToCents(yuan);
    if (cents === null || cents <= 0) return void ui.alert('请输入正确的提现金额', '系统提示');
    if (cents < MIN_WITHDRAW_CENTS)
      return void ui.alert(`提现金额不能少于${MIN_WITHDRAW_CENTS / 100}元`, '系统提示');
    if (wallet.data && cents > wallet.data.balance)
      return void ui.alert('提现金额不能超过可提现余额', '系统提示');
    withdraw.mutate(cents, {
      onSuccess: () => {
        ui.toast('提现申请已提交');
        navigate(WALLET_PATHS.income, { replace: true });
      },
    });
  };
  return (
    <main className={styles.page}>
      <PageBar title="提现" fallback={WALLET_PATHS.income} />
      {wallet.isPending ? (
        <LoadingState />
      ) : wallet.isError ? (
        <ErrorState message={errorMessage(wallet.error)} onRetry={() => void wallet.refetch()} />
      ) : !wallet.data.bank.bankCard ? (
        <section className={`${styles.card} ${styles.center}`}>
          <p className={styles.text}>请先绑定银行卡</p>
          <Button color="primary" onClick={() => navigate(WALLET_PATHS.bank)}>
            绑定银行卡
          </Button>
        </section>
      ) : (
        <section className={styles.card} aria-label="提现">
          <div className={styles.row}>
            <span className={styles.label}>到账银行卡</span>
            <span className={styles.value}>
              {wallet.data.bank.bankName} {wallet.data.bank.bankCard}
            </span>
          </div>
          <h2 className={styles.title} style={{ marginTop: '0.24rem' }}>
            提现金额（元）
          </h2>
          <Input
            aria-label="提现金额"
            type="text"
            inputMode="decimal"
            placeholder="0.00"
            value={yuan}
            onChange={setYuan}
            clearable
            style={{ '--font-size': '0.48rem' }}
          />
          <p className={styles.weak}>
            可提现余额 ¥{centsToYuan(wallet.data.balance)}{' '}
            <button
              type="button"
              className={styles.plain}
              style={{ display: 'inline', width: 'auto', color: 'var(--adm-color-primary)' }}
              onClick={() => setYuan(centsToYuan(wallet.data.balance))}
            >
              全部提现
            </button>
          </p>
          <Button
            block
            color="primary"
            size="large"
            shape="rounded"
            loading={withdraw.isPending}
            onClick={submit}
          >
            确认提现
          </Button>
        </section>
      )}
    </main>
  );
}
