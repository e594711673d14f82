import {
  referenceLanguageOf,
  SEARCH_LIMITS,
  searchEndpoints,
  type SearchRouteQuery,
  type SearchSuggestion,
  type SearchSuggestionKind,
} from '@b2b/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCombobox } from 'downshift';
import { useEffect, useLayoutEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { cx } from '../../lib/cx.ts';
import { useLanguage } from '../../lib/language.ts';
import { paths } from '../../lib/paths.ts';
import styles from './search-suggestions.module.css';

/** What each kind of suggestion is called under its text. */
const KIND_KEYS = {
  partNumber: 'suggestions.kinds.partNumber',
  product: 'suggestions.kinds.product',
  business: 'suggestions.kinds.business',
  person: 'suggestions.kinds.person',
  place: 'suggestions.kinds.place',
} as const satisfies Record<SearchSuggestionKind, string>;

/** A pause in typing this long asks for suggestions; keys pressed faster ask nothing. */
const TYPING_PAUSE_MS = 150;

function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Where a suggestion leads: its page (a company, a person) or the search of its text on the tab that shows it. */
function hrefOf(suggestion: SearchSuggestion, fields: SearchRouteQuery): string {
  const { countries } = fields;
  if (suggestion.kind === 'business' && suggestion.id)
    return paths.business.href(suggestion.text, suggestion.id);
  if (suggestion.kind === 'person' && suggestion.id) return paths.publicProfile.href(suggestion.id);
  // Places are browsed on the tab chosen (manufacturers by default, the address of the category links).
  if (suggestion.kind === 'place')
    return paths.search.href({ business: fields.business, countries, search: suggestion.text });
  return paths.search.href({ business: 'PR', countries, search: suggestion.text });
}

export interface SuggestingInputProps {
  /** The bar's fields: the text typed, and the tab and country the suggestions keep to. */
  fields: SearchRouteQuery;
  onTextChange: (text: string) => void;
  /** The plain input's attributes (name, class, placeholder, label), kept on the combobox. */
  inputProps: InputHTMLAttributes<HTMLInputElement> & { 'aria-label': string };
  /**
   * The plain input this one replaces had the focus: take it, with its selection (or caret) as it was. A text typed over
   * a selection right after the first focus (select all, then type) then replaces it rather than landing before it.
   */
  takeFocusAt: readonly [number, number] | null;
}

/**
 * The search bar's text box as a combobox (WAI-ARIA's pattern, by downshift): up to eight suggestions from
 * `GET search/suggestions` after two characters, asked after a pause in typing; a new question cancels the one before
 * (TanStack Query aborts a query nothing watches any more). Up and Down move through them, Enter opens the one
 * highlighted (with none, the form searches as typed), Escape closes the list. It replaces the plain text box when the
 * box is first focused, so none of this is in a page's first load.
 */
export function SuggestingInput({ fields, onTextChange, inputProps, takeFocusAt }: SuggestingInputProps) {
  const { t } = useTranslation('search');
  const language = useLanguage();
  const navigate = useNavigate();
  const [inputNode, setInputNode] = useState<HTMLInputElement | null>(null);
  const typed = useDebounced(fields.search.trim(), TYPING_PAUSE_MS);
  const asking = typed.length >= SEARCH_LIMITS.suggestionMinChars;
  const { data } = useQuery({
    queryKey: ['search', 'suggestions', fields.business, fields.countries, typed, language],
    queryFn: ({ signal }) =>
      api(searchEndpoints.searchSuggestions, {
        query: {
          q: typed,
          tab: fields.business,
          country: fields.countries,
          lang: referenceLanguageOf(language),
        },
        signal,
      }),
    enabled: asking,
    staleTime: 60_000,
    // The last list stays while the next is asked for, so the list does not blink at each key.
    placeholderData: keepPreviousData,
  });
  const items =
    asking && fields.search.trim().length >= SEARCH_LIMITS.suggestionMinChars ? (data?.data ?? []) : [];

  const { isOpen, highlightedIndex, closeMenu, getInputProps, getMenuProps, getItemProps } =
    useCombobox<SearchSuggestion>({
      items,
      inputValue: fields.search,
      selectedItem: null,
      // What was typed in the plain box before this one arrived is suggested for at once: downshift opens its list on
      // its own key events only, and there may be none after the swap.
      initialIsOpen: takeFocusAt !== null,
      itemToString: (item) => item?.text ?? '',
      onInputValueChange: ({ inputValue }) => onTextChange(inputValue ?? ''),
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) void navigate(hrefOf(selectedItem, fields));
      },
      // Leaving the box (Tab, a click elsewhere) only closes the list: choosing is Enter or a click on an option, never
      // where the pointer last rested. downshift's default picks the highlighted option on blur.
      stateReducer: (state, { type, changes }) =>
        type === useCombobox.stateChangeTypes.InputBlur
          ? { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue }
          : changes,
    });

  // Once, when it replaces the plain box that had the focus; before the browser handles another key, which would
  // otherwise reach the page instead of the box.
  const focusTaken = useRef(false);
  useLayoutEffect(() => {
    if (takeFocusAt === null || !inputNode || focusTaken.current) return;
    focusTaken.current = true;
    inputNode.focus();
    inputNode.setSelectionRange(takeFocusAt[0], takeFocusAt[1]);
  }, [inputNode, takeFocusAt]);

  const shown = isOpen && items.length > 0;
  return (
    <>
      <input
        {...inputProps}
        {...getInputProps({
          ref: setInputNode,
          'aria-label': inputProps['aria-label'],
          onKeyDown: (event) => {
            if (event.key !== 'Enter' || highlightedIndex >= 0) return;
            // No option highlighted: Enter submits the form, the search as typed. downshift would swallow it to
            // close its list.
            (
              event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }
            ).preventDownshiftDefault = true;
            closeMenu();
          },
        })}
        // Expanded only while options show: downshift's menu is open as soon as one types, answer or not.
        aria-expanded={shown}
      />
      <ul
        {...getMenuProps({ 'aria-label': t('suggestions.label') })}
        className={cx(styles.list, !shown && styles.closed)}
      >
        {shown &&
          items.map((item, index) => (
            <li
              key={`${item.kind}-${item.id ?? ''}-${item.text}`}
              className={cx(styles.option, index === highlightedIndex && styles.highlighted)}
              {...getItemProps({ item, index })}
            >
              <span className={styles.text}>{item.text}</span>
              <span className={styles.kind}>
                {[t(KIND_KEYS[item.kind]), item.detail].filter(Boolean).join(' · ')}
              </span>
            </li>
          ))}
      </ul>
    </>
  );
}
