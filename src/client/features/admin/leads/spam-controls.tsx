// The Leads / Spam switch of the leads screen and the action that holds a lead as spam or restores it.
import { useState } from "react";
import type { Lead } from "../../../../shared/schemas/lead.ts";
import { setLeadSpam } from "../data/api.ts";

const views = [
  { spam: false, label: "Leads" },
  { spam: true, label: "Spam" },
] as const;

export function LeadViewSwitch({ spam, onChange }: { spam: boolean; onChange: (spam: boolean) => void }) {
  return (
    <div role="group" aria-label="Show" className="inline-flex rounded-full border-2 border-brand-700 p-0.5">
      {views.map((v) => (
        <button
          key={v.label}
          type="button"
          aria-pressed={spam === v.spam}
          onClick={() => onChange(v.spam)}
          className={`rounded-full px-5 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-harvest-400 ${
            spam === v.spam ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50"
          }`}
        >
          {v.label}
        </button>
      ))}
    </div>
  );
}

/** Holds a lead as spam or restores it, with a sentence saying what happened (or why it failed). */
export function useSpamAction(onDone: () => void) {
  const [busyId, setBusyId] = useState<string>();
  const [message, setMessage] = useState<{ text: string; failed: boolean }>();

  async function run(lead: Pick<Lead, "id" | "name">, spam: boolean) {
    setBusyId(lead.id);
    setMessage(undefined);
    try {
      await setLeadSpam(lead.id, spam);
      setMessage({
        text: spam ? `${lead.name} is now held as spam.` : `${lead.name} is back in your leads.`,
        failed: false,
      });
      onDone();
    } catch (err) {
      console.error(err);
      setMessage({ text: `That did not work: ${(err as Error).message}`, failed: true });
    } finally {
      setBusyId(undefined);
    }
  }
  return { busyId, message, run };
}
