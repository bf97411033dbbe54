// /admin/team: who can sign in to the admin area (their roles, disabling and enabling them), adding a colleague, your
// own display name and changing your own password. Agents and editors see only their own account here (issue 27).
import type { ReactNode } from "react";
import { useAuthSession } from "../../../lib/use-auth-session.ts";
import { AddAdminForm } from "./add-admin-form.tsx";
import { AdminList } from "./admin-list.tsx";
import { ChangePasswordForm } from "./change-password-form.tsx";
import { ProfileForm } from "./profile-form.tsx";
import { useAdminUsers } from "./use-admin-users.ts";
import { useRole } from "../role-access.ts";

function Panel({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id} className="heading-3 text-stone-900">
        {title}
      </h2>
      <p className="mt-1 mb-5 text-sm text-stone-600">{intro}</p>
      {children}
    </section>
  );
}

export default function TeamPage() {
  return useRole() === "admin" ? <TeamScreen /> : <OwnAccount />;
}

/** An agent's or editor's own name and password. */
function OwnAccount() {
  return (
    <>
      <h1 className="heading-2 text-stone-900">Your account</h1>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <OwnPanels onSaved={() => undefined} />
      </div>
    </>
  );
}

/** Your display name and your password, for every role. */
function OwnPanels({ onSaved }: { onSaved: () => void }) {
  const { session } = useAuthSession();
  return (
    <>
      {session && (
        <Panel id="team-profile" title="Your name" intro="Shown to visitors in live chat and on the posts you write.">
          <ProfileForm user={session.user} onSaved={onSaved} />
        </Panel>
      )}
      <Panel id="team-password" title="Change your password" intro="Use a password you do not use anywhere else.">
        <ChangePasswordForm />
      </Panel>
    </>
  );
}

function TeamScreen() {
  const { session } = useAuthSession();
  const { users, error, reload } = useAdminUsers();
  return (
    <>
      <h1 className="heading-2 text-stone-900">Team</h1>
      <p className="mt-2 max-w-2xl text-stone-600">
        Everyone listed here can sign in to the admin area. Admins may do everything; agents answer live chats and follow up
        leads; editors write the blog. A new role signs the colleague out, to sign in again with it.
      </p>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <Panel id="team-admins" title="Team members" intro="Each person signs in with their own e-mail and password. Disabling someone signs them out at once.">
            <AdminList users={users} error={error} currentUserId={session?.user.id} onChanged={reload} />
          </Panel>
        </div>
        <Panel id="team-add" title="Add a colleague" intro="Give a colleague their own sign-in instead of sharing yours, with the role their work needs.">
          <AddAdminForm onAdded={reload} />
        </Panel>
        <OwnPanels onSaved={reload} />
      </div>
    </>
  );
}
