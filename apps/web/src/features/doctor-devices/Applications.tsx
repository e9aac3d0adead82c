import { DEVICE_APPLICATION_STATES, type DeviceApplicationView, dateTimeText } from '@kanghu/shared';
import { Button, CapsuleTabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { InfoRows } from '../../ui/InfoRows.tsx';
import { NotePopup } from '../../ui/NotePopup.tsx';
import { PagedList } from '../follow/components/PagedList.tsx';
import { personLine } from '../referral/ReferralCard.tsx';
import { ApproveSheet } from './ApproveSheet.tsx';
import css from './DoctorDevices.module.css';
import { useDeviceApplications, useRejectApplication } from './queries.ts';

const STATES = [
  { key: String(DEVICE_APPLICATION_STATES.submitted), title: '待审核', empty: '暂无待审核的设备申请' },
  { key: String(DEVICE_APPLICATION_STATES.approved), title: '已通过', empty: '暂无已通过的设备申请' },
  { key: String(DEVICE_APPLICATION_STATES.rejected), title: '已驳回', empty: '暂无已驳回的设备申请' },
  { key: 'all', title: '全部', empty: '暂无设备申请' },
];
const STATE_TAG: Record<number, { text: string; color: 'warning' | 'success' | 'danger' }> = {
  [DEVICE_APPLICATION_STATES.submitted]: { text: '待审核', color: 'warning' },
  [DEVICE_APPLICATION_STATES.approved]: { text: '已通过', color: 'success' },
  [DEVICE_APPLICATION_STATES.rejected]: { text: '已驳回', color: 'danger' },
};

/** The org's device applications by state; a pending one is approved (a device bound) or refused here. */
export function Applications() {
  const { ui } = useApp();
  const [state, setState] = useState(STATES[0]?.key ?? 'all');
  const list = useDeviceApplications(state === 'all' ? null : Number(state));
  const reject = useRejectApplication();
  const [approving, setApproving] = useState<DeviceApplicationView | null>(null);
  const [rejecting, setRejecting] = useState<DeviceApplicationView | null>(null);
  const tab = STATES.find((s) => s.key === state);
  return (
    <>
      <CapsuleTabs activeKey={state} onChange={setState} className={css.states}>
        {STATES.map((s) => (
          <CapsuleTabs.Tab key={s.key} title={s.title} />
        ))}
      </CapsuleTabs>
      <PagedList
        query={list}
        label="设备申请"
        empty={tab?.empty ?? '暂无设备申请'}
        render={(a) => (
          <ApplicationCard
            key={a.id}
            a={a}
            onApprove={() => setApproving(a)}
            onReject={() => setRejecting(a)}
          />
        )}
      />
      <ApproveSheet app={approving} onClose={() => setApproving(null)} />
      <NotePopup
        open={rejecting !== null}
        title="驳回申请"
        placeholder="请填写驳回原因，申请人可以看到"
        requiredMessage="请填写驳回原因"
        maxLength={200}
        confirmText="驳回"
        loading={reject.isPending}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) =>
          rejecting &&
          reject.mutate(
            { id: rejecting.id, reason },
            {
              onSuccess: () => {
                ui.toast('已驳回');
                setRejecting(null);
              },
            },
          )
        }
      />
    </>
  );
}

function ApplicationCard(props: { a: DeviceApplicationView; onApprove: () => void; onReject: () => void }) {
  const { a } = props;
  const tag = STATE_TAG[a.state];
  return (
    <li className={styles.card} data-testid="device-application">
      <div className={css.head}>
        <span className={css.title}>
          {personLine(a.name, a.sex, a.age)} · 申请{a.deviceType}
        </span>
        {tag && (
          <Tag color={tag.color} fill="outline">
            {tag.text}
          </Tag>
        )}
      </div>
      <InfoRows
        rows={[
          ['身份证号', a.idcard],
          ['联系电话', a.tel],
          ['设备品牌', a.deviceBrand],
          ['方便时间', a.time],
          ['地址', a.address],
          ['申请原因', a.reason],
          ['申请时间', dateTimeText(a.createdAt)],
          [a.state === DEVICE_APPLICATION_STATES.rejected ? '驳回原因' : '审核意见', a.reviewRemark],
          ['审核时间', a.reviewedAt ? dateTimeText(a.reviewedAt) : null],
        ]}
      />
      {a.state === DEVICE_APPLICATION_STATES.submitted && (
        <div className={css.actions}>
          <Button size="small" color="danger" fill="outline" onClick={props.onReject}>
            驳回
          </Button>
          <Button size="small" color="primary" onClick={props.onApprove}>
            通过
          </Button>
        </div>
      )}
    </li>
  );
}
