// /admin/knowledge, "Assistant knowledge" (issue 28): the answers the team owns, which the chat assistant gives before
// anything from the site's pages, and the questions it could not answer, grouped, each answered in one step.
import { useState } from "react";
import { ANSWER_LANGUAGES, KNOWLEDGE_API, answerLanguageName, answerLanguageTag, fillFacts, type AnswerLanguage, type KnowledgeEntry, type KnowledgeGapGroup, type KnowledgeInput } from "../../../../shared/schemas/knowledge.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { adminApi } from "../../../lib/admin-api.ts";
import { formatDateTime } from "../data/format.ts";
import { LoadError } from "../data/load-error.tsx";
import { useAsync } from "../data/use-async.ts";
import { KnowledgeForm, emptyDraft, type EntryDraft } from "./knowledge-form.tsx";

interface EntryPage {
  entries: KnowledgeEntry[];
  total: number;
  page: number;
  pageSize: number;
}

type Editing = { kind: "new"; draft: EntryDraft } | { kind: "edit"; entry: KnowledgeEntry } | { kind: "gap"; group: KnowledgeGapGroup };

const REASONS: Record<KnowledgeGapGroup["reasons"][number], string> = {
  unanswered: "no answer",
  rated_bad: "rated bad",
  asked_person: "asked for a person after it",
};

