import { ConferencePage } from './ConferenceGate.tsx';
import { MicrostationView } from './MicrostationView.tsx';

/** 会议微站 (/app/mcn/index): the micro-site of the newest conference (or `?id=`). */
export default function MicrostationScreen() {
  return (
    <ConferencePage title="会议微站" fallback="/index">
      {(id) => <MicrostationView id={id} />}
    </ConferencePage>
  );
}
