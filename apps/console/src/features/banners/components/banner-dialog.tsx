import {
  bannerTypes,
  type ConsoleBanner,
  type ConsoleBannerRequest,
  consoleBannerRequestSchema,
} from '@selfcare/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorText } from '@/shared/api/api-error';
import { ImageField } from '@/shared/catalogue/image-field';
import { productsQuery } from '@/shared/catalogue/list-products';
import { ProductPicker } from '@/shared/catalogue/product-picker';
import { t } from '@/shared/i18n/translate';
import { Alert } from '@/shared/ui/alert';
import { CheckboxGroup } from '@/shared/ui/checkbox-group';
import { Dialog } from '@/shared/ui/dialog';
import { Field } from '@/shared/ui/field';
import { FormActions } from '@/shared/ui/form-actions';
import { colomboInstant, colomboLocal } from '@/shared/ui/instants';
import { saveBanner } from '../api/save-banner';

interface BannerFormValues {
  title: string;
  imageUrl: string;
  linkKind: 'none' | 'product' | 'redirect';
  productIds: string[];
  type: (typeof bannerTypes)[number];
  purchaseOptionId: string;
  redirectUrl: string;
  voucherType: '' | 'gift' | 'discount';
  audienceBasePackageIds: string[];
  active: boolean;
  startsAt: string;
  endsAt: string;
}

const formValuesOf = (banner: ConsoleBanner | undefined): BannerFormValues => ({
  title: banner?.title ?? '',
  imageUrl: banner?.imageUrl ?? '',
  linkKind: banner?.link.kind ?? 'none',
  productIds: banner?.link.kind === 'product' ? [banner.link.productId] : [],
  type: banner?.link.kind === 'product' ? banner.link.type : 'package',
  purchaseOptionId: banner?.link.kind === 'product' ? (banner.link.purchaseOptionId ?? '') : '',
  redirectUrl: banner?.link.kind === 'redirect' ? banner.link.redirectUrl : '',
  voucherType: banner?.voucherType ?? '',
  audienceBasePackageIds: banner?.audience.map((pkg) => pkg.id) ?? [],
  active: banner?.active ?? true,
  startsAt: colomboLocal(banner?.startsAt),
  endsAt: colomboLocal(banner?.endsAt),
});

function requestOf(values: BannerFormValues): ConsoleBannerRequest {
  const link: ConsoleBannerRequest['link'] =
    values.linkKind === 'product'
      ? {
          kind: 'product',
          productId: values.productIds[0] ?? '',
          type: values.type,
          purchaseOptionId: values.purchaseOptionId.trim() || null,
        }
      : values.linkKind === 'redirect'
        ? { kind: 'redirect', redirectUrl: values.redirectUrl.trim() }
        : { kind: 'none' };
  return {
    title: values.title,
    imageUrl: values.imageUrl.trim(),
    link,
    voucherType: values.voucherType || null,
    audienceBasePackageIds: values.audienceBasePackageIds,
    active: values.active,
    startsAt: colomboInstant(values.startsAt),
    endsAt: colomboInstant(values.endsAt),
  };
}

