/**
 * A horizontal shelf of products (home's sections, the screens it opens): picture, name and price per tile, each a link
 * to its product page. A list a screen reader steps through; native scrolling with snap. The
 * `grid` form wraps the same tiles in two columns (a screen of its own: recommendations, a pick).
 */
import styled from '@emotion/styled';
import { Link } from '../router/link';
import type { ProductSummary } from '@bottle/api';
import { formatNumber } from '@bottle/domain';
import { paths } from '../../config/paths';

const Shelf = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x proximity;
  /* Snapping aligns a tile's start with the snap port's: without this padding the first tile
     snapped to the screen's edge, left of the section's heading (16 px in). */
  scroll-padding-inline: ${({ theme }) => theme.space.lg};
  li {
    flex: 0 0 128px;
    scroll-snap-align: start;
  }
  &[data-layout='grid'] {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
    overflow-x: visible;
    img {
      width: 100%;
    }
  }
  a {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    min-height: 44px;
    color: inherit;
    text-decoration: none;
  }
  img {
    width: 128px;
    height: 160px;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.grayBg};
  }
  span {
    font-size: ${({ theme }) => theme.typography.size.sm};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  strong {
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

/** The height a shelf takes, for its placeholder before it loads. */
export const SHELF_HEIGHT = 240;

/**
 * How many tiles a phone shows before the member scrolls the shelf sideways: 128 px tiles with
 * their gap on a 360–430 px screen show three (the fourth at most in part).
 */
export const TILES_IN_VIEW = 3;

export interface ProductShelfProps {
  label: string;
  products: readonly ProductSummary[];
  /** Called with the product when its tile is tapped (the section's analytics event). */
  onOpen?: (product: ProductSummary) => void;
  /** The price's text from the formatted amount ('12,000' → '12,000원'), in the screen's strings. */
  priceText: (formatted: string) => string;
  /** `shelf` (default): one scrolling row; `grid`: wrapped columns. */
  layout?: 'shelf' | 'grid';
  /**
   * The shelf is in the screen's first viewport (home's first pick): the pictures of the tiles in
   * view load at once instead of lazily (a lazy picture waits for layout to place it, and its
   * request starts late), the first with high priority, as it is the screen's largest element.
   * Off-screen tiles stay lazy.
   */
  firstInView?: boolean;
}

/** The loading attributes of tile `index`'s picture. */
function pictureLoading(index: number, firstInView: boolean) {
  if (!firstInView || index >= TILES_IN_VIEW) return { loading: 'lazy' as const };
  return index === 0 ? { fetchPriority: 'high' as const } : {};
}

export function ProductShelf({ label, products, onOpen, priceText, layout = 'shelf', firstInView = false }: ProductShelfProps) {
  return (
    <Shelf aria-label={label} data-layout={layout}>
      {products.map((p, i) => (
        <li key={p.prd_cd}>
          <Link to={paths.product(p.prd_cd)} onClick={() => onOpen?.(p)}>
            <img src={p.img_url} alt="" width={128} height={160} decoding="async" {...pictureLoading(i, firstInView)} />
            <span>{p.prd_nm}</span>
            <strong>{priceText(formatNumber(p.sale_prc))}</strong>
          </Link>
        </li>
      ))}
    </Shelf>
  );
}

export interface ProductShelfPlaceholderProps {
  /**
   * The name of the place for the screen's largest picture, on the first tile: the prerendered
   * page's early module shows that picture there as soon as the answer naming it arrives, before
   * the framework has run (docs/decisions/0160-early-largest-picture.md).
   */
  slot: string;
}

/**
 * A shelf while its products load: the tiles in view as empty pictures, sized and placed exactly
 * like the shelf's, so the picture the early module may show on the first tile sits where the
 * shelf's own will be (no shift when the shelf replaces it). Decorative: the screen announces
 * the loading. The first tile's <img> is rendered without `src` and with
 * `suppressHydrationWarning`: the `src` the early module may have set before hydration is not
 * React's to compare (React keeps the element as it is and replaces it with the shelf).
 */
export function ProductShelfPlaceholder({ slot }: ProductShelfPlaceholderProps) {
  return (
    <Shelf aria-hidden="true" data-layout="shelf">
      {Array.from({ length: TILES_IN_VIEW }, (_, i) => (
        <li key={i}>
          {/* The attribute the page's early module looks for (app/early-calls.ts EARLY_PICTURE_SLOT, repeated
              there so that module stays free of the app's code; app/hydration.test.tsx holds the two equal). */}
          <img alt="" width={128} height={160} data-early-picture={i === 0 ? slot : undefined} suppressHydrationWarning />
        </li>
      ))}
    </Shelf>
  );
}
