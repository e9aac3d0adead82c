import { DOCTOR_AUDIT_STATE_TEXT, type DoctorAuditState } from '@kanghu/shared';
import { Button, Tag } from 'antd-mobile';

const COLORS: Record<DoctorAuditState, 'warning' | 'success' | 'danger'> = {
  0: 'warning',
  1: 'success',
  2: 'danger',
};

/** 未提交 / 待审核 / 审核通过 / 审核不通过 as a tag. */
export function AuditTag({ state }: { state: DoctorAuditState | null }) {
  if (state === null) return <Tag color="default">未提交</Tag>;
  return (
    <Tag color={COLORS[state]} fill="outline">
      {DOCTOR_AUDIT_STATE_TEXT[state]}
    </Tag>
  );
}

/** The submit button of an audited form: 提交审核, or 重新提交审核 when a submission exists. */
export function AuditSubmitButton({
  resubmit,
  loading,
  disabled,
}: {
  resubmit: boolean;
  loading: boolean;
  disabled: boolean;
}) {
  return (
    <Button
      block
      type="submit"
      color="primary"
      size="large"
      shape="rounded"
      loading={loading}
      disabled={disabled}
    >
      {resubmit ? '重新提交审核' : '提交审核'}
    </Button>
  );
}
