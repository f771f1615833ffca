'use client';

import { useTranslations } from 'next-intl';
import type { ShopProductFieldsFragment } from '@/lib/graphql/generated/operations';
import { productIncludes, productPrice, type ProductContext } from './product-text';
import checkout from './checkout.module.scss';
import styles from './commerce.module.scss';

const KINDS = [
  { kind: 'credits', legend: 'product.creditPacks' },
  { kind: 'subscription', legend: 'product.subscriptions' },
] as const;

/**
 * Step 1's product choice: one radio group (name productId), credit packs and subscriptions each under a
 * legend of their own; every choice says what it includes and its net price. The error stands under the legend.
 */
export function ProductChoice({
  products,
  context,
  selected,
  error,
}: {
  products: ShopProductFieldsFragment[];
  context: ProductContext;
  selected: string;
  error?: string;
}) {
  const t = useTranslations('commerce');
  return (
    <fieldset
      className={checkout.group}
      id="checkout-productId"
      aria-describedby={error ? 'checkout-productId-error' : undefined}
    >
      <legend>{t('checkout.products')}</legend>
      {error && (
        <p id="checkout-productId-error" className={styles.fieldError}>
          {error}
        </p>
      )}
      {KINDS.map(({ kind, legend }) => {
        const ofKind = products.filter((p) => p.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <fieldset key={kind} className={checkout.group}>
            <legend>{t(legend)}</legend>
            <ul className={checkout.products}>
              {ofKind.map((product) => {
                const id = `checkout-product-${product.sku}`;
                const price = productPrice(t, product, context);
                return (
                  <li key={product.id} className={checkout.product}>
                    <label htmlFor={id}>
                      <input
                        id={id}
                        type="radio"
                        name="productId"
                        value={product.id}
                        defaultChecked={product.id === selected}
                        required
                        aria-describedby={`${id}-details`}
                      />
                      <span>{product.name}</span>
                    </label>
                    <div id={`${id}-details`}>
                      <p className={checkout.price}>{price.net}</p>
                      {price.perAd && <p className={styles.meta}>{price.perAd}</p>}
                      <p className={styles.meta}>{productIncludes(t, product, context)}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </fieldset>
  );
}
