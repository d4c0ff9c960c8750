// Hydrated as the app hydrates a prerendered page: in a transition, under StrictMode.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, makeStore } from './app';

const store = makeStore();
const root = document.getElementById('root');
if (!root) throw new Error('no #root');
startTransition(() => {
  hydrateRoot(
    root,
    <StrictMode>
      <BrowserRouter>
        <App store={store} />
      </BrowserRouter>
    </StrictMode>,
  );
});
