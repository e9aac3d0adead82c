import type { LicenseAuditView } from '@kanghu/shared';
import { Form, ImageUploader, type ImageUploadItem, Input } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import { formErrorAlert } from '../../ui/form-alert.ts';
import { AuditSubmitButton, AuditTag } from './AuditState.tsx';
import styles from './DoctorProfile.module.css';
import { toItems, toUrls, useImageUpload } from './image-upload.ts';
import { useSubmitLicense } from './queries.ts';

interface Values {
  licenseNo?: string;
  imageList: ImageUploadItem[];
}

/** Practising-licence photos for review: POST /api/doctor/license/audit. */
export function LicenseForm({ current }: { current: LicenseAuditView | null }) {
  const { ui } = useApp();
  const submit = useSubmitLicense();
  const { uploadImage, uploading } = useImageUpload('doctor');
  const onFinish = (v: Values) =>
    submit.mutate(
      {
        imageList: toUrls(v.imageList),
        ...(v.licenseNo?.trim() ? { licenseNo: v.licenseNo.trim() } : {}),
      },
      { onSuccess: () => ui.toast('已提交，请等待审核') },
    );
  return (
    <>
      {current && (
        <div className={styles.stateRow}>
          <span>当前状态</span>
          <AuditTag state={current.state} />
        </div>
      )}
      {current?.state === 2 && current.reason && <div className={styles.reason}>原因：{current.reason}</div>}
      <Form
        initialValues={{ licenseNo: current?.licenseNo ?? '', imageList: toItems(current?.imageList) }}
        onFinish={onFinish}
        onFinishFailed={formErrorAlert(ui)}
        footer={
          <AuditSubmitButton resubmit={Boolean(current)} loading={submit.isPending} disabled={uploading} />
        }
      >
        <Form.Item name="licenseNo" label="执业证书编号">
          <Input placeholder="选填" maxLength={50} />
        </Form.Item>
        <Form.Item
          name="imageList"
          label="执业证书照片（最多6张）"
          rules={[{ required: true, type: 'array', min: 1, message: '请上传执业证书照片' }]}
        >
          <ImageUploader upload={uploadImage} maxCount={6} accept="image/*" />
        </Form.Item>
      </Form>
    </>
  );
}
