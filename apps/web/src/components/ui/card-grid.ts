import { cx } from '../../lib/cx.ts';
import styles from './card-grid.module.css';

/**
 * How many columns a grid of cards has from each breakpoint on (BREAKPOINTS of @b2b/contracts: xs 600, sm 768, md 992, lg 1200 px);
 * one below the first it names. `fill` and `fit` lay out as many columns of at least --card-min as fit.
 */
export interface CardColumns {
  xs?: 2;
  sm?: 2 | 'fill' | 'fit';
  md?: 2 | 3;
  lg?: 3 | 4;
}

const classOf = {
  xs: { 2: styles.xs2 },
  sm: { 2: styles.sm2, fill: styles.smFill, fit: styles.smFit },
  md: { 2: styles.md2, 3: styles.md3 },
  lg: { 3: styles.lg3, 4: styles.lg4 },
};

/** The class names of a grid of cards with these columns: the one grid every page's cards are laid out in. */
export const cardGrid = (columns: CardColumns = {}) =>
  cx(
    styles.grid,
    columns.xs && classOf.xs[columns.xs],
    columns.sm && classOf.sm[columns.sm],
    columns.md && classOf.md[columns.md],
    columns.lg && classOf.lg[columns.lg],
  );
