import { Button, Form, Input, Popup, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useApp } from '../../../app/app-context.ts';
import health from '../../../ui/HealthScreen.module.css';
import styles from '../DoctorPatients.module.css';
import { useAddCallRecord, useSetRemark } from '../queries.ts';

/** The doctor's remark on the patient (kept in the timeline; the newest shows on the card). */
export function RemarkPopup({
  patientId,
  current,
  visible,
  onClose,
}: {
  patientId: number;
  current: string | null;
  visible: boolean;
  onClose: () => void;
}) {
  const { ui } = useApp();
  const [text, setText] = useState(current ?? '');
  const save = useSetRemark(patientId);
  const submit = () => {
    const remark = text.trim();
    if (!remark) return void ui.toast('请输入备注');
    save.mutate(remark, {
      onSuccess: () => {
        ui.toast('备注已保存');
        onClose();
      },
    });
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={health.popup} destroyOnClose>
      <div className={health.popupTitle}>医生备注</div>
      <div className={styles.formBlock}>
        <TextArea
          aria-label="备注内容"
          placeholder="如：晨起血压偏高，两周后复测"
          value={text}
          onChange={setText}
          maxLength={500}
          showCount
          rows={4}
        />
        <Button block color="primary" size="large" loading={save.isPending} onClick={submit}>
          保存备注
        </Button>
      </div>
    </Popup>
  );
}

/** Records a phone follow-up the doctor made (the call itself happens on the phone). */
export function CallPopup({
  patientId,
  visible,
  onClose,
}: {
  patientId: number;
  visible: boolean;
  onClose: () => void;
}) {
  const { ui } = useApp();
  const add = useAddCallRecord(patientId);
  const [minutes, setMinutes] = useState('');
  const [remark, setRemark] = useState('');
  const submit = () => {
    const m = Number(minutes);
    if (!minutes || !Number.isFinite(m) || m < 0 || m > 600) return void ui.toast('请输入通话时长（分钟）');
    const duration = Math.round(m * 60);
    add.mutate(
      {
        startTime: new Date(Date.now() - duration * 1000).toISOString(),
        duration,
        remark: remark.trim() || undefined,
      },
      {
        onSuccess: () => {
          ui.toast('通话已记录');
          onClose();
        },
      },
    );
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={health.popup} destroyOnClose>
      <div className={health.popupTitle}>记录电话随访</div>
      <Form layout="horizontal" className={health.form}>
        <Form.Item label="通话时长">
          <Input
            aria-label="通话时长（分钟）"
            type="number"
            placeholder="分钟"
            value={minutes}
            onChange={setMinutes}
          />
        </Form.Item>
        <Form.Item label="随访内容">
          <TextArea
            aria-label="随访内容"
            placeholder="如：提醒按时服药"
            value={remark}
            onChange={setRemark}
            maxLength={500}
            rows={3}
          />
        </Form.Item>
      </Form>
      <div className={styles.formBlock}>
        <Button block color="primary" size="large" loading={add.isPending} onClick={submit}>
          保存记录
        </Button>
      </div>
    </Popup>
  );
}
