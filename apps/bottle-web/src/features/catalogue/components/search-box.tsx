/**
 * The search box (spec §1 search by text): a form with role search, a labelled input and an
 * autocomplete list from POST /app/search/autocomplete, built as the WAI-ARIA 1.2 combobox
 * pattern with a listbox popup: aria-expanded, aria-controls, aria-activedescendant; arrow keys
 * move through the suggestions, Enter picks one (or submits the text), Escape closes the list.
 * Voice and camera search buttons sit beside it (slots).
 */
import styled from '@emotion/styled';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useAutocompleteQuery } from '@bottle/api';
import { VisuallyHidden } from '@bottle/ui';
import { useT } from '../../../lib/i18n';
import { MAX_QUERY_LENGTH, readQuery } from '../lib/search-state';
import { useDebounced } from '../../../lib/use-debounced';
import { HiddenLabel, Icon, IconButton, ICONS } from './layout';
import { catalogueMessages } from '../messages';

/** Pause after the last key before autocomplete asks the server. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 200;

const Form = styled.form`
  position: relative;
  padding: 0 ${({ theme }) => theme.space.lg};
`;

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding-left: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.bottleGreen};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.white};
  &:focus-within {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.gray300};
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    border: 0;
    outline: none;
    background: transparent;
    font: inherit;
    font-size: ${({ theme }) => theme.typography.size.md};
    text-overflow: ellipsis;
  }
`;

const Listbox = styled.ul`
  position: absolute;
  left: ${({ theme }) => theme.space.lg};
  right: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndex.header};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.gray300};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.12);
  li {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.lg};
    cursor: pointer;
  }
  li[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.grayBg};
    color: ${({ theme }) => theme.colors.bottleGreen};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

export type SubmitSource = 'typed' | 'autocomplete';

export interface SearchBoxProps {
  /** The search word of the URL; the box follows it on back/forward. */
  value: string;
  onSubmit: (word: string, source: SubmitSource) => void;
  /** Extra buttons (voice, camera). */
  tools?: ReactNode;
}

export function SearchBox({ value, onSubmit, tools }: SearchBoxProps) {
  const t = useT(catalogueMessages);
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The address follows a word this box submitted a moment later (once the results' code is there):
  // if the member has typed since, that echo must not replace what they typed; otherwise the box
  // shows the word as the screen reads it (trimmed, at most 100 characters). Any other change of
  // the address (a word picked below, the back button) shows its word. Only a change: on mount
  // the box already starts from `value`, and a mount effect that ran late (a slow phone, a screen
  // mounted in a transition) would replace what the member typed in between.
  const submitted = useRef<string | null>(null);
  const typedSinceSubmit = useRef(false);
  const shownValue = useRef(value);
  useEffect(() => {
    if (value === shownValue.current) return;
    shownValue.current = value;
    const echo = value === submitted.current;
    if (echo) submitted.current = null;
    if (echo && typedSinceSubmit.current) return;
    setText(value);
  }, [value]);

  // A member may type into the prerendered box before the app has taken the page over: React
  // keeps what is in the box, but no change reached this state. Once mounted, the box's text is
  // what the member typed, and the suggestions open for it if the box still has the focus.
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const el = input.current;
    if (!el || el.value === text) return;
    typedSinceSubmit.current = true;
    setText(el.value);
    if (el.ownerDocument.activeElement === el) setOpen(true);
    // Mount only: afterwards every keystroke reaches the state through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const keyword = useDebounced(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const auto = useAutocompleteQuery({ keyword }, { skip: !open || keyword === '' });
  // Only suggestions for what is typed now (a stale answer for an older word is not shown).
  const suggestions = open && keyword === text.trim() && keyword !== '' ? (auto.currentData?.word_list ?? []) : [];
  const expanded = suggestions.length > 0;
  const activeOption = active >= 0 && active < suggestions.length ? active : -1;

  const submit = (word: string, source: SubmitSource) => {
    const w = word.trim();
    setOpen(false);
    setActive(-1);
    if (w === '') return;
    setText(w);
    // Compared with the word as the screen will read it back from the address.
    const echo = readQuery(w);
    submitted.current = echo === value ? null : echo;
    typedSinceSubmit.current = false;
    onSubmit(w, source);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) {
        setOpen(true);
        return;
      }
      event.preventDefault();
      const n = suggestions.length;
      setActive((i) => (event.key === 'ArrowDown' ? (i + 1 >= n ? 0 : i + 1) : i <= 0 ? n - 1 : i - 1));
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text !== '') {
        setText('');
      }
    } else if (event.key === 'Enter' && activeOption >= 0) {
      event.preventDefault();
      submit(suggestions[activeOption] ?? text, 'autocomplete');
    }
  };

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(text, 'typed');
  };

  return (
    <Form role="search" aria-label={t('catalogue.search.region')} onSubmit={onFormSubmit}>
      <Field>
        <HiddenLabel htmlFor={inputId}>{t('catalogue.search.label')}</HiddenLabel>
        {/* type text, not search: a search input brings the browser's own clear button, a
            second one beside ours (enterKeyHint still gives the keyboard its search key). */}
        <input
          ref={input}
          id={inputId}
          type="text"
          role="combobox"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t('catalogue.search.placeholder')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeOption >= 0 ? `${listId}-${activeOption}` : undefined}
          value={text}
          onChange={(e) => {
            typedSinceSubmit.current = true;
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {text !== '' ? (
          <IconButton type="button" aria-label={t('catalogue.search.clear')} onClick={() => setText('')}>
            <Icon d={ICONS.close} />
          </IconButton>
        ) : null}
        {tools}
        <IconButton type="submit" aria-label={t('catalogue.search.submit')}>
          <Icon d={ICONS.search} />
        </IconButton>
      </Field>
      <Listbox id={listId} role="listbox" aria-label={t('catalogue.search.suggestions')} hidden={!expanded}>
        {suggestions.map((word, index) => (
          <li
            key={word}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === activeOption}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(e) => {
              e.preventDefault();
              submit(word, 'autocomplete');
            }}
          >
            {word}
          </li>
        ))}
      </Listbox>
      <VisuallyHidden role="status">{expanded ? t('catalogue.search.suggestionCount', { n: suggestions.length }) : ''}</VisuallyHidden>
    </Form>
  );
}
