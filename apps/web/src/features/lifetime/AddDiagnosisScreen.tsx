import { DISEASE_TYPES, type PatientView } from '@kanghu/shared';
import { Form, Input, Selector, TextArea } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { formErrorAlert } from '../../ui/form-alert.ts';
import { textRules } from '../../ui/form-rules.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar, useGoBack } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { LIFETIME_PATHS } from './paths.ts';
import { useAddArchiveDiagnosis } from './queries.ts';

/** The chronic diseases of the patient dictionary (spec 3 section 3), then 其他 (name as written). */
const OTHER = 'other';
const DISEASE_OPTIONS = [
  ...DISEASE_TYPES.map((d) => ({ value: String(d.type), label: d.name })),
  { value: OTHER, label: '其他' },
];

interface DiagnosisValues {
  disease?: string[];
  diseaseName?: string;
  diagnosedAt?: string;
  hospital?: string;
  remark?: string;
}

/** Add a diagnosis to the archive (/app/yingkang/lifetime/user/archives/add/diagnosis), shown as 家属填写. */
export default function AddDiagnosisScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="添加诊断" fallback={LIFETIME_PATHS.archives} />
      <p className={styles.hint}>
        请按医院的诊断证明或病历填写。您填写的诊断会标注“家属填写”，供医生参考，不代替医生诊断。
      </p>
      <PatientScope>{(patient) => <DiagnosisForm patient={patient} />}</PatientScope>
    </main>
  );
}

function DiagnosisForm({ patient }: { patient: PatientView }) {
  const { ui } = useApp();
  const [form] = Form.useForm<DiagnosisValues>();
  const add = useAddArchiveDiagnosis();
  const goBack = useGoBack(LIFETIME_PATHS.archives);
  const disease = Form.useWatch('disease', form)?.[0];

  const onFinish = (v: DiagnosisValues) => {
    const choice = v.disease?.[0];
    const name = v.diseaseName?.trim();
    if (!choice || (choice === OTHER && !name)) {
      void ui.alert('请选择或输入疾病名称', '系统提示');
      return;
    }
    add.mutate(
      {
        patientId: patient.id,
        ...(choice === OTHER ? { diseaseName: name } : { diseaseType: Number(choice) }),
        diagnosedAt: v.diagnosedAt ?? '',
        ...(v.hospital?.trim() ? { hospital: v.hospital.trim() } : {}),
        ...(v.remark?.trim() ? { remark: v.remark.trim() } : {}),
      },
      {
        onSuccess: () => {
          ui.toast('已添加诊断');
          goBack();
        },
      },
    );
  };

  return (
    <div className={`${styles.card} ${styles.form}`}>
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        onFinishFailed={formErrorAlert(ui)}
        footer={<SubmitButton loading={add.isPending}>保存</SubmitButton>}
      >
        <Form.Item name="disease" label="疾病" rules={[{ required: true, message: '请选择疾病' }]}>
          <Selector options={DISEASE_OPTIONS} columns={3} />
        </Form.Item>
        {disease === OTHER && (
          <Form.Item name="diseaseName" label="疾病名称" rules={textRules('疾病名称', 50)}>
            <Input placeholder="按诊断证明填写，如：冠心病" maxLength={50} clearable />
          </Form.Item>
        )}
        <Form.Item
          name="diagnosedAt"
          label="确诊时间"
          rules={[{ required: true, message: '请选择确诊时间' }]}
        >
          <DateTimeField precision="date" aria-label="确诊时间" min={new Date(1900, 0, 1)} max={new Date()} />
        </Form.Item>
        <Form.Item name="hospital" label="确诊医院" rules={[{ max: 50, message: '确诊医院不能超过50个字' }]}>
          <Input placeholder="选填" maxLength={50} clearable />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={[{ max: 200, message: '备注不能超过200个字' }]}>
          <TextArea placeholder="选填，如用药情况" maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </div>
  );
}
