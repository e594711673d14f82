import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text.tsx';

const draw = (text: string) =>
  renderToStaticMarkup(
    createElement(RichText, {
      text,
      elements: { home: (words: string) => createElement('a', { href: '/' }, words) },
    }),
  );

describe('RichText', () => {
  it("draws the sentence's own marked words with their element, in the language's order", () => {
    expect(draw('Go to the <home>home page</home>.')).toBe('Go to the <a href="/">home page</a>.');
    expect(draw('<home>Página de inicio</home>, por favor')).toBe(
      '<a href="/">Página de inicio</a>, por favor',
    );
  });

  it('shows markup that came in with a value (a name as typed) as written, escaped', () => {
    expect(draw('Invited by <b>Acme</b> Ltd')).toBe('Invited by &lt;b&gt;Acme&lt;/b&gt; Ltd');
  });
});
