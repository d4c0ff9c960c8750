/**
 * 'My bunker' (spec §1 wish list; §2 screen "my bunker"): the member's saved products from
 * /app/mybunker/list (libs/api A16), each removable (the same toggle call, after a confirm),
 * with an empty state. Visitors get a login prompt.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { useWishListQuery, useWishToggleMutation, type ProductSummary } from '@bottle/api';
import { ANALYTICS_EVENTS, formatNumber } from '@bottle/domain';
import { Button, EmptyState, VisuallyHidden } from '@bottle/ui';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { useT } from '../../../lib/i18n';
import { showAlert, showConfirm } from '../../../lib/popups/popup-thunks';
import { Muted } from '../components/layout';
import { LinkButton, PageHeader, QueryState, VirtualList } from '../../../lib/kit';
import { LoginPrompt } from '../components/login-prompt';
import { ProductCard } from '../components/product-card';
import { catalogueMessages } from '../messages';
import { selectLoggedIn } from '../../../lib/session/auth-slice';
import { useInWebView } from '../../../lib/services';

/** Products per page of the wish list (libs/api A2). */
export const BUNKER_PAGE_SIZE = 50;

const Count = styled(Muted)`
  padding: 0 ${({ theme }) => theme.space.lg};
`;

function BunkerList() {
  const t = useT(catalogueMessages);
  const dispatch = useAppDispatch();
  const inWebView = useInWebView();
  const list = useWishListQuery({ page_no: 1, page_size: BUNKER_PAGE_SIZE });
  const [toggle] = useWishToggleMutation();
  // Removed items leave the list at once; they come back if the call fails (optimistic).
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const items = (list.data?.list ?? []).filter((p) => !removed.has(p.prd_cd));

  const remove = (p: ProductSummary) =>
    dispatch(
      showConfirm({
        message: t('catalogue.bunker.removeConfirm', { name: p.prd_nm }),
        onConfirm: () => {
          setRemoved((s) => new Set(s).add(p.prd_cd));
          toggle({ prd_cd: p.prd_cd })
            .unwrap()
            .then(() => {
              setAnnouncement(t('catalogue.wish.removed'));
              trackEvent(ANALYTICS_EVENTS.myBunkerRemove, inWebView, { prd_cd: p.prd_cd });
            })
            .catch(() => {
              setRemoved((s) => {
                const next = new Set(s);
                next.delete(p.prd_cd);
                return next;
              });
              dispatch(showAlert(t('catalogue.wish.failed')));
            });
        },
      }),
    );

  if (list.isLoading || list.isError) return <QueryState query={list} thumbnail />;
  return (
    <>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {items.length === 0 ? (
        <EmptyState
          title={t('catalogue.bunker.empty')}
          description={t('catalogue.bunker.emptyHint')}
          action={<LinkButton to={paths.search}>{t('catalogue.bunker.goSearch')}</LinkButton>}
        />
      ) : (
        <>
          <Count>{t('catalogue.bunker.count', { n: formatNumber(items.length) })}</Count>
          <VirtualList
            items={items}
            getKey={(p) => p.prd_cd}
            estimateSize={132}
            aria-label={t('catalogue.bunker.title')}
            renderItem={(p) => (
              <ProductCard
                product={p}
                headingLevel="h2"
                wish={false}
                actions={
                  <Button variant="text" onClick={() => remove(p)} aria-label={t('catalogue.bunker.remove', { name: p.prd_nm })}>
                    ✕
                  </Button>
                }
              />
            )}
          />
        </>
      )}
    </>
  );
}

export function BunkerPage() {
  const t = useT(catalogueMessages);
  const loggedIn = useAppSelector(selectLoggedIn);
  return (
    <>
      <PageHeader title={t('catalogue.bunker.title')} />
      {loggedIn ? <BunkerList /> : <LoginPrompt message={t('catalogue.login.prompt')} />}
    </>
  );
}
