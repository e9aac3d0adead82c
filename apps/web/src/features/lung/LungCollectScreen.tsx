import { LUNG_FIELDS, type LungFieldKey, type LungReportBody } from '@kanghu/shared';
import { Button, Form, Input, List, Switch, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useApp } from '../../app/app-context.ts';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import { formErrorAlert } from '../../ui/form-alert.ts';
import { idCardRules } from '../../ui/form-rules.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { BACKEND_PATHS } from '../backend-doctor/paths.ts';
import { formatDateTime, fromLocalInput, toLocalInput } from '../measurements/format.ts';
import { MAIN_FIELDS, MORE_FIELDS, ratioPreview, readField } from './lung-form.ts';
import { LUNG_PAGE_SIZE, useAddLungReport, useLungReports } from './queries.ts';

type Values = Partial<Record<LungFieldKey, string>> & {
  idcard?: string;
  name?: string;
  reportTime?: string;
  isInhaledBronchodilator: boolean;
};

/** Lung-function report collection for doctors (/doctor/backend/lung/report/question/collect). */
export default function LungCollectScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="肺功能报告采集" fallback={BACKEND_PATHS.home} />
      <CollectForm />
      <ReportList />
    </main>
  );
}

function NumberField({ k }: { k: LungFieldKey }) {
  const info = LUNG_FIELDS[k];
  return (
    <Form.Item
      name={k}
      label={`${info.label}（${info.unit}）`}
      required={info.required}
      rules={[
        {
          validator: async (_, v: string | undefined) => {
            const r = readField(k, v);
            if (r.error) throw new Error(r.error);
          },
        },
      ]}
    >
      <Input
        type="number"
        inputMode="decimal"
        placeholder={info.required ? `请输入${info.label}` : `${info.label}（选填）`}
        clearable
      />
    </Form.Item>
  );
}

function CollectForm() {
  const { ui } = useApp();
  const [form] = Form.useForm<Values>();
  const add = useAddLungReport();
  const [ratio, setRatio] = useState<number | null>(null);

  const onFinish = (v: Values) => {
    const reportTime = fromLocalInput(v.reportTime ?? '');
    if (!reportTime) {
      void ui.alert('请选择报告时间', '系统提示');
      return;
    }
    const numbers: Partial<Record<LungFieldKey, number>> = {};
    for (const k of [...MAIN_FIELDS, ...MORE_FIELDS]) {
      const value = readField(k, v[k]).value;
      if (value !== undefined) numbers[k] = value;
    }
    const body = {
      ...numbers,
      idcard: (v.idcard ?? '').trim().toUpperCase(),
      name: (v.name ?? '').trim(),
      isInhaledBronchodilator: v.isInhaledBronchodilator,
      reportTime,
    } as LungReportBody;
    add.mutate(body, {
      onSuccess: (row) => {
        ui.toast(`已保存，FEV1/FVC ${row.fev1Fvc}%`);
        form.resetFields();
        setRatio(null);
      },
    });
  };

  return (
    <section className={`${styles.card} ${styles.form}`} aria-label="录入肺功能报告">
      <div className={styles.cardTitle}>录入报告</div>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ isInhaledBronchodilator: false, reportTime: toLocalInput(new Date()) }}
        onValuesChange={(_, all) => setRatio(ratioPreview(all.fvc, all.fev1))}
        onFinish={onFinish}
        onFinishFailed={formErrorAlert(ui)}
        footer={<SubmitButton loading={add.isPending}>保存报告</SubmitButton>}
      >
        <Form.Item name="idcard" label="身份证号" rules={idCardRules('请输入身份证号')}>
          <Input placeholder="患者身份证号" maxLength={18} clearable />
        </Form.Item>
        <Form.Item
          name="name"
          label="姓名"
          rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}
        >
          <Input placeholder="患者姓名" maxLength={50} clearable />
        </Form.Item>
        {MAIN_FIELDS.filter((k) => k !== 'fev1Fvc').map((k) => (
          <NumberField key={k} k={k} />
        ))}
        <Form.Item label="FEV1/FVC（%）" description="根据FEV1与FVC自动计算">
          <span data-testid="lung-ratio">{ratio === null ? '--' : `${ratio}%`}</span>
        </Form.Item>
        {MORE_FIELDS.map((k) => (
          <NumberField key={k} k={k} />
        ))}
        <Form.Item
          name="isInhaledBronchodilator"
          label="吸入支气管舒张剂后"
          valuePropName="checked"
          layout="horizontal"
        >
          <Switch />
        </Form.Item>
        <Form.Item name="reportTime" label="报告时间" rules={[{ required: true, message: '请选择报告时间' }]}>
          <DateTimeField precision="datetime" aria-label="报告时间" max={new Date()} />
        </Form.Item>
      </Form>
    </section>
  );
}

function ReportList() {
  const [pageNo, setPageNo] = useState(1);
  const reports = useLungReports(pageNo);
  if (reports.isPending) return <LoadingState />;
  if (reports.isError) {
    return <ErrorState message={errorMessage(reports.error)} onRetry={() => void reports.refetch()} />;
  }
  const { list, total } = reports.data;
  if (total === 0) return <EmptyState title="暂无肺功能报告" />;
  const pages = Math.max(1, Math.ceil(total / LUNG_PAGE_SIZE));
  return (
    <>
      <List className={styles.list} header={`已采集报告（共${total}份）`} aria-label="肺功能报告">
        {list.map((r) => (
          <List.Item
            key={r.id}
            data-testid="lung-row"
            description={
              <div className={styles.rowMeta}>
                <div>
                  FVC {r.fvc}L · FEV1 {r.fev1}L · FEV1/FVC {r.fev1Fvc}%
                </div>
                <div>
                  {r.idcard} · {formatDateTime(r.reportTime)}
                  {r.doctorName ? ` · ${r.doctorName}` : ''}
                </div>
              </div>
            }
            extra={
              r.obstructionHint ? (
                <Tag color="warning" fill="outline">
                  提示通气受限
                </Tag>
              ) : (
                <Tag color="success" fill="outline">
                  比值正常
                </Tag>
              )
            }
          >
            {r.name}
            {r.isInhaledBronchodilator ? '（舒张后）' : ''}
          </List.Item>
        ))}
      </List>
      {pages > 1 && (
        <div className={styles.actions}>
          <Button disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
            上一页
          </Button>
          <Button disabled={pageNo >= pages} onClick={() => setPageNo(pageNo + 1)}>
            下一页（{pageNo}/{pages}）
          </Button>
        </div>
      )}
    </>
  );
}
