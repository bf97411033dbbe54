// The alert an admin screen shows when its data could not be loaded, with a way to try again.
import { Button } from "../../../components/ui/button.tsx";

export function LoadError({ what, message, onRetry }: { what: string; message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-red-50 p-4 text-red-800">
      <p>
        {what} could not be loaded: {message}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
