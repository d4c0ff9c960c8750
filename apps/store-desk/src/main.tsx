/** The desk's entry: the store, the language's strings, then the app (routes under /desk/). */
import { createRoot } from 'react-dom/client';
import { loadLanguage } from '@bottle/domain';
import { DeskApp } from './app';
import { initialLang } from './lib/i18n';
import { makeDeskStore } from './lib/store';

async function main(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const store = makeDeskStore();
  // Every desk screen shows libs/ui's and the domain's strings: load them before the first paint.
  await loadLanguage(initialLang()).catch(() => undefined);
  createRoot(root).render(<DeskApp store={store} />);
}

void main();
