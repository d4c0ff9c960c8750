/**
 * One encyclopedia entry (spec §7 /v2/hybridapp/winepedia/detail). Its body is server HTML and
 * goes through libs/ui's sanitiser (SafeHtml).
 */

import { useParams } from 'react-router';
import { useWinepediaDetailQuery } from '@bottle/api';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { Body, HeroImage, ScreenTitle } from '../components/page';
import { QueryState } from '../../../lib/kit';
import { SafeHtml } from '../components/safe-html';
import { isNotFoundError } from '../lib/not-found';
import { contentMessages } from '../messages';

export function WinepediaDetailPage() {
  const t = useT(contentMessages);
  const { id = '' } = useParams();
  const detail = useWinepediaDetailQuery({ wpd_no: id });
  const notFound = isNotFoundError(detail.error);
  const entry = detail.data;
  return (
    <>
      <ScreenTitle backTo={paths.winepedia}>{entry?.title ?? t('content.winepedia.title')}</ScreenTitle>
      <QueryState query={notFound ? { ...detail, isError: false } : detail} isEmpty={notFound || !entry} emptyTitle={t('content.notFound')}>
        {entry ? (
          <article aria-label={entry.title}>
            {entry.img_url ? <HeroImage src={entry.img_url} alt="" width={640} height={360} /> : null}
            <Body>
              <SafeHtml html={entry.content} />
            </Body>
          </article>
        ) : null}
      </QueryState>
    </>
  );
}
