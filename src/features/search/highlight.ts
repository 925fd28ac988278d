export interface Segment {
  text: string;
  match: boolean;
}

/** Lower case without accents, one code point at a time, remembering where each folded character came from. */
function fold(text: string): { folded: string; source: number[] } {
  let folded = '';
  const source: number[] = [];
  let index = 0;
  for (const ch of text) {
    const plain = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (let i = 0; i < plain.length; i++) source.push(index);
    folded += plain;
    index += ch.length;
  }
  source.push(index);
  return { folded, source };
}

/**
 * Splits a suggestion around the first place the typed text occurs in it, ignoring case and
 * accents ("bateria" finds "Batería"), so the typed part can be shown highlighted. The pieces
 * always join back to the suggestion.
 */
export function highlightTyped(suggestion: string, typed: string): Segment[] {
  const wanted = fold(typed.trim()).folded;
  if (!wanted) return [{ text: suggestion, match: false }];
  const { folded, source } = fold(suggestion);
  const at = folded.indexOf(wanted);
  if (at < 0) return [{ text: suggestion, match: false }];
  const start = source[at] ?? 0;
  // A code point that folds to several characters and is matched in part is highlighted whole.
  let k = at + wanted.length;
  while (k < folded.length && source[k] === source[k - 1]) k++;
  const end = source[k] ?? suggestion.length;
  const segments: Segment[] = [];
  if (start > 0) segments.push({ text: suggestion.slice(0, start), match: false });
  segments.push({ text: suggestion.slice(start, end), match: true });
  if (end < suggestion.length) segments.push({ text: suggestion.slice(end), match: false });
  return segments;
}
