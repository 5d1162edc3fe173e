import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney } from '@/shared/format/money';
import { chosenLanguage } from '@/shared/i18n/chosen-language';
import { i18n } from '@/shared/i18n/i18n';
import { chooseLanguage } from '@/shared/i18n/load-language';
import { catalogue as sinhala } from '@/shared/i18n/locales/si/catalogue';
import { catalogue as tamil } from '@/shared/i18n/locales/ta/catalogue';
import { useTranslation } from '@/shared/i18n/use-translation';
import { LanguageSwitcher } from './language-switcher';

function Page() {
  const { t } = useTranslation();
  return (
    <>
      <LanguageSwitcher />
      <p>{t('shell.login')}</p>
      <p>{formatMoney(9000)}</p>
    </>
  );
}

afterEach(async () => {
  await chooseLanguage('en');
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: clears the language cookie between tests.
  document.cookie = 'lang=; Max-Age=0; Path=/';
});

describe('LanguageSwitcher', () => {
  it('offers each language named in its own language, marked with its lang', () => {
    render(<LanguageSwitcher />);
    const select = screen.getByRole('combobox', { name: 'Site language' });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['සිංහල', 'si'],
      ['தமிழ்', 'ta'],
    ]);
    expect(select).toHaveValue('en');
  });

  it('shows the chosen language from the keyboard, sets <html lang>, and remembers it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const select = screen.getByRole('combobox', { name: 'Site language' });
    await user.tab();
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'si');

    await waitFor(() => expect(screen.getByText(sinhala.shell?.login ?? '-')).toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: sinhala.shell?.language })).toHaveValue('si');
    expect(document.body).toHaveTextContent('රු. 9,000.00');
    expect(document.documentElement.lang).toBe('si');
    expect(localStorage.getItem('language')).toBe('si');
    expect(document.cookie).toContain('lang=si');

    await user.selectOptions(select, 'ta');
    await waitFor(() => expect(screen.getByText(tamil.shell?.login ?? '-')).toBeInTheDocument());
    expect(document.documentElement.lang).toBe('ta');
    expect(chosenLanguage()).toBe('ta');

    await user.selectOptions(select, 'en');
    await waitFor(() => expect(screen.getByText('Login')).toBeInTheDocument());
    expect(screen.getByText('Rs. 9,000.00')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('is remembered past a logout, which clears localStorage, through its cookie', async () => {
    await chooseLanguage('ta');
    localStorage.clear();
    expect(chosenLanguage()).toBe('ta');
    expect(i18n.language).toBe('ta');
  });
});
