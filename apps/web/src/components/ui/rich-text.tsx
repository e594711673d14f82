import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence whose words in `<name>...</name>` are drawn by `elements[name]` (a link, mostly), so that each
 * language keeps the whole sentence in its own order. react-i18next's `Trans` does this too, with an HTML parser that
 * cost 3 KB gzip of every first load.
 */
export function RichText({
  text,
  elements,
}: {
  text: string;
  elements: Record<string, (children: string) => ReactNode>;
}) {
  // Split by a pattern with two groups: text, name, inner words, text, name, inner words, ..., text.
  const parts = text.split(/<(\w+)>(.*?)<\/\1>/g);
  return (
    <>
      {parts.map((part, i) => {
        if (i % 3 === 0) return part;
        if (i % 3 === 2) return null;
        const inner = parts[i + 1] ?? '';
        const element = elements[part];
        // Markup that is not the sentence's own came in with an interpolated value (a name as someone typed it): it
        // shows as written.
        return <Fragment key={i}>{element ? element(inner) : `<${part}>${inner}</${part}>`}</Fragment>;
      })}
    </>
  );
}
