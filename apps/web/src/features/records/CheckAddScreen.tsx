import { CHECK_KIND_LABELS, CHECK_KINDS, type CheckKind, type PatientView } from '@kanghu/shared';
import { Form, ImageUploader, type ImageUploadItem, Input, Selector, Switch, TextArea } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { formErrorAlert } from '../../ui/form-alert.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { useUploadFile } from '../account/queries.ts';
import { checkMeasureTime } from '../measurements/entry-rules.ts';
import { fromLocalInput, toLocalInput } from '../measurements/format.ts';
import { checkDetailPath, RECORD_PATHS } from './paths.ts';
import { useAddCheckRecord } from './queries.ts';

const KIND_OPTIONS = CHECK_KINDS.map((value) => ({ value, label: CHECK_KIND_LABELS[value] }));
const MAX_FILES = 9;

interface AddValues {
  kind: CheckKind[];
  itemName?: string;
  orgName?: string;
  checkTime?: string;
  result?: string;
  abnormal: boolean;
  files: ImageUploadItem[];
}

/** Add a check or inspection record with its report photos (/health/patient/check/and/inspection/add). */
export default function CheckAddScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="添加检查检验" fallback={RECORD_PATHS.checkList} />
      <PatientScope>{(patient) => <CheckAdd patient={patient} />}</PatientScope>
    </main>
  );
}

function TimeInput({ value, onChange }: { value?: string; onChange?: (v: string) => void }) {
  return (
    <DateTimeField
      precision="datetime"
      aria-label="检查时间"
      max={new Date()}
      value={value}
      onChange={onChange}
    />
  );
}

function CheckAdd({ patient }: { patient: PatientView }) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<AddValues>();
  const add = useAddCheckRecord();
  const upload = useUploadFile('record');

  const uploadFile = async (file: File): Promise<ImageUploadItem> => {
    const stored = await upload.mutateAsync(file);
    return { url: stored.url, extra: { name: stored.name } };
  };

  const onFinish = (values: AddValues) => {
    const checkTime = fromLocalInput(values.checkTime ?? '');
    const problem = checkMeasureTime(checkTime)?.replace('测量时间', '检查时间');
    if (problem || !checkTime) {
      void ui.alert(problem ?? '请选择检查时间', '系统提示');
      return;
    }
    add.mutate(
      {
        patientId: patient.id,
        kind: values.kind[0] ?? 'check',
        itemName: (values.itemName ?? '').trim(),
        ...(values.orgName?.trim() ? { orgName: values.orgName.trim() } : {}),
        checkTime,
        ...(values.result?.trim() ? { result: values.result.trim() } : {}),
        abnormal: values.abnormal,
        attachments: values.files.map((f) => ({
          url: f.url,
          name: (f.extra as { name?: string } | undefined)?.name ?? '附件',
        })),
      },
      {
        onSuccess: (row) => {
          ui.toast('保存成功');
          navigate(checkDetailPath(row.id), { replace: true });
        },
      },
    );
  };

  return (
    <div className={`${styles.card} ${styles.form}`}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ kind: ['check'], checkTime: toLocalInput(new Date()), abnormal: false, files: [] }}
        onFinish={onFinish}
        onFinishFailed={formErrorAlert(ui)}
        footer={
          <SubmitButton loading={add.isPending} disabled={upload.isPending}>
            保存
          </SubmitButton>
        }
      >
        <Form.Item name="kind" label="类型" rules={[{ required: true, message: '请选择检查或检验' }]}>
          <Selector options={KIND_OPTIONS} columns={2} />
        </Form.Item>
        <Form.Item
          name="itemName"
          label="项目名称"
          rules={[
            { required: true, whitespace: true, message: '请输入项目名称' },
            { max: 50, message: '项目名称不能超过50个字' },
          ]}
        >
          <Input placeholder="如：血常规、胸部CT" maxLength={50} clearable />
        </Form.Item>
        <Form.Item name="orgName" label="检查机构" rules={[{ max: 50, message: '检查机构不能超过50个字' }]}>
          <Input placeholder="选填" maxLength={50} clearable />
        </Form.Item>
        <Form.Item name="checkTime" label="检查时间" rules={[{ required: true, message: '请选择检查时间' }]}>
          <TimeInput />
        </Form.Item>
        <Form.Item name="result" label="结果" rules={[{ max: 1000, message: '结果不能超过1000个字' }]}>
          <TextArea
            placeholder="选填，可填写报告结论"
            maxLength={1000}
            autoSize={{ minRows: 2, maxRows: 6 }}
          />
        </Form.Item>
        <Form.Item name="abnormal" label="结果异常" valuePropName="checked" layout="horizontal">
          <Switch />
        </Form.Item>
        <Form.Item name="files" label={`报告照片（最多${MAX_FILES}张）`}>
          <ImageUploader
            upload={uploadFile}
            maxCount={MAX_FILES}
            accept="image/*"
            onUploadQueueChange={() => undefined}
          />
        </Form.Item>
      </Form>
    </div>
  );
}
