/**
 * A grid of products (food pairing matches, theme wines, exhibition items), each a link to the
 * product screen (paths.product). Name and price are the link's text; the bottle picture is
 * decorative because the name says the same.
 */
import type { ProductSummary } from '@bottle/api';
import { formatNumber } from '@bottle/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { CardGrid } from './page';
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
        <li key={p.prd_cd}>
          <Link to={paths.product(p.prd_cd)} onClick={() => onOpen?.(p)}>
            <img src={p.img_url} alt="" width={300} height={400} loading="lazy" />
            <strong>{p.prd_nm}</strong>
            <span>{t('content.price', { price: formatNumber(p.sale_prc) })}</span>
          </Link>
        </li>
      ))}
    </CardGrid>
  );
}
