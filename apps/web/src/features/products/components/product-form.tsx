import {
  PRODUCT_LIMITS,
  ProductInputSchema,
  type Product,
  type ProductFormValues,
  type ProductInput,
} from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '../../../components/form/zod-resolver.ts';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { Field, FieldErrorText, FieldGrid, FormSection } from '../../../components/form/field.tsx';
import { TextArea } from '../../../components/form/text-area.tsx';
import { useCreateProduct } from '../api/queries.ts';
import { useUpdateProduct } from '../api/queries.ts';
import { showSaveFailure } from '../show-save-failure.ts';
import { CategorySelects } from '../../../components/form/category-selects.tsx';
import { KeywordsField } from './keywords-field.tsx';
import { GalleryField, MainImageField } from './product-image-fields.tsx';
import styles from './product-form.module.css';
import { paths } from '../../../lib/paths.ts';
import { useRevealFirstError } from '../../../components/form/use-reveal-first-error.ts';

/** The form's values for a new product, or for one being edited. */
function formValues(businessID: string, product: Product | undefined): ProductFormValues {
  return {
    businessID,
    name: product?.name ?? '',
    keywords: product?.keywords ?? [],
    description: product?.description ?? '',
    industry: product?.industry.id ?? '',
    category: product?.category.id ?? '',
    subCategory: product?.subCategory?.id ?? null,
    leadTime: product?.leadTime ?? '',
    stock: product?.stock ?? false,
    specs: product?.specs ?? [],
    mainImage: product?.mainImage ?? null,
    images: product?.images ?? [],
    videos: product?.videos.map(({ url }) => ({ url })) ?? [],
  };
}

/**
 * Adds a product to a business's showcase or edits one: every field of `ProductInputSchema`, checked by the same schema
 * the server uses. An edit sends every field, with null for an emptied optional one so the server clears it.
 */
