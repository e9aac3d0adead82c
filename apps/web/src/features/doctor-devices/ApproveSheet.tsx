import type { DeviceApplicationView, MeasurementType } from '@kanghu/shared';
import { Button, Form, Input, Popup, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useApp } from '../../app/app-context.ts';
import { formErrorAlert } from '../../ui/form-alert.ts';
import styles from '../../ui/HealthScreen.module.css';
import { ScanButton } from '../../ui/ScanButton.tsx';
import { guessMeasureType, MEASURE_OPTIONS, specOptions } from './measure-options.ts';
import { useApproveApplication, useDeviceSpecs } from './queries.ts';
import { SecretNotice } from './SecretNotice.tsx';

interface Values {
  serial?: string;
  measureType: string[];
  spec: string[];
  remark?: string;
}

const SERIAL = /^[\w:.-]{1,64}$/;

/**
 * 通过 a device application: the serial of the device handed out, its measure type and model.
 * The server binds it to the applicant's record (found by ID number in the org) and answers the
 * upload secret once, which this sheet then shows.
 */
export function ApproveSheet({ app, onClose }: { app: DeviceApplicationView | null; onClose: () => void }) {
  const { ui } = useApp();
  const approve = useApproveApplication();
  const specs = useDeviceSpecs();
  const [form] = Form.useForm<Values>();
  const [secret, setSecret] = useState<string | null>(null);
  const [type, setType] = useState<string | undefined>(undefined);
  const close = () => {
    setSecret(null);
    onClose();
  };
  const initialType = app ? guessMeasureType(app.deviceType) : undefined;
  const measureType = type ?? initialType;
  const models = specOptions(specs.data, measureType);
  const onFinish = (v: Values) => {
    if (!app) return;
    const mt = v.measureType[0];
    approve.mutate(
      {
        id: app.id,
        body: {
          serial: (v.serial ?? '').trim(),
          deviceMeasureType: mt as MeasurementType,
          ...(v.spec[0] ? { specId: Number(v.spec[0]) } : {}),
          ...(v.remark?.trim() ? { remark: v.remark.trim() } : {}),
        },
      },
      {
        onSuccess: (r) => {
          ui.toast('已通过，设备已绑定');
          if (r.secret) setSecret(r.secret);
          else close();
        },
      },
    );
  };
  return (
    <Popup visible={app !== null} onMaskClick={close} bodyClassName={styles.popup} destroyOnClose>
      <h2 className={styles.popupTitle}>通过申请{app ? `：${app.name}` : ''}</h2>
      {secret ? (
        <div style={{ padding: '0.16rem 0.32rem' }}>
          <SecretNotice secret={secret} />
          <Button block color="primary" onClick={close}>
            完成
          </Button>
        </div>
      ) : (
        <div className={styles.form}>
          <Form
            form={form}
            layout="vertical"
            initialValues={{ measureType: initialType ? [initialType] : [], spec: [] }}
            onValuesChange={(changed: Partial<Values>) => {
              if (changed.measureType) {
                setType(changed.measureType[0]);
                form.setFieldsValue({ spec: [] });
              }
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
                loading={approve.isPending}
              >
                通过并绑定
              </Button>
            }
          >
            <Form.Item
              name="serial"
              label="设备序列号"
              extra={<ScanButton onResult={(text) => form.setFieldsValue({ serial: text })} />}
              rules={[
                { required: true, message: '请输入设备序列号' },
                { pattern: SERIAL, message: '设备序列号格式有误' },
              ]}
            >
              <Input placeholder="设备背面或包装上的序列号" clearable />
            </Form.Item>
            <Form.Item
              name="measureType"
              label="测量类型"
              rules={[{ required: true, message: '请选择测量类型' }]}
            >
              <Selector options={MEASURE_OPTIONS} columns={4} />
            </Form.Item>
            {models.length > 0 && (
              <Form.Item name="spec" label="设备型号（选填）">
                <Selector options={models} columns={1} />
              </Form.Item>
            )}
            <Form.Item
              name="remark"
              label="备注（选填）"
              rules={[{ max: 200, message: '备注不能超过200个字' }]}
            >
              <Input placeholder="如：发放时间、使用说明" maxLength={200} clearable />
            </Form.Item>
          </Form>
        </div>
      )}
    </Popup>
  );
}
