import { dateTimeText, type familyMemberView } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import type { z } from 'zod';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { InfoRows } from '../../ui/InfoRows.tsx';
import { NotePopup } from '../../ui/NotePopup.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useAuditMember, usePendingMembers } from './queries.ts';

type FamilyMemberView = z.infer<typeof familyMemberView>;

/**
 * Family members waiting for review: approving binds the member's record to the account that
 * added them (the record is found by ID number or created); rejecting needs a reason.
 */
export function FamilyReviews() {
  const { ui } = useApp();
  const members = usePendingMembers();
  const audit = useAuditMember();
  const [rejecting, setRejecting] = useState<FamilyMemberView | null>(null);
  const approve = async (m: FamilyMemberView) => {
    if (!(await ui.confirm(`通过后，${m.name}将绑定到申请人的账号，申请人可查看其健康数据。确定通过吗？`)))
      return;
    audit.mutate({ id: m.id, auditStatus: 1 }, { onSuccess: () => ui.toast('已通过') });
  };
  return (
    <section className={styles.card} aria-label="家庭成员审核" id="family">
      <div className={styles.cardTitle}>家庭成员审核</div>
      {members.isPending ? (
        <LoadingState />
      ) : members.isError ? (
        <ErrorState message={errorMessage(members.error)} onRetry={() => void members.refetch()} />
      ) : members.data.list.length === 0 ? (
        <EmptyState title="暂无待审核的家庭成员" />
      ) : (
        members.data.list.map((m) => (
          <div
            key={m.id}
            data-testid="family-review"
            style={{ borderTop: '1px solid #f0f0f0', paddingTop: '0.16rem' }}
          >
            <InfoRows
              rows={[
                ['姓名', `${m.name}（${m.relation}）${m.isReview ? ' · 重新提交' : ''}`],
                ['身份证号', m.idcard],
                ['联系电话', m.tel],
                ['申请时间', dateTimeText(m.createdAt)],
              ]}
            />
            <div
              style={{
                display: 'flex',
                justifyContent: 'flex-end',
                gap: '0.16rem',
                paddingBottom: '0.16rem',
              }}
            >
              <Button size="small" color="danger" fill="outline" onClick={() => setRejecting(m)}>
                驳回
              </Button>
              <Button size="small" color="primary" loading={audit.isPending} onClick={() => void approve(m)}>
                通过
              </Button>
            </div>
          </div>
        ))
      )}
      <NotePopup
        open={rejecting !== null}
        title="驳回家庭成员申请"
        placeholder="请填写驳回原因，申请人可以看到"
        requiredMessage="请填写驳回原因"
        maxLength={200}
        confirmText="驳回"
        loading={audit.isPending}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) =>
          rejecting &&
          audit.mutate(
            { id: rejecting.id, auditStatus: 2, auditRemark: reason },
            {
              onSuccess: () => {
                ui.toast('已驳回');
                setRejecting(null);
              },
            },
          )
        }
      />
    </section>
  );
}
