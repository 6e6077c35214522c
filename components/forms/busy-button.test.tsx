import type { MouseEvent, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { BusyButton } from './busy-button';

type ButtonElement = ReactElement<{ onClick: (event: MouseEvent<HTMLButtonElement>) => void }>;

/** Clicks the rendered button's handler with an event that records whether its default (a form submit) was stopped. */
function click(element: ButtonElement): { prevented: boolean } {
  const seen = { prevented: false };
  const event: Pick<MouseEvent<HTMLButtonElement>, 'preventDefault'> = {
    preventDefault: () => {
      seen.prevented = true;
    },
  };
  element.props.onClick(event as MouseEvent<HTMLButtonElement>);
  return seen;
}

describe('BusyButton', () => {
  test('while busy it keeps the focus: aria-disabled and aria-busy, never the disabled attribute', () => {
    const html = renderToString(<BusyButton busy>Add</BusyButton>);
    expect(html).toBe('<button type="button" aria-disabled="true" aria-busy="true">Add</button>');
  });

  test('idle it is a plain button of the given type; inactive it is aria-disabled without being busy', () => {
    expect(renderToString(<BusyButton type="submit">Send</BusyButton>)).toBe('<button type="submit">Send</button>');
    expect(renderToString(<BusyButton inactive>−</BusyButton>)).toBe('<button type="button" aria-disabled="true">−</button>');
    // Never usable (nothing to add yet): disabled stays what it is.
    expect(renderToString(<BusyButton disabled>Add</BusyButton>)).toBe('<button disabled="" type="button">Add</button>');
  });

  test('a click while busy or inactive does nothing and stops a form submit; idle it acts', () => {
    const onClick = jest.fn();
    expect(click(BusyButton({ busy: true, onClick }) as ButtonElement)).toEqual({ prevented: true });
    expect(click(BusyButton({ inactive: true, onClick }) as ButtonElement)).toEqual({ prevented: true });
    expect(onClick).not.toHaveBeenCalled();
    expect(click(BusyButton({ onClick }) as ButtonElement)).toEqual({ prevented: false });
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
