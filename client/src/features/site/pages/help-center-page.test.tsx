import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { HelpCenterPage } from './help-center-page';

afterEach(cleanup);

const renderHelp = () =>
  render(
    <MemoryRouter>
      <HelpCenterPage />
    </MemoryRouter>,
  );
const cards = () =>
  within(screen.getByRole('region', { name: 'Help topics' }))
    .queryAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('the help centre', () => {
  it('shows the three cards, each leading where the spec says', () => {
    renderHelp();
    expect(cards()).toEqual(['FAQ', 'Contact Us', 'Provide Feedback']);
    const links = within(screen.getByRole('region', { name: 'Help topics' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/#faq', '/contactForm', '/provideFeedback']);
  });

  it('filters the cards as the visitor types, by words in their titles, texts and topics', async () => {
    const user = userEvent.setup();
    renderHelp();
    const search = screen.getByRole('searchbox', { name: 'Search help topics' });
    await user.type(search, 'bug');
    expect(cards()).toEqual(['Provide Feedback']);
    await user.clear(search);
    await user.type(search, 'CONTACT');
    expect(cards()).toEqual(['Contact Us']);
    await user.clear(search);
    await user.type(search, 'payments');
    expect(cards()).toEqual(['FAQ']);
    await user.clear(search);
    expect(cards()).toEqual(['FAQ', 'Contact Us', 'Provide Feedback']);
  });

  it('says No results found for "{term}" when nothing matches', async () => {
    const user = userEvent.setup();
    renderHelp();
    await user.type(screen.getByRole('searchbox', { name: 'Search help topics' }), ' kangaroo ');
    expect(screen.getByText('No results found for "kangaroo"')).toBeInTheDocument();
    expect(cards()).toEqual([]);
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contactForm');
  });
});
