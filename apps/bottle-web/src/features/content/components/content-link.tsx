/**
 * A link whose behaviour depends on its link kind (spec §3 "Link kinds"):
 * - APPLIST: an in-app path, followed with the router (same-origin relative paths only);
 * - URL: an outside page, opened through the native bridge's `openBrowser` (the browser
 *   fallback of libs/bridge opens a new tab); a failure tells the member;
 * - USELESS (or anything unusable): plain content, not a link.
 */
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router/link';
import type { LinkKind } from '@bottle/api';
import { useAppDispatch } from '../../../lib/store/hooks';
import { useServices } from '../../../lib/services';
import { useT } from '../../../lib/i18n';
import { showAlert } from '../../../lib/popups/popup-thunks';
import { isSameOriginPath } from '../../../lib/login-href';
import { contentMessages } from '../messages';

export type LinkTarget = { kind: 'app'; path: string } | { kind: 'browser'; url: string } | { kind: 'none' };

/** Decides what a (kind, url) pair from the server does; never throws on odd data. */
export function resolveLink(kind: LinkKind | string | null | undefined, url: string | null | undefined): LinkTarget {
  const value = (url ?? '').trim();
  if (kind === 'APPLIST' && isSameOriginPath(value)) return { kind: 'app', path: value };
  if (kind === 'URL' && /^https?:\/\/[^\s]+$/i.test(value)) return { kind: 'browser', url: value };
  return { kind: 'none' };
}

export function ContentLink({
  kind,
  url,
  className,
  children,
}: {
  kind: LinkKind | string | null | undefined;
  url: string | null | undefined;
  className?: string;
  children: ReactNode;
}) {
  const t = useT(contentMessages);
  const dispatch = useAppDispatch();
  const { getBridge } = useServices();
  const target = resolveLink(kind, url);

  if (target.kind === 'app') {
    return (
      <Link className={className} to={target.path}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'browser') {
    return (
      <a
        className={className}
        href={target.url}
        rel="noopener noreferrer"
        onClick={(e) => {
          // The shell opens the device browser; outside it libs/bridge falls back to a new tab.
          e.preventDefault();
          getBridge()
            .then((b) => b.openBrowser({ url: target.url }))
            .catch(() => dispatch(showAlert(t('content.openLinkFailed'))));
        }}
      >
        {children}
      </a>
    );
  }
  return <div className={className}>{children}</div>;
}
