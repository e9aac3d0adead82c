import { type DetectionType, dateTimeText, readingText } from '@kanghu/shared';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { DETECTION_TITLES, detectionPath, FAMILY_SPECS } from '../detection/family.ts';
import { useHistory } from '../measurements/queries.ts';
import qcss from '../questionnaire/Questionnaire.module.css';

/** The latest reading of each Lin'an detection type (the measurements endpoints), each opening its detection tab. */
export function LatestReadings({ patientId }: { patientId: number }) {
  return (
    <List header="最近测量" className={styles.list} aria-label="最近测量">
      {FAMILY_SPECS.linan.types.map((type) => (
        <Latest key={type} patientId={patientId} type={type} />
      ))}
    </List>
  );
}

function Latest({ patientId, type }: { patientId: number; type: DetectionType }) {
  const navigate = useNavigate();
  const history = useHistory(patientId, type, 1);
  const last = history.data?.list[0];
  const to = () => navigate(`${detectionPath('linan', type)}?patientId=${patientId}`);
  let text = '暂无记录';
  if (history.isPending) text = '加载中…';
  else if (history.isError) text = '加载失败，点击重试';
  return (
    <List.Item
      clickable
      onClick={history.isError ? () => void history.refetch() : to}
      description={last ? dateTimeText(last.measureTime) : undefined}
      extra={
        last ? (
          <span className={last.abnormal ? qcss['tone-abnormal'] : qcss['tone-normal']}>
            {last.levelLabel}
          </span>
        ) : undefined
      }
      data-testid={`latest-${type}`}
    >
      {DETECTION_TITLES[type]}：{last ? readingText(last) : text}
    </List.Item>
  );
}
