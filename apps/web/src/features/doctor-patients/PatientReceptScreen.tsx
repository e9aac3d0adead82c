import { CHECK_KIND_LABELS, type CheckRecordView } from '@kanghu/shared';
import { Button, Dialog, List, Tag, TextArea } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import { formatDateTime } from '../../ui/format.ts';
import health from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { SessionGate } from '../../ui/SessionGate.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { usePatientParam } from './PatientInfoScreen.tsx';
import { DOCTOR_PATIENT_PATHS } from './paths.ts';
import { usePatientChecks, useRemarkCheck } from './queries.ts';

/**
 * 报告接收 (patient/report/recept): the check and inspection reports the patient's side uploaded,
 * newest first; the doctor reads each and answers with a remark.
 */
export default function PatientReceptScreen() {
  const id = usePatientParam();
  return (
    <main className={health.page}>
      <PageBar title="检查报告" fallback={DOCTOR_PATIENT_PATHS.list} />
      <SessionGate>
        {() => (id === null ? <ErrorState message="患者不存在" /> : <Checks id={id} />)}
      </SessionGate>
    </main>
  );
}

function Checks({ id }: { id: number }) {
  const { ui } = useApp();
  const checks = usePatientChecks(id);
  const remark = useRemarkCheck(id);
  if (checks.isPending) return <LoadingState />;
  if (checks.isError)
    return <ErrorState message={errorMessage(checks.error)} onRetry={() => void checks.refetch()} />;
  if (checks.data.list.length === 0) return <EmptyState title="患者暂未上传检查检验报告" />;
  const answer = (c: CheckRecordView) => {
    let text = c.doctorRemark ?? '';
    void Dialog.confirm({
      title: `${c.itemName} 的医生意见`,
      content: (
        <TextArea
          aria-label="医生意见"
          defaultValue={text}
          onChange={(v) => (text = v)}
          rows={4}
          maxLength={500}
        />
      ),
      confirmText: '保存',
      onConfirm: () =>
        new Promise<void>((resolve, reject) => {
          if (!text.trim()) {
            ui.toast('请输入医生备注');
            reject();
            return;
          }
          remark.mutate(
            { id: c.id, doctorRemark: text.trim() },
            { onSuccess: () => resolve(), onError: () => reject() },
          );
        }),
    });
  };
  return (
    <List className={health.list} header={`共${checks.data.total}份报告`}>
      {checks.data.list.map((c) => (
        <List.Item
          key={c.id}
          description={
            <div className={health.rowMeta}>
              <div>{[formatDateTime(c.checkTime), c.orgName].filter(Boolean).join(' · ')}</div>
              {c.result && <div>结果：{c.result}</div>}
              <div>医生意见：{c.doctorRemark ?? '未填写'}</div>
            </div>
          }
          extra={
            <Button size="mini" color="primary" fill="outline" onClick={() => answer(c)}>
              {c.doctorRemark ? '修改意见' : '写意见'}
            </Button>
          }
        >
          <span className={health.row}>
            {c.itemName}
            <Tag color="primary" fill="outline">
              {CHECK_KIND_LABELS[c.kind]}
            </Tag>
            {c.abnormal && <Tag color="danger">异常</Tag>}
          </span>
        </List.Item>
      ))}
    </List>
  );
}