export function ProductForm({ businessID, product }: { businessID: string; product?: Product }) {
  const { t } = useTranslation('products');
  const form = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: zodResolver(ProductInputSchema),
    defaultValues: formValues(businessID, product),
    shouldFocusError: false,
  });
  const { register, control, handleSubmit, formState } = form;
  const errors = formState.errors;
  const formRef = useRevealFirstError(formState);
  const specs = useFieldArray({ control, name: 'specs' });
  const videos = useFieldArray({ control, name: 'videos' });
  const descriptionLength = useWatch({ control, name: 'description' }).length;
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const navigate = useNavigate();
  const saving = create.isPending || update.isPending;

  const saved = () => {
    toast.success(t('form.saved'));
    void navigate(paths.businessProducts.href(businessID));
  };
  const save = ({ businessID: _business, ...input }: ProductInput) => {
    if (product) {
      const changes = {
        ...input,
        subCategory: input.subCategory ?? null,
        leadTime: input.leadTime || null,
        mainImage: input.mainImage ?? null,
      };
      update.mutate(
        { productID: product.productID, update: changes },
        { onSuccess: saved, onError: showSaveFailure },
      );
    } else {
      create.mutate({ businessID, ...input }, { onSuccess: saved, onError: showSaveFailure });
    }
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      aria-label={product ? t('form.editLabel', { name: product.name }) : t('form.newLabel')}
      noValidate
      onSubmit={(event) => void handleSubmit(save)(event)}
    >
      <FormSection legend={t('form.product')}>
        <Field label={t('form.name')} error={errors.name?.message}>
          {(props) => <input {...props} {...register('name')} maxLength={PRODUCT_LIMITS.nameMax} />}
        </Field>
        <TextArea
          label={t('form.description')}
          error={errors.description?.message}
          registration={register('description')}
          maxLength={PRODUCT_LIMITS.descriptionMax}
          length={descriptionLength}
        />
        <KeywordsField control={control} />
      </FormSection>

      <FormSection legend={t('form.classification')}>
        <CategorySelects
          control={control}
          setValue={form.setValue}
          names={{ industry: 'industry', category: 'category', subCategory: 'subCategory' }}
          labels={{
            industry: t('form.industry'),
            category: t('form.category'),
            subCategory: t('form.subCategory'),
          }}
        />
      </FormSection>

      <FormSection legend={t('form.availability')}>
        <FieldGrid>
          <Field label={t('form.leadTime')} hint={t('form.leadTimeHint')} error={errors.leadTime?.message}>
            {(props) => <input {...props} {...register('leadTime')} maxLength={PRODUCT_LIMITS.leadTimeMax} />}
          </Field>
        </FieldGrid>
        <label className={styles.checkbox}>
          <input type="checkbox" {...register('stock')} />
          {t('form.fromStock')}
        </label>
      </FormSection>

      <FormSection legend={t('form.specifications')}>
        {specs.fields.length === 0 && <p className={styles.empty}>{t('form.noSpecifications')}</p>}
        <ol className={styles.rows}>
          {specs.fields.map((spec, index) => (
            <li key={spec.id} className={styles.specRow}>
              <Field
                label={t('form.specName', { number: index + 1 })}
                error={errors.specs?.[index]?.key?.message}
              >
                {(props) => (
                  <input
                    {...props}
                    {...register(`specs.${index}.key`)}
                    maxLength={PRODUCT_LIMITS.specKeyMax}
                  />
                )}
              </Field>
              <Field
                label={t('form.specValue', { number: index + 1 })}
                error={errors.specs?.[index]?.value?.message}
              >
                {(props) => (
                  <input
                    {...props}
                    {...register(`specs.${index}.value`)}
                    maxLength={PRODUCT_LIMITS.specValueMax}
                  />
                )}
              </Field>
              <button
                type="button"
                className={buttonClass('ghost', { size: 'sm' })}
                onClick={() => specs.remove(index)}
                aria-label={t('form.removeSpec', { number: index + 1 })}
              >
                <Trash2 aria-hidden size={16} />
              </button>
            </li>
          ))}
        </ol>
        {errors.specs?.message && <FieldErrorText>{errors.specs.message}</FieldErrorText>}
        <div>
          <button
            type="button"
            className={buttonClass('outline', { size: 'sm' })}
            onClick={() => specs.append({ key: '', value: '' })}
            disabled={specs.fields.length >= PRODUCT_LIMITS.specsMax}
          >
            <Plus aria-hidden size={16} />
            {t('form.addSpec')}
          </button>
        </div>
      </FormSection>

      <FormSection legend={t('form.pictures')}>
        <MainImageField control={control} businessID={businessID} />
        <GalleryField control={control} getValues={form.getValues} businessID={businessID} />
      </FormSection>

      <FormSection legend={t('form.videos')}>
        <p className={styles.hint}>{t('form.videosHint', { max: PRODUCT_LIMITS.videosMax })}</p>
        <ol className={styles.rows}>
          {videos.fields.map((video, index) => (
            <li key={video.id} className={styles.videoRow}>
              <Field
                label={t('form.videoAddress', { number: index + 1 })}
                error={errors.videos?.[index]?.url?.message}
              >
                {(props) => (
                  <input
                    {...props}
                    {...register(`videos.${index}.url`)}
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    maxLength={PRODUCT_LIMITS.videoUrlMax}
                  />
                )}
              </Field>
              <button
                type="button"
                className={buttonClass('ghost', { size: 'sm' })}
                onClick={() => videos.remove(index)}
                aria-label={t('form.removeVideo', { number: index + 1 })}
              >
                <Trash2 aria-hidden size={16} />
              </button>
            </li>
          ))}
        </ol>
        <div>
          <button
            type="button"
            className={buttonClass('outline', { size: 'sm' })}
            onClick={() => videos.append({ url: '' })}
            disabled={videos.fields.length >= PRODUCT_LIMITS.videosMax}
          >
            <Plus aria-hidden size={16} />
            {t('form.addVideo')}
          </button>
        </div>
      </FormSection>

      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary')} disabled={saving}>
          {saving ? t('form.saving') : product ? t('form.saveChanges') : t('form.add')}
        </button>
        <Link to={paths.businessProducts.href(businessID)} className={buttonClass('outline')}>
          {t('form.cancel')}
        </Link>
      </div>
    </form>
  );
}
