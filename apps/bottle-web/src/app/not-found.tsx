/** An unknown path: say so and offer the way home, inside the tab layout. */
import { Link } from '../lib/router/link';
import { EmptyState } from '@bottle/ui';
import { useT } from '../lib/i18n';

export function NotFound() {
  const t = useT();
  return <EmptyState title={t('app.notFound')} action={<Link to="/">{t('error.goHome')}</Link>} />;
}
