import { useParams } from 'react-router';
import { IdcardEntry } from '../patients/IdcardEntry.tsx';
import { LINAN_PATHS } from './paths.ts';

/**
 * The partner entries `/:org/patient/:idcard` and `/:org/lishui/patient/:idcard` (an outside app
 * opens the Lin'an health index for one resident): see IdcardEntry for how the number is handled.
 */
export default function EntryScreen() {
  const { org = '', idcard = '' } = useParams();
  return (
    <IdcardEntry idcard={idcard} target={LINAN_PATHS.index} label={`${org}入口`} productName="临安健康" />
  );
}
