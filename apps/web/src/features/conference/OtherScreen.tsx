import { ConferencePage } from './ConferenceGate.tsx';
import { MicrostationView } from './MicrostationView.tsx';

/** 会议微站 (/conference/other?id=). */
export default function OtherScreen() {
  return <ConferencePage title="会议微站">{(id) => <MicrostationView id={id} />}</ConferencePage>;
}
