import type { GoodsView } from '@kanghu/shared';
import { Form, Input, Popup, TextArea } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import { formErrorAlert } from '../../ui/form-alert.ts';
import { textRules } from '../../ui/form-rules.ts';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { telRules } from '../auth/form-rules.ts';
import styles from './Points.module.css';
import { useExchange } from './queries.ts';

interface AddressValues {
  name: string;
  tel: string;
  address: string;
}

/** The delivery form of one exchange: name, phone and address; the server takes stock and points at once. */
export function ExchangePopup({
  goods,
  unit,
  onClose,
}: {
  goods: GoodsView | null;
  unit: string;
  onClose: () => void;
}) {
  const { ui } = useApp();
  const [form] = Form.useForm<AddressValues>();
  const exchange = useExchange();
  const onFinish = (v: AddressValues) => {
    if (!goods) return;
    exchange.mutate(
      { goodsId: goods.id, integral: goods.integral, title: goods.title, ...v },
      {
        onSuccess: (r) => {
          ui.toast(`兑换成功，剩余${r.balance}${unit}`);
          form.resetFields();
          onClose();
        },
      },
    );
  };
  return (
    <Popup visible={goods !== null} onMaskClick={onClose} bodyStyle={{ borderRadius: '0.2rem 0.2rem 0 0' }}>
      <div className={styles.popup}>
        <h2 className={styles.popupTitle}>
          兑换 {goods?.title}（{goods?.integral}
          {unit}）
        </h2>
        <Form
          form={form}
          layout="horizontal"
          onFinish={onFinish}
          onFinishFailed={formErrorAlert(ui)}
          footer={
            <SubmitButton loading={exchange.isPending} size="middle">
              确认兑换
            </SubmitButton>
          }
        >
          <Form.Item name="name" label="收货人" rules={textRules('收货人', undefined, '请填写')}>
            <Input placeholder="请输入收货人姓名" maxLength={30} autoComplete="name" />
          </Form.Item>
          <Form.Item name="tel" label="手机号" rules={telRules}>
            <Input type="tel" inputMode="numeric" placeholder="请输入手机号" maxLength={14} />
          </Form.Item>
          <Form.Item name="address" label="收货地址" rules={textRules('收货地址', undefined, '请填写')}>
            <TextArea placeholder="省市区、街道、门牌号" maxLength={200} rows={2} />
          </Form.Item>
        </Form>
      </div>
    </Popup>
  );
}
