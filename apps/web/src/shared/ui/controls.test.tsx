import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';
import { SectionHeader } from './section-header';
import { SelectField } from './select-field';
import { Tab, TabList, TabPanel, Tabs } from './tabs';

function LanguageFilter() {
  const [language, setLanguage] = useState('ALL');
  return (
    <>
      <SelectField
        label="Language"
        includeAll
        options={[
          { value: 'si', label: 'Sinhala' },
          { value: 'ta', label: 'Tamil' },
        ]}
        value={language}
        onChange={(event) => setLanguage(event.target.value)}
      />
      <p>{`Filter: ${language}`}</p>
    </>
  );
}

describe('SelectField', () => {
  it('is a labelled dropdown with All (no filter) first', async () => {
    const user = userEvent.setup();
    render(<LanguageFilter />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Sinhala', 'Tamil']);
    expect(select).toHaveValue('ALL');
    await user.selectOptions(select, 'Tamil');
    expect(screen.getByText('Filter: ta')).toBeInTheDocument();
  });
});

describe('Tabs', () => {
  it('switches panels with the arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="MVOD">
        <TabList label="On Demand categories">
          <Tab value="MVOD">Movies</Tab>
          <Tab value="MUSIC">Music</Tab>
        </TabList>
        <TabPanel value="MVOD">Movie titles</TabPanel>
        <TabPanel value="MUSIC">Music titles</TabPanel>
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'On Demand categories' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Movie titles');
    await user.click(screen.getByRole('tab', { name: 'Movies' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Music' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Music titles');
  });
});

describe('SectionHeader', () => {
  it('has a heading and a View All link named after it', () => {
    render(
      <MemoryRouter>
        <SectionHeader title="Featured Channels" viewAllHref="/channels" />
        <SectionHeader title="Content this month" level={3} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Featured Channels' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'View All Featured Channels' });
    expect(link).toHaveTextContent('View All');
    expect(link).toHaveAttribute('href', '/channels');
    expect(screen.getByRole('heading', { level: 3, name: 'Content this month' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});

describe('EmptyState', () => {
  it('announces the empty text', () => {
    render(<EmptyState>There is no product available</EmptyState>);
    expect(screen.getByRole('status')).toHaveTextContent('There is no product available');
  });
});
