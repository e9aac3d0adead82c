import { type ContractView, MSG, RENEWAL_REMINDER_DAYS } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { idParam } from '../inquiry/paths.ts';
import { ContractFacts, ContractTimeline } from './ContractDetail.tsx';
import { contractPath, monitorDetailPath, residentSignsPath, SIGN_PATHS } from './paths.ts';
import { useConfirmContract, useContract, useRenewContract } from './queries.ts';
import { TerminatePopup } from './TerminatePopup.tsx';

/** /health/doctor/sign/detail?id=: one contract, its history and the doctor's moves. */
export default function SignDetailScreen() {
  const [params] = useSearchParams();
  const id = idParam(params);
  return (
    <main className={styles.page}>
      <PageBar title="签约详情" fallback={SIGN_PATHS.manage} />
      {id === null ? <ErrorState message={MSG.notFound} /> : <Detail id={id} />}
    </main>
  );
}

function Detail({ id }: { id: number }) {
  const contract = useContract(id);
  if (contract.isPending) return <LoadingState />;
  if (contract.isError)
    return <ErrorState message={errorMessage(contract.error)} onRetry={() => void contract.refetch()} />;
  return (
    <>
      <ContractFacts contract={contract.data} />
      <ContractTimeline contract={contract.data} />
      <Moves contract={contract.data} />
    </>
  );
}

function Moves({ contract: c }: { contract: ContractView }) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const confirm = useConfirmContract();
  const renew = useRenewContract();
  const [ending, setEnding] = useState(false);
  const onRenew = async () => {
    if (!(await ui.confirm(`为${c.patientName}发起下一签约期（${c.endDate}之后一年）吗？需居民确认后生效。`)))
      return;
    renew.mutate(
      { id: c.id, body: {} },
      {
        onSuccess: (next) => {
          ui.toast('已发起续约，等待居民确认');
          navigate(contractPath(next.id), { replace: true });
        },
      },
    );
  };
  const inForce = c.state === 'signed' || c.state === 'renewal_due';
  return (
    <>
      {c.state === 'signed' && !c.actions.renew && c.renewedToId === null && (
        <p className={styles.hint}>到期前{RENEWAL_REMINDER_DAYS}天可发起续约，系统会提前提醒医生和居民。</p>
      )}
      <div className={styles.actions}>
        {c.actions.confirm && (
          <Button
            color="primary"
            shape="rounded"
            loading={confirm.isPending}
            onClick={() => confirm.mutate(c.id, { onSuccess: () => ui.toast('已确认签约') })}
          >
            确认签约
          </Button>
        )}
        {c.actions.renew && (
          <Button color="primary" shape="rounded" loading={renew.isPending} onClick={() => void onRenew()}>
            续约
          </Button>
        )}
        {c.actions.terminate && (
          <Button color="danger" fill="outline" shape="rounded" onClick={() => setEnding(true)}>
            解约
          </Button>
        )}
      </div>
      <div className={styles.actions}>
        <Button fill="outline" shape="rounded" onClick={() => navigate(residentSignsPath(c.patientId))}>
          签约记录
        </Button>
        {inForce && (
          <Button fill="outline" shape="rounded" onClick={() => navigate(monitorDetailPath(c.patientId))}>
            居家监测
          </Button>
        )}
        {c.renewedToId !== null && (
          <Button fill="outline" shape="rounded" onClick={() => navigate(contractPath(c.renewedToId ?? 0))}>
            下一签约期
          </Button>
        )}
      </div>
      <TerminatePopup contractId={c.id} visible={ending} onClose={() => setEnding(false)} />
    </>
  );
}
