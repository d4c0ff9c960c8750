/**
 * Renders the desk against libs/mock-api's backend on msw/node (the handlers the demo server
 * answers with), with a fresh store and a memory router: "given … when … then" desk tests.
 */
import { render, type RenderResult } from '@testing-library/react';
import { setupMockServer } from '@bottle/mock-api/node';
import { DeskApp } from '../app';
import { makeDeskStore, type DeskStore } from '../lib/store';

/** libs/mock-api on msw/node for this file; clean state after each test. */
export const setupDeskMock = setupMockServer;

export function renderDesk(path = '/'): RenderResult & { store: DeskStore } {
  const store = makeDeskStore({ base: 'http://localhost/desk-api' });
  return { ...render(<DeskApp store={store} initialPath={path} />), store };
}
