/**
 * The app's links: `Link`, `NavLink` and `useSearchParams` with React Router's behaviour, for the
 * declarative router the app renders (./router-view.tsx).
 *
 * React Router's own `Link` carries what only its data router and framework mode use (page
 * prefetch links, view transitions, the route discovery of framework mode): 3 KB of the first
 * route that the app's router never runs. These are built on React Router's hooks (`useHref`,
 * `useResolvedPath`, `useNavigate`, `useLocation`), so an address resolves, renders and
 * navigates as with React Router's (docs/decisions/0171-react-router-tree-shaking.md).
 *
 * @example
 * <Link to={paths.product(no)} state={{ from: 'home' }}>…</Link>
 * <NavLink to="/" end>…</NavLink>   // aria-current="page" and class "active" while at "/"
 * const [params, setParams] = useSearchParams(); setParams({ tab: 'faq' }, { replace: true });
 */
import { useCallback, useMemo, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import {
  createPath,
  createSearchParams,
  useHref,
  useLocation,
  useNavigate,
  useResolvedPath,
  type NavigateOptions,
  type To,
  type URLSearchParamsInit,
} from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where the link goes: a path (relative to the route, as React Router resolves it) or an absolute URL. */
  to: To;
  /** Replace the current history entry instead of adding one. Default: only when `to` is where the member is. */
  replace?: boolean;
  /** History state for the next location (`useLocation().state`). */
  state?: unknown;
  /** Let the browser load the address as a new document. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** `https:`, `mailto:`, `tel:` … or protocol-relative: the browser follows these itself. */
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** A click the app handles: the main button, no modifier (new tab, new window, download), in this frame. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/** An `<a href>` to `to` that navigates in the app on a plain click and is an ordinary link otherwise. */
export function Link({ to, replace, state, reloadDocument, onClick, target, ref, children, ...rest }: LinkProps) {
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to);
  // Hooks run on every render; an absolute URL does not use their answers.
  const href = useHref(external ? '.' : to);
  const location = useLocation();
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || external || reloadDocument || !isPlainClick(event, target)) return;
    event.preventDefault();
    // The address the member is on again replaces its entry, so tapping it twice adds no Back step
    // (React Router's rule). The href is that address's path: the app's router has no basename.
    navigate(to, { replace: replace ?? createPath(location) === href, state });
  };
  return (
    <a {...rest} ref={ref} href={external ? (to as string) : href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

export interface NavLinkProps extends LinkProps {
  /** Active only at `to` itself, not below it. */
  end?: boolean;
  /** Compare paths with their case (React Router's default is without). */
  caseSensitive?: boolean;
}

/**
 * A `Link` that knows it is current: `aria-current="page"` (screen readers say "current page")
 * and the class `active` while the address is `to` or, without `end`, below it.
 */
export function NavLink({ end = false, caseSensitive = false, className, ...props }: NavLinkProps) {
  const resolved = useResolvedPath(props.to);
  const location = useLocation();
  let here = location.pathname;
  let there = resolved.pathname;
  if (!caseSensitive) {
    here = here.toLowerCase();
    there = there.toLowerCase();
  }
  // "/a/" is active below itself at "/a/b", as "/a" is; "/" alone never matches what follows it.
  const boundary = there !== '/' && there.endsWith('/') ? there.length - 1 : there.length;
  const active = here === there || (!end && here.startsWith(there) && here.charAt(boundary) === '/');
  const classes = [className, active ? 'active' : undefined].filter(Boolean).join(' ');
  return <Link aria-current={active ? 'page' : undefined} {...props} className={classes || undefined} />;
}

export type SetSearchParams = (
  next: URLSearchParamsInit | ((current: URLSearchParams) => URLSearchParamsInit),
  options?: NavigateOptions,
) => void;

/**
 * The address's query as `URLSearchParams` (a new object when the query changes) and a setter that
 * navigates to the same path with another query, as React Router's `useSearchParams`.
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const query = createSearchParams(typeof next === 'function' ? next(new URLSearchParams(params)) : next);
      navigate(`?${query.toString()}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}
