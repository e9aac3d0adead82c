import {
  addDaysToDate,
  CONTRACT_START_MAX_DAYS_AHEAD,
  chinaDay,
  contractPacks,
  dateTimeText,
  type PreSignView,
  type ServicePack,
} from '@kanghu/shared';
import { Button, Form, Input, Selector, TextArea } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { DateTimeField } from '../../ui/DateTimeField.tsx';
import styles from '../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import css from './Contracts.module.css';
import { extraPackOptions, type PackValue } from './pack-options.ts';
import { contractPath, SIGN_PATHS } from './paths.ts';
import { useApplications, useReviewApplication } from './queries.ts';

interface Values {
  packs?: PackValue[];
  startDate?: string;
  teamName?: string;
  remark?: string;
}

const dateOf = (day: string) => new Date(`${day}T00:00:00`);

/** The doctor reviews an open pre-sign application (sign/add?applicationId=). */
export function ReviewForm({ applicationId }: { applicationId: number }) {
  const open = useApplications(0);
  if (open.isPending) return <LoadingState />;
  if (open.isError)
    return <ErrorState message={errorMessage(open.error)} onRetry={() => void open.refetch()} />;
  const application = open.data.list.find((a) => a.id === applicationId);
  if (!application) return <EmptyState title="该申请已处理或不存在" />;
  return <Review application={application} />;
}

function Review({ application: a }: { application: PreSignView }) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const review = useReviewApplication();
  const [form] = Form.useForm<Values>();
  const today = chinaDay();
  const decide = (pass: boolean) => {
    const v = form.getFieldsValue();
    const remark = v.remark?.trim();
    if (!pass && !remark) {
      void ui.alert('请填写不通过的原因', '系统提示');
      return;
    }
    review.mutate(
      {
        id: a.id,
        body: {
          pass,
          ...(remark ? { remark } : {}),
          ...(pass && v.packs?.length ? { servicePacks: v.packs } : {}),
          ...(pass && v.startDate ? { startDate: v.startDate } : {}),
          ...(pass && v.teamName?.trim() ? { teamName: v.teamName.trim() } : {}),
        },
      },
      {
        onSuccess: (r) => {
          ui.toast(
            pass ? (r.contract?.state === 'signed' ? '签约已生效' : '已通过，等待确认') : '已驳回申请',
          );
          navigate(r.contract ? contractPath(r.contract.id) : SIGN_PATHS.manage, { replace: true });
        },
      },
    );
  };
  return (
    <>
      <section className={styles.card} aria-label="签约申请">
        <div className={styles.cardTitle}>签约申请</div>
        <div className={css.line}>居民：{a.patientName}</div>
        <div className={css.line}>申请服务包：{contractPacks([a.servicePack as ServicePack]).join('、')}</div>
        <div className={css.line}>签约医生：{a.doctorName ?? '由机构分配'}</div>
        {a.address && <div className={css.line}>居住地址：{a.address}</div>}
        {a.remark && <div className={css.line}>备注：{a.remark}</div>}
        <div className={css.line}>申请时间：{dateTimeText(a.createdAt)}</div>
      </section>
      <p className={styles.hint}>
        通过后即生成签约：服务包与申请一致时居民无需再次确认；加选服务包需居民确认后生效。
      </p>
      <div className={`${styles.card} ${styles.form}`}>
        <Form form={form} layout="vertical" initialValues={{ startDate: today }}>
          <Form.Item name="packs" label="加选服务包">
            <Selector options={extraPackOptions([a.servicePack])} multiple columns={2} />
          </Form.Item>
          <Form.Item name="startDate" label="开始日期">
            <DateTimeField
              precision="date"
              aria-label="开始日期"
              min={dateOf(today)}
              max={dateOf(addDaysToDate(today, CONTRACT_START_MAX_DAYS_AHEAD))}
            />
          </Form.Item>
          <Form.Item name="teamName" label="家庭医生团队">
            <Input placeholder="选填" maxLength={50} clearable />
          </Form.Item>
          <Form.Item name="remark" label="审核意见">
            <TextArea placeholder="不通过时必填" maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        </Form>
      </div>
      <div className={styles.actions}>
        <Button
          color="danger"
          fill="outline"
          shape="rounded"
          loading={review.isPending}
          onClick={() => decide(false)}
        >
          不通过
        </Button>
        <Button color="primary" shape="rounded" loading={review.isPending} onClick={() => decide(true)}>
          通过并签约
        </Button>
      </div>
    </>
  );
}
