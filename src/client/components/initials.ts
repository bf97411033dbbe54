// The letters on a person's avatar, from their name as the page shows it (so a Hindi page shows Devanagari ones).

const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });
const graphemes = (text: string): string[] => Array.from(segmenter.segment(text), (s) => s.segment);

/**
 * Viramas that join a consonant to the next into one conjunct (क्ष, ত্র, ଷ୍ଟ …), as Unicode 15.1's grapheme rule GB9c
 * lists them. An engine with older Unicode data splits "क्ष" into "क्" and "ष"; joining them here gives every engine,
 * server and browser alike, the same letters.
 */
const LINKER_AT_END = /[\u094D\u09CD\u0ACD\u0B4D\u0C4D\u0D4D]\u200D?$/u;

/**
 * The first written syllable of a word: a letter with its marks, a consonant with its vowel sign, or a whole conjunct.
 * `split` cuts a text into graphemes (a test passes an engine without GB9c).
 */
export function firstAkshara(word: string, split: (text: string) => Iterable<string> = graphemes): string {
  let out = "";
  for (const segment of split(word)) {
    if (out && !LINKER_AT_END.test(out)) break;
    out += segment;
  }
  return out;
}

/** A script with capital letters (Latin, Cyrillic, Greek …), where initials are a letter per name. */
const isCased = (letter: string): boolean => letter.toUpperCase() !== letter.toLowerCase();

/**
 * A person's initials for an avatar, from the name as shown. In a script with capital letters, the first letters of the
 * first and last names, in capitals: "Ramesh Patil" → "RP", "Savitri Bai Patil" → "SP", "Lakshmamma" → "L". In a script
 * without them (Devanagari and the other Indian scripts), the first akshara of the first name, whole with its vowel sign
 * or conjunct, since two aksharas read as a syllable of a word: "सुनीता देवी" → "सु", "क्षमा राव" → "क्ष".
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (!first) return "";
  const head = firstAkshara(first);
  if (!isCased(head)) return head;
  const last = words.length > 1 ? firstAkshara(words.at(-1) ?? "") : "";
  return (head + last).toUpperCase();
}
