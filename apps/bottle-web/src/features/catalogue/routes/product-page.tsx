/**
 * Product detail (spec §3 catalogue; §7 product calls): picture, names, producer, nation and
 * region, grapes, vintage, ABV, volume, price; the wish toggle (bnkr_cnt / isMyBucker); stock at
 * the member's store with a link to find-place; the pickup reservation or restock alarm; the
 * detail tabs (wine: style/info/winery, liquor: info/style/distillery); foods to match; share
 * through the native bridge (Web Share in a browser). Opening it updates the view count
 * (/v2/hybridapp/common/view/count/update, log type PRODUCT).
 */
import styled from '@emotion/styled';
import { Fragment, memo, startTransition, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Link, useSearchParams } from '../../../lib/router/link';
import {
  isApiError,
  useLiquorDistilleryTabQuery,
  useLiquorInfoTabQuery,
  useProductInfoQuery,
  useProductInitQuery,
  useUpdateViewCountMutation,
  useWineInfoTabQuery,
  useWineToMatchQuery,
  useWineWineryTabQuery,
  type ProductInfo,
} from '@bottle/api';
import { ANALYTICS_EVENTS, formatNumber } from '@bottle/domain';
import { EmptyState, ErrorState, OfflineState, Skeleton, useUi, VisuallyHidden } from '@bottle/ui';
import { useAppDispatch } from '../../../lib/store/hooks';
import { useServices, useInWebView } from '../../../lib/services';
import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { useLang, useT } from '../../../lib/i18n';
import { showAlert } from '../../../lib/popups/popup-thunks';
import { Icon, IconButton, ICONS } from '../components/layout';
import { ProductActions } from '../components/product-actions';
import { InStockNearMe } from '../components/in-stock-near-me';
import { ProductDraws } from '../../../lib/draws';
import { ProductReviews } from '../components/product-reviews';
import { ProductGallery, ProductGalleryPlaceholder } from '../components/product-gallery';
import { typeLabel } from '../components/product-card';
import { detailTabs, Facts, ProductTabs, type DetailTab } from '../components/product-tabs';
import { WishButton } from '../components/wish-button';
import { catalogueMessages } from '../messages';
import { LinkButton, PageHeader, QueryState, Section } from '../../../lib/kit';
import { shareLink } from '../../../lib/share';
import { foodLabel, grapeLabels, nationLabel } from '../../../lib/catalogue-names';

const AskSommelier = styled.div`
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
`;

const Names = styled.div`
  padding: 0 ${({ theme }) => theme.space.lg};
  small {
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  p[lang] {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.gray700};
  }
`;

const PriceRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space.md};
  strong {
    font-size: ${({ theme }) => theme.typography.size.xl};
  }
`;

const Title = styled.h1`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

const LoadingNames = styled(Names)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The product while its info loads, shaped like its top (the gallery's large picture, then the
 * names and the price), so the picture the page's early module may show sits where the
 * gallery's will be (docs/decisions/0160-early-largest-picture.md). Announced as loading, under
 * the page's heading (hidden: the product's own name becomes the heading); offline, the offline
 * state, as every skeleton (queries pause offline).
 */
function ProductLoading() {
  const t = useT(catalogueMessages);
  const { online, t: ui } = useUi('ProductLoading');
  return (
    <>
      <VisuallyHidden as="h1">{t('catalogue.product.title')}</VisuallyHidden>
      {online ? (
        <div role="status" aria-busy="true" data-testid="skeleton-product">
          <VisuallyHidden>{ui('ui.loading')}</VisuallyHidden>
          <ProductGalleryPlaceholder />
          <LoadingNames aria-hidden="true">
            <Skeleton width="30%" />
            <Skeleton width="75%" height="1.5em" />
            <Skeleton width="40%" height="1.5em" />
          </LoadingNames>
        </div>
      ) : (
        <OfflineState />
      )}
    </>
  );
}

