import { dateTimeText } from '@kanghu/shared';
import { Button, Form, Input } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import { formErrorAlert } from '../../ui/form-alert.ts';
import { ScanButton } from '../../ui/ScanButton.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './Conference.module.css';
import { ConferencePage } from './ConferenceGate.tsx';
import { useConference, useSign } from './queries.ts';
import { signCodeFrom } from './sign-code.ts';

/**
 * 会议签到 (/conference/sign?id=): the attendee scans the desk's QR code (the 6-digit code, or a
 * link carrying `code=`) or types the code shown there. The registration number is shown so desk
 * staff can find the attendee.
 */
export default function SignScreen() {
  return <ConferencePage title="会议签到">{(id) => <Sign id={id} />}</ConferencePage>;
}

function Sign({ id }: { id: number }) {
  const { ui } = useApp();
  const q = useConference(id);
  const sign = useSign();
  const [form] = Form.useForm<{ code: string }>();
  const submit = (code: string) =>
    sign.mutate({ id, code: code.trim() }, { onSuccess: () => ui.toast('签到成功') });
  const onScan = (text: string) => {
    const code = signCodeFrom(text);
    if (!code) {
      ui.toast('未识别到签到码，请手动输入');
      return;
    }
    form.setFieldsValue({ code });
    submit(code);
  };
  if (q.isPending) return <LoadingState />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const reg = q.data.registration;
  if (!reg) return <EmptyState title="您尚未报名本次会议" />;
  if (reg.signedAt)
    return (
      <section className={styles.card} aria-label="签到结果">
        <h2 className={styles.cardTitle}>签到成功</h2>
        <div className={styles.code}>{reg.number}</div>
        <p className={styles.hint}>签到时间 {dateTimeText(reg.signedAt)}，请凭报名编号在报到处领取参会证。</p>
      </section>
    );
  return (
    <section className={styles.card} aria-label="会议签到">
      <p className={styles.hint}>报名编号</p>
      <div className={styles.code}>{reg.number}</div>
      <Form
        form={form}
        onFinish={(v) => submit(v.code)}
        onFinishFailed={formErrorAlert(ui)}
        footer={
          <Button block type="submit" color="primary" shape="rounded" loading={sign.isPending}>
            签到
          </Button>
        }
      >
        <Form.Item
          name="code"
          label="签到码"
          rules={[
            { required: true, message: '请输入签到码' },
            { pattern: /^\d{6}$/, message: '请输入6位数字签到码' },
          ]}
        >
          <Input inputMode="numeric" maxLength={6} placeholder="请输入报到处公布的6位签到码" />
        </Form.Item>
      </Form>
      <ScanButton variant="block" testId="conference-scan-sign" onResult={onScan}>
        扫码签到
      </ScanButton>
      <p className={styles.hint}>扫描报到处的签到二维码，或输入报到处公布的6位签到码完成签到。</p>
    </section>
  );
}
