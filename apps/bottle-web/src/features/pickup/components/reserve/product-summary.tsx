/** The product line of steps 1 and 4, and the small note under a step. */
import styled from '@emotion/styled';
import { formatNumber } from '@bottle/domain';
import type { ProductInfo } from '@bottle/api';
import { useT } from '../../../../lib/i18n';
import { pickupMessages } from '../../messages';
import { Thumb } from '../page';

const ProductRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  margin: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

/** A note under a step's content (where the main store stands, how the member pays). */
export const StepNote = styled.p`
  && {
    margin: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} 0;
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

export function ProductSummary({ info }: { info: ProductInfo }) {
  const t = useT(pickupMessages);
  return (
    <ProductRow>
      <Thumb src={info.img_url} alt="" />
      <div>
        <strong>{info.prd_nm}</strong>
        <span>
          {t('pickup.price')} {t('pickup.won', { amount: formatNumber(info.sale_prc) })}
        </span>
      </div>
    </ProductRow>
  );
}
