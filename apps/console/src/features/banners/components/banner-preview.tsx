import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorText } from '@/shared/api/api-error';
import { productsQuery } from '@/shared/catalogue/list-products';
import { CONNECTION_TYPES, connectionTypeName } from '@/shared/i18n/connection-type-name';
import { t } from '@/shared/i18n/translate';
import { Alert } from '@/shared/ui/alert';
import { Field } from '@/shared/ui/field';
import { colomboInstant } from '@/shared/ui/instants';
import { bannerPreviewQuery, type PreviewAudience } from '../api/preview-banners';

/** What a visitor or a connection of a type and base package sees at an instant, by the portal's own rule. */
export function BannerPreview() {
  const [audience, setAudience] = useState<PreviewAudience>({ connectionType: 'visitor' });
  const preview = useQuery(bannerPreviewQuery(audience));
  const packages = useQuery(productsQuery({ productType: 'package', pageSize: 100 }));
  const form = useForm({ defaultValues: { who: 'visitor', basePackageId: '', at: '', page: '' } });
  const who = form.watch('who');
  const show = form.handleSubmit((values) =>
    setAudience({
      connectionType: values.who === 'visitor' ? 'visitor' : Number(values.who),
      basePackageId: values.who === 'visitor' ? undefined : values.basePackageId || undefined,
      at: colomboInstant(values.at) ?? undefined,
      voucherType: values.page === 'gift' || values.page === 'discount' ? values.page : undefined,
    }),
  );
  const banners = preview.data?.banners ?? [];
  return (
    <section aria-labelledby="preview-title">
      <h2 id="preview-title">{t('banners.previewTitle')}</h2>
      <form className="filters" onSubmit={show}>
        <Field label={t('banners.previewAudience')}>
          {(control) => (
            <select {...control} {...form.register('who')}>
              <option value="visitor">{t('banners.previewVisitor')}</option>
              {CONNECTION_TYPES.map((type) => (
                <option key={type} value={String(type)}>
                  {t('banners.previewConnection', { type: connectionTypeName(type) })}
                </option>
              ))}
            </select>
          )}
        </Field>
        {who !== 'visitor' ? (
          <Field label={t('banners.previewPackage')}>
            {(control) => (
              <select {...control} {...form.register('basePackageId')}>
                <option value="">{t('products.noneChosen')}</option>
                {(packages.data?.items ?? []).map((pkg) => (
                  <option key={pkg.id} value={pkg.id}>
                    {pkg.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <Field label={t('banners.voucherType')}>
          {(control) => (
            <select {...control} {...form.register('page')}>
              <option value="">{t('banners.voucherTypeNone')}</option>
              <option value="gift">{t('banners.voucherType.gift')}</option>
              <option value="discount">{t('banners.voucherType.discount')}</option>
            </select>
          )}
        </Field>
        <Field label={t('banners.previewAt')}>
          {(control) => <input {...control} type="datetime-local" {...form.register('at')} />}
        </Field>
        <button type="submit" className="primary">
          {t('banners.previewShow')}
        </button>
      </form>
      {preview.error ? <Alert kind="error">{errorText(preview.error)}</Alert> : null}
      <p role="status">
        {preview.data
          ? banners.length === 0
            ? t('banners.previewNone')
            : t('banners.previewCount', { count: banners.length })
          : ''}
      </p>
      <ol className="preview-grid">
        {banners.map((banner) => (
          <li key={banner.id}>
            <img src={banner.imageURL} alt={banner.title} />
          </li>
        ))}
      </ol>
    </section>
  );
}
