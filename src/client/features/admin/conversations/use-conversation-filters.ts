// The Conversations screen's filters, page cursor and open transcript live in the address bar, so a search can be
// reloaded, shared and navigated back to, and the lead detail can link straight to one chat's transcript.
import { useMemo } from "react";
import {
  CONVERSATIONS_PAGE_SIZES,
  conversationStatuses,
  humanFilters,
  type ConversationListQuery,
} from "../../../../shared/schemas/conversations.ts";
import { oneOf } from "../data/filter-params.ts";
import { dayRange, useListParams } from "../data/use-list-params.ts";

export interface ConversationFilterForm {
  q: string;
  status: string;
  agent: string;
  human: string;
  /** One of the team's labels (issue 30). */
  label: string;
  /** yyyy-mm-dd from the date inputs, in the admin's local time. */
  fromDate: string;
  toDate: string;
}

const filterKeys: (keyof ConversationFilterForm)[] = ["q", "status", "agent", "human", "label", "fromDate", "toDate"];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function useConversationFilters() {
  const { params, form, cursor, pageSize, active, update, clear } = useListParams(filterKeys, CONVERSATIONS_PAGE_SIZES);

  const query: ConversationListQuery = useMemo(
    () => ({
      q: form.q.trim() || undefined,
      status: oneOf(conversationStatuses, form.status),
      agent: UUID.test(form.agent) ? form.agent : undefined,
      human: oneOf(humanFilters, form.human),
      label: form.label.trim() || undefined,
      ...dayRange(form.fromDate, form.toDate),
      cursor,
      pageSize,
    }),
    [form, cursor, pageSize],
  );

  const openChat = params.get("chat");
  return { form, query, active, update, clear, openChat };
}
