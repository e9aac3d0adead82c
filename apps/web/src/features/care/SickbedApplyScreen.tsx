import { DISEASE_TYPES, dateTimeText, type PatientView, type SickbedView } from '@kanghu/shared';
import { Button, Form, ImageUploader, type ImageUploadItem, Input, Selector, TextArea } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import { PATIENT_PATHS } from '../../app/paths.ts';
import { formErrorAlert } from '../../ui/form-alert.ts';
import { textRules } from '../../ui/form-rules.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { useUploadFile } from '../account/queries.ts';
import css from './Care.module.css';
import { useApplySickbed, useSickbeds, useWithdrawSickbed } from './queries.ts';
import { StateTag } from './state-tag.tsx';

const DISEASE_OPTIONS = DISEASE_TYPES.map((d) => ({ value: d.type, label: d.name }));
const MAX_FILES = 9;
const MOBILE = /^1[3-9]\d{9}$/;

/** Home sickbed (家庭病床) application from the patient side (/health/patient/family/bed/apply). */
export default function SickbedApplyScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="家庭病床申请" fallback={PATIENT_PATHS.home} />
      <PatientScope>{(patient) => <Sickbeds patient={patient} />}</PatientScope>
    </main>
  );
}

function Sickbeds({ patient }: { patient: PatientView }) {
  const list = useSickbeds(patient.id);
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  const pending = list.data.list.some((b) => b.state === 0);
  return (
    <>
      {list.data.list.length === 0 ? (
        <EmptyState title="暂无家庭病床申请" />
      ) : (
        list.data.list.map((b) => <SickbedCard key={b.id} bed={b} />)
      )}
      {pending ? (
        <p className={styles.hint}>已有待审核的申请，审核完成后可再次申请</p>
      ) : (
        <ApplyForm patient={patient} />
      )}
    </>
  );
}

function SickbedCard({ bed }: { bed: SickbedView }) {
  const { ui } = useApp();
  const withdraw = useWithdrawSickbed();
  const onWithdraw = async () => {
    if (await ui.confirm('确定撤回该申请吗？')) {
      withdraw.mutate(bed.id, { onSuccess: () => ui.toast('已撤回') });
    }
  };
  return (
    <section className={styles.card} data-testid="sickbed-card" aria-label="家庭病床申请">
      <div className={css.head}>
        <span className={css.title}>{bed.diseaseCategoryName ?? '家庭病床'}</span>
        <StateTag state={bed.state} label={bed.stateLabel} />
      </div>
      <div className={css.line}>申请时间：{dateTimeText(bed.createdAt)}</div>
      <div className={css.line}>家庭住址：{bed.address}</div>
      <div className={css.line}>
        受理机构：{bed.orgName ?? '—'}
        {bed.doctorName ? `　医生：${bed.doctorName}` : ''}
      </div>
      {bed.remark && <div className={css.line}>病情描述：{bed.remark}</div>}
      {bed.stateRemark && <div className={css.line}>审核意见：{bed.stateRemark}</div>}
      {bed.state === 0 && (
        <div className={css.cardActions}>
          <Button size="small" fill="outline" loading={withdraw.isPending} onClick={() => void onWithdraw()}>
            撤回申请
          </Button>
        </div>
      )}
    </section>
  );
}

interface ApplyValues {
  address?: string;
  tel?: string;
  disease: number[];
  remark?: string;
  contactsName?: string;
  contactsTel?: string;
  contactsRelation?: string;
  files: ImageUploadItem[];
}

const opt = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);

function ApplyForm({ patient }: { patient: PatientView }) {
  const { ui } = useApp();
  const [form] = Form.useForm<ApplyValues>();
  const apply = useApplySickbed();
  const upload = useUploadFile('sickbed');
  const uploadFile = async (file: File): Promise<ImageUploadItem> => {
    const stored = await upload.mutateAsync(file);
    return { url: stored.url, extra: { name: stored.name } };
  };
  const onFinish = (v: ApplyValues) => {
    const disease = DISEASE_TYPES.find((d) => d.type === v.disease[0]);
    apply.mutate(
      {
        patientId: patient.id,
        address: (v.address ?? '').trim(),
        tel: (v.tel ?? '').trim(),
        ...(disease ? { diseaseCategory: disease.type, diseaseCategoryName: disease.name } : {}),
        remark: opt(v.remark),
        contactsName: opt(v.contactsName),
        contactsTel: opt(v.contactsTel),
        contactsRelation: opt(v.contactsRelation),
        fileList: v.files.map((f) => ({
          url: f.url,
          name: (f.extra as { name?: string } | undefined)?.name ?? '附件',
        })),
      },
      {
        onSuccess: () => {
          ui.toast('申请已提交');
          form.resetFields();
        },
      },
    );
  };
  return (
    <section className={`${styles.card} ${styles.form}`} aria-label="申请家庭病床">
      <h2 className={styles.cardTitle}>申请家庭病床</h2>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ disease: [], files: [] }}
        onFinish={onFinish}
        onFinishFailed={formErrorAlert(ui)}
        footer={
          <SubmitButton loading={apply.isPending} disabled={upload.isPending}>
            提交申请
          </SubmitButton>
        }
      >
        <Form.Item name="address" label="家庭住址" rules={textRules('家庭住址', 200)}>
          <Input placeholder="请输入详细住址" maxLength={200} clearable />
        </Form.Item>
        <Form.Item
          name="tel"
          label="联系电话"
          rules={[
            { required: true, message: '请输入联系电话' },
            { pattern: MOBILE, message: '请输入正确的手机号' },
          ]}
        >
          <Input type="tel" placeholder="请输入手机号" maxLength={11} clearable />
        </Form.Item>
        <Form.Item name="disease" label="疾病类型">
          <Selector options={DISEASE_OPTIONS} columns={2} />
        </Form.Item>
        <Form.Item name="remark" label="病情描述" rules={[{ max: 500, message: '病情描述不能超过500个字' }]}>
          <TextArea placeholder="选填" maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
        <Form.Item name="contactsName" label="联系人" rules={[{ max: 50, message: '联系人不能超过50个字' }]}>
          <Input placeholder="选填" maxLength={50} clearable />
        </Form.Item>
        <Form.Item
          name="contactsTel"
          label="联系人电话"
          rules={[{ pattern: MOBILE, message: '请输入正确的手机号' }]}
        >
          <Input type="tel" placeholder="选填" maxLength={11} clearable />
        </Form.Item>
        <Form.Item
          name="contactsRelation"
          label="联系人关系"
          rules={[{ max: 20, message: '联系人关系不能超过20个字' }]}
        >
          <Input placeholder="选填，如：子女" maxLength={20} clearable />
        </Form.Item>
        <Form.Item name="files" label={`病历资料（最多${MAX_FILES}张）`}>
          <ImageUploader upload={uploadFile} maxCount={MAX_FILES} accept="image/*" />
        </Form.Item>
      </Form>
    </section>
  );
}