function EntryItem({ entry, onEdit, onDelete }: { entry: KnowledgeEntry; onEdit: () => void; onDelete: () => void }) {
  return (
    <li className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold break-words text-stone-900">
          {entry.question}
          {entry.status === "draft" && <span className="ml-2 rounded-full bg-stone-200 px-2 py-0.5 align-middle text-xs font-bold text-stone-700">Draft</span>}
        </h3>
        {entry.paraphrases.length > 0 && <p className="mt-1 text-sm break-words text-stone-600">Also asked: {entry.paraphrases.slice(0, 4).join(" · ")}{entry.paraphrases.length > 4 ? " …" : ""}</p>}
        <dl className="mt-2 space-y-1 text-sm">
          {ANSWER_LANGUAGES.filter((l) => entry.answers[l]).map((l) => (
            <div key={l} className="flex gap-2">
              <dt className="w-16 shrink-0 font-semibold text-stone-700">{answerLanguageName(l)}</dt>
              <dd lang={answerLanguageTag(l)} className="min-w-0 break-words text-stone-800">
                {fillFacts(entry.answers[l]!)}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-xs text-stone-500">Changed {formatDateTime(entry.updatedAt)}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit: ${entry.question}`}>
          Edit
        </Button>
        <Button size="sm" variant="outline" onClick={onDelete} aria-label={`Delete: ${entry.question}`}>
          Delete
        </Button>
      </div>
    </li>
  );
}

/** A gap's language as the team reads it ("Hinglish", "Marathi"); a code the site no longer has, as it is. */
const languageName = (code: string) => ((ANSWER_LANGUAGES as readonly string[]).includes(code) ? answerLanguageName(code as AnswerLanguage) : code);

function GapItem({ group, onAnswer }: { group: KnowledgeGapGroup; onAnswer: () => void }) {
  return (
    <li className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold break-words text-stone-900">“{group.question}”</h3>
        <p className="mt-1 text-sm text-stone-700">
          Asked {group.count === 1 ? "once" : `${group.count} times`} · {group.languages.map(languageName).join(", ")} ·{" "}
          {group.reasons.map((r) => REASONS[r]).join(", ")} · last {formatDateTime(group.lastAt)}
        </p>
        {group.questions.length > 1 && <p className="mt-1 text-sm break-words text-stone-600">Also: {group.questions.slice(1).join(" · ")}</p>}
        {group.conversationId && (
          <a className="mt-1 inline-block text-sm font-semibold text-brand-800 underline" href={`/admin/conversations?chat=${encodeURIComponent(group.conversationId)}`}>
            Open the conversation
          </a>
        )}
      </div>
      <Button size="sm" onClick={onAnswer} aria-label={`Write the answer: ${group.question}`}>
        Write the answer
      </Button>
    </li>
  );
}

export default function KnowledgeScreen() {
  const [tab, setTab] = useState<"answers" | "gaps">("answers");
  const [q, setQ] = useState("");
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<KnowledgeEntry>();
  const entries = useAsync(() => adminApi.get<EntryPage>(`${KNOWLEDGE_API.entries}${q ? `?q=${encodeURIComponent(q)}` : ""}`), [q]);
  const gaps = useAsync(() => adminApi.get<{ groups: KnowledgeGapGroup[] }>(KNOWLEDGE_API.gaps), []);

  const save = async (input: KnowledgeInput) => {
    if (editing?.kind === "edit") await adminApi.put(KNOWLEDGE_API.entry(editing.entry.id), input);
    else if (editing?.kind === "gap") await adminApi.post(KNOWLEDGE_API.answerGap, { ...input, key: editing.group.key });
    else await adminApi.post(KNOWLEDGE_API.entries, input);
    setEditing(undefined);
    entries.reload();
    gaps.reload();
  };

  const tabClass = (active: boolean) => `rounded-lg px-4 py-2 text-sm font-semibold ${active ? "bg-brand-700 text-white" : "text-stone-700 hover:bg-brand-50"}`;
  const openGaps = gaps.data?.groups.length ?? 0;

  return (
    <div className="container-page py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="heading-2">Assistant knowledge</h1>
          <p className="mt-1 max-w-2xl text-stone-700">Answers the chat assistant gives before anything from the site's pages, and the questions it could not answer.</p>
        </div>
        <Button onClick={() => setEditing({ kind: "new", draft: emptyDraft() })}>New answer</Button>
      </div>

      <div role="tablist" aria-label="Knowledge" className="mt-6 flex gap-2">
        <button type="button" role="tab" aria-selected={tab === "answers"} className={tabClass(tab === "answers")} onClick={() => setTab("answers")}>
          Answers{entries.data ? ` (${entries.data.total})` : ""}
        </button>
        <button type="button" role="tab" aria-selected={tab === "gaps"} className={tabClass(tab === "gaps")} onClick={() => setTab("gaps")}>
          Questions to answer{gaps.data ? ` (${openGaps})` : ""}
        </button>
      </div>

      {tab === "answers" ? (
        <section role="tabpanel" aria-label="Answers" className="mt-4">
          <label htmlFor="knowledge-search" className="field-label">
            Search questions and answers
          </label>
          <input id="knowledge-search" type="search" className="field-input max-w-md" value={q} onChange={(e) => setQ(e.target.value)} />
          {entries.error && <LoadError what="The answers" message={entries.error} onRetry={entries.reload} />}
          {entries.data && entries.data.entries.length === 0 && <p className="mt-4 rounded-lg bg-stone-50 p-4 text-stone-700">{q ? "No answer matches this search." : "No answers yet: write the first one."}</p>}
          <ul className="mt-4 space-y-3">
            {entries.data?.entries.map((entry) => (
              <EntryItem key={entry.id} entry={entry} onEdit={() => setEditing({ kind: "edit", entry })} onDelete={() => setDeleting(entry)} />
            ))}
          </ul>
          {entries.data && entries.data.total > entries.data.entries.length && (
            <p className="mt-3 text-sm text-stone-600">
              Showing the {entries.data.entries.length} most recently changed of {entries.data.total}: search to find the others.
            </p>
          )}
        </section>
      ) : (
        <section role="tabpanel" aria-label="Questions to answer" className="mt-4">
          {gaps.error && <LoadError what="The questions" message={gaps.error} onRetry={gaps.reload} />}
          {gaps.data && openGaps === 0 && <p className="rounded-lg bg-stone-50 p-4 text-stone-700">Nothing waiting: the assistant has answered every question lately.</p>}
          <ul className="space-y-3">
            {gaps.data?.groups.map((group) => (
              <GapItem key={group.key} group={group} onAnswer={() => setEditing({ kind: "gap", group })} />
            ))}
          </ul>
        </section>
      )}

      {editing && (
        <KnowledgeForm
          title={editing.kind === "edit" ? "Edit the answer" : editing.kind === "gap" ? "Answer these questions" : "New answer"}
          initial={
            editing.kind === "edit"
              ? editing.entry
              : editing.kind === "gap"
                ? emptyDraft(editing.group.question, editing.group.questions.slice(1))
                : editing.draft
          }
          onSave={save}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Delete this answer?"
        description={deleting?.question}
        confirmText="Delete"
        busyText="Deleting..."
        failureText="The answer could not be deleted"
        onConfirm={async () => {
          await adminApi.delete(KNOWLEDGE_API.entry(deleting!.id));
          setDeleting(undefined);
          entries.reload();
        }}
        onClose={() => setDeleting(undefined)}
      >
        The assistant stops giving it at once, on every server.
      </ConfirmDialog>
    </div>
  );
}
