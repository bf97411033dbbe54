// A lead form posted without JavaScript that needs fixing comes back from the server with the visitor's answers and
// a problem per field. The fields read both by their name from here; forms outside a lead form (the chat) see nothing.
import { createContext, useContext, useId } from "react";
import type { FieldProblem } from "../../../shared/schemas/contact-rules.ts";
import type { FormAnswers } from "./lead-mapping.ts";

export interface ReturnedAnswers {
  /** Prefix of the fields' element ids, so the error summary can link to each field. */
  idPrefix: string;
  answers: FormAnswers;
  /** Problems by field name, shown next to the field: the server's, or the form's own check with JavaScript. */
  errors: Readonly<Record<string, FieldProblem>>;
}

const ReturnedAnswersContext = createContext<ReturnedAnswers | null>(null);

export const ReturnedAnswersProvider = ReturnedAnswersContext.Provider;

/** The element id of a lead form's field, as the error summary links to it. */
export const fieldElementId = (idPrefix: string, name: string) => `${idPrefix}-${name}`;

/** A field's id, the answer the server sent back for it and its problem, if any. */
export function useReturnedField(name: string): { id: string; value: string | undefined; error: FieldProblem | undefined } {
  const generated = useId();
  const returned = useContext(ReturnedAnswersContext);
  if (!returned) return { id: generated, value: undefined, error: undefined };
  return { id: fieldElementId(returned.idPrefix, name), value: returned.answers[name], error: returned.errors[name] };
}
