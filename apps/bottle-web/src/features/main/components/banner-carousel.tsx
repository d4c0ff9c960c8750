/**
 * Main screen banners (POST /app/main/banner/area/info). A horizontally scrolling, snapping
 * list: native scrolling keeps swipe physics and needs no script; each banner is a list item a
 * screen reader can step through, with its position announced.
 */
import styled from '@emotion/styled';
import type { Banner } from '@bottle/api';
import { Link } from '../../../lib/router/link';
import { HOME_ANALYTICS_EVENTS } from '@bottle/domain';
import { trackEvent } from '../../../lib/analytics';

import { useT } from '../../../lib/i18n';
import { wideCoverImage } from '../../../lib/kit';
import { mainMessages } from '../messages';
import { useInWebView } from '../../../lib/services';

const List = styled.ul`
  display: flex;
  gap: 12px;
  margin: 0;
  padding: 0 16px;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  li {
    flex: 0 0 88%;
    scroll-snap-align: center;
  }
  a {
    display: block;
    border-radius: 12px;
    overflow: hidden;
    background: ${({ theme }) => theme.colors.grayBg};
    color: inherit;
    text-decoration: none;
  }
  img {
    ${wideCoverImage}
  }
  span {
    display: block;
    padding: 10px 12px;
    font-size: ${({ theme }) => theme.typography.size.md};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

/** Only same-origin paths navigate inside the app; http(s) links open outside it. A tap sends main_banner_click. */
function BannerLink({ banner, children }: { banner: Banner; children: React.ReactNode }) {
  const inWebView = useInWebView();
  const url = banner.link_url ?? '';
  const tapped = () => trackEvent(HOME_ANALYTICS_EVENTS.mainBannerClick, inWebView, { bnr_no: banner.bnr_no });
  if (banner.link_kind === 'URL' && /^https?:\/\//i.test(url)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" onClick={tapped}>
        {children}
      </a>
    );
  }
  if (banner.link_kind !== 'USELESS' && url.startsWith('/') && !url.startsWith('//')) {
    return (
      <Link to={url} onClick={tapped}>
        {children}
      </Link>
    );
  }
  return <div>{children}</div>;
}

const PlaceholderBox = styled.div`
  /* Same box as a banner card: 88% of the list's width, a 16:9 picture and one line of title. */
  margin: 0 16px;
  width: calc((100% - 32px) * 0.88);
  aspect-ratio: 16 / 9;
  border-radius: 12px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.grayBg};
  padding-bottom: 44px;
  box-sizing: content-box;
  img {
    ${wideCoverImage}
  }
`;

/**
 * The space the banners will take, shown while they load, so the stores below do not jump when
 * the banners arrive (Lighthouse CLS). Its empty picture is the place of the first banner's
 * picture, where the first card's will be: the prerendered page's early module shows it there
 * as soon as the banners' answer arrives, before the framework has run
 * (docs/decisions/0160-early-largest-picture.md). Decorative, like every skeleton: the picture
 * has no text and the box is hidden from screen readers. Rendered without `src` and with
 * `suppressHydrationWarning`: the `src` the early module may have set is not React's to compare.
 */
export function BannerPlaceholder() {
  return (
    <PlaceholderBox aria-hidden="true">
      {/* The attribute and name the early module looks for (app/early-calls.ts, repeated there so that module
          stays free of the app's code; app/hydration.test.tsx holds them equal). */}
      <img alt="" width={640} height={360} data-early-picture="home-first-banner" suppressHydrationWarning />
    </PlaceholderBox>
  );
}

export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const t = useT(mainMessages);
  return (
    <List aria-label={t('main.banners')}>
      {banners.map((b, i) => (
        <li key={b.bnr_no} aria-label={t('main.bannerPosition', { index: i + 1, total: banners.length })}>
          <BannerLink banner={b}>
            <img
              src={b.img_url}
              alt=""
              width={640}
              height={360}
              {...(i === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
            />
            <span>{b.bnr_nm}</span>
          </BannerLink>
        </li>
      ))}
    </List>
  );
}
