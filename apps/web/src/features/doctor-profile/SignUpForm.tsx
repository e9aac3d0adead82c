import { isValidBankCard, parseIdCard, type SignUpView } from '@kanghu/shared';
import { Form, ImageUploader, type ImageUploadItem, Input } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import { formErrorAlert } from '../../ui/form-alert.ts';
import { AuditSubmitButton, AuditTag } from './AuditState.tsx';
import styles from './DoctorProfile.module.css';
import { toItems, toUrls, useImageUpload } from './image-upload.ts';
import { useSubmitSignUp } from './queries.ts';

interface Values {
  bank: string;
  bankName: string;
  bankAddress?: string;
  bankCard: string;
  bankUserName: string;
  idcard: string;
  idcardImgList: ImageUploadItem[];
  autograph: ImageUploadItem[];
}

const bankCardRule = {
  validator: async (_: unknown, v: string | undefined) => {
    if (!isValidBankCard((v ?? '').replace(/\s/g, ''))) throw new Error('银行卡号有误，请核对');
  },
};
const idcardRule = {
  validator: async (_: unknown, v: string | undefined) => {
    const r = parseIdCard(v ?? '');
    if (!r.ok) throw new Error(r.msg);
  },
};

/**
 * Sign-up (bank account, ID and its photos, signature): POST /api/doctor/sign/up. The stored card
 * and ID number come back masked, so they are typed again on every submission.
 */
export function SignUpForm({ doctorId, current }: { doctorId: number; current: SignUpView | null }) {
  const { ui } = useApp();
  const submit = useSubmitSignUp();
  const { uploadImage, uploading } = useImageUpload('doctor');
  const onFinish = (v: Values) => {
    const autograph = toUrls(v.autograph)[0];
    if (!autograph) {
      void ui.alert('请上传电子签名', '系统提示');
      return;
    }
    submit.mutate(
      {
        doctorId,
        bank: v.bank.trim(),
        bankName: v.bankName.trim(),
        ...(v.bankAddress?.trim() ? { bankAddress: v.bankAddress.trim() } : {}),
        bankCard: v.bankCard.replace(/\s/g, ''),
        bankUserName: v.bankUserName.trim(),
        idcard: v.idcard.trim(),
        idcardImgList: toUrls(v.idcardImgList),
        autograph,
      },
      { onSuccess: () => ui.toast('已提交，请等待审核') },
    );
  };
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
        initialValues={{
          bank: current?.bank ?? '',
          bankName: current?.bankName ?? '',
          bankAddress: current?.bankAddress ?? '',
          bankUserName: current?.bankUserName ?? '',
          bankCard: '',
          idcard: '',
          idcardImgList: toItems(current?.idcardImgList),
          autograph: toItems(current ? [current.autograph] : []),
        }}
        onFinish={onFinish}
        onFinishFailed={formErrorAlert(ui)}
        footer={
          <AuditSubmitButton resubmit={Boolean(current)} loading={submit.isPending} disabled={uploading} />
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
          extra={current ? <span className={styles.weak}>已登记 {current.bankCard}</span> : undefined}
          rules={[{ required: true, message: '请填写银行卡号' }, bankCardRule]}
        >
          <Input placeholder="请输入银行卡号" inputMode="numeric" maxLength={23} />
        </Form.Item>
        <Form.Item
          name="bank"
          label="开户银行"
          rules={[{ required: true, whitespace: true, message: '请填写开户银行' }]}
        >
          <Input placeholder="如：中国工商银行" maxLength={50} />
        </Form.Item>
        <Form.Item
          name="bankName"
          label="开户支行"
          rules={[{ required: true, whitespace: true, message: '请填写开户支行' }]}
        >
          <Input placeholder="如：杭州西湖支行" maxLength={100} />
        </Form.Item>
        <Form.Item name="bankAddress" label="开户地址">
          <Input placeholder="选填" maxLength={100} />
        </Form.Item>
        <Form.Item
          name="idcard"
          label="身份证号"
          extra={current ? <span className={styles.weak}>已登记 {current.idcard}</span> : undefined}
          rules={[{ required: true, message: '请输入身份证号' }, idcardRule]}
        >
          <Input placeholder="请输入身份证号" maxLength={18} />
        </Form.Item>
        <Form.Item
          name="idcardImgList"
          label="身份证照片（正反面）"
          rules={[{ required: true, type: 'array', min: 1, message: '请上传身份证照片' }]}
        >
          <ImageUploader upload={uploadImage} maxCount={2} accept="image/*" />
        </Form.Item>
        <Form.Item
          name="autograph"
          label="电子签名"
          rules={[{ required: true, type: 'array', min: 1, message: '请上传电子签名' }]}
        >
          <ImageUploader upload={uploadImage} maxCount={1} accept="image/*" />
        </Form.Item>
      </Form>
    </>
  );
}
