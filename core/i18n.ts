import { de, type MessageKey } from "./messages/de";

export type { MessageKey };
export type Messages = Readonly<Record<string, string>>;

const reported = new Set<string>();

/**
 * Looks up a message and fills `{name}` placeholders. A missing key is reported once per key
 * through `onMissing` and shows the key's second segment (spec §8).
 */
export function translate(
  messages: Messages,
  key: string,
  values?: Record<string, string | number>,
  onMissing?: (key: string) => void,
): string {
  let text = messages[key];
  if (text === undefined) {
    if (!reported.has(key)) {
      reported.add(key);
      onMissing?.(key);
    }
    text = key.split(".")[1] ?? key;
  }
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The storefront text is German on every storefront for now; other languages fall back to it. */
export function messagesFor(_language: string): Messages {
  return de;
}
