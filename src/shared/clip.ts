// A text cut to `max` characters with an ellipsis, for previews (lists, alerts) that show a person's words in one line.
export const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
