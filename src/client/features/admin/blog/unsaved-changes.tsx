// Warns before unsaved edits are lost: the browser's own prompt when the tab is closed or reloaded, and a dialog when
// the admin follows a link inside the app.
import { useCallback, useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";

/** Returns `allowNextNavigation`, for a navigation the editor makes itself right after saving. */
export function useUnsavedChanges(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const allowNextNavigation = useCallback(() => {
    allowed.current = true;
  }, []);
  return { blocker, allowNextNavigation };
}

export function LeaveDialog({ blocker }: { blocker: ReturnType<typeof useBlocker> }) {
  const blocked = blocker.state === "blocked";
  return (
    <ConfirmDialog
      open={blocked}
      title="Leave without saving?"
      description="Your changes to this post are not saved yet."
      confirmText="Leave Without Saving"
      cancelText="Stay on This Page"
      onClose={() => blocked && blocker.reset()}
      onConfirm={() => blocker.proceed?.()}
    >
      <p>If you leave now, the changes are lost. Stay to save them as a draft or publish them.</p>
    </ConfirmDialog>
  );
}
