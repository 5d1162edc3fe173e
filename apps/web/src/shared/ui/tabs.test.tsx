import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './tabs';

function Channels({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="channel" onValueChange={onValueChange}>
      <TabList label="Contents">
        <Tab value="channel">Channels</Tab>
        <Tab value="vod">Videos</Tab>
        <Tab value="svod">SVOD</Tab>
      </TabList>
      <TabPanel value="channel">Channel list</TabPanel>
      <TabPanel value="vod">Video list</TabPanel>
      <TabPanel value="svod">SVOD list</TabPanel>
    </Tabs>
  );
}

function Kept() {
  const [value, setValue] = useState('vod');
  return (
    <>
      <button type="button" onClick={() => setValue('svod')}>
        Show SVOD
      </button>
      <Tabs value={value} onValueChange={setValue}>
        <TabList label="Contents">
          <Tab value="vod">Videos</Tab>
          <Tab value="svod">SVOD</Tab>
        </TabList>
        <TabPanel value="vod">Video list</TabPanel>
        <TabPanel value="svod">SVOD list</TabPanel>
      </Tabs>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const shownPanel = () => screen.getByRole('tabpanel');

describe('Tabs', () => {
  it('names the tab list, ties each tab to its panel and shows only the chosen panel', () => {
    render(<Channels />);
    expect(screen.getByRole('tablist', { name: 'Contents' })).toBeInTheDocument();
    expect(tab('Channels')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Videos')).toHaveAttribute('aria-selected', 'false');
    expect(shownPanel()).toHaveTextContent('Channel list');
    expect(shownPanel()).toHaveAccessibleName('Channels');
    expect(tab('Channels')).toHaveAttribute('aria-controls', shownPanel().id);
    expect(screen.queryByText('Video list')).not.toBeInTheDocument();
    // Only the chosen tab is in the tab order.
    expect(tab('Channels')).toHaveAttribute('tabindex', '0');
    expect(tab('Videos')).toHaveAttribute('tabindex', '-1');
  });

  it('shows the tab clicked and tells the caller', () => {
    const onValueChange = vi.fn();
    render(<Channels onValueChange={onValueChange} />);
    fireEvent.click(tab('Videos'));
    expect(shownPanel()).toHaveTextContent('Video list');
    expect(onValueChange).toHaveBeenCalledWith('vod');
  });

  it('moves with the arrow keys round the ends, and Home / End, showing the tab it moves to', () => {
    render(<Channels />);
    tab('Channels').focus();
    fireEvent.keyDown(tab('Channels'), { key: 'ArrowRight' });
    expect(tab('Videos')).toHaveFocus();
    expect(shownPanel()).toHaveTextContent('Video list');
    fireEvent.keyDown(tab('Videos'), { key: 'End' });
    expect(tab('SVOD')).toHaveFocus();
    fireEvent.keyDown(tab('SVOD'), { key: 'ArrowRight' });
    expect(tab('Channels')).toHaveFocus();
    fireEvent.keyDown(tab('Channels'), { key: 'ArrowLeft' });
    expect(tab('SVOD')).toHaveFocus();
    fireEvent.keyDown(tab('SVOD'), { key: 'Home' });
    expect(tab('Channels')).toHaveFocus();
    expect(shownPanel()).toHaveTextContent('Channel list');
  });

  it('follows the value a caller keeps', () => {
    render(<Kept />);
    expect(shownPanel()).toHaveTextContent('Video list');
    fireEvent.click(screen.getByRole('button', { name: 'Show SVOD' }));
    expect(shownPanel()).toHaveTextContent('SVOD list');
    expect(tab('SVOD')).toHaveAttribute('aria-selected', 'true');
  });
});