const TabsBlock = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Foods = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.sm};
  list-style: none;
  overflow-x: auto;
  li {
    flex: none;
    width: 120px;
  }
  img {
    width: 120px;
    height: 64px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  span {
    display: block;
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

/** Producer, origin and grapes come from the tab calls (libs/api A6): cached, shared with the tabs. */
function ProductFacts({ product }: { product: ProductInfo }) {
  const t = useT(catalogueMessages);
  const lang = useLang();
  const wine = product.ctg === 'wine';
  const arg = { prd_cd: product.prd_cd };
  const wineInfo = useWineInfoTabQuery(arg, { skip: !wine });
  const winery = useWineWineryTabQuery(arg, { skip: !wine });
  const liquorInfo = useLiquorInfoTabQuery(arg, { skip: wine });
  const distillery = useLiquorDistilleryTabQuery(arg, { skip: wine });
  const producer = wine ? winery.data?.winery_nm : distillery.data?.distillery_nm;
  const nation = nationLabel(
    { nation_cd: product.nation_cd, nation_nm: (wine ? wineInfo.data : liquorInfo.data)?.nation_nm ?? product.nation_nm },
    lang,
  );
  const origin = wine ? [nation, wineInfo.data?.region_nm].filter(Boolean).join(' · ') : nation;
  const grapes = wine ? grapeLabels(wineInfo.data?.grape_list, lang) : undefined;
  const vintage = product.vintage ?? wineInfo.data?.vintage ?? (wine ? t('catalogue.product.nonVintage') : undefined);
  const rows: [string, string | undefined][] = [
    [t(wine ? 'catalogue.product.producer' : 'catalogue.product.distillery'), producer],
    [t('catalogue.product.origin'), origin],
    [t('catalogue.product.grape'), grapes],
    [t('catalogue.product.vintage'), vintage],
    [t('catalogue.product.abv'), product.abv === undefined ? undefined : t('catalogue.product.abvValue', { n: product.abv })],
    [
      t('catalogue.product.volume'),
      product.volume_ml === undefined ? undefined : t('catalogue.product.volumeValue', { n: formatNumber(product.volume_ml) }),
    ],
  ];
  return (
    <Section padded aria-labelledby="product-facts">
      <h2 id="product-facts">{t('catalogue.product.facts')}</h2>
      <Facts>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
      </Facts>
      {product.desc ? <p>{product.desc}</p> : null}
    </Section>
  );
}

function FoodsToMatch({ prdCd }: { prdCd: string }) {
  const t = useT(catalogueMessages);
  const lang = useLang();
  const match = useWineToMatchQuery({ prd_cd: prdCd });
  const foods = match.data?.food_list ?? [];
  return (
    <Section padded aria-labelledby="product-match">
      <h2 id="product-match">{t('catalogue.product.matchTitle')}</h2>
      <QueryState query={match} skeletonRows={1} thumbnail isEmpty={foods.length === 0} emptyTitle={t('catalogue.product.matchEmpty')}>
        <Foods>
          {foods.map((f) => (
            <li key={f.food_cd}>
              <Link to={paths.foodDetail(f.food_cd)}>
                <img src={f.img_url} alt="" loading="lazy" />
                <span>{foodLabel(f, lang)}</span>
              </Link>
            </li>
          ))}
        </Foods>
      </QueryState>
    </Section>
  );
}

/**
 * The sections below the product's top (stock nearby, draws, the sommelier, facts, tabs, reviews,
 * foods), mounted one after another once the top has been committed, each in a transition of its
 * own. The product's answer reaches the page through the store, which React renders in one
 * blocking task: rendering the whole article there made one long task on a phone. So that answer
 * renders the picture, names, price and the buttons only, and each section below follows in a
 * render of its own that yields to the member's input. They are appended below what is shown, in
 * order, so nothing on the screen moves. The stage lives here (memo, no store read): a new stage
 * never re-renders the top.
 */
const LowerSections = memo(function LowerSections({ sections }: { sections: readonly ReactNode[] }) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown < sections.length) startTransition(() => setShown(shown + 1));
  }, [shown, sections.length]);
  return <>{sections.slice(0, shown)}</>;
});

/** The reservation block reads the page's set-up (the member's store) itself: its answer re-renders this block only. */
function Actions({ prdCd, stockQty }: { prdCd: string; stockQty: ProductInfo['stock_qty'] }) {
  const init = useProductInitQuery({ prd_cd: prdCd });
  return <ProductActions prdCd={prdCd} stockQty={stockQty} strCd={init.data?.str_cd} />;
}

/** The detail tabs read the set-up (which tabs) and the chosen tab themselves: neither re-renders the page. */
function DetailTabs({ prdCd, fallbackCtg }: { prdCd: string; fallbackCtg: ProductInfo['ctg'] }) {
  const inWebView = useInWebView();
  const [params, setParams] = useSearchParams();
  const init = useProductInitQuery({ prd_cd: prdCd });
  const ctg = init.data?.ctg ?? fallbackCtg ?? 'wine';
  const tabs = detailTabs(ctg, init.data?.tab_list);
  const tabParam = params.get('tab');
  const tab: DetailTab = tabs.find((x) => x === tabParam) ?? tabs[0] ?? 'info';
  return (
    <TabsBlock>
      <ProductTabs
        ctg={ctg}
        prdCd={prdCd}
        tabs={tabs}
        selected={tab}
        onSelect={(next) => {
          trackEvent(ANALYTICS_EVENTS.productTabChange, inWebView, { prd_cd: prdCd, tab: next });
          const p = new URLSearchParams(params);
          p.set('tab', next);
          setParams(p, { replace: true });
        }}
      />
    </TabsBlock>
  );
}

