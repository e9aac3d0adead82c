import { MessagesTab } from '../messages/MessagesTab.tsx';

/** The patient shell's messages tab: system messages (read, delete, clear read). */
export default function UserMessagesScreen() {
  return <MessagesTab />;
}