/** Adding or editing a banner: image, link, page, audience and dates, checked by the contracts' schema. */
export function BannerDialog({
  banner,
  open,
  onOpenChange,
  onSaved,
}: {
  banner?: ConsoleBanner;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const queryClient = useQueryClient();
  const packages = useQuery({ ...productsQuery({ productType: 'package', pageSize: 100 }), enabled: open });
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BannerFormValues>({
    defaultValues: formValuesOf(banner),
    resolver: async (values) => {
      const parsed = consoleBannerRequestSchema.safeParse(requestOf(values));
      if (parsed.success) return { values, errors: {} };
      const errors: Record<string, { type: string; message: string }> = {};
      for (const issue of parsed.error.issues) {
        const [first, second] = issue.path.map(String);
        const field = first === 'link' ? (second === 'redirectUrl' ? 'redirectUrl' : 'productIds') : (first ?? 'title');
        errors[field] ??= { type: 'validation', message: issue.message };
      }
      return { values: {}, errors };
    },
  });
  const save = useMutation({
    mutationFn: (values: BannerFormValues) => saveBanner(requestOf(values), banner?.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['banners'] });
      onOpenChange(false);
      onSaved();
    },
    onError: (error) => setFailure(errorText(error)),
  });
  const { register, watch, setValue } = form;
  const errors = form.formState.errors;
  const linkKind = watch('linkKind');

  return (
    <Dialog
      title={banner ? t('banners.edit', { title: banner.title }) : t('banners.add')}
      open={open}
      onOpenChange={onOpenChange}
    >
      {failure ? <Alert kind="error">{failure}</Alert> : null}
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
        <ImageField
          current={watch('imageUrl')}
          onUploaded={(image) => setValue('imageUrl', image.url, { shouldDirty: true, shouldValidate: true })}
        />
        <Field label={t('banners.image')} error={errors.imageUrl?.message}>
          {(control) => <input {...control} {...register('imageUrl')} />}
        </Field>
        <Field label={t('banners.titleField')} error={errors.title?.message}>
          {(control) => <input {...control} {...register('title')} />}
        </Field>
        <Field label={t('banners.link')}>
          {(control) => (
            <select {...control} {...register('linkKind')}>
              <option value="none">{t('banners.linkNone')}</option>
              <option value="product">{t('banners.linkProduct')}</option>
              <option value="redirect">{t('banners.linkRedirect')}</option>
            </select>
          )}
        </Field>
        {linkKind === 'product' ? (
          <>
            <ProductPicker
              legend={t('banners.productId')}
              chosen={watch('productIds')}
              onChange={(ids) => setValue('productIds', ids.slice(-1), { shouldDirty: true })}
            />
            {errors.productIds?.message ? <p className="field-error">{errors.productIds.message}</p> : null}
            <Field label={t('banners.productType')}>
              {(control) => (
                <select {...control} {...register('type')}>
                  {bannerTypes.map((type) => (
                    <option key={type} value={type}>
                      {type}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('banners.purchaseOptionId')}>
              {(control) => <input {...control} {...register('purchaseOptionId')} />}
            </Field>
          </>
        ) : null}
        {linkKind === 'redirect' ? (
          <Field label={t('banners.redirectUrl')} error={errors.redirectUrl?.message}>
            {(control) => <input {...control} type="url" {...register('redirectUrl')} />}
          </Field>
        ) : null}
        <Field label={t('banners.voucherType')}>
          {(control) => (
            <select {...control} {...register('voucherType')}>
              <option value="">{t('banners.voucherTypeNone')}</option>
              <option value="gift">{t('banners.voucherType.gift')}</option>
              <option value="discount">{t('banners.voucherType.discount')}</option>
            </select>
          )}
        </Field>
        <CheckboxGroup
          legend={t('banners.audience')}
          options={(packages.data?.items ?? []).map((pkg) => ({ value: pkg.id, label: pkg.name }))}
          chosen={watch('audienceBasePackageIds')}
          onChange={(ids) => setValue('audienceBasePackageIds', ids, { shouldDirty: true })}
        />
        {errors.audienceBasePackageIds?.message ? (
          <p className="field-error">{errors.audienceBasePackageIds.message}</p>
        ) : null}
        <label className="check">
          <input type="checkbox" {...register('active')} />
          {t('banners.active')}
        </label>
        <Field label={t('banners.startsAt')} error={errors.startsAt?.message}>
          {(control) => <input {...control} type="datetime-local" {...register('startsAt')} />}
        </Field>
        <Field label={t('banners.endsAt')} error={errors.endsAt?.message}>
          {(control) => <input {...control} type="datetime-local" {...register('endsAt')} />}
        </Field>
        <FormActions saving={save.isPending} onCancel={() => onOpenChange(false)} />
      </form>
    </Dialog>
  );
}
