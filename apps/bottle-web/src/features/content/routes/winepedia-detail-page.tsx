/**
 * One encyclopedia entry (spec §7 /v2/hybridapp/winepedia/detail). Its body is server HTML and
 * goes through libs/ui's sanitiser (SafeHtml).
 */

import { useParams } from 'react-router';
import { useWinepediaDetailQuery } from '@bottle/api';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { ItemScreen } from '../components/item-screen';
import { Body, HeroImage } from '../components/page';
import { SafeHtml } from '../components/safe-html';
import { contentMessages } from '../messages';

export function WinepediaDetailPage() {
  const t = useT(contentMessages);
  const { id = '' } = useParams();
  const detail = useWinepediaDetailQuery({ wpd_no: id });
  return (
    <ItemScreen query={detail} title={detail.data?.title ?? t('content.winepedia.title')} backTo={paths.winepedia}>
      {(entry) => (
        <article aria-label={entry.title}>
          {entry.img_url ? <HeroImage src={entry.img_url} alt="" width={640} height={360} /> : null}
          <Body>
            <SafeHtml html={entry.content} />
          </Body>
        </article>
      )}
    </ItemScreen>
  );
}
