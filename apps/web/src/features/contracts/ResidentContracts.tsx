import type { ContractView } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { awaitingText, ContractStateTag, termText } from './ContractParts.tsx';
import css from './Contracts.module.css';
import { useConfirmContract, useContracts, useTerminateContract } from './queries.ts';

const ACTIVE = ['pending', 'signed', 'renewal_due'];

/** The patient's contracts (the resident's side). */
export function useResidentContracts(patientId: number) {
  return useContracts({ patientId, pageSize: 20 });
}

export const hasActiveContract = (list: readonly ContractView[]) =>
  list.some((c) => ACTIVE.includes(c.state));

/**
 * The resident's family-doctor contracts on the signing screen: a contract offered by the doctor
 * waits here for the resident's confirmation; the resident may also end one on their own request.
 */
export function ResidentContracts({ patientId }: { patientId: number }) {
  const list = useResidentContracts(patientId);
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0) return null;
  return (
    <section aria-label="我的签约">
      <h2 className={styles.hint}>我的家庭医生签约</h2>
      {list.data.list.map((c) => (
        <ResidentContract key={c.id} contract={c} />
      ))}
    </section>
  );
}

function ResidentContract({ contract: c }: { contract: ContractView }) {
  const { ui } = useApp();
  const confirm = useConfirmContract();
  const terminate = useTerminateContract();
  const end = async (question: string, done: string) => {
    if (!(await ui.confirm(question))) return;
    terminate.mutate({ id: c.id, body: { reason: 'own_request' } }, { onSuccess: () => ui.toast(done) });
  };
  const waiting = c.actions.confirm && c.awaiting !== 'doctor';
  return (
    <article className={styles.card} data-testid="resident-contract" aria-label={`${c.doctorName}的签约`}>
      <div className={css.head}>
        <span className={css.name}>{c.doctorName}</span>
        <ContractStateTag state={c.state} label={c.stateLabel} />
      </div>
      <div className={css.line}>签约机构：{c.orgName}</div>
      <div className={css.line}>服务包：{c.servicePacks.join('、')}</div>
      <div className={css.line}>有效期：{termText(c)}</div>
      {c.terminateReasonLabel && <div className={css.warn}>解约原因：{c.terminateReasonLabel}</div>}
      {waiting ? (
        <div className={css.warn}>{c.doctorName}邀请您签约家庭医生服务，请核对服务包和有效期后确认。</div>
      ) : (
        awaitingText(c) && <div className={css.warn}>{awaitingText(c)}</div>
      )}
      {c.state === 'renewal_due' && <div className={css.warn}>签约即将到期，请联系签约医生续约。</div>}
      <div className={styles.actions}>
        {waiting && (
          <Button
            color="primary"
            shape="rounded"
            loading={confirm.isPending}
            onClick={() => confirm.mutate(c.id, { onSuccess: () => ui.toast('已确认签约') })}
          >
            确认签约
          </Button>
        )}
        {c.actions.terminate && (
          <Button
            fill="outline"
            shape="rounded"
            loading={terminate.isPending}
            onClick={() =>
              void (c.state === 'pending'
                ? end('确定不签约吗？', '已拒绝签约')
                : end('确定申请解约吗？解约后可重新选择家庭医生。', '已解约'))
            }
          >
            {c.state === 'pending' ? '暂不签约' : '申请解约'}
          </Button>
        )}
      </div>
    </article>
  );
}
