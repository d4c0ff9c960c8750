import { Link } from 'react-router';
import { useT } from '../lib/i18n';
import { Page } from '../lib/ui';

export function NotFoundPage() {
  const t = useT();
  return (
    <Page id="main" tabIndex={-1}>
      <h1>{t('desk.notFound')}</h1>
      <p>
        <Link to="/check">{t('desk.notFoundLink')}</Link>
      </p>
    </Page>
  );
}
