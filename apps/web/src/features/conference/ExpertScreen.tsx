import { ConferencePage } from './ConferenceGate.tsx';
import { ExpertList } from './ExpertList.tsx';

/** 会议专家 (/conference/expert?id=): the experts of one conference, invited speakers first. */
export default function ExpertScreen() {
  return <ConferencePage title="会议专家">{(id) => <ExpertList conferenceId={id} />}</ConferencePage>;
}
