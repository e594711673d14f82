import {
  PRODUCT_LIMITS,
  ProductInputSchema,
  TOAST_SAVED_MESSAGE,
  type Product,
  type ProductFormValues,
  type ProductInput,
} from '@b2b/contracts';
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
import { CategorySelects } from './category-selects.tsx';
import { KeywordsField } from './keywords-field.tsx';
import { GalleryField, MainImageField } from './product-image-fields.tsx';
import styles from './product-form.module.css';
import { paths } from '../../../lib/paths.ts';

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
  const form = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: zodResolver(ProductInputSchema),
    defaultValues: formValues(businessID, product),
  });
  const { register, control, handleSubmit, formState } = form;
  const errors = formState.errors;
  const specs = useFieldArray({ control, name: 'specs' });
  const videos = useFieldArray({ control, name: 'videos' });
  const descriptionLength = useWatch({ control, name: 'description' }).length;
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const navigate = useNavigate();
  const saving = create.isPending || update.isPending;

  const saved = () => {
    toast.success(TOAST_SAVED_MESSAGE);
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
      className={styles.form}
      aria-label={product ? `Edit ${product.name}` : 'New product'}
      noValidate
      onSubmit={(event) => void handleSubmit(save)(event)}
    >
      <FormSection legend="Product">
        <Field label="Name" error={errors.name?.message}>
          {(props) => <input {...props} {...register('name')} maxLength={PRODUCT_LIMITS.nameMax} />}
        </Field>
        <TextArea
          label="Description"
          error={errors.description?.message}
          registration={register('description')}
          maxLength={PRODUCT_LIMITS.descriptionMax}
          length={descriptionLength}
        />
        <KeywordsField control={control} />
      </FormSection>

      <FormSection legend="Classification">
        <CategorySelects control={control} setValue={form.setValue} />
      </FormSection>

      <FormSection legend="Availability">
        <FieldGrid>
          <Field label="Lead time" hint="e.g. 15 days" error={errors.leadTime?.message}>
            {(props) => <input {...props} {...register('leadTime')} maxLength={PRODUCT_LIMITS.leadTimeMax} />}
          </Field>
        </FieldGrid>
        <label className={styles.checkbox}>
          <input type="checkbox" {...register('stock')} />
          Available from stock
        </label>
      </FormSection>

      <FormSection legend="Specifications">
        {specs.fields.length === 0 && <p className={styles.empty}>No specifications yet.</p>}
        <ol className={styles.rows}>
          {specs.fields.map((spec, index) => (
            <li key={spec.id} className={styles.specRow}>
              <Field label={`Specification ${index + 1} name`} error={errors.specs?.[index]?.key?.message}>
                {(props) => (
                  <input
                    {...props}
                    {...register(`specs.${index}.key`)}
                    maxLength={PRODUCT_LIMITS.specKeyMax}
                  />
                )}
              </Field>
              <Field label={`Specification ${index + 1} value`} error={errors.specs?.[index]?.value?.message}>
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
                aria-label={`Remove specification ${index + 1}`}
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
            Add specification
          </button>
        </div>
      </FormSection>

      <FormSection legend="Pictures">
        <MainImageField control={control} businessID={businessID} />
        <GalleryField control={control} getValues={form.getValues} businessID={businessID} />
      </FormSection>

      <FormSection legend="Videos">
        <p className={styles.hint}>
          Web addresses of videos of the product, up to {PRODUCT_LIMITS.videosMax}.
        </p>
        <ol className={styles.rows}>
          {videos.fields.map((video, index) => (
            <li key={video.id} className={styles.videoRow}>
              <Field label={`Video ${index + 1} address`} error={errors.videos?.[index]?.url?.message}>
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
                aria-label={`Remove video ${index + 1}`}
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
            Add video
          </button>
        </div>
      </FormSection>

      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary')} disabled={saving}>
          {saving ? 'Saving...' : product ? 'Save changes' : 'Add product'}
        </button>
        <Link to={paths.businessProducts.href(businessID)} className={buttonClass('outline')}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
