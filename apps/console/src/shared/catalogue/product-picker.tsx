import type { ProductTypeName } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { t } from '@/shared/i18n/translate';
import { productsQuery } from './list-products';

interface ProductPickerProps {
  legend: string;
  /** The kind of product the list holds; undefined: any. */
  productType?: ProductTypeName;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}

/** An ordered list of products, added by searching the catalogue and removed one by one, shown by name. */
export function ProductPicker({ legend, productType, chosen, onChange }: ProductPickerProps) {
  const searchId = useId();
  const [q, setQ] = useState('');
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(new Map());
  const found = useQuery({
    ...productsQuery({ q: q.trim() || undefined, productType, pageSize: 10, sort: 'name', order: 'asc' }),
    enabled: q.trim().length > 0,
  });
  // The names of what the product already links to, asked once for all of them.
  const unnamed = chosen.filter((id) => !known.has(id));
  const named = useQuery({
    ...productsQuery({ ids: unnamed.slice(0, 100).join(','), pageSize: 100 }),
    enabled: unnamed.length > 0,
  });
  const nameOf = (id: string) => known.get(id) ?? named.data?.items.find((product) => product.id === id)?.name ?? id;

  return (
    <fieldset>
      <legend>{legend}</legend>
      {chosen.length === 0 ? <p>{t('products.pickerEmpty')}</p> : null}
      <ol>
        {chosen.map((id) => (
          <li key={id}>
            {nameOf(id)}{' '}
            <button type="button" onClick={() => onChange(chosen.filter((other) => other !== id))}>
              {t('products.pickerRemove', { name: nameOf(id) })}
            </button>
          </li>
        ))}
      </ol>
      <label htmlFor={searchId}>{t('products.pickerSearch', { list: legend })}</label>
      <input id={searchId} type="search" value={q} onChange={(event) => setQ(event.target.value)} />
      <ul aria-live="polite">
        {(found.data?.items ?? [])
          .filter((product) => !chosen.includes(product.id))
          .map((product) => (
            <li key={product.id}>
              <button
                type="button"
                onClick={() => {
                  setKnown(new Map(known).set(product.id, product.name));
                  onChange([...chosen, product.id]);
                }}
              >
                {t('products.pickerAdd', { name: product.name })}
              </button>
            </li>
          ))}
      </ul>
    </fieldset>
  );
}
