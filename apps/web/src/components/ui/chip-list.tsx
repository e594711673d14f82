import { X } from 'lucide-react';
import styles from './chip-list.module.css';

export interface Chip {
  value: string;
  label: string;
}

/** Chosen values as chips, each with a button that removes it. */
export function ChipList({
  chips,
  onRemove,
  label,
  removeLabel = (chip) => `Remove ${chip}`,
}: {
  chips: readonly Chip[];
  onRemove: (value: string) => void;
  /** Names the list for assistive technology when nothing around it does. */
  label?: string;
  /** The remove button's name for a chip's label. */
  removeLabel?: (chip: string) => string;
}) {
  return (
    <ul className={styles.chips} aria-label={label}>
      {chips.map((chip) => (
        <li key={chip.value} className={styles.chip}>
          <span>{chip.label}</span>
          <button
            type="button"
            className={styles.remove}
            aria-label={removeLabel(chip.label)}
            onClick={() => onRemove(chip.value)}
          >
            <X aria-hidden size={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}