/** The top of the product (picture, names, price, wish, share, reservation): what the first viewport shows. */
const ProductTop = memo(function ProductTop({ product, prdCd }: { product: ProductInfo; prdCd: string }) {
  const t = useT(catalogueMessages);
  const lang = useLang();
  const dispatch = useAppDispatch();
  const inWebView = useInWebView();
  const { getBridge } = useServices();

  const share = () => {
    trackEvent(ANALYTICS_EVENTS.productShare, inWebView, { prd_cd: prdCd });
    const url = new URL(paths.product(prdCd), window.location.origin).toString();
    getBridge()
      .then((b) => shareLink(b, inWebView, { url, title: product.prd_nm }))
      .then((outcome) => outcome === 'copied' && dispatch(showAlert(t('catalogue.product.linkCopied'))))
      .catch(() => dispatch(showAlert(t('catalogue.product.shareFailed'))));
  };

  return (
    <>
      <ProductGallery prdCd={prdCd} name={product.prd_nm} fallback={product.img_url} />
      <Names>
        <small>
          {typeLabel(product, lang)}
          {product.nation_nm || product.nation_cd ? ` · ${nationLabel(product, lang)}` : ''}
        </small>
        <Title id="product-title">{product.prd_nm}</Title>
        {product.prd_eng_nm && product.prd_eng_nm !== product.prd_nm ? <p lang="en">{product.prd_eng_nm}</p> : null}
        <PriceRow>
          <strong>
            <VisuallyHidden>{t('catalogue.product.price')} </VisuallyHidden>
            {t('catalogue.card.price', { price: formatNumber(product.sale_prc) })}
          </strong>
          <span>
            <WishButton product={product} showCount />
            <IconButton type="button" aria-label={t('catalogue.product.share')} onClick={share}>
              <Icon d={ICONS.share} />
            </IconButton>
          </span>
        </PriceRow>
      </Names>
      <Actions prdCd={prdCd} stockQty={product.stock_qty} />
    </>
  );
});

/** Everything below the top, in the order the member scrolls to it (one entry per slice). */
function lowerSections(product: ProductInfo, prdCd: string, askLabel: string, askQuestion: string): ReactNode[] {
  return [
    <InStockNearMe key="stock" prdCd={prdCd} />,
    <ProductDraws key="draws" prdCd={prdCd} />,
    <AskSommelier key="ask">
      <LinkButton variant="secondary" block to={`${paths.chat}?${new URLSearchParams({ ask: askQuestion })}`}>
        {askLabel}
      </LinkButton>
    </AskSommelier>,
    // The facts and the tabs that detail them: one slice.
    <Fragment key="details">
      <ProductFacts product={product} />
      <DetailTabs prdCd={prdCd} fallbackCtg={product.ctg} />
    </Fragment>,
    <ProductReviews key="reviews" prdCd={prdCd} prdNm={product.prd_nm} />,
    <FoodsToMatch key="foods" prdCd={prdCd} />,
  ];
}

export function ProductPage() {
  const t = useT(catalogueMessages);
  const inWebView = useInWebView();
  const { prdCd = '' } = useParams();
  const info = useProductInfoQuery({ prd_cd: prdCd }, { skip: prdCd === '' });
  const [updateViewCount] = useUpdateViewCountMutation();

  // Spec §7 view count update, once per product opened; a failed count must not bother anyone.
  useEffect(() => {
    if (prdCd === '') return;
    updateViewCount({ log_type: 'PRODUCT', target_id: prdCd }).catch(() => undefined);
    trackEvent(ANALYTICS_EVENTS.productView, inWebView, { prd_cd: prdCd });
  }, [prdCd, updateViewCount, inWebView]);

  // The answer comes through the store, whose updates React renders in one blocking task; the
  // top it brings (gallery, names, price, buttons) renders from the deferred value instead, in
  // slices that yield (decision 0172). Until then the loading state stays as it is.
  const product = useDeferredValue(info.data);
  const notFound = prdCd === '' || (isApiError(info.error) && info.error.status === 404);
  const askLabel = t('catalogue.product.askSommelier');
  const askQuestion = product ? t('catalogue.product.askSommelierQuestion', { name: product.prd_nm }) : '';
  // Made once per product and language: a render of the page for another reason (the answer's
  // flags) hands the same elements down, so the sections below do not render again.
  const sections = useMemo(
    () => (product ? lowerSections(product, prdCd, askLabel, askQuestion) : []),
    [product, prdCd, askLabel, askQuestion],
  );

  if (notFound) {
    return (
      <>
        <PageHeader title={t('catalogue.product.title')} />
        <EmptyState
          title={t('catalogue.product.notFound')}
          action={<LinkButton to={paths.search}>{t('catalogue.findPlace.back')}</LinkButton>}
        />
      </>
    );
  }
  if (info.isError && !product) {
    return (
      <>
        <PageHeader title={t('catalogue.product.title')} />
        <ErrorState onRetry={() => void info.refetch()} retrying={info.isFetching} />
      </>
    );
  }
  if (!product) return <ProductLoading />;

  return (
    <article aria-labelledby="product-title">
      <ProductTop product={product} prdCd={prdCd} />
      {/* A new product starts its sections from the first again. */}
      <LowerSections key={prdCd} sections={sections} />
    </article>
  );
}
