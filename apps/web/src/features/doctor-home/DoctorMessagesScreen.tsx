import { MessagesTab } from '../messages/MessagesTab.tsx';

/** The doctor shell's messages tab (/health/doctor/message/index): system messages. */
export default function DoctorMessagesScreen() {
  return <MessagesTab />;
}
