import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { JIAYI_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PlanList, type PlanTab } from './components/PlanList.tsx';
import { yzhFormPath } from './paths.ts';
import { useGrab } from './queries.ts';

const TABS: PlanTab[] = [
  { key: 'pool', title: '待领取', filter: { scope: 'pool' }, empty: '暂无待领取的随访' },
  { key: 'due', title: '今日', filter: { scope: 'mine', followStatus: 'due' }, empty: '今日暂无待随访' },
  {
    key: 'overdue',
    title: '逾期',
    filter: { scope: 'mine', followStatus: 'overdue' },
    empty: '暂无逾期随访',
  },
  {
    key: 'planned',
    title: '计划中',
    filter: { scope: 'mine', followStatus: 'planned' },
    empty: '暂无随访计划',
  },
  {
    key: 'done',
    title: '已完成',
    filter: { scope: 'mine', followStatus: 'done' },
    empty: '暂无已完成的随访',
  },
];

/** /app/yzh/jiayi/doctor/follow/list: the family doctor's follow-ups; pool plans are grabbed (one doctor wins). */
export default function YzhFollowListScreen() {
  const navigate = useNavigate();
  const { ui } = useApp();
  const grab = useGrab();
  return (
    <main className={styles.page}>
      <PageBar title="随访计划" fallback={JIAYI_PATHS.doctorShell} />
      <PlanList
        base={{}}
        tabs={TABS}
        onOpen={(p) => navigate(yzhFormPath(p.id))}
        action={(p) =>
          p.followPersonId === null && p.followStatus !== 'done' && p.followStatus !== 'cancelled' ? (
            <Button
              size="small"
              color="primary"
              loading={grab.isPending && grab.variables === p.id}
              onClick={() => grab.mutate(p.id, { onSuccess: () => ui.toast('领取成功') })}
            >
              领取
            </Button>
          ) : null
        }
      />
    </main>
  );
}
