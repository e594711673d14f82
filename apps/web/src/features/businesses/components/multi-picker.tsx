import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Controller, useFormContext } from 'react-hook-form';
import { buttonClass } from '../../../components/ui/button.ts';
import { ChipList } from '../../../components/ui/chip-list.tsx';
import { FieldCluster, fieldControlClass } from '../../../components/form/field.tsx';
import type { Option } from '../../../components/form/bound-fields.tsx';
import styles from './edit-form.module.css';

export interface OptionGroup {
  /** Shown as an `optgroup` when there are several groups. */
  label?: string;
  options: readonly Option[];
}

/**
 * Chooses several values out of a long list (industry categories, languages): the chosen ones as removable chips, and a
 * select with an Add button for the next one. `names` labels chosen values the lists may not have loaded yet.
 */
export function MultiPicker(props: {
  legend: string;
  addLabel: string;
  name: string;
  groups: readonly OptionGroup[];
  names: ReadonlyMap<string, string>;
  max?: number;
}) {
  const { control } = useFormContext();
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field, fieldState }) => (
        <Picker
          {...props}
          chosen={(field.value ?? []) as string[]}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function Picker({
  legend,
  addLabel,
  groups,
  names,
  max,
  chosen,
  onChange,
  error,
}: {
  legend: string;
  addLabel: string;
  groups: readonly OptionGroup[];
  names: ReadonlyMap<string, string>;
  max?: number;
  chosen: string[];
  onChange: (values: string[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('businessEditor');
  const [next, setNext] = useState('');
  const id = useId();
  const labelOf = (value: string) =>
    groups.flatMap((g) => g.options).find((o) => o.value === value)?.label ?? names.get(value) ?? value;
  const full = max !== undefined && chosen.length >= max;

  const add = () => {
    if (!next || chosen.includes(next)) return;
    onChange([...chosen, next]);
    setNext('');
  };
  const remove = (value: string) => onChange(chosen.filter((v) => v !== value));
  const open = (options: readonly Option[]) =>
    options
      .filter((o) => !chosen.includes(o.value))
      .map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ));

  return (
    <FieldCluster legend={legend} error={error}>
      {chosen.length > 0 ? (
        <ChipList chips={chosen.map((value) => ({ value, label: labelOf(value) }))} onRemove={remove} />
      ) : (
        <p className={styles.empty}>{t('picker.none')}</p>
      )}
      <div className={styles.pickerRow}>
        <label htmlFor={id} className="visually-hidden">
          {addLabel}
        </label>
        <select
          id={id}
          className={fieldControlClass}
          value={next}
          disabled={full}
          onChange={(event) => setNext(event.target.value)}
        >
          <option value="">{full ? t('picker.atMost', { max }) : addLabel}</option>
          {groups.length > 1
            ? groups.map((g) => (
                <optgroup key={g.label} label={g.label}>
                  {open(g.options)}
                </optgroup>
              ))
            : groups.flatMap((g) => open(g.options))}
        </select>
        <button type="button" className={buttonClass('outline')} onClick={add} disabled={!next}>
          {t('picker.add')}
        </button>
      </div>
    </FieldCluster>
  );
}
