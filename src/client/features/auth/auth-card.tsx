// The frame of the sign-in and setup screens: the brand, a heading and one card, centred on a quiet background.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BrandLogo } from "../../components/brand-logo.tsx";

export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-svh flex-col items-center justify-center px-4 py-10">
      <Link to="/" className="mb-8 rounded-lg focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-harvest-400">
        <BrandLogo />
      </Link>
      <div className="card w-full max-w-md sm:p-8">
        <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        {intro && <p className="mt-2 text-stone-600">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}

/** What the admin sees while the stored session is being checked. */
export function SessionLoading() {
  return (
    <main id="main" className="flex min-h-svh items-center justify-center">
      <p role="status" className="text-lg font-medium text-stone-600">
        Loading...
      </p>
    </main>
  );
}
