import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ConsoleCreateProductRequest,
  type ConsoleReference,
  consoleCreateProductRequestSchema,
  type ProductTypeName,
  productRegions,
  productTypeNames,
  purchaseModes,
} from '@selfcare/contracts';
import { type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ImageField } from '@/shared/catalogue/image-field';
import { ProductPicker } from '@/shared/catalogue/product-picker';
import { t } from '@/shared/i18n/translate';
import { CheckboxGroup } from '@/shared/ui/checkbox-group';
import { Field } from '@/shared/ui/field';
import { SelectField } from '@/shared/ui/select-field';
import { PurchaseOptionFields } from './purchase-option-fields';

export type ProductFormValues = z.input<typeof consoleCreateProductRequestSchema>;
type ProductFormOutput = z.output<typeof consoleCreateProductRequestSchema>;
export type ProductForm = UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;

const VIDEO_TYPES: ProductTypeName[] = ['vod', 'svod'];
const PACKAGE_TYPES: ProductTypeName[] = ['package', 'promotionalpackage'];
/** What a product of each type may contain (contracts' consoleProductFieldsSchema says the same). */
const CONTENTS: Partial<
  Record<ProductTypeName, { field: ContentField; label: Parameters<typeof t>[0]; of?: ProductTypeName }[]>
> = {
  package: [
    { field: 'packageContents', label: 'products.packageContents' },
    { field: 'screens', label: 'products.screens', of: 'screens' },
    { field: 'dataBundles', label: 'products.dataBundles', of: 'databundle' },
  ],
  promotionalpackage: [
    { field: 'packageContents', label: 'products.packageContents' },
    { field: 'screens', label: 'products.screens', of: 'screens' },
    { field: 'dataBundles', label: 'products.dataBundles', of: 'databundle' },
  ],
  channelbundle: [{ field: 'bundleChannels', label: 'products.bundleChannels', of: 'channel' }],
  svod: [{ field: 'svodChildren', label: 'products.svodChildren', of: 'vod' }],
};
type ContentField = 'packageContents' | 'screens' | 'dataBundles' | 'bundleChannels' | 'svodChildren';

/** A number input's value: null when empty. */
const optionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

export function useProductForm(defaultValues: ProductFormValues): ProductForm {
  return useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(consoleCreateProductRequestSchema),
    defaultValues,
  });
}

interface ProductFormFieldsProps {
  form: ProductForm;
  reference: ConsoleReference;
  /** Creating: the type can be chosen and a first purchase option given. */
  creating: boolean;
}

