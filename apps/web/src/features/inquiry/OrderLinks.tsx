import type { InquiryOrderView } from '@kanghu/shared';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import styles from './Consult.module.css';
import { photoPath, recipePath, testPath } from './paths.ts';

const PHOTO_STATES = new Set(['paid', 'accepted', 'in_progress']);
const DOCTOR_STATES = new Set(['accepted', 'in_progress', 'completed']);

/** From an order to its photos, the doctor's prescription and test order (when they can exist). */
export function OrderLinks({ order }: { order: InquiryOrderView }) {
  const navigate = useNavigate();
  const photo = PHOTO_STATES.has(order.state);
  const doctor = DOCTOR_STATES.has(order.state);
  if (!photo && !doctor) return null;
  return (
    <section className={styles.card} aria-label="更多" style={{ padding: 0, overflow: 'hidden' }}>
      <List>
        {photo && (
          <List.Item onClick={() => navigate(photoPath(order.id))} extra={`${order.imageList.length}张`}>
            补充病情照片
          </List.Item>
        )}
        {doctor && <List.Item onClick={() => navigate(recipePath(order.id))}>查看处方</List.Item>}
        {doctor && <List.Item onClick={() => navigate(testPath(order.id))}>查看检验检查单</List.Item>}
      </List>
    </section>
  );
}
