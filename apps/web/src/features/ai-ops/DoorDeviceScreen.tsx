import { AI_DESK_DEVICE_TYPES, type AiDeskDeviceType, chinaDateTime } from '@kanghu/shared';
import { Button, Form, Input, List, Selector, Toast } from 'antd-mobile';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { errorMessage } from '../../ui/StateViews.tsx';
import { AiDistrictGate } from '../ai-platform/AiDistrictGate.tsx';
import type { AiDistrict } from '../ai-platform/context.ts';
import { OpsList } from './OpsList.tsx';
import { AI_OPS_PATHS } from './paths.ts';
import { useBindDesk, useDeskDevices } from './queries.ts';

const TYPES = Object.entries(AI_DESK_DEVICE_TYPES).map(([value, label]) => ({ value, label }));

/** /app/ai/door/before/bind/device: the desk devices of my local account and their last readings. */
export default function DoorDeviceScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="绑定设备" fallback={AI_OPS_PATHS.door} />
      <AiDistrictGate>{(d) => <Devices district={d} />}</AiDistrictGate>
    </main>
  );
}

function Devices({ district }: { district: AiDistrict }) {
  const list = useDeskDevices(district.localAreaCode);
  const bind = useBindDesk(district.localAreaCode);
  return (
    <>
      <OpsList query={list} empty="尚未绑定设备">
        {(d) => (
          <List.Item
            key={d.id}
            description={
              d.last
                ? `最近读数：${Object.values(d.last.values).join('/')} · ${chinaDateTime(d.last.measuredAt)}`
                : '暂无读数'
            }
          >
            {d.typeName} {d.serial}
          </List.Item>
        )}
      </OpsList>
      <section className={`${styles.card} ${styles.form}`} aria-label="绑定新设备">
        <div className={styles.cardTitle}>绑定新设备</div>
        <Form
          onFinish={(v: { type: AiDeskDeviceType[]; serial: string }) =>
            bind.mutate(
              { type: v.type[0] ?? 'bp', serial: v.serial, localUserId: district.localUserId },
              { onSuccess: () => Toast.show('绑定成功'), onError: (e) => Toast.show(errorMessage(e)) },
            )
          }
          footer={
            <Button block type="submit" color="primary" loading={bind.isPending}>
              绑定
            </Button>
          }
        >
          <Form.Item name="type" label="设备类型" rules={[{ required: true, message: '请选择设备类型' }]}>
            <Selector options={TYPES} />
          </Form.Item>
          <Form.Item
            name="serial"
            label="设备序列号"
            rules={[{ required: true, message: '请输入设备序列号' }]}
          >
            <Input placeholder="设备背面的序列号" />
          </Form.Item>
        </Form>
      </section>
    </>
  );
}
