// Asks before a chat is ended, since the visitor cannot reopen it; ends it on confirmation and shows a failure here.
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";

interface Props {
  /** The visitor whose chat is to end; null while closed. */
  visitorName: string | null;
  onClose: () => void;
  onConfirm: () => Promise<void>;
  /** Runs once the chat has ended and the dialog has closed. */
  onEnded: () => void;
}

export function EndChatDialog({ visitorName, onClose, onConfirm, onEnded }: Props) {
  return (
    <ConfirmDialog
      open={visitorName !== null}
      title="End this chat?"
      description={`The chat with ${visitorName ?? "the visitor"} will close for both of you.`}
      confirmText="End Chat"
      busyText="Ending..."
      failureText="The chat could not be ended"
      onConfirm={onConfirm}
      onClose={onClose}
      afterConfirm={onEnded}
    >
      <p>{visitorName} will see that the agent has ended the chat, and the chat leaves your active chats.</p>
    </ConfirmDialog>
  );
}
