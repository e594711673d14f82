/** Markup that is already safe: made by `html` alone, so that every value written into it was escaped. */
export class Html {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

type Value = Html | string | number | readonly Html[];

const written = (value: Value): string =>
  value instanceof Html
    ? value.markup
    : Array.isArray(value)
      ? value.map((part: Html) => part.markup).join('')
      : escapeHtml(String(value));

/**
 * The templates' one way to write HTML: every interpolated string is escaped, so that what people wrote (a company
 * named `<b>Acme</b>`) shows as typed; only markup made by `html` itself goes in as it is.
 */
export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  return new Html(strings.reduce((out, part, i) => out + written(values[i - 1]!) + part));
}

/** Line breaks anywhere in a value: CR, LF and the Unicode line and paragraph separators. */
const LINE_BREAKS = /\r\n|[\r\n\u0085\u2028\u2029]/g;

/**
 * A value that must stay on one line (a name, a subject): its line breaks become spaces, so that it can never start a
 * header or a line of the text part that looks like one.
 */
export const oneLine = (text: string): string => text.replace(LINE_BREAKS, ' ').trim();

/** Several lines people wrote, for the text part: each line quoted, so that none begins with what they typed. */
export const quoted = (text: string): string =>
  text
    .split(LINE_BREAKS)
    .map((line) => `> ${line}`)
    .join('\n');

/** Several lines people wrote, for the HTML part: escaped, and broken with `<br>` on one line of source. */
export const paragraph = (text: string): Html =>
  new Html(text.split(LINE_BREAKS).map(escapeHtml).join('<br>'));