/** Every field of a product, shown by what its type needs. */
export function ProductFormFields({ form, reference, creating }: ProductFormFieldsProps) {
  const { register, watch, setValue } = form;
  const errors = form.formState.errors;
  const productType = watch('productType');
  const typeId = reference.productTypes.find((type) => type.typeName === productType)?.id;
  const typeOf = (name: ProductTypeName) => reference.productTypes.find((type) => type.typeName === name)?.id;
  const idList = (field: 'categoryIds' | 'languageIds' | 'genreIds' | 'tagIds' | ContentField) => watch(field) ?? [];
  const setIds = (field: 'categoryIds' | 'languageIds' | 'genreIds' | 'tagIds' | ContentField, ids: string[]) =>
    setValue(field, ids, { shouldDirty: true });

  return (
    <>
      <fieldset>
        <legend>{t('products.sectionBasics')}</legend>
        <div className="form-grid">
          <Field label={t('products.type')} error={errors.productType?.message}>
            {(control) => (
              <select {...control} disabled={!creating} {...register('productType')}>
                {productTypeNames.map((type) => (
                  <option key={type} value={type}>
                    {t(`type.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('products.name')} error={errors.name?.message}>
            {(control) => <input {...control} {...register('name')} />}
          </Field>
          {VIDEO_TYPES.includes(productType) ? (
            <Field label={t('products.subType')} error={errors.subTypeId?.message}>
              {(control) => (
                <select {...control} {...register('subTypeId', { setValueAs: (v) => v || null })}>
                  <option value="">{t('products.noneChosen')}</option>
                  {reference.subTypes
                    .filter((subType) => subType.parentTypeId === typeOf('vod') || subType.parentTypeId === typeId)
                    .map((subType) => (
                      <option key={subType.id} value={subType.id}>
                        {subType.displayName}
                      </option>
                    ))}
                </select>
              )}
            </Field>
          ) : null}
          {PACKAGE_TYPES.includes(productType) || productType === 'databundle' ? (
            <Field label={t('products.packageType')} error={errors.packageType?.message}>
              {(control) => (
                <select {...control} {...register('packageType', { setValueAs: (v) => v || null })}>
                  <option value="">{t('products.noneChosen')}</option>
                  {(['secondarypackage', 'promotionalpackage', 'primarydatabundle'] as const).map((type) => (
                    <option key={type} value={type}>
                      {t(`type.${type}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
          <SelectField
            label={t('products.purchaseMode')}
            error={errors.purchaseMode?.message}
            registration={register('purchaseMode')}
            options={purchaseModes.map((mode) => ({ value: mode, label: t(`mode.${mode}`) }))}
          />
          {productType === 'channel' ? (
            <Field label={t('products.channelNo')} error={errors.channelNo?.message}>
              {(control) => (
                <input {...control} type="number" min={1} {...register('channelNo', { setValueAs: optionalNumber })} />
              )}
            </Field>
          ) : null}
          {productType === 'screens' ? (
            <Field label={t('products.numberOfScreens')} error={errors.numberOfScreens?.message}>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  min={0}
                  {...register('numberOfScreens', { setValueAs: optionalNumber })}
                />
              )}
            </Field>
          ) : null}
          {productType === 'databundle' ? (
            <Field label={t('products.dataQuota')} error={errors.dataQuota?.message}>
              {(control) => (
                <input {...control} type="number" min={-1} {...register('dataQuota', { setValueAs: optionalNumber })} />
              )}
            </Field>
          ) : null}
          <Field label={t('products.pgRating')} error={errors.pgRating?.message}>
            {(control) => <input {...control} {...register('pgRating', { setValueAs: (v) => v || null })} />}
          </Field>
          <Field label={t('products.sortOrder')} error={errors.sortOrder?.message}>
            {(control) => <input {...control} type="number" {...register('sortOrder', { valueAsNumber: true })} />}
          </Field>
        </div>
        <Field label={t('products.description')} error={errors.description?.message}>
          {(control) => <textarea {...control} rows={3} {...register('description')} />}
        </Field>
      </fieldset>

      <fieldset>
        <legend>{t('products.sectionImage')}</legend>
        <ImageField
          current={watch('thumbnailUrl')}
          onUploaded={(image) => {
            setValue('imageUrl', image.url, { shouldDirty: true, shouldValidate: true });
            setValue('thumbnailUrl', image.url, { shouldDirty: true, shouldValidate: true });
          }}
        />
        <div className="form-grid">
          <Field label={t('products.imageUrl')} error={errors.imageUrl?.message}>
            {(control) => <input {...control} {...register('imageUrl')} />}
          </Field>
          <Field label={t('products.thumbnailUrl')} error={errors.thumbnailUrl?.message}>
            {(control) => <input {...control} {...register('thumbnailUrl')} />}
          </Field>
        </div>
      </fieldset>

      <fieldset>
        <legend>{t('products.sectionDisplay')}</legend>
        <label className="check">
          <input type="checkbox" {...register('enableDisplay')} />
          {t('products.enableDisplay')}
        </label>
        <label className="check">
          <input type="checkbox" {...register('featureTstv')} />
          {t('products.featureTstv')}
        </label>
        <label className="check">
          <input type="checkbox" {...register('featurePip')} />
          {t('products.featurePip')}
        </label>
        <label className="check">
          <input type="checkbox" {...register('featureCpvr')} />
          {t('products.featureCpvr')}
        </label>
        <CheckboxGroup
          legend={t('products.regions')}
          options={productRegions.map((region) => ({ value: region, label: t(`region.${region}`) }))}
          chosen={watch('regions') ?? []}
          onChange={(regions) => setValue('regions', regions, { shouldDirty: true })}
        />
      </fieldset>

      <fieldset>
        <legend>{t('products.sectionLinks')}</legend>
        <CheckboxGroup
          legend={t('products.categories')}
          options={reference.categories
            .filter((category) => category.productTypeId === typeId)
            .map((category) => ({ value: category.id, label: category.category }))}
          chosen={idList('categoryIds')}
          onChange={(ids) => setIds('categoryIds', ids)}
        />
        <CheckboxGroup
          legend={t('products.languages')}
          options={reference.languages.map((language) => ({ value: language.id, label: language.name }))}
          chosen={idList('languageIds')}
          onChange={(ids) => setIds('languageIds', ids)}
        />
        <CheckboxGroup
          legend={t('products.genres')}
          options={reference.genres.map((genre) => ({ value: genre.id, label: genre.name }))}
          chosen={idList('genreIds')}
          onChange={(ids) => setIds('genreIds', ids)}
        />
        <CheckboxGroup
          legend={t('products.tags')}
          options={reference.tags.map((tag) => ({ value: tag.id, label: tag.tag }))}
          chosen={idList('tagIds')}
          onChange={(ids) => setIds('tagIds', ids)}
        />
      </fieldset>

      {CONTENTS[productType] ? (
        <fieldset>
          <legend>{t('products.sectionContents')}</legend>
          {CONTENTS[productType]?.map(({ field, label, of }) => (
            <ProductPicker
              key={field}
              legend={t(label)}
              productType={of}
              chosen={idList(field)}
              onChange={(ids) => setIds(field, ids)}
            />
          ))}
        </fieldset>
      ) : null}

      {creating ? <PurchaseOptionFields form={form} /> : null}
    </>
  );
}

export const emptyProduct = (productType: ProductTypeName = 'channel'): ConsoleCreateProductRequest => ({
  productType,
  name: '',
  description: '',
  imageUrl: '',
  thumbnailUrl: '',
  purchaseMode: 'PURCHASE_MODE_STANDALONE',
  regions: [],
  pgRating: null,
  subTypeId: null,
  packageType: null,
  enableDisplay: true,
  sortOrder: 0,
  categoryIds: [],
  languageIds: [],
  genreIds: [],
  tagIds: [],
  packageContents: [],
  bundleChannels: [],
  svodChildren: [],
  screens: [],
  dataBundles: [],
  purchaseOption: {
    name: '',
    purchaseType: 'PURCHASE_TYPE_SUBSCRIPTION',
    price: 0,
    utilizationPeriod: 1,
    utilizationPeriodUnit: 'MONTHS',
    productAvailableFor: 'ALL',
    isDefault: true,
  },
});
