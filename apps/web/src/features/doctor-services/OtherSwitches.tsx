import { DOCTOR_FUNCTION_TYPES } from '@kanghu/shared';
import { Switch } from 'antd-mobile';
import { useApp } from '../../app/app-context.ts';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useFunctionSettings, useSaveFunctionSettings } from './queries.ts';
import styles from './Services.module.css';

/** Switches that are not inquiry types (预约挂号, 家庭医生签约); each toggle is saved at once. */
const OTHER = DOCTOR_FUNCTION_TYPES.filter((t) => t.inquiryType === null);

export function OtherSwitches() {
  const { ui } = useApp();
  const settings = useFunctionSettings();
  const save = useSaveFunctionSettings();
  return (
    <section className={styles.card} aria-label="其他服务">
      <div className={styles.head}>
        <span className={styles.title}>其他服务</span>
      </div>
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />
      ) : (
        OTHER.map((t) => (
          <div key={t.type} className={styles.row}>
            <span>{t.name}</span>
            <Switch
              checked={settings.data.find((s) => s.type === t.type)?.isOpen ?? false}
              loading={save.isPending && save.variables?.[0]?.type === t.type}
              onChange={(isOpen) =>
                save.mutate([{ type: t.type, isOpen }], {
                  onSuccess: () => ui.toast(isOpen ? '已开通' : '已关闭'),
                })
              }
              aria-label={t.name}
            />
          </div>
        ))
      )}
    </section>
  );
}
