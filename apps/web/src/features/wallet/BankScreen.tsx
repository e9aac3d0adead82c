import type { WalletBankBody } from '@kanghu/shared';
import { Button, Form, Input } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { formErrorAlert } from '../../ui/form-alert.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from '../inquiry/Consult.module.css';
import { useBank, useSaveBank, WALLET_PATHS } from './queries.ts';

/** The form's values: the body of the save call (packages/shared walletBankBody). */
type BankValues = WalletBankBody;

/** /health/doctor/wallet/bank: the bound bank card (masked) and the form to bind another. */
export default function BankScreen() {
  const { ui } = useApp();
  const navigate = useNavigate();
  const bank = useBank();
  const save = useSaveBank();
  const onFinish = (v: BankValues) =>
    save.mutate(
      {
        bankName: v.bankName.trim(),
        bankCard: v.bankCard.replace(/\s/g, ''),
        bankUserName: v.bankUserName.trim(),
        ...(v.bankAddress?.trim() ? { bankAddress: v.bankAddress.trim() } : {}),
      },
      {
        onSuccess: () => {
          ui.toast('保存成功');
          navigate(WALLET_PATHS.income, { replace: true });
        },
      },
    );
  return (
    <main className={styles.page}>
      <PageBar title="银行卡" fallback={WALLET_PATHS.income} />
      {bank.isPending ? (
        <LoadingState />
      ) : bank.isError ? (
        <ErrorState message={errorMessage(bank.error)} onRetry={() => void bank.refetch()} />
      ) : (
        <>
          {bank.data.bankCard && (
            <section className={styles.card} aria-label="已绑定银行卡">
              <div className={styles.name}>{bank.data.bankName}</div>
              <div className={styles.text}>{bank.data.bankCard}</div>
              <div className={styles.weak}>持卡人：{bank.data.bankUserName}</div>
            </section>
          )}
          <section className={`${styles.card} ${styles.form}`}>
            <Form
              layout="horizontal"
              initialValues={{
                bankName: bank.data.bankName ?? '',
                bankUserName: bank.data.bankUserName ?? '',
                bankAddress: bank.data.bankAddress ?? '',
                bankCard: '',
              }}
              onFinish={onFinish}
              onFinishFailed={formErrorAlert(ui)}
              footer={
                <Button
                  block
                  type="submit"
                  color="primary"
                  size="large"
                  shape="rounded"
                  loading={save.isPending}
                >
                  {bank.data.bankCard ? '更换银行卡' : '绑定银行卡'}
                </Button>
              }
            >
              <Form.Item
                name="bankUserName"
                label="持卡人"
                rules={[{ required: true, whitespace: true, message: '请填写持卡人' }]}
              >
                <Input placeholder="请输入持卡人姓名" maxLength={50} />
              </Form.Item>
              <Form.Item
                name="bankCard"
                label="银行卡号"
                rules={[
                  { required: true, message: '请填写银行卡号' },
                  { pattern: /^\d{12,19}$/, message: '银行卡号格式有误' },
                ]}
              >
                <Input placeholder="请输入银行卡号" inputMode="numeric" maxLength={19} />
              </Form.Item>
              <Form.Item
                name="bankName"
                label="开户银行"
                rules={[{ required: true, whitespace: true, message: '请填写开户银行' }]}
              >
                <Input placeholder="如：中国工商银行" maxLength={50} />
              </Form.Item>
              <Form.Item name="bankAddress" label="开户地址">
                <Input placeholder="选填" maxLength={100} />
              </Form.Item>
            </Form>
          </section>
        </>
      )}
    </main>
  );
}
