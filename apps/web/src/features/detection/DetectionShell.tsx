import type { DetectionType, PatientView } from '@kanghu/shared';
import { Tabs } from 'antd-mobile';
import { Outlet, useLocation, useNavigate, useOutletContext } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { ChildScope } from './components/ChildScope.tsx';
import {
  DETECTION_TITLES,
  type DetectionFamily,
  detectionPath,
  FAMILY_SPECS,
  familyOfPath,
  typeOfPath,
  withPatient,
} from './family.ts';

/** What the shell hands its child screens. */
export interface DetectionContext {
  family: DetectionFamily;
  type: DetectionType;
  patient: PatientView;
}

export function useDetectionContext(): DetectionContext {
  return useOutletContext<DetectionContext>();
}

/**
 * /app/<family>/detection: the children's detection shell of the yuhang and linan families. The
 * child chooser and a tab per detection type of the family; the type screens render below.
 */
export default function DetectionShell() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const family = familyOfPath(pathname);
  const spec = FAMILY_SPECS[family];
  const type = typeOfPath(pathname) ?? spec.types[0] ?? 'bp';
  return (
    <main className={styles.page}>
      <PageBar title="儿童健康检测" fallback={spec.index} />
      <ChildScope>
        {(patient) => (
          <>
            <Tabs
              className={styles.tabs}
              activeKey={type}
              onChange={(key) =>
                navigate(withPatient(detectionPath(family, key as DetectionType), patient.id), {
                  replace: true,
                })
              }
            >
              {spec.types.map((t) => (
                <Tabs.Tab key={t} title={DETECTION_TITLES[t]} />
              ))}
            </Tabs>
            <Outlet context={{ family, type, patient } satisfies DetectionContext} />
          </>
        )}
      </ChildScope>
    </main>
  );
}
