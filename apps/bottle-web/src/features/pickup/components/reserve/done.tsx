/** The result (spec §2): the reservation number and the ways on (its details, the list). */
import styled from '@emotion/styled';
import type { Ref } from 'react';
import { Link } from '../../../../lib/router/link';
import { paths } from '../../../../config/paths';
import { useT } from '../../../../lib/i18n';
import { pickupMessages } from '../../messages';
import { Facts } from '../page';

const Done = styled.section`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  text-align: center;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.typography.size.xl};
    color: ${({ theme }) => theme.colors.bottleGreen};
    outline: none;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.colors.gray700};
  }
  dl {
    margin-bottom: ${({ theme }) => theme.space.xl};
  }
  nav {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
  }
  nav a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.bottleGreen};
    color: ${({ theme }) => theme.colors.bottleGreen};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    text-decoration: none;
  }
  nav a:first-of-type {
    background: ${({ theme }) => theme.colors.bottleGreen};
    color: ${({ theme }) => theme.colors.white};
  }
`;

export function ReserveDone({ pickupNo, headingRef }: { pickupNo: string; headingRef: Ref<HTMLHeadingElement> }) {
  const t = useT(pickupMessages);
  return (
    <Done aria-labelledby="pickup-done-title">
      <h2 id="pickup-done-title" ref={headingRef} tabIndex={-1}>
        {t('pickup.doneTitle')}
      </h2>
      <p>{t('pickup.doneBody')}</p>
      <Facts>
        <dt>{t('pickup.reservationNo')}</dt>
        <dd>{pickupNo}</dd>
      </Facts>
      <nav aria-label={t('pickup.doneTitle')}>
        <Link to={paths.pickupDetail(pickupNo)}>{t('pickup.viewDetail')}</Link>
        <Link to={paths.pickupList}>{t('pickup.viewList')}</Link>
      </nav>
    </Done>
  );
}
