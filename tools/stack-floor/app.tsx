/**
 * The stack's floor: the chain's framework (React 19 with react-dom, React Router, Redux Toolkit
 * with RTK Query, react-redux, Emotion) and almost nothing of ours. A prerendered list of twelve
 * links with two styled components, in a store with one API; tools/stack-floor.mjs measures it
 * as tools/lighthouse.mjs measures the app, so the app's figures can be read against what the
 * framework alone costs.
 */
import styled from '@emotion/styled';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { Provider } from 'react-redux';
import { Link, Route, Routes } from 'react-router';

export const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({
    banner: build.query<{ title: string }, void>({ query: () => ({ url: '/banner', method: 'POST' }) }),
    wish: build.mutation<void, string>({ query: (id) => ({ url: '/wish', method: 'POST', body: { id } }) }),
  }),
});

export const makeStore = () =>
  configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (defaults) => defaults().concat(api.middleware) });

const Title = styled.h1`
  font-size: 1.5rem;
  color: #00484d;
  margin: 16px;
`;
const Item = styled.li`
  padding: 12px 16px;
  border-bottom: 1px solid #eee;
  min-height: 44px;
`;

function Home() {
  return (
    <main>
      <Title>Bottle</Title>
      <ul>
        {Array.from({ length: 12 }, (_, i) => (
          <Item key={i}>
            <Link to={`/product/W${String(i + 1).padStart(5, '0')}`}>와인 {i + 1} — 레드 블렌드 2020</Link>
          </Item>
        ))}
      </ul>
    </main>
  );
}

export function App({ store }: { store: ReturnType<typeof makeStore> }) {
  return (
    <Provider store={store}>
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="*" element={<p>-</p>} />
      </Routes>
    </Provider>
  );
}
