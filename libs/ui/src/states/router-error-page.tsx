/**
 * The full-page error for the router's error element (spec §8: 'Unexpected Application Error!').
 * A module of its own: screens load it only when an error happens, while the other states
 * (./states.tsx) show on every page.
 */
import styled from '@emotion/styled';
import { Button, ButtonRow } from '../components/button';
import { useUi } from '../theme/ui-provider';

const Page = styled.main`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: var(--app-height, 100dvh);
  padding: calc(var(--safe-top, 0px) + ${({ theme }) => theme.space.xl}) ${({ theme }) => theme.space.lg}
    calc(var(--safe-bottom, 0px) + ${({ theme }) => theme.space.xl});
  max-width: ${({ theme }) => theme.maxContentWidth};
  margin: 0 auto;
  & h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xxl};
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.gray800};
  }
  & pre {
    margin: 0;
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.grayBg};
    border-radius: ${({ theme }) => theme.radii.md};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
`;

const Announce = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** Readable text of whatever a route threw (Error, a Response-like `{status, statusText}`, a string). */
export function describeRouteError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (error !== null && typeof error === 'object') {
    const e = error as { status?: unknown; statusText?: unknown; data?: unknown };
    if (typeof e.status === 'number') {
      const text = typeof e.statusText === 'string' ? e.statusText : '';
      return `${e.status} ${text}`.trim();
    }
  }
  return '';
}

export interface RouterErrorPageProps {
  /** What the route threw (useRouteError()); its message is shown only with `showDetails`. */
  error?: unknown;
  /** Show the error text (development builds). Default false. */
  showDetails?: boolean;
  onGoHome?: () => void;
  onReload?: () => void;
}

/**
 * Full-page error for the router's error element. The heading is the spec's literal text
 * 'Unexpected Application Error!' (§8) in every language; a Korean reader also gets the
 * translation and the hint.
 */
export function RouterErrorPage({ error, showDetails = false, onGoHome, onReload }: RouterErrorPageProps) {
  const { lang, t } = useUi('RouterErrorPage');
  const details = showDetails ? describeRouteError(error) : '';
  const heading = 'Unexpected Application Error!';
  return (
    <Page data-testid="router-error-page">
      <Announce role="alert">
        <h1 lang="en">{heading}</h1>
        {lang !== 'en' ? <p>{t('error.unexpectedApplication')}</p> : null}
        <p>{t('error.unexpectedApplicationHint')}</p>
      </Announce>
      {details !== '' ? <pre>{details}</pre> : null}
      {onGoHome !== undefined || onReload !== undefined ? (
        <ButtonRow>
          {onReload !== undefined ? (
            <Button variant="secondary" onClick={onReload}>
              {t('ui.routerError.reload')}
            </Button>
          ) : null}
          {onGoHome !== undefined ? <Button onClick={onGoHome}>{t('error.goHome')}</Button> : null}
        </ButtonRow>
      ) : null}
    </Page>
  );
}
