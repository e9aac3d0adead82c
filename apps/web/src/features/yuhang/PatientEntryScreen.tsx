import { useParams } from 'react-router';
import { IdcardEntry } from '../patients/IdcardEntry.tsx';
import { YUHANG_PATHS } from './paths.ts';

/**
 * `/patient/:idcard` (listed with yuhang, no token): an outside app opens the Yuhang resident home
 * for one resident. The ID number is masked at once, sent only in a POST body, and selects the
 * patient only for a signed-in account bound to them (IdcardEntry); it never opens data by itself.
 */
export default function PatientEntryScreen() {
  const { idcard = '' } = useParams();
  return (
    <IdcardEntry idcard={idcard} target={YUHANG_PATHS.index} label="余杭健康入口" productName="余杭健康" />
  );
}
