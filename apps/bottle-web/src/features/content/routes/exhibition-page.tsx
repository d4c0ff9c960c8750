/**
 * Exhibitions (spec §2 screen "promotion"; /exhibition takes the query exhibit_no; §7
 * /app/exhibition/list and /app/exhibition/show). With exhibit_no: the exhibition's body
 * (sanitised HTML: the prize exhibition lists its prize items there) and its product grid.
 * Without it: the list of exhibitions. The desktop QR guidance of the prize exhibition is the
 * shell's (spec §2 "Desktop guidance screen"), not this screen's.
 */
import { ANALYTICS_EVENTS, formatDotDate, OPEN_STATES, labelText } from '@bottle/domain';

import { useEffect } from 'react';
import { useSearchParams } from '../../../lib/router/link';
import { useExhibitionListQuery, useExhibitionShowQuery } from '@bottle/api';

import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { useLang, useT } from '../../../lib/i18n';
import { Badge, Body, CoverCardLink, HeroImage, Meta, ScreenTitle } from '../components/page';
import { QueryState, RowList } from '../../../lib/kit';
import { ItemScreen } from '../components/item-screen';
import { ProductsSection } from '../components/product-grid';
import { SafeHtml } from '../components/safe-html';
import { contentMessages } from '../messages';
import { useInWebView } from '../../../lib/services';

/** The exhibition query parameter (spec §2). */
const EXHIBIT_NO_PARAM = 'exhibit_no';

export function ExhibitionPage() {
  const [params] = useSearchParams();
  const exhibitNo = params.get(EXHIBIT_NO_PARAM)?.trim();
  return exhibitNo ? <ExhibitionShow exhibitNo={exhibitNo} /> : <ExhibitionList />;
}

function exhibitionHref(exhibitNo: string): string {
  return `${paths.exhibition}?${new URLSearchParams({ [EXHIBIT_NO_PARAM]: exhibitNo }).toString()}`;
}

function ExhibitionList() {
  const t = useT(contentMessages);
  const lang = useLang();
  const list = useExhibitionListQuery({ page_no: 1, page_size: 50 });
  const items = list.data?.list ?? [];
  return (
    <>
      <ScreenTitle>{t('content.exhibitions.title')}</ScreenTitle>
      <QueryState query={list} isEmpty={items.length === 0} emptyTitle={t('content.exhibitions.empty')} thumbnail>
        <RowList aria-label={t('content.exhibitions.title')}>
          {items.map((x) => (
            <li key={x.exhibit_no}>
              <CoverCardLink to={exhibitionHref(x.exhibit_no)}>
                <img src={x.img_url} alt="" width={640} height={360} loading="lazy" />
                <strong>{x.exhibit_nm}</strong>
                <Meta as="span">
                  {x.open_state ? (
                    <Badge tone={x.open_state === 'OPEN' ? 'green' : 'gray'}>{labelText(OPEN_STATES, x.open_state, lang)}</Badge>
                  ) : null}
                  <small>{t('content.period', { from: formatDotDate(x.start_dt), to: formatDotDate(x.end_dt) })}</small>
                </Meta>
              </CoverCardLink>
            </li>
          ))}
        </RowList>
      </QueryState>
    </>
  );
}

function ExhibitionShow({ exhibitNo }: { exhibitNo: string }) {
  const t = useT(contentMessages);
  const lang = useLang();
  const inWebView = useInWebView();
  const show = useExhibitionShowQuery({ exhibit_no: exhibitNo });
  const shown = show.data;
  useEffect(() => {
    if (shown) trackEvent(ANALYTICS_EVENTS.exhibitionView, inWebView, { exhibit_no: shown.exhibit_no });
  }, [shown, inWebView]);

  return (
    <ItemScreen query={show} title={shown?.exhibit_nm ?? t('content.exhibitions.title')} backTo={paths.exhibition} thumbnail>
      {(x) => (
        <>
          <HeroImage src={x.img_url} alt="" width={640} height={360} />
          <Body>
            <Meta>
              {x.open_state ? (
                <Badge tone={x.open_state === 'OPEN' ? 'green' : 'gray'}>{labelText(OPEN_STATES, x.open_state, lang)}</Badge>
              ) : null}
              <span>{t('content.period', { from: formatDotDate(x.start_dt), to: formatDotDate(x.end_dt) })}</span>
            </Meta>
            <SafeHtml html={x.content} />
          </Body>
          <ProductsSection
            id="exhibit-products"
            title={t('content.exhibition.products')}
            products={x.prd_list}
            empty={t('content.exhibition.noProducts')}
            onOpen={(p) => trackEvent(ANALYTICS_EVENTS.exhibitionItemClick, inWebView, { exhibit_no: x.exhibit_no, prd_cd: p.prd_cd })}
          />
        </>
      )}
    </ItemScreen>
  );
}
