// An unknown address inside the admin area: says so and offers the way back, without leaving the admin layout.
import { ButtonLink } from "../../components/ui/button.tsx";

export default function AdminNotFound() {
  return (
    <div className="card max-w-xl">
      <h1 className="heading-3 text-stone-900">Page not found</h1>
      <p className="mt-2 text-stone-600">There is no admin screen at this address. Pick one from the bar above, or go to the dashboard.</p>
      <ButtonLink to="/admin/dashboard" className="mt-5">
        Go to Dashboard
      </ButtonLink>
    </div>
  );
}
