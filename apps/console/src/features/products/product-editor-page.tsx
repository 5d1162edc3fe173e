import type { ConsoleProduct, ConsoleReference } from '@selfcare/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { errorText } from '@/shared/api/api-error';
import { catalogueReferenceQuery } from '@/shared/catalogue/get-catalogue-reference';
import { t } from '@/shared/i18n/translate';
import { meQuery } from '@/shared/session/me-query';
import { mayChange } from '@/shared/session/permissions';
import { Alert } from '@/shared/ui/alert';
import { PageTitle } from '@/shared/ui/page-title';
import { createProduct } from './api/create-product';
import { productQuery } from './api/get-product';
import { setProductStatus } from './api/set-product-status';
import { updateProduct } from './api/update-product';
import { DiscountsSection } from './components/discounts-section';
import { PausePermissionSection } from './components/pause-permission-section';
import { emptyProduct, ProductFormFields, type ProductFormValues, useProductForm } from './components/product-form';
import { PurchaseOptionsSection } from './components/purchase-options-section';
import { RetentionOfferSection } from './components/retention-offer-section';

/** /products/new and /products/:id: the product's form, and for an existing one its prices and discounts. */
export default function ProductEditorPage() {
  const { id } = useParams();
  const reference = useQuery(catalogueReferenceQuery());
  const product = useQuery({ ...productQuery(id ?? ''), enabled: id !== undefined });
  const failure = reference.error ?? product.error;
  if (failure) return <Alert kind="error">{errorText(failure)}</Alert>;
  if (!reference.data || (id && !product.data)) return <p>{t('app.loading')}</p>;
  return <ProductEditor key={product.data?.updatedAt ?? 'new'} reference={reference.data} product={product.data} />;
}

const formValuesOf = (product: ConsoleProduct): ProductFormValues => {
  const { id, status, purchaseOptionGroupId, discountOptionGroupId, purchaseOptions, createdAt, updatedAt, ...fields } =
    product;
  return fields;
};

function ProductEditor({ reference, product }: { reference: ConsoleReference; product: ConsoleProduct | undefined }) {
  const me = useQuery(meQuery());
  const writer = me.data ? mayChange(me.data.role, 'products') : false;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>((location.state as { notice?: string } | null)?.notice ?? null);
  const form = useProductForm(product ? formValuesOf(product) : emptyProduct());

  const refresh = async (saved: ConsoleProduct) => {
    queryClient.setQueryData(productQuery(saved.id).queryKey, saved);
    await queryClient.invalidateQueries({ queryKey: ['products', 'list'] });
  };
  const save = useMutation({
    mutationFn: async (values: ProductFormValues) => {
      if (product) {
        const { purchaseOption, ...fields } = values;
        return updateProduct(product.id, fields);
      }
      const standalone = values.purchaseMode === 'PURCHASE_MODE_STANDALONE';
      return createProduct(standalone ? values : { ...values, purchaseOption: undefined });
    },
    onSuccess: async (saved) => {
      await refresh(saved);
      if (product) setNotice(t('common.saved'));
      else navigate(`/products/${saved.id}`, { state: { notice: t('products.created', { name: saved.name }) } });
    },
  });
  const status = useMutation({
    mutationFn: (next: 'active' | 'inactive') => setProductStatus(product?.id ?? '', next),
    onSuccess: async (saved) => {
      await refresh(saved);
      setNotice(t('products.statusNow', { status: t(`status.${saved.status}`) }));
    },
  });
  const failure = save.error ?? status.error;

  return (
    <>
      <p>
        <Link to="/products">{t('products.back')}</Link>
      </p>
      <PageTitle>{product ? t('products.editTitle', { name: product.name }) : t('products.createTitle')}</PageTitle>
      {failure ? <Alert kind="error">{errorText(failure)}</Alert> : null}
      {notice ? <Alert kind="success">{notice}</Alert> : null}
      {product ? (
        <div className="row">
          <span>{t('products.statusNow', { status: t(`status.${product.status}`) })}</span>
          {writer ? (
            <button
              type="button"
              onClick={() => status.mutate(product.status === 'active' ? 'inactive' : 'active')}
              disabled={status.isPending}
            >
              {product.status === 'active' ? t('products.deactivate') : t('products.activate')}
            </button>
          ) : null}
        </div>
      ) : null}
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
        <fieldset disabled={!writer} className="plain">
          <ProductFormFields form={form} reference={reference} creating={!product} />
          {writer ? (
            <button type="submit" className="primary" disabled={save.isPending}>
              {t('common.save')}
            </button>
          ) : null}
        </fieldset>
      </form>
      {product ? (
        <>
          <PurchaseOptionsSection product={product} writer={writer} />
          <DiscountsSection product={product} writer={writer} />
          <RetentionOfferSection product={product} writer={writer} />
          {product.productType === 'package' ? <PausePermissionSection product={product} writer={writer} /> : null}
        </>
      ) : null}
    </>
  );
}
