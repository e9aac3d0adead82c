import { dateTimeText } from '@kanghu/shared';
import { Button, Dialog, List } from 'antd-mobile';
import { JIAYI_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { DataSourceNotice, LocalBindForm } from './AiDistrictGate.tsx';
import { useLocalBinding, useUnbindLocal } from './queries.ts';

/**
 * /app/yzh/jiayi/doctor/bind/ai/doctor (绑定AI医生账号): the family doctor's account of the district's
 * AI follow-up platform (GET/POST/DELETE /api/doctor/yzh/bind).
 */
export default function BindAiDoctorScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="绑定AI医生账号" fallback={JIAYI_PATHS.doctorShell} />
      <Binding />
    </main>
  );
}

function Binding() {
  const binding = useLocalBinding();
  const unbind = useUnbindLocal();
  if (binding.isPending) return <LoadingState />;
  if (binding.isError)
    return <ErrorState message={errorMessage(binding.error)} onRetry={() => void binding.refetch()} />;
  const b = binding.data;
  if (!b) return <LocalBindForm />;
  return (
    <>
      <List header="已绑定的区域平台账号">
        <List.Item extra={b.districtName}>区域</List.Item>
        <List.Item extra={b.orgCode}>机构编码</List.Item>
        <List.Item extra={b.localUsername}>区域平台账号</List.Item>
        <List.Item extra={b.localUserId}>区域用户编号</List.Item>
        <List.Item extra={dateTimeText(b.ctime)}>绑定时间</List.Item>
      </List>
      <DataSourceNotice />
      <div className={styles.actions}>
        <Button
          color="danger"
          fill="outline"
          loading={unbind.isPending}
          onClick={async () => {
            if (await Dialog.confirm({ content: '解除绑定后将无法使用AI随访平台，确定解除吗？' }))
              unbind.mutate();
          }}
        >
          解除绑定
        </Button>
      </div>
    </>
  );
}
