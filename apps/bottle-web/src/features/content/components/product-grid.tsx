/**
 * A grid of products (food pairing matches, theme wines, exhibition items), each a link to the
 * product screen (paths.product), and the section of a screen that shows one. Name and price are
 * the link's text; the bottle picture is decorative because the name says the same.
 */
import type { ProductSummary } from '@bottle/api';
import { formatNumber } from '@bottle/domain';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { Section } from '../../../lib/kit';
import { CardGrid, GridCard } from './page';
import { contentMessages } from '../messages';

export function ProductGrid({
  products,
  label,
  onOpen,
}: {
  products: readonly ProductSummary[];
  /** Accessible name of the list. */
  label: string;
  /** Called before navigating (analytics). */
  onOpen?: (product: ProductSummary) => void;
}) {
  const t = useT(contentMessages);
  return (
    <CardGrid aria-label={label}>
      {products.map((p) => (
        <GridCard key={p.prd_cd} to={paths.product(p.prd_cd)} img={p.img_url} imgHeight={400} name={p.prd_nm} onOpen={() => onOpen?.(p)}>
          <span>{t('content.price', { price: formatNumber(p.sale_prc) })}</span>
        </GridCard>
      ))}
    </CardGrid>
  );
}

/**
 * A screen's section of products: its heading (`id` names it, and the grid by its text), then the
 * grid, or the `empty` line when there are none.
 */
export function ProductsSection({
  id,
  title,
  products,
  empty,
  onOpen,
}: {
  id: string;
  title: string;
  products: readonly ProductSummary[];
  empty?: string;
  onOpen?: (product: ProductSummary) => void;
}) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {products.length === 0 && empty ? <p>{empty}</p> : <ProductGrid products={products} label={title} {...(onOpen ? { onOpen } : {})} />}
    </Section>
  );
}
