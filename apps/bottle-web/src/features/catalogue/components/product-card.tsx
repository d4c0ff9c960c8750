/**
 * One product in a list (search results, my bunker): picture, Korean and original names, the
 * type label from libs/domain's code tables (spec §3 wine and liquor type codes), the price with
 * thousands separators (spec §9) and the wish toggle. The card's link and the toggle are
 * siblings, never nested interactive elements.
 */
import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router/link';
import type { ProductSummary } from '@bottle/api';
import { formatNumber, LIQUOR_TYPES, WINE_TYPES, labelText, type Lang } from '@bottle/domain';
import { paths } from '../../../config/paths';
import { Thumb } from '../../../lib/kit';
import { RatingBadge } from '../../../lib/reviews';
import { useLang, useT } from '../../../lib/i18n';
import { nationLabel } from '../../../lib/catalogue-names';
import { WishButton } from './wish-button';
import { catalogueMessages } from '../messages';

/** The type label of a product: wine codes 034006…, liquor codes 034005… (spec §3). */
export function typeLabel(product: Pick<ProductSummary, 'ctg' | 'type_cd'>, lang: Lang): string {
  return product.ctg === 'wine' ? labelText(WINE_TYPES, product.type_cd, lang) : labelText(LIQUOR_TYPES, product.type_cd, lang);
}

const Card = styled.article`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.md} 0;
`;

/** Picture and text side by side, in the room the wish toggle leaves (the card's link, the placeholder's body). */
const cardBody = ({ theme }: { theme: Theme }) => css`
  display: flex;
  flex: 1;
  min-width: 0;
  gap: ${theme.space.md};
`;

const CardLink = styled(Link)`
  ${cardBody}
  color: inherit;
  text-decoration: none;
`;

/** The kit's product picture, as tall as a bottle. */
const Picture = styled(Thumb)`
  width: 72px;
  height: 96px;
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  small {
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  }
  span[lang] {
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.xs};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  strong {
    margin-top: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.size.md};
  }
`;

export interface ProductCardProps {
  product: ProductSummary;
  onOpen?: () => void;
  /** Extra controls after the wish toggle (my bunker's remove button). */
  actions?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** Show the wish toggle (my bunker has its own remove button instead). */
  wish?: boolean;
  /**
   * The first card of a screen, above the fold: its picture loads at once with high priority
   * (the largest element early); the others' load as they come near.
   */
  priority?: boolean;
}

export function ProductCard({ product, onOpen, actions, headingLevel = 'h3', wish = true, priority = false }: ProductCardProps) {
  const t = useT(catalogueMessages);
  const lang = useLang();
  const Heading = headingLevel;
  return (
    <Card>
      <CardLink to={paths.product(product.prd_cd)} onClick={onOpen}>
        <Picture
          src={product.img_url}
          alt=""
          width={72}
          height={96}
          {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
        />
        <Text>
          <small>
            {typeLabel(product, lang)}
            {product.nation_nm || product.nation_cd ? ` · ${nationLabel(product, lang)}` : ''}
          </small>
          <Heading>{product.prd_nm}</Heading>
          {product.prd_eng_nm && product.prd_eng_nm !== product.prd_nm ? <span lang="en">{product.prd_eng_nm}</span> : null}
          <strong>{t('catalogue.card.price', { price: formatNumber(product.sale_prc) })}</strong>
          <RatingBadge avg={product.avg_rating} count={product.review_cnt} />
        </Text>
      </CardLink>
      {wish ? <WishButton product={product} /> : null}
      {actions}
    </Card>
  );
}

const PlaceholderBody = styled.div(cardBody);

/** Where the wish toggle stands in a card: the placeholder keeps its width, so a name wraps as the card's will. */
const WishPlace = styled.span`
  flex: none;
  width: 44px;
  height: 44px;
`;

/**
 * The first card's place while the results load: the card's own box, picture and heading, empty
 * and decorative (the section announces the loading). The page's early module may show the first
 * result's picture and write its name there before the framework has run
 * (docs/decisions/0160-early-largest-picture.md); the card then replaces them with the same
 * picture and name at the same place and size. The <img> has no `src` and the heading an empty
 * text, both with `suppressHydrationWarning`: what the early module put there is not React's to
 * compare (React keeps the elements as they are until the card replaces them). The heading's
 * child is an empty string, not nothing: React then takes the element's content as its text,
 * which that attribute lets differ; without a child, the written name would be a node React did
 * not render, and hydration would fail.
 */
export function ProductCardPlaceholder({ slot }: { slot: string }) {
  return (
    <Card as="div" aria-hidden="true">
      <PlaceholderBody>
        {/* The attributes the page's early module looks for (app/early-calls.ts EARLY_PICTURE_SLOT and
            EARLY_TEXT_SLOT, repeated there so that module stays free of the app's code). */}
        <Picture alt="" width={72} height={96} data-early-picture={slot} suppressHydrationWarning />
        <Text>
          {/* The type line's height, so the name stands where the card's will. */}
          <small>{'\u00a0'}</small>
          <h3 data-early-text={slot} suppressHydrationWarning>
            {''}
          </h3>
        </Text>
      </PlaceholderBody>
      <WishPlace />
    </Card>
  );
}
