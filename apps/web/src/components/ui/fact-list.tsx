import type { ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import styles from './fact-list.module.css';

export type Fact = [label: string, value: ReactNode];

/** The facts that are filled in: null, undefined, empty strings and empty lists are left out. */
export function filledFacts(facts: [string, ReactNode | null | undefined][]): Fact[] {
  return facts.filter((fact): fact is Fact => {
    const value = fact[1];
    return value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && !value.length);
  });
}

/**
 * Label and value rows, side by side; `stacked` puts each value under its label on phones, for long values such as
 * addresses and descriptions.
 */
export function FactList({ facts, stacked = false }: { facts: Fact[]; stacked?: boolean }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={cx(styles.row, stacked && styles.stacked)}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
