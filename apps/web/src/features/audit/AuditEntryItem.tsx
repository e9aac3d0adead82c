import {
  AUDIT_ACTION_LABELS,
  AUDIT_OUTCOME_LABELS,
  AUDIT_ROLE_LABELS,
  type AuditEntry,
  chinaDateTime,
} from '@kanghu/shared';
import { List } from 'antd-mobile';
import styles from './Audit.module.css';

/** One line of the trail: who, in which role and org, did what, when, with which outcome. */
export function AuditEntryItem({
  entry,
  admin = false,
  onClick,
}: {
  entry: AuditEntry;
  admin?: boolean;
  onClick?: () => void;
}) {
  const role = entry.role ? (AUDIT_ROLE_LABELS[entry.role] ?? entry.role) : '未登录用户';
  const failed = entry.outcome !== 'success';
  return (
    <List.Item onClick={onClick} arrowIcon={false}>
      <div className={styles.entry} data-testid="audit-entry">
        <span>
          <span className={styles.who}>{entry.actorName ?? '未知用户'}</span>
          {` · ${role}`}
          {entry.orgName ? ` · ${entry.orgName}` : ''}
        </span>
        <span>
          {AUDIT_ACTION_LABELS[entry.action]}
          {admin && entry.patientName ? ` · 患者 ${entry.patientName}` : ''}
          {failed && <span className={styles.denied}>{` · ${AUDIT_OUTCOME_LABELS[entry.outcome]}`}</span>}
        </span>
        <span className={styles.meta}>
          {chinaDateTime(entry.at)}
          {admin ? ` · ${entry.resource}` : ''}
          {admin && entry.ip ? ` · ${entry.ip}` : ''}
          {entry.device ? ` · ${entry.device}` : ''}
        </span>
      </div>
    </List.Item>
  );
}
