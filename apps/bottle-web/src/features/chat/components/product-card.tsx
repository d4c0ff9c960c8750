/**
 * One product the sommelier recommends: picture, name, type, price (formatNumber, spec §9),
 * a link to its detail page. The whole card is the link, so the touch target is the card.
 */
import styled from '@emotion/styled';
import { focusRing } from './focus-ring';
import { Link } from '../../../lib/router/link';
import type { ProductSummary } from '@bottle/api';
import { formatNumber, labelOf, LIQUOR_TYPES, lookupMessage, WINE_TYPES, type Lang } from '@bottle/domain';
import { paths } from '../../../config/paths';
import { nationLabel } from '../../../lib/catalogue-names';
import { Thumb } from '../../../lib/kit';
import type { ChatMessageKey } from '../messages';

const Card = styled(Link)`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  min-height: 88px;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.gray200};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.black};
  text-decoration: none;
  ${focusRing('2px')}
`;

/** The kit's product picture, smaller and with smaller corners inside the card's own border. */
const Picture = styled(Thumb)`
  width: 56px;
  height: 72px;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  strong {
    font-size: ${({ theme }) => theme.typography.size.md};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  b {
    color: ${({ theme }) => theme.colors.bottleGreen};
    font-size: ${({ theme }) => theme.typography.size.md};
  }
`;

/**
 * The type label of a product: wine type codes for wines, liquor type codes otherwise (spec §3).
 * An unknown code shows nothing rather than the word "unknown" on a recommendation.
 */
export function productTypeLabel(p: Pick<ProductSummary, 'ctg' | 'type_cd'>, lang: Lang): string {
  const label = p.ctg === 'wine' ? labelOf(WINE_TYPES, p.type_cd, lang) : labelOf(LIQUOR_TYPES, p.type_cd, lang);
  return label.known ? label.label : '';
}

/**
 * One product of an answer, in the answer's language (`lang`): a member who asks in English gets
 * English cards under the English answer even when the app is in Korean, and the reverse
 * ("레드 · 스페인", 원 under an English answer).
 */
export function ProductCard({ product, lang, onOpen }: { product: ProductSummary; lang: Lang; onOpen?: (prdCd: string) => void }) {
  const name = lang === 'en' && product.prd_eng_nm ? product.prd_eng_nm : product.prd_nm;
  const details = [productTypeLabel(product, lang), nationLabel(product, lang)].filter(Boolean).join(' · ');
  return (
    <Card to={paths.product(product.prd_cd)} lang={lang} onClick={() => onOpen?.(product.prd_cd)}>
      {/* The name is the card's text, so the picture adds nothing for a screen reader. */}
      <Picture src={product.img_url} alt="" width={56} height={72} loading="lazy" decoding="async" />
      <Text>
        <strong>{name}</strong>
        {details ? <small>{details}</small> : null}
        <b lang={lang}>{lookupMessage('chat.price' satisfies ChatMessageKey, lang, { price: formatNumber(product.sale_prc) })}</b>
      </Text>
    </Card>
  );
}
