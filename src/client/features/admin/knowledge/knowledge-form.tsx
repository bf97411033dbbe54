// One knowledge entry in a dialog (issue 28): the question, the other ways visitors ask it, the answer in each site
// language with its facts named in braces (shown filled in, with the characters left), at most two links, and whether
// the assistant uses it yet. Also answers a group of queued questions in one step: they come in as paraphrases.
import { useId, useState, type FormEvent } from "react";
import { FACT_VALUES } from "../../../../shared/facts.ts";
import { ANSWER_LANGUAGES, KNOWLEDGE_LIMITS, answerLanguageName, answerLanguageTag, fillFacts, knowledgeInputSchema, unknownFacts, type AnswerLanguage, type KnowledgeEntry, type KnowledgeInput } from "../../../../shared/schemas/knowledge.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { FormMessage } from "../../auth/form-parts.tsx";

export interface EntryDraft {
  question: string;
  paraphrases: string[];
  answers: Partial<Record<AnswerLanguage, string>>;
  links: string[];
  status: KnowledgeEntry["status"];
}

export const emptyDraft = (question = "", paraphrases: string[] = []): EntryDraft => ({ question, paraphrases, answers: {}, links: [], status: "published" });

const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

function AnswerField({ language, value, onValue }: { language: AnswerLanguage; value: string; onValue: (v: string) => void }) {
  const id = useId();
  const filled = fillFacts(value);
  const unknown = unknownFacts(value);
  const left = KNOWLEDGE_LIMITS.answerMax - filled.length;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        Answer in {answerLanguageName(language)}
      </label>
      <textarea id={id} className="field-input min-h-24" lang={answerLanguageTag(language)} value={value} onChange={(e) => onValue(e.target.value)} aria-describedby={`${id}-note`} />
      <p id={`${id}-note`} className={`mt-1 text-xs ${left < 0 || unknown.length ? "font-semibold text-red-700" : "text-stone-600"}`}>
        {unknown.length
          ? `Unknown fact: {${unknown[0]}}.`
          : value.trim()
            ? `${left} characters left. The visitor reads: “${filled}”`
            : "Leave empty if there is no answer in this language yet: the assistant then answers from the site's pages."}
      </p>
    </div>
  );
}

export function KnowledgeForm({
  title,
  initial,
  onSave,
  onClose,
}: {
  title: string;
  initial: EntryDraft;
  onSave: (input: KnowledgeInput) => Promise<void>;
  onClose: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [paraphrases, setParaphrases] = useState(initial.paraphrases.join("\n"));
  const [links, setLinks] = useState(initial.links.join(" "));
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input: KnowledgeInput = { ...draft, paraphrases: lines(paraphrases), links: links.split(/[\s,]+/).filter(Boolean) };
    // The server's rules, checked here first so the message comes at once; the server checks again (and the links).
    const parsed = knowledgeInputSchema.safeParse(input);
    if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
    setSaving(true);
    setProblem(undefined);
    try {
      await onSave(input);
    } catch (err) {
      setProblem((err as Error).message);
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title={title} size="lg" description="The assistant gives this answer to the question asked in any of these ways, in any script.">
      <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
        <div>
          <label htmlFor={`${id}-q`} className="field-label">
            Question
          </label>
          <input id={`${id}-q`} className="field-input" value={draft.question} maxLength={KNOWLEDGE_LIMITS.questionMax} onChange={(e) => setDraft({ ...draft, question: e.target.value })} />
        </div>
        <div>
          <label htmlFor={`${id}-p`} className="field-label">
            Other ways visitors ask it (one a line)
          </label>
          <textarea id={`${id}-p`} className="field-input min-h-20" value={paraphrases} onChange={(e) => setParaphrases(e.target.value)} />
        </div>
        {ANSWER_LANGUAGES.map((language) => (
          <AnswerField key={language} language={language} value={draft.answers[language] ?? ""} onValue={(v) => setDraft({ ...draft, answers: { ...draft.answers, [language]: v } })} />
        ))}
        <details className="rounded-lg bg-stone-50 p-3 text-sm">
          <summary className="cursor-pointer font-semibold text-stone-800">Facts you can name in braces</summary>
          <p className="mt-2 text-stone-700">Write a fact as {"{testPrice}"}: the answer always shows the site's current figure.</p>
          <ul className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2">
            {Object.entries(FACT_VALUES).map(([name, value]) => (
              <li key={name}>
                <code className="font-mono text-xs">{`{${name}}`}</code> <span className="text-stone-600">{String(value)}</span>
              </li>
            ))}
          </ul>
        </details>
        <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
          <div>
            <label htmlFor={`${id}-l`} className="field-label">
              Links (up to two pages, such as /find-clinic or /blog/post-name)
            </label>
            <input id={`${id}-l`} className="field-input" value={links} onChange={(e) => setLinks(e.target.value)} />
          </div>
          <div>
            <label htmlFor={`${id}-s`} className="field-label">
              Status
            </label>
            <select id={`${id}-s`} className="field-input" value={draft.status} onChange={(e) => setDraft({ ...draft, status: e.target.value as EntryDraft["status"] })}>
              <option value="published">Published: the assistant uses it</option>
              <option value="draft">Draft: not used yet</option>
            </select>
          </div>
        </div>
        {problem && <FormMessage tone="error">{problem}</FormMessage>}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : "Save"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
