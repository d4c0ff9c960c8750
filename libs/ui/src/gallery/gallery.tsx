/**
 * Every libs/ui component in every state, at phone width, for review by eye.
 * The app mounts it at a demo-only route (/gallery). Overlay scenarios open one
 * at a time (they are modal); inline states are all visible at once. The gallery is a
 * developer tool: its scenario names are English only, the components speak the chosen language.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import type { Lang } from '@bottle/domain';
import { Button } from '../components/button';
import { UiProvider } from '../theme/ui-provider';

export { GALLERY_SCENARIOS, type GalleryScenario } from './gallery-scenarios';
import { GALLERY_SCENARIOS } from './gallery-scenarios';

const noop = () => undefined;

const Frame = styled.div`
  width: 100%;
  max-width: 390px;
  min-width: 0;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
  & h1 {
    font-size: ${({ theme }) => theme.typography.size.xl};
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  & h2 {
    font-size: ${({ theme }) => theme.typography.size.lg};
    margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.sm};
  }
  & ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Inline = styled.section`
  margin: ${({ theme }) => theme.space.sm} 0;
  border: 1px dashed ${({ theme }) => theme.colors.gray300};
  border-radius: ${({ theme }) => theme.radii.md};
  & > h3 {
    margin: 0;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.typography.size.xs};
    color: ${({ theme }) => theme.colors.gray700};
    background: ${({ theme }) => theme.colors.grayBg};
  }
`;

export interface GalleryProps {
  /** Open this overlay scenario first (for example from a `?s=` query). */
  initialScenario?: string;
  /** Called when a scenario opens (its id) or closes (null), to mirror it in the URL. */
  onScenarioChange?: (id: string | null) => void;
  /** Initial component language; the gallery has its own ko/en switch. */
  initialLang?: Lang;
}

export function Gallery({ initialScenario, onScenarioChange, initialLang = 'ko' }: GalleryProps) {
  const [lang, setLang] = useState<Lang>(initialLang);
  const [active, setActive] = useState<string | null>(
    GALLERY_SCENARIOS.some((s) => s.id === initialScenario && s.kind === 'overlay') ? (initialScenario ?? null) : null,
  );
  const open = (id: string | null) => {
    setActive(id);
    onScenarioChange?.(id);
  };
  const groups = [...new Set(GALLERY_SCENARIOS.map((s) => s.group))];
  const current = GALLERY_SCENARIOS.find((s) => s.id === active);

  return (
    <UiProvider lang={lang} globalStyles={false}>
      <Frame data-testid="gallery" lang={lang}>
        <h1>libs/ui gallery</h1>
        <Button variant="secondary" onClick={() => setLang(lang === 'ko' ? 'en' : 'ko')}>
          Language: {lang === 'ko' ? '한국어' : 'English'}
        </Button>
        {groups.map((group) => (
          <div key={group}>
            <h2>{group}</h2>
            <ul>
              {GALLERY_SCENARIOS.filter((s) => s.group === group).map((s) =>
                s.kind === 'overlay' ? (
                  <li key={s.id}>
                    <Button variant="secondary" block data-scenario={s.id} onClick={() => open(s.id)}>
                      {s.title}
                    </Button>
                  </li>
                ) : (
                  <li key={s.id}>
                    <Inline aria-label={s.title} data-scenario={s.id}>
                      <h3>{s.title}</h3>
                      {s.render(noop)}
                    </Inline>
                  </li>
                ),
              )}
            </ul>
          </div>
        ))}
      </Frame>
      {current !== undefined && current.kind === 'overlay' ? current.render(() => open(null)) : null}
    </UiProvider>
  );
}
