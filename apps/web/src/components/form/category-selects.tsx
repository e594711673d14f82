import type { ProductFormValues, ProductInput } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { FieldGrid } from '../../../components/form/field.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { useIndustryTree } from '../../../lib/reference-data.ts';

type FormControl = Control<ProductFormValues, unknown, ProductInput>;
const byOrder = <T extends { order: number }>(list: T[]) => [...list].sort((a, b) => a.order - b.order);

/** Industry, then one of its categories, then one of that category's subcategories, from the full tree. */
export function CategorySelects({
  control,
  setValue,
}: {
  control: FormControl;
  setValue: UseFormSetValue<ProductFormValues>;
}) {
  const { t } = useTranslation('products');
  const tree = useIndustryTree().data ?? [];
  const [industryID, categoryID] = useWatch({ control, name: ['industry', 'category'] });
  const categories = byOrder(tree.find((i) => i.id === industryID)?.categories ?? []);
  const subCategories = byOrder(categories.find((c) => c.id === categoryID)?.subCategories ?? []);

  return (
    <FieldGrid>
      <SelectField
        control={control}
        name="industry"
        label={t('form.industry')}
        onChange={() => {
          // A category belongs to one industry, a subcategory to one category.
          setValue('category', '');
          setValue('subCategory', null);
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
        name="category"
        label={t('form.category')}
        disabled={categories.length === 0}
        onChange={() => setValue('subCategory', null)}
      >
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        control={control}
        name="subCategory"
        label={t('form.subCategory')}
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
