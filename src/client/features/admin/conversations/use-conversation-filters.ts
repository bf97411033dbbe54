// The Conversations screen's filters, page cursor and open transcript live in the address bar, so a search can be
// reloaded, shared and navigated back to, and the lead detail can link straight to one chat's transcript.
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  CONVERSATIONS_PAGE_SIZES,
  conversationStatuses,
  humanFilters,
  type ConversationListQuery,
} from "../../../../shared/schemas/conversations.ts";
import { dayStart, formOf, oneOf, pageSizeOf, withChanges } from "../data/filter-params.ts";

export interface ConversationFilterForm {
  q: string;
  status: string;
  agent: string;
  human: string;
  /** yyyy-mm-dd from the date inputs, in the admin's local time. */
  fromDate: string;
  toDate: string;
}

const filterKeys: (keyof ConversationFilterForm)[] = ["q", "status", "agent", "human", "fromDate", "toDate"];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function useConversationFilters() {
  const [params, setParams] = useSearchParams();
  const form: ConversationFilterForm = useMemo(() => formOf(params, filterKeys), [params]);
  const cursor = params.get("cursor") || undefined;
  const pageSize = pageSizeOf(params, CONVERSATIONS_PAGE_SIZES);

  const query: ConversationListQuery = useMemo(
    () => ({
      q: form.q.trim() || undefined,
      status: oneOf(conversationStatuses, form.status),
      agent: UUID.test(form.agent) ? form.agent : undefined,
      human: oneOf(humanFilters, form.human),
      from: dayStart(form.fromDate),
      // The "to" day is inclusive: everything before the next local midnight.
      to: dayStart(form.toDate, 1),
      cursor,
      pageSize,
    }),
    [form, cursor, pageSize],
  );
  const active = filterKeys.some((k) => form[k] !== "");

  const update = useCallback(
    (changes: Partial<ConversationFilterForm & { cursor: string; pageSize: number; chat: string }>) => {
      setParams((prev) => withChanges(prev, changes, filterKeys), { replace: "q" in changes });
    },
    [setParams],
  );

  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  const openChat = params.get("chat");
  return { form, query, active, update, clear, openChat };
}
