import { dateTimeText } from '@kanghu/shared';
import { Button, Form, Input } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import { formErrorAlert } from '../../ui/form-alert.ts';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './Conference.module.css';
import { ConferencePage } from './ConferenceGate.tsx';
import { useConference, useSign } from './queries.ts';

/**
 * 会议签到 (/conference/sign?id=): the attendee enters the 6-digit code shown at the venue desk.
 * Scanning a QR code comes with the scanner issue; until then the code is typed in. The
 * registration number is shown so desk staff can find the attendee.
 */
export default function SignScreen() {
  return <ConferencePage title="会议签到">{(id) => <Sign id={id} />}</ConferencePage>;
}

function Sign({ id }: { id: number }) {
  const { ui } = useApp();
  const q = useConference(id);
  const sign = useSign();
  const [form] = Form.useForm<{ code: string }>();
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
        onFinish={(v) => sign.mutate({ id, code: v.code.trim() }, { onSuccess: () => ui.toast('签到成功') })}
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
      <p className={styles.hint}>扫码签到即将开放，目前请输入报到处公布的签到码完成签到。</p>
    </section>
  );
}
