/**
 * Coupons (spec §2 my page "coupon"). libs/api has no coupon list call (reported): the screen
 * shows the count of usable coupons from /app/mypage/init and how to use them, with the
 * membership card that redeems them at the checkout.
 */
import '../lib/register';
import { useMypageInitQuery } from '@bottle/api';
import { ANALYTICS_EVENTS } from '@bottle/domain';
import { Button, EmptyState, ErrorState, SkeletonList } from '@bottle/ui';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { useT } from '../../../lib/i18n';
import { popupActions } from '../../popups/popup-slice';
import { Note, SectionTitle, Stack } from '../components/form-parts';
import { MembersOnlyScreen } from '../components/members-only';

export function CouponsPage() {
  const t = useT();
  return (
    <MembersOnlyScreen title={t('account.coupons.title')} backTo={paths.myPage}>
      <CouponsContent />
    </MembersOnlyScreen>
  );
}

function CouponsContent() {
  const t = useT();
  const dispatch = useAppDispatch();
  const inWebView = useAppSelector((s) => s.auth.inWebView);
  const init = useMypageInitQuery();
  if (init.isLoading) return <SkeletonList rows={2} thumbnail={false} />;
  if (init.isError || !init.data) return <ErrorState onRetry={() => void init.refetch()} retrying={init.isFetching} />;
  const count = init.data.coupon_cnt;
  const card = (
    <Button
      type="button"
      onClick={() => {
        trackEvent(ANALYTICS_EVENTS.membershipBarcodeOpen, inWebView);
        dispatch(popupActions.openBarcode());
      }}
    >
      {t('account.my.card')}
    </Button>
  );
  if (count <= 0) return <EmptyState title={t('account.coupons.none')} action={card} />;
  return (
    <Stack>
      <SectionTitle>{t('account.coupons.count', { n: count })}</SectionTitle>
      <Note>{t('account.coupons.howTo')}</Note>
      {card}
    </Stack>
  );
}
