import { useId } from 'react';
import { Form, Link } from 'react-router';
import { buttonClass } from './button.ts';
import { paths } from '../../lib/paths.ts';
import styles from './not-found.module.css';
import { Notice } from './notice.tsx';

/**
 * A public page whose subject does not exist (never did, or was removed): its heading and a line inside the page's usual
 * frame, then a way on, a keyword search and the industries, so a stale link is not a dead end. The server answers it
 * with 404 and `noindex` (`entry-server.tsx`), so search engines drop the address rather than keep a copy.
 */
export function NotFound({ title, text }: { title: string; text: string }) {
  const fieldID = useId();
  return (
    <div className={styles.page}>
      <Notice title={title}>{text}</Notice>
      {/* A GET form: it searches before the page hydrates, and React Router's Form keeps it a client navigation after. */}
      <Form
        role="search"
        aria-labelledby={`${fieldID}-label`}
        action={`/${paths.search.path}`}
        method="get"
        className={styles.search}
      >
        <label id={`${fieldID}-label`} htmlFor={fieldID}>
          Search for businesses and products
        </label>
        <div className={styles.row}>
          <input id={fieldID} name="search" type="search" className={styles.input} />
          <button type="submit" className={buttonClass('primary')}>
            Search
          </button>
        </div>
      </Form>
      <p className={styles.links}>
        Or browse <Link to={paths.industries.href()}>all industries</Link>, or go to the{' '}
        <Link to={paths.home.href()}>home page</Link>.
      </p>
    </div>
  );
}
