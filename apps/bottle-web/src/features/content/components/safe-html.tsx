/**
 * Server-provided HTML (winepedia entries, event and exhibition bodies) goes through libs/ui's
 * sanitiser before it touches the DOM: no scripts, handlers, styles, forms or script-scheme URLs.
 */
import styled from '@emotion/styled';
import { useMemo } from 'react';
import { trustedHtml } from '@bottle/ui';

const Html = styled.div`
  font-size: ${({ theme }) => theme.typography.size.md};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  word-break: keep-all;
  overflow-wrap: anywhere;
  h2,
  h3 {
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
  img {
    max-width: 100%;
    height: auto;
  }
  a {
    color: ${({ theme }) => theme.colors.bottleGreen};
  }
`;

export function SafeHtml({ html, className }: { html: unknown; className?: string }) {
  const clean = useMemo(() => trustedHtml(html), [html]);
  if (!clean) return null;
  return <Html className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
