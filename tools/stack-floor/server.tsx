// The prerender of the floor's page (tools/stack-floor.mjs writes it into index.html).
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App, makeStore } from './app';

export const render = (): string =>
  renderToString(
    <StaticRouter location="/">
      <App store={makeStore()} />
    </StaticRouter>,
  );
