import { Button, List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import health from '../../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../../ui/StateViews.tsx';
import { contractPath, offerPath } from '../../contracts/paths.ts';
import { addPlanPath, checkFormPath, planDetailPath, transferAddPath } from '../../follow/paths.ts';
import { referralDetailPath } from '../../referral/paths.ts';
import { bedPath } from '../../sickbed/paths.ts';
import {
  usePatientContracts,
  usePatientFollow,
  usePatientReferrals,
  usePatientSickbed,
} from '../care-queries.ts';
import styles from '../DoctorPatients.module.css';
import { whenText } from './reading-text.ts';

interface Loaded<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/** One section of another area: its loading, error and empty states, then its rows. */
function Section<T>(props: {
  title: string;
  q: Loaded<T>;
  empty: (d: T) => boolean;
  emptyText: string;
  action?: ReactNode;
  children: (d: T) => ReactNode;
}) {
  const { q } = props;
  return (
    <section className={health.card} aria-label={props.title}>
      <h2 className={health.cardTitle}>
        <span>{props.title}</span>
        {props.action}
      </h2>
      {q.isPending ? (
        <LoadingState />
      ) : q.isError || !q.data ? (
        <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />
      ) : props.empty(q.data) ? (
        <EmptyState title={props.emptyText} />
      ) : (
        props.children(q.data)
      )}
    </section>
  );
}

const OPEN = ['planned', 'due', 'overdue'];

/** Follow-up: the next open plan (record a visit from it), then the visits recorded, newest first. */
export function FollowCard({ patientId }: { patientId: number }) {
  const navigate = useNavigate();
  const q = usePatientFollow(patientId);
  return (
    <Section
      title="随访"
      q={q}
      empty={(d) => d.plans.length === 0 && d.records.length === 0}
      emptyText="暂无随访计划和记录"
      action={
        <Button size="mini" fill="none" onClick={() => navigate(addPlanPath(patientId))}>
          新建计划
        </Button>
      }
    >
      {(d) => {
        const next = d.plans
          .filter((p) => OPEN.includes(p.followStatus))
          .sort((a, b) => a.planTime.localeCompare(b.planTime))[0];
        return (
          <List className={styles.sectionList}>
            {next && (
              <List.Item
                data-testid="next-follow-plan"
                description={`${next.followModeName} · ${next.followStatusName}`}
                extra={
                  <Button
                    size="mini"
                    color="primary"
                    onClick={(e) => {
                      e.stopPropagation();
                      navigate(checkFormPath(next.id));
                    }}
                  >
                    记录随访
                  </Button>
                }
                onClick={() => navigate(planDetailPath(next.id))}
              >
                下次随访 {next.planTime.slice(0, 10)}
              </List.Item>
            )}
            {d.records.map((r) => (
              <List.Item
                key={r.id}
                data-testid="follow-record"
                description={[
                  r.classificationName,
                  r.referral !== 'none' ? r.referralName : null,
                  r.doctorName,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                onClick={() => navigate(planDetailPath(r.planId))}
                arrow
              >
                {whenText(r.time)} {r.wayName}
              </List.Item>
            ))}
          </List>
        );
      }}
    </Section>
  );
}

/** Referrals of the patient, newest first, each to its detail. */
export function ReferralsCard({ patientId }: { patientId: number }) {
  const navigate = useNavigate();
  const q = usePatientReferrals(patientId);
  return (
    <Section
      title="转诊"
      q={q}
      empty={(d) => d.list.length === 0}
      emptyText="暂无转诊"
      action={
        <Button size="mini" fill="none" onClick={() => navigate(transferAddPath(patientId))}>
          发起转诊
        </Button>
      }
    >
      {(d) => (
        <List className={styles.sectionList}>
          {d.list.map((r) => (
            <List.Item
              key={r.id}
              data-testid="patient-referral"
              description={`${r.targetLabel} · ${whenText(r.createdAt)}`}
              extra={r.stateLabel}
              onClick={() => navigate(referralDetailPath(r.id))}
              arrow
            >
              {r.referralCause}
            </List.Item>
          ))}
        </List>
      )}
    </Section>
  );
}

/** The home sickbed: each application with its state and bed, then the home visits. */
export function SickbedCard({ patientId }: { patientId: number }) {
  const navigate = useNavigate();
  const q = usePatientSickbed(patientId);
  return (
    <Section title="家庭病床" q={q} empty={(d) => d.beds.length === 0} emptyText="未申请家庭病床">
      {(d) => (
        <List className={styles.sectionList}>
          {d.beds.map((b) => (
            <List.Item
              key={b.id}
              data-testid="patient-sickbed"
              description={[b.diseaseCategoryName, b.orgName, whenText(b.createdAt)]
                .filter(Boolean)
                .join(' · ')}
              extra={b.stateLabel}
              onClick={() => navigate(bedPath('info', b.id))}
              arrow
            >
              {b.bedNo ? `床位 ${b.bedNo}` : '家庭病床申请'}
            </List.Item>
          ))}
          {d.visits.map((v) => (
            <List.Item
              key={`v${v.id}`}
              description={[v.contentCategory, v.doctorName].filter(Boolean).join(' · ')}
            >
              {whenText(v.startTime)} {v.typeLabel}
            </List.Item>
          ))}
        </List>
      )}
    </Section>
  );
}

/** Family-doctor contracts: the active one first, each to its detail. */
export function ContractCard({ patientId }: { patientId: number }) {
  const navigate = useNavigate();
  const q = usePatientContracts(patientId);
  return (
    <Section
      title="家庭医生签约"
      q={q}
      empty={(d) => d.list.length === 0}
      emptyText="未签约"
      action={
        <Button size="mini" fill="none" onClick={() => navigate(offerPath(patientId))}>
          发起签约
        </Button>
      }
    >
      {(d) => (
        <List className={styles.sectionList}>
          {d.list.map((c) => (
            <List.Item
              key={c.id}
              data-testid="patient-contract"
              description={`${c.doctorName} · ${c.startDate}至${c.endDate}`}
              extra={c.stateLabel}
              onClick={() => navigate(contractPath(c.id))}
              arrow
            >
              {c.servicePacks.join('、')}
            </List.Item>
          ))}
        </List>
      )}
    </Section>
  );
}
