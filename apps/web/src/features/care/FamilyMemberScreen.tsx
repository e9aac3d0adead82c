import { FAMILY_AUDIT } from '@kanghu/shared';
import { Button, Form, Input } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import { PATIENT_PATHS } from '../../app/paths.ts';
import { formErrorAlert } from '../../ui/form-alert.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import css from './Care.module.css';
import { type FamilyMemberView, useAddFamilyMember, useFamilyMembers } from './queries.ts';
import { StateTag } from './state-tag.tsx';

const AUDIT_LABELS: Record<number, string> = {
  [FAMILY_AUDIT.pending]: '待审核',
  [FAMILY_AUDIT.approved]: '已通过',
  [FAMILY_AUDIT.rejected]: '未通过',
};
const MOBILE = /^1[3-9]\d{9}$/;

/** Add a family member for review by the org (/app/yzh/patient/device/add/family/member). */
export default function FamilyMemberScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="添加家庭成员" fallback={PATIENT_PATHS.home} />
      <AddForm />
      <Members />
    </main>
  );
}

function Members() {
  const members = useFamilyMembers();
  if (members.isPending) return <LoadingState />;
  if (members.isError) {
    return <ErrorState message={errorMessage(members.error)} onRetry={() => void members.refetch()} />;
  }
  if (members.data.list.length === 0) return <EmptyState title="暂无家庭成员" />;
  return (
    <>
      {members.data.list.map((m) => (
        <MemberCard key={m.id} member={m} />
      ))}
    </>
  );
}

function MemberCard({ member: m }: { member: FamilyMemberView }) {
  return (
    <section className={styles.card} data-testid="family-member" aria-label={m.name}>
      <div className={css.head}>
        <span className={css.title}>
          {m.name}（{m.relation}）
        </span>
        <StateTag state={m.auditStatus} label={AUDIT_LABELS[m.auditStatus] ?? ''} />
      </div>
      <div className={css.line}>身份证号：{m.idcard}</div>
      {m.tel && <div className={css.line}>手机号：{m.tel}</div>}
      {m.auditRemark && <div className={css.line}>审核意见：{m.auditRemark}</div>}
    </section>
  );
}

interface Values {
  name?: string;
  idcard?: string;
  relation?: string;
  tel?: string;
}

function AddForm() {
  const { ui } = useApp();
  const [form] = Form.useForm<Values>();
  const add = useAddFamilyMember();
  const onFinish = (v: Values) => {
    add.mutate(
      {
        name: (v.name ?? '').trim(),
        idcard: (v.idcard ?? '').trim(),
        relation: (v.relation ?? '').trim(),
        ...(v.tel?.trim() ? { tel: v.tel.trim() } : {}),
      },
      {
        onSuccess: () => {
          ui.toast('已提交，等待机构审核');
          form.resetFields();
        },
      },
    );
  };
  return (
    <section className={`${styles.card} ${styles.form}`} aria-label="添加家庭成员">
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        onFinishFailed={formErrorAlert(ui)}
        footer={
          <Button block type="submit" color="primary" size="large" shape="rounded" loading={add.isPending}>
            提交审核
          </Button>
        }
      >
        <Form.Item
          name="name"
          label="姓名"
          rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}
        >
          <Input placeholder="请输入姓名" maxLength={50} clearable />
        </Form.Item>
        <Form.Item
          name="idcard"
          label="身份证号"
          rules={[{ required: true, whitespace: true, message: '请输入身份证号' }]}
        >
          <Input placeholder="请输入身份证号" maxLength={18} clearable />
        </Form.Item>
        <Form.Item
          name="relation"
          label="与本人关系"
          rules={[{ required: true, whitespace: true, message: '请输入与本人关系' }]}
        >
          <Input placeholder="如：父亲、母亲、子女" maxLength={20} clearable />
        </Form.Item>
        <Form.Item name="tel" label="手机号" rules={[{ pattern: MOBILE, message: '请输入正确的手机号' }]}>
          <Input type="tel" placeholder="选填" maxLength={11} clearable />
        </Form.Item>
      </Form>
    </section>
  );
}
