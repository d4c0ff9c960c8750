/**
 * The product's pictures (spec §7 /app/product/item/image): the one shown large, the others as
 * thumbnails to choose from. Which one is shown is in the URL as `seq_no` (spec §2: a query
 * string may hold seq_no, ignored when it is the text null; here the picture's number from 1),
 * so a shared link opens on that picture. Choosing one sends product_image_view.
 */
import styled from '@emotion/styled';
import { useSearchParams } from '../../../lib/router/link';
import { useProductImageQuery } from '@bottle/api';
import { ANALYTICS_EVENTS, parseSeqNo, QUERY_KEYS } from '@bottle/domain';
import { trackEvent } from '../../../lib/analytics';
import { useT } from '../../../lib/i18n';

import { catalogueMessages } from '../messages';
import { useInWebView } from '../../../lib/services';

const Hero = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  > img {
    width: 100%;
    max-width: 240px;
    aspect-ratio: 3 / 4;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.grayBg};
  }
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  button {
    width: 48px;
    height: 64px;
    padding: 2px;
    border: 2px solid ${({ theme }) => theme.colors.gray200};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.white};
    cursor: pointer;
  }
  button[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.bottleGreen};
  }
  button img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

/**
 * The gallery while the product loads: its large picture's box, empty, where the picture will be.
 * It is the place where the page's early module shows the product's first picture as soon as the
 * pictures' answer arrives, before the framework has run (docs/decisions/0160-early-largest-picture.md).
 * Decorative, like every skeleton. Rendered without `src` and with `suppressHydrationWarning`:
 * the `src` the early module may have set is not React's to compare.
 */
export function ProductGalleryPlaceholder() {
  return (
    <Hero aria-hidden="true">
      {/* The attribute and name the early module looks for (app/early-calls.ts, repeated there so that module
          stays free of the app's code; app/hydration.test.tsx holds them equal). */}
      <img width={240} height={320} alt="" data-early-picture="product-first-picture" suppressHydrationWarning />
    </Hero>
  );
}

/** The index (from 0) of the picture `seq_no` names, or 0 when it names none of `count`. */
export function pictureIndex(seqNo: string | null, count: number): number {
  const n = Number(parseSeqNo(seqNo) ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= count ? n - 1 : 0;
}

export function ProductGallery({ prdCd, name, fallback }: { prdCd: string; name: string; fallback: string }) {
  const t = useT(catalogueMessages);
  const inWebView = useInWebView();
  const [params, setParams] = useSearchParams();
  const images = useProductImageQuery({ prd_cd: prdCd });
  // The picture of the product's info stands in while the gallery loads or if it fails.
  const list = images.data?.img_list.length ? images.data.img_list : [fallback];
  const index = pictureIndex(params.get(QUERY_KEYS.seqNo), list.length);

  const show = (i: number) => {
    if (i === index) return;
    trackEvent(ANALYTICS_EVENTS.productImageView, inWebView, { prd_cd: prdCd, seq_no: i + 1 });
    const next = new URLSearchParams(params);
    next.set(QUERY_KEYS.seqNo, String(i + 1));
    setParams(next, { replace: true });
  };

  return (
    <Hero>
      {/* The product page's largest element: sized (3:4, as the style) and fetched first. */}
      <img
        width={240}
        height={320}
        fetchPriority="high"
        src={list[index]}
        alt={
          list.length > 1
            ? t('catalogue.product.imageN', { name, n: index + 1, total: list.length })
            : t('catalogue.product.image', { name })
        }
      />
      {list.length > 1 ? (
        <ul aria-label={t('catalogue.product.gallery', { name })}>
          {list.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                aria-current={i === index}
                aria-label={t('catalogue.product.showImage', { n: i + 1 })}
                onClick={() => show(i)}
              >
                <img src={src} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Hero>
  );
}
