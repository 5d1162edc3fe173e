import { render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useInertOutside } from './use-inert-outside';

function Popup() {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useInertOutside(element);
  return <div ref={setElement}>list</div>;
}

describe('useInertOutside', () => {
  it('makes the rest of the page inert while the element is shown, and gives it back after', () => {
    const page = document.body.appendChild(document.createElement('main'));
    const container = document.body.appendChild(document.createElement('div'));
    const { unmount } = render(<Popup />, { container });
    expect(page).toHaveAttribute('inert');
    expect(container).not.toHaveAttribute('inert');
    unmount();
    expect(page).not.toHaveAttribute('inert');
    page.remove();
    container.remove();
  });

  it('leaves an element that was inert already as it was', () => {
    const page = document.body.appendChild(document.createElement('main'));
    page.setAttribute('inert', '');
    const container = document.body.appendChild(document.createElement('div'));
    const { unmount } = render(<Popup />, { container });
    unmount();
    expect(page).toHaveAttribute('inert');
    page.remove();
    container.remove();
  });
});
