/** The frame both pages share: the title, the links between the pages, the language switch. */
import { el } from './table.js';
import { initialLang, languageSelect, loadLanguage, type Language } from './i18n.js';

export type Page = 'play' | 'replay';

/**
 * Draws the header and calls `draw` with the language now and again on every switch (the page then
 * redraws itself in the new language).
 */
export async function startPage(page: Page, draw: (language: Language) => void): Promise<void> {
  let language = await loadLanguage(initialLang());
  const header = el('header', { className: 'top' });
  const nav = el('nav');
  const redraw = (): void => {
    document.title = `${language.t(page === 'play' ? 'play' : 'replay')} · ${language.t('title')}`;
    const link = (href: string, key: 'play' | 'replay'): HTMLAnchorElement => {
      const a = el('a', { text: language.t(key) });
      a.href = href;
      if (key === page) a.setAttribute('aria-current', 'page');
      return a;
    };
    nav.replaceChildren(link('./index.html', 'play'), link('./replay.html', 'replay'));
    const label = el('label', { className: 'lang', text: `${language.t('language')} ` });
    label.append(
      languageSelect(language.lang, (next) => {
        language = next;
        redraw();
      }),
    );
    header.replaceChildren(el('h1', { text: language.t('title') }), nav, label);
    draw(language);
  };
  document.body.prepend(header);
  redraw();
}
