/**
 * A sentence cut into plain text and the values in it that must stay on one line (order numbers such as
 * 'AT-2026-000010', IBANs, amounts): a browser may otherwise break them at a hyphen or space ('AT-2026-↵000010').
 * The parts keep the text's order; each value is found where it first appears after the previous part.
 */
export type TextPart = { text: string; whole: boolean };

export function unbrokenParts(text: string, values: readonly string[]): TextPart[] {
  const wanted = values.filter((value) => value.length > 0);
  const parts: TextPart[] = [];
  let rest = text;
  while (rest.length > 0) {
    let next: { at: number; value: string } | null = null;
    for (const value of wanted) {
      const at = rest.indexOf(value);
      if (at >= 0 && (next === null || at < next.at || (at === next.at && value.length > next.value.length))) next = { at, value };
    }
    if (next === null) {
      parts.push({ text: rest, whole: false });
      break;
    }
    if (next.at > 0) parts.push({ text: rest.slice(0, next.at), whole: false });
    parts.push({ text: next.value, whole: true });
    rest = rest.slice(next.at + next.value.length);
  }
  return parts;
}
