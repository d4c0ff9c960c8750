/**
 * The gallery's own page (libs/ui/gallery): every component in every state,
 * served as static files under the strict policy. `?s=<scenario>` opens one overlay scenario and
 * `?lang=en` starts in English; the URL follows the open scenario, so a reviewer can link to it.
 * Emotion and Radix take the page's nonce from the server's csp-nonce meta tag (UiProvider).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Gallery } from './gallery';

function mirrorScenario(id: string | null): void {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set('s', id);
  else url.searchParams.delete('s');
  window.history.replaceState(null, '', url);
}

const params = new URLSearchParams(window.location.search);
const scenario = params.get('s');
const root = document.getElementById('root');
if (!root) throw new Error('The gallery page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <Gallery
      initialLang={params.get('lang') === 'en' ? 'en' : 'ko'}
      {...(scenario ? { initialScenario: scenario } : {})}
      onScenarioChange={mirrorScenario}
    />
  </StrictMode>,
);
