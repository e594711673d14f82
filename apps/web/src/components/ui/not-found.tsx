import { Notice } from './notice.tsx';

/** A public page whose subject does not exist: its heading and a line, inside the page's usual frame. */
export function NotFound({ title, text }: { title: string; text: string }) {
  return <Notice title={title}>{text}</Notice>;
}
