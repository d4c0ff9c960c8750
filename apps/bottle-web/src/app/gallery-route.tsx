/**
 * Demo-only route /gallery: every libs/ui component in every state at phone width.
 * `?s=<scenario>` opens one overlay scenario directly, so a reviewer can link to it.
 */
import { Gallery } from '@bottle/ui';
import { useSearchParams } from '../lib/router/link';
import { useLang } from '../lib/i18n';

export function GalleryRoute() {
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const scenario = params.get('s');
  return (
    <Gallery
      initialLang={lang}
      {...(scenario ? { initialScenario: scenario } : {})}
      onScenarioChange={(id) => setParams(id ? { s: id } : {}, { replace: true })}
    />
  );
}
