import { useWatch, type Control, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { useIndustryTree } from '../../lib/reference-data.ts';
import { FieldGrid } from './field.tsx';
import { SelectField } from './select-field.tsx';

const byOrder = <T extends { order: number }>(list: T[]) => [...list].sort((a, b) => a.order - b.order);

/** The names of a form's three places in the industry tree, and the labels of their selects. */
export interface CategoryFields<T extends FieldValues> {
  industry: Path<T>;
  category: Path<T>;
  subCategory: Path<T>;
}

/**
 * Industry, then one of its categories, then one of that category's subcategories, from the full tree. Choosing an
 * industry empties the category and the subcategory (a category belongs to one industry, a subcategory to one category).
 */
export function CategorySelects<T extends FieldValues, O>({
  control,
  setValue,
  names,
  labels,
}: {
  control: Control<T, unknown, O>;
  setValue: (name: Path<T>, value: PathValue<T, Path<T>>) => void;
  names: CategoryFields<T>;
  labels: { industry: string; category: string; subCategory: string };
}) {
  const tree = useIndustryTree().data ?? [];
  const [industryID, categoryID] = useWatch({ control, name: [names.industry, names.category] }) as [
    string,
    string,
  ];
  const categories = byOrder(tree.find((i) => i.id === industryID)?.categories ?? []);
  const subCategories = byOrder(categories.find((c) => c.id === categoryID)?.subCategories ?? []);
  const clear = (name: Path<T>, value: '' | null) => setValue(name, value as PathValue<T, Path<T>>);

  return (
    <FieldGrid>
      <SelectField
        control={control}
        name={names.industry}
        label={labels.industry}
        onChange={() => {
          clear(names.category, '');
          clear(names.subCategory, null);
        }}
      >
        {tree.map((i) => (
          <option key={i.id} value={i.id}>
            {i.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        control={control}
        name={names.category}
        label={labels.category}
        disabled={categories.length === 0}
        onChange={() => clear(names.subCategory, null)}
      >
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        control={control}
        name={names.subCategory}
        label={labels.subCategory}
        disabled={subCategories.length === 0}
        emptyIsNull
      >
        {subCategories.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </SelectField>
    </FieldGrid>
  );
}
